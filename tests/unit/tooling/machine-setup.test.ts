import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const { debianPackages, planPackages } = createRequire(__filename)('../../../scripts/machine-setup.cjs') as {
  debianPackages(): string[];
  planPackages(facts: { hasDpkg: boolean; missing: string[]; isRoot: boolean; sudoWorks: boolean }): Record<string, unknown>;
};

describe("npm test's machine set-up plan", () => {
  it('lists the packages the tests need, in one place', () => {
    expect(debianPackages()).toEqual(
      expect.arrayContaining(['chromium', 'dbus', 'gnome-keyring', 'libsecret-tools', 'libsecret-1-dev', 'sox', 'ffmpeg', 'espeak-ng']),
    );
  });

  it('does nothing when every package is there', () => {
    expect(planPackages({ hasDpkg: true, missing: [], isRoot: false, sudoWorks: false })).toEqual({ action: 'none' });
  });

  it('installs with apt-get as root', () => {
    expect(planPackages({ hasDpkg: true, missing: ['sox'], isRoot: true, sudoWorks: false })).toMatchObject({
      action: 'install',
      prefix: [],
      install: ['apt-get', 'install', '-y', '-qq', 'sox'],
    });
  });

  it('installs through `sudo -n` when that needs no password', () => {
    expect(planPackages({ hasDpkg: true, missing: ['sox', 'ffmpeg', 'espeak-ng'], isRoot: false, sudoWorks: true })).toMatchObject({
      action: 'install',
      prefix: ['sudo', '-n'],
    });
  });

  it('stops with the exact command otherwise', () => {
    expect(planPackages({ hasDpkg: true, missing: ['chromium', 'sox'], isRoot: false, sudoWorks: false })).toEqual({
      action: 'stop',
      command: 'sudo apt-get install -y chromium sox',
      missing: ['chromium', 'sox'],
    });
  });

  it('carries on where there is no dpkg', () => {
    expect(planPackages({ hasDpkg: false, missing: [], isRoot: false, sudoWorks: false })).toMatchObject({ action: 'skip' });
  });
});
