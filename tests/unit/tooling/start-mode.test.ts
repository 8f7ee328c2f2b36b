import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Choice = { mode: 'desktop'; binary: string } | { mode: 'web'; reason: string; openBrowser: boolean };
const { chooseMode, userDataDir, browserOpener } = createRequire(__filename)('../../../scripts/start.cjs') as {
  chooseMode(facts: { binary: string | null; env: Record<string, string>; platform: string }): Choice;
  userDataDir(facts: { env: Record<string, string>; platform: string; home: string }): string;
  browserOpener(platform: string, url: string): [string, string[]];
};

describe('npm start chooses where the studio runs', () => {
  it('opens the desktop window where Electron and a display exist', () => {
    expect(chooseMode({ binary: '/e/electron', env: { DISPLAY: ':0' }, platform: 'linux' })).toEqual({
      mode: 'desktop',
      binary: '/e/electron',
    });
    expect(chooseMode({ binary: '/e/electron', env: {}, platform: 'darwin' }).mode).toBe('desktop');
  });

  it('falls back to web mode without the binary, opening a browser only with a display', () => {
    const choice = chooseMode({ binary: null, env: { WAYLAND_DISPLAY: 'wayland-0' }, platform: 'linux' });
    expect(choice).toMatchObject({ mode: 'web', openBrowser: true });
    expect(choice.mode === 'web' && choice.reason).toContain('Electron binary is not installed');
  });

  it('falls back to web mode on a Linux machine with no display', () => {
    const choice = chooseMode({ binary: '/e/electron', env: {}, platform: 'linux' });
    expect(choice).toMatchObject({ mode: 'web', openBrowser: false });
    expect(choice.mode === 'web' && choice.reason).toContain('no display');
  });

  it("keeps web mode's library where the desktop app keeps it", () => {
    expect(userDataDir({ env: {}, platform: 'linux', home: '/home/u' })).toBe(join('/home/u', '.config', 'Sawt Studio'));
    expect(userDataDir({ env: { XDG_CONFIG_HOME: '/x' }, platform: 'linux', home: '/home/u' })).toBe(join('/x', 'Sawt Studio'));
    expect(userDataDir({ env: {}, platform: 'darwin', home: '/Users/u' })).toBe(
      join('/Users/u', 'Library', 'Application Support', 'Sawt Studio'),
    );
    expect(userDataDir({ env: { APPDATA: 'C:\\AppData' }, platform: 'win32', home: 'C:\\u' })).toBe(join('C:\\AppData', 'Sawt Studio'));
  });

  it('opens URLs with the platform opener', () => {
    expect(browserOpener('linux', 'http://127.0.0.1:1/')).toEqual(['xdg-open', ['http://127.0.0.1:1/']]);
    expect(browserOpener('darwin', 'u')[0]).toBe('open');
    expect(browserOpener('win32', 'u')).toEqual(['cmd', ['/c', 'start', '""', 'u']]);
  });
});
