import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/**
 * A data folder made read-only for real (tests run as root, where chmod stops no write): a
 * read-only bind mount inside a user+mount namespace (unshare -rm), in which a child runs.
 */
const mountReadOnly = 'mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" && shift && exec "$@"';

/** Whether this machine lets an unprivileged user+mount namespace make a read-only bind mount. */
export function canMountReadOnly(): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-ro-probe-'));
  const probe = spawnSync('unshare', ['-rm', 'sh', '-c', mountReadOnly, 'probe', dir, 'sh', '-c', '! touch "$0/x" 2>/dev/null', dir]);
  rmSync(dir, { recursive: true, force: true });
  return probe.status === 0;
}

/** Every file under `dir` with its bytes hashed, to show a run changed nothing. */
export function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return files;
}

/** Runs the TypeScript `child` with `args` on `dataDir` mounted read-only; answers its one JSON line. */
export function runOnReadOnly<T>(
  root: string,
  dataDir: string,
  child: string,
  args: string[],
): Promise<{ report: T | null; stderr: string; code: number | null }> {
  return new Promise((done, reject) => {
    const run = spawn(
      'unshare',
      ['-rm', 'sh', '-c', mountReadOnly, 'read-only', dataDir, process.execPath, '--import', 'tsx', child, dataDir, ...args],
      { cwd: root },
    );
    let stdout = '';
    let stderr = '';
    run.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    run.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    run.on('error', reject);
    run.on('exit', (code) => {
      const line = stdout.split('\n').find((l) => l.startsWith('{'));
      done({ report: line ? (JSON.parse(line) as T) : null, stderr, code });
    });
  });
}
