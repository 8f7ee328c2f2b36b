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

// Issues 14.8 and 30 in the real UI: the studio started on a data folder that has become read-only
// (a read-only bind mount in a user+mount namespace, where even root cannot write) still opens the
// user's project; it says once that the folder is read-only, and what they type in a block is
// refused by the disk, the block says so and keeps the text, marked not saved.
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
    // While writable: the user's project (made with projects ops), open, and the welcome answered.
    const sandbox = await startTestSandbox();
    const core = await createCore({ dataDir, version: 'e2e', secrets: new InMemorySecretStore(), sandbox: existingSandbox(sandbox) });
    const call = (name: string, input: unknown) => dispatch(core.handlers, name, input, { transport: 'web' });
    await call('settings.update', { preferences: { welcomeDone: true } });
    await call('projects.create', { name: 'Kept', text: 'words written before' });
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

  const says = {
    en: {
      locale: 'en-US',
      projects: 'Projects',
      block: 'Block 1',
      folder: /^The data folder is read-only: your projects open as they were last saved/,
      refused: /^Not saved: The disk is read-only; make the data folder writable, then try again\. Your text is kept here/,
    },
    ar: {
      locale: 'ar',
      projects: 'المشاريع',
      block: /^الفقرة/,
      folder: /^مجلد البيانات للقراءة فقط/,
      refused: /^لم تُحفظ: القرص للقراءة فقط؛ اجعل مجلد البيانات قابلًا للكتابة ثم حاول مجددًا\. نصّك باقٍ هنا/,
    },
  };

  for (const [language, say] of Object.entries(says)) {
    test(`opens the project, refuses an edit with the reason, and keeps the text in the block (${language})`, async ({ browser }) => {
      const context = await browser.newContext({ locale: say.locale });
      const page = await context.newPage();
      await page.goto(url);
      await expect(page.getByTestId('app-ready')).toBeAttached();
      await page.getByRole('navigation').getByRole('button', { name: say.projects }).click();
      // The project open when the folder was writable reopens, as it was saved.
      await expect(page.getByTestId('project-editor')).toBeVisible();
      const block = page.getByRole('textbox', { name: say.block });
      await expect(block).toHaveValue('words written before');
      // Said once, on the screen, before anything is typed.
      await expect(page.getByRole('status').filter({ hasText: say.folder })).toHaveCount(1);

      await block.fill('words written before, and more typed on a read-only disk');
      await block.blur();
      const state = page.getByTestId('project-block').filter({ has: block }).getByRole('alert');
      await expect(state).toHaveAttribute('data-state', 'failed');
      await expect(state).toHaveText(say.refused);
      await expect(block).toHaveValue('words written before, and more typed on a read-only disk');
      await context.close();
    });
  }
});
