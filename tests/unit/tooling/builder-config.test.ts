import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// js-yaml and app-builder-lib come with electron-builder; neither ships types we import.
const root = resolve(__dirname, '../../..');
const requireFromRoot = createRequire(resolve(root, 'package.json'));
const yaml = requireFromRoot('js-yaml') as { load(text: string): unknown };
const { validateConfiguration } = requireFromRoot('app-builder-lib/out/util/config/config') as {
  validateConfiguration(config: unknown, debugLogger: { isEnabled: boolean; add(): void }): Promise<void>;
};

interface TargetList {
  target: Array<string | { target: string }>;
}
interface BuilderConfig {
  appId: string;
  productName: string;
  directories: { output: string };
  files: string[];
  asar: boolean;
  electronFuses: Record<string, boolean>;
  linux: TargetList;
  mac: TargetList;
  win: TargetList;
}

const config = yaml.load(readFileSync(resolve(root, 'electron.builder.yml'), 'utf8')) as BuilderConfig;
const targetsOf = (platform: TargetList) => platform.target.map((t) => (typeof t === 'string' ? t : t.target));

describe('electron.builder.yml', () => {
  it('is a configuration electron-builder itself accepts', async () => {
    await expect(validateConfiguration(config, { isEnabled: false, add() {} })).resolves.toBeUndefined();
  });

  it('names the app and writes to release/', () => {
    expect(config.appId).toBe('studio.sawt.app');
    expect(config.productName).toBe('Sawt Studio');
    expect(config.directories.output).toBe('release');
  });

  it('builds AppImage and deb on Linux, dmg on macOS, NSIS on Windows', () => {
    expect(targetsOf(config.linux).sort()).toEqual(['AppImage', 'deb']);
    expect(targetsOf(config.mac)).toEqual(['dmg']);
    expect(targetsOf(config.win)).toEqual(['nsis']);
  });

  it('flips every fuse the security bar names', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      enableCookieEncryption: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('packs into an asar archive', () => {
    expect(config.asar).toBe(true);
  });

  it('ships only the built output and package.json, which points into it', () => {
    const included = config.files.filter((p) => !p.startsWith('!'));
    expect(included.sort()).toEqual(['out/**/*', 'package.json']);
    const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { main: string };
    expect(pkg.main.startsWith('out/')).toBe(true);
    for (const source of ['electron', 'renderer', 'shared', 'tests', 'bench', 'scripts']) {
      expect(included.some((p) => p.startsWith(source))).toBe(false);
    }
  });

  it('keeps the GPL speech engine out by name', () => {
    expect(config.files).toContain('!**/node_modules/@echogarden/**');
  });
});
