import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createCore } from '../../electron/core/core';
import { dispatch } from '../../electron/core/dispatch/dispatch';
import { InMemorySecretStore } from '../helpers/in-memory-secret-store';
import { existingSandbox } from '../../electron/core/session';
import { startTestSandbox } from '../helpers/test-sandbox';
import { expect, test } from './fixtures';

// Issue 14.8 in the real UI: the studio started on a data folder that has become read-only (a
// read-only bind mount in a user+mount namespace, where even root cannot write) still opens the
// user's draft; what they type is refused by the disk, the editor says so and keeps the text.
const root = resolve(__dirname, '../..');
const mountReadOnly = 'mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" && shift && exec "$@"';
const canMountReadOnly = spawnSync('unshare', ['-rm', 'sh', '-c', mountReadOnly, 'probe', tmpdir(), 'true']).status === 0;

let dataDir: string;
let server: ChildProcess | undefined;
let url: string;

test.describe('a read-only data folder', () => {
  test.skip(!canMountReadOnly, 'this machine cannot make a read-only bind mount in a user namespace (unshare -rm)');

  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sawt-e2e-read-only-'));
    // While writable: the user's draft, open, and the welcome answered.
    const sandbox = await startTestSandbox();
    const core = await createCore({ dataDir, version: 'e2e', secrets: new InMemorySecretStore(), sandbox: existingSandbox(sandbox) });
    const call = (name: string, input: unknown) => dispatch(core.handlers, name, input, { transport: 'web' });
    await call('settings.update', { preferences: { welcomeDone: true } });
    await call('drafts.create', { name: 'Kept', text: 'words written before' });
    await core.close();
    await sandbox.dispose();

    // Then web mode on the same folder, read-only for it: its bundle, as `npm run web` runs it
    // (Playwright's global set-up builds it).
    const web = join(root, 'out/main/web.js');
    server = spawn(
      'unshare',
      [
        '-rm',
        'sh',
        '-c',
        mountReadOnly,
        'read-only',
        dataDir,
        process.execPath,
        '--disable-warning=ExperimentalWarning',
        web,
        '--port',
        '0',
        '--data',
        dataDir,
      ],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    url = await new Promise<string>((found, reject) => {
      let out = '';
      server!.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const line = /Web mode: (\S+)/.exec(out);
        if (line) found(line[1]!);
      });
      server!.on('exit', (code) => reject(new Error(`web mode ended (exit ${code}) before printing its URL`)));
    });
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const ended = new Promise((done) => server!.once('exit', done));
      server.kill('SIGTERM');
      await ended;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('opens the draft, refuses the save with the reason, and keeps the text in the editor', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(url);
    await expect(page.getByTestId('app-ready')).toBeAttached();
    await page.locator('nav [data-section="script"]').click();
    const editor = page.getByTestId('script-text');
    await expect(editor).toHaveValue('words written before');
    await editor.fill('words written before, and more typed on a read-only disk');
    const state = page.getByTestId('draft-save-state');
    await expect(state).toHaveAttribute('data-state', 'failed');
    await expect(state).toHaveText(/^Not saved: The disk is read-only\. Your text is kept here/);
    await expect(editor).toHaveValue('words written before, and more typed on a read-only disk');
    await context.close();
  });
});
