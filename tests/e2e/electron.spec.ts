import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron as electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';

// The desktop app itself, launched from the build (`npm run build` runs first). Machines without
// the Electron binary (it cannot be downloaded everywhere; see ARCHITECTURE.md, "Platform facts") skip this file with
// a printed reason: web mode's end-to-end tests cover the UI there.
const root = resolve(__dirname, '../..');
const { electronBinaryPath } = createRequire(__filename)('../../scripts/start.cjs') as {
  electronBinaryPath(): string | null;
};
const binary = electronBinaryPath();
const mainScript = join(root, 'out', 'main', 'index.js');
const skipReason = !binary
  ? 'the Electron binary is not installed on this machine (node_modules/electron/path.txt is missing)'
  : !existsSync(mainScript)
    ? 'the app is not built (out/main/index.js is missing; run `npm run build`)'
    : null;
if (skipReason) console.log(`[e2e] Electron tests skipped: ${skipReason}.`);

test.describe('the desktop app', () => {
  test.skip(skipReason !== null, skipReason ?? '');

  let app: ElectronApplication;
  let page: Page;
  let dataDir: string;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sawt-electron-'));
    // Chromium refuses to start as root without --no-sandbox (CI containers run as root).
    const rootArgs = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
    app = await electron.launch({
      // Given explicitly: the default (`require('electron')`) would try to download the binary.
      executablePath: binary ?? undefined,
      args: [...rootArgs, mainScript],
      env: { ...process.env, SAWT_USER_DATA_DIR: dataDir, ELECTRON_RENDERER_URL: '' },
    });
    page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
  });

  test.afterAll(async () => {
    await app?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('opens one window on app://studio', async () => {
    expect(app.windows()).toHaveLength(1);
    expect(page.url()).toBe('app://studio/index.html');
  });

  test('exposes window.studio and nothing of Node', async () => {
    const globals = await page.evaluate(() => ({
      studio: typeof (window as unknown as { studio?: unknown }).studio,
      require: typeof (globalThis as { require?: unknown }).require,
      process: typeof (globalThis as { process?: unknown }).process,
      module: typeof (globalThis as { module?: unknown }).module,
      Buffer: typeof (globalThis as { Buffer?: unknown }).Buffer,
    }));
    expect(globals).toEqual({ studio: 'object', require: 'undefined', process: 'undefined', module: 'undefined', Buffer: 'undefined' });
  });

  test('round-trips studio.app.ping over IPC', async () => {
    const result = await page.evaluate(() =>
      (window as unknown as { studio: { app: { ping(input: { message: string }): Promise<unknown> } } }).studio.app.ping({
        message: 'marhaba',
      }),
    );
    expect(result).toMatchObject({ ok: true, value: { message: 'marhaba', transport: 'ipc' } });
  });

  test('serves the UI with the CSP header', async () => {
    const csp = await page.evaluate(async () => (await fetch('/index.html')).headers.get('content-security-policy'));
    expect(csp).toContain("default-src 'none'");
  });

  test('does not open new windows', async () => {
    // window.open returns once the main process's window-open handler has answered: null is its "deny".
    const denied = await page.evaluate(() => window.open('https://evil.example/', '_blank') === null);
    expect(denied).toBe(true);
    expect(app.windows()).toHaveLength(1);
  });
});
