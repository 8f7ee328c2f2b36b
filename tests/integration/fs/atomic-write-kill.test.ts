import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// ARCHITECTURE.md, "Quality bars", Reliability: "No file we own is ever half-written". A child rewrites a
// settings-sized file in a loop with writeFileAtomic; we kill it with SIGKILL at a random moment,
// 60 times, and after every kill the file must exist and parse as one complete version.
const root = resolve(__dirname, '../../..');
const childScript = join(root, 'tests/helpers/atomic-write-child.ts');
const scratch = mkdtempSync(join(tmpdir(), 'sawt-atomic-kill-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const KILLS = 60;
/** Children run side by side: start-up (tsx) dominates, and 60 in a row would take ~30 s. */
const AT_ONCE = 6;

interface KillOutcome {
  content: string;
  leftovers: string[];
}

/** Starts a writer on `file`, waits until it is looping, kills it 5–60 ms later, reads the file. */
function killOneWriter(index: number): Promise<KillOutcome> {
  const dir = join(scratch, `run-${index}`);
  const file = join(dir, 'settings.json');
  return new Promise((resolveOutcome, reject) => {
    mkdirSync(dir);
    writeFileSync(file, JSON.stringify({ schemaVersion: 1, generation: 0 }));
    const child = spawn(process.execPath, ['--import', 'tsx', childScript, file], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.once('data', () => {
      // A random moment mid-write is the thing under test: each run kills the writer somewhere else.
      const delay = 5 + Math.floor(Math.random() * 56);
      setTimeout(() => child.kill('SIGKILL'), delay);
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      if (signal !== 'SIGKILL') {
        reject(new Error(`writer ${index} ended without being killed: ${stderr}`));
        return;
      }
      resolveOutcome({
        content: readFileSync(file, 'utf8'),
        leftovers: readdirSync(dir).filter((name) => name !== 'settings.json'),
      });
    });
  });
}

describe('writeFileAtomic under kill -9', () => {
  it('leaves a complete, parseable file after each of 60 kills at random moments', async () => {
    const outcomes: KillOutcome[] = [];
    for (let start = 0; start < KILLS; start += AT_ONCE) {
      const batch = Array.from({ length: Math.min(AT_ONCE, KILLS - start) }, (_, i) => killOneWriter(start + i));
      outcomes.push(...(await Promise.all(batch)));
    }

    expect(outcomes).toHaveLength(KILLS);
    for (const { content, leftovers } of outcomes) {
      const parsed = JSON.parse(content) as { schemaVersion: number; generation: number };
      expect(parsed.schemaVersion).toBe(1);
      expect(parsed.generation).toBeGreaterThanOrEqual(1);
      // A kill between open and rename may leave the temp file: always a dot-file ending in .tmp.
      for (const name of leftovers) expect(name).toMatch(/^\.settings\.json\.[0-9a-f]{12}\.tmp$/);
    }
  }, 60_000);
});
