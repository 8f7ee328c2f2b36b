import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Issue 33 item 16: the join of a long script's parts held every clip and the whole output in
// memory (two parts with hours of pauses allocated about 4.4 GB). It now streams: this joins
// 400 MB of parts and 8 minutes of silence in a child and bounds the child's peak memory growth.
const root = resolve(__dirname, '../../..');
const scratch = mkdtempSync(join(tmpdir(), 'sawt-join-memory-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface ChildReport {
  ok: boolean;
  error: string | null;
  beforeKb: number;
  afterKb: number;
  fileBytes: number;
}

function joinInChild(parts: number, mbEach: number, pauseSeconds: number): Promise<ChildReport> {
  return new Promise((done, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'tests/helpers/wav-join-child.ts'), scratch, String(parts), String(mbEach), String(pauseSeconds)],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? done(JSON.parse(out) as ChildReport) : reject(new Error(`join child failed: ${err}`))));
  });
}

describe('joining a long render', () => {
  it('streams: 400 MB of parts and 8 minutes of pauses join with under 64 MB more peak memory', async () => {
    const parts = 4;
    const mbEach = 100;
    const pauseSeconds = 120;
    const report = await joinInChild(parts, mbEach, pauseSeconds);
    expect(report.error).toBeNull();
    const expectedBytes = 44 + parts * (mbEach * 1024 * 1024 + pauseSeconds * 192_000);
    expect(report.fileBytes).toBe(expectedBytes);
    const growthMb = (report.afterKb - report.beforeKb) / 1024;
    // Printed for the record: the figure the bound is about.
    console.log(
      `join of ${(expectedBytes / 1024 / 1024).toFixed(0)} MB: peak RSS ${(report.afterKb / 1024).toFixed(0)} MB, growth ${growthMb.toFixed(1)} MB`,
    );
    expect(growthMb).toBeLessThan(64);
  }, 120_000);
});
