import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, startTestSandbox, type TestSandbox } from '../../helpers/test-sandbox';
import { seedSandboxHistory } from '../../helpers/history-seed';

/**
 * A history sync on a really full disk (issue 33 item 5): the core runs in a child whose data
 * folder is a 1 MB tmpfs in a private mount namespace, so the audio files, SQLite and the
 * choices file all meet the kernel's ENOSPC. Needs unprivileged user and mount namespaces
 * (`unshare -rm`); where the machine forbids them the test says so and is skipped.
 */
const unshareWorks = spawnSync('unshare', ['-rm', 'true']).status === 0;
const child = resolve(__dirname, '..', '..', 'helpers', 'full-disk-child.ts');
let sandbox: TestSandbox;
let dataDir: string;

interface Line {
  name: string;
  payload: {
    round: number;
    phase?: string;
    errorCode?: string;
    errorKey?: string;
    result?: { ok: boolean; error?: { code: string; messageKey?: string } };
    profile?: string[];
  };
}

beforeAll(async () => {
  if (!unshareWorks) return;
  const sandboxDir = makeTempDir();
  // ~32 KB clips: 60 of them are twice what the disk holds.
  await seedSandboxHistory(sandboxDir, 60, { samples: 16_000 });
  sandbox = await startTestSandbox({ dataDir: sandboxDir });
  dataDir = mkdtempSync(join(tmpdir(), 'sawt-full-disk-'));
}, 60_000);

afterAll(async () => {
  await sandbox?.dispose();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function runOnFullDisk(): Promise<Line[]> {
  const mountAndRun = 'mount -t tmpfs -o size=1m tmpfs "$SAWT_DATA_DIR" && exec "$0" --import tsx "$1"';
  return new Promise((done, reject) => {
    const proc = spawn('unshare', ['-rm', 'sh', '-c', mountAndRun, process.execPath, child], {
      env: {
        ...process.env,
        SAWT_DATA_DIR: dataDir,
        SAWT_SANDBOX_ACCOUNT: JSON.stringify({
          url: sandbox.url,
          apiKey: sandbox.apiKey,
          apiKeyId: sandbox.apiKeyId,
          projectId: sandbox.projectId,
        }),
        NODE_NO_WARNINGS: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    proc.on('error', reject);
    proc.on('exit', (code) =>
      code === 0
        ? done(
            out
              .trim()
              .split('\n')
              .map((line) => JSON.parse(line) as Line),
          )
        : reject(new Error(`child exited with ${code}`)),
    );
  });
}

describe.skipIf(!unshareWorks)('history sync on a really full disk (unshare -rm and a 1 MB tmpfs)', () => {
  it('says DISK with the cause, leaves no temp file of the choices behind, and says so again after a restart', async () => {
    const lines = await runOnFullDisk();
    for (const round of [1, 2]) {
      const sync = lines.find((l) => l.name === 'sync' && l.payload.round === round)!.payload.result!;
      expect(sync.ok).toBe(false);
      expect(sync.error).toMatchObject({ code: 'DISK', messageKey: expect.stringMatching(/^disk\.(ENOSPC|SQLITE_FULL)$/) });
      const failed = lines.filter((l) => l.name === 'history.syncProgress' && l.payload.round === round && l.payload.phase === 'failed');
      expect(failed.at(-1)?.payload).toMatchObject({ errorCode: 'DISK', errorKey: sync.error!.messageKey });
      const profile = lines.find((l) => l.name === 'files' && l.payload.round === round)!.payload.profile!;
      expect(profile.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    }
  }, 120_000);
});
