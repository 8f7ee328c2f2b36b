import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../shared/contract';
import { unwrap, useCoreRig } from '../../helpers/core-rig';

const root = resolve(__dirname, '../../..');
const child = join(root, 'tests/helpers/read-only-core-child.ts');

/** Whether this machine lets an unprivileged user+mount namespace make a read-only bind mount. */
function canMountReadOnly(): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-ro-probe-'));
  const probe = spawnSync('unshare', [
    '-rm',
    'sh',
    '-c',
    'mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" && ! touch "$1/x" 2>/dev/null',
    'probe',
    dir,
  ]);
  rmSync(dir, { recursive: true, force: true });
  return probe.status === 0;
}

type Report = Record<string, Result<unknown>>;

/** Every file under `dir` with its bytes (hex-hashed), to show a run changed nothing. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return files;
}

function runReadOnly(dataDir: string, args: string[]): Promise<{ report: Report | null; stderr: string; code: number | null }> {
  return new Promise((done, reject) => {
    const script = 'mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" && shift && exec "$@"';
    const run = spawn(
      'unshare',
      ['-rm', 'sh', '-c', script, 'read-only', dataDir, process.execPath, '--import', 'tsx', child, dataDir, ...args],
      { cwd: root },
    );
    let stdout = '';
    let stderr = '';
    run.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    run.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    run.on('error', reject);
    run.on('exit', (code) => {
      const line = stdout.split('\n').find((l) => l.startsWith('{'));
      done({ report: line ? (JSON.parse(line) as Report) : null, stderr, code });
    });
  });
}

// Issue 14.8: on a read-only data folder drafts stay readable and a save fails with the disk's
// reason, losing nothing. Tests run as root, where chmod stops no write, so the folder is made
// read-only for real: a read-only bind mount inside a user+mount namespace (unshare -rm), in which a
// child process runs the real core (tests/helpers/read-only-core-child.ts).
describe.skipIf(!canMountReadOnly())('a read-only data folder (a read-only bind mount in a user+mount namespace)', () => {
  const rig = useCoreRig();

  it("still lists and opens drafts, refuses a save with the disk's own reason, and changes no byte", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sawt-read-only-'));
    try {
      const writer = await rig.startCore({ dataDir });
      const draft = unwrap(await writer.call<{ id: string }>('drafts.create', { name: 'Kept', text: 'words before' }));
      await writer.close();
      const before = snapshot(dataDir);

      const sandboxAccount = JSON.stringify({
        url: rig.sandbox.url,
        apiKey: rig.sandbox.apiKey,
        apiKeyId: rig.sandbox.apiKeyId,
        projectId: rig.sandbox.projectId,
      });
      const run = await runReadOnly(dataDir, [sandboxAccount, draft.id]);
      expect(run.report, run.stderr).not.toBeNull();
      const report = run.report!;

      // Drafts need neither the service nor the cache.
      expect(report['list']).toMatchObject({ ok: true, value: { drafts: [{ id: draft.id, name: 'Kept', preview: 'words before' }] } });
      expect(report['get']).toMatchObject({ ok: true, value: { id: draft.id, text: 'words before' } });
      // The save is refused with the reason and the file named; the editor keeps the text (see
      // renderer/src/features/script/draft-save-failure.test.tsx) and nothing was half-written.
      // Each says what stayed true: a saved draft is unchanged; a new one was never made (no
      // "previous draft" where there was none).
      const refusals = { save: / The previous draft is unchanged\.$/, create: / No file was created\.$/ };
      for (const [call, left] of Object.entries(refusals)) {
        const refused = report[call];
        expect(refused).toMatchObject({ ok: false, error: { code: 'DISK', messageKey: 'disk.EROFS' } });
        if (refused && !refused.ok) {
          expect(refused.error.message).toMatch(/^Could not save draft \(.+\.json\): the disk is read-only\./);
          expect(refused.error.message).toMatch(left);
        }
      }
      expect(report['getAfter']).toMatchObject({ ok: true, value: { text: 'words before' } });
      // The cache opens read-only (issue 30): History is read as it was saved.
      expect(report['history']).toMatchObject({ ok: true });
      expect(snapshot(dataDir)).toEqual(before);

      // Writable again, everything opens as it was and the next save lands.
      const after = await rig.startCore({ dataDir });
      expect(await after.call('drafts.get', { id: draft.id })).toMatchObject({ ok: true, value: { text: 'words before' } });
      expect(await after.call('drafts.save', { id: draft.id, name: 'Kept', text: 'saved once writable' })).toMatchObject({ ok: true });
      expect(await after.call('voices.list', {})).toMatchObject({ ok: true });
      await after.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
