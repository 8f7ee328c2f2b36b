import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { percentile, type Bench, type BenchRow } from './types';

/**
 * `npm run bench -- web-start`: process start → "Web mode: <url>" printed, as `npm run web` starts
 * (scripts/web.cjs: the build check, then node on the bundled core), each run on a fresh data
 * folder, beside a bare Node process printing a line (the floor) and, for comparison, the sources
 * through tsx as `npm run web` ran them before the bundle. Wall time, median of `runs`.
 */
const group = 'web mode start (process start → address printed)';
const root = resolve(__dirname, '..');
const runs = 7;

/** Wall time from spawning `args` until a stdout line matches `printed`. */
async function timeToLine(args: string[], printed: RegExp): Promise<number> {
  const data = mkdtempSync(join(tmpdir(), 'sawt-bench-web-start-'));
  try {
    const t0 = performance.now();
    const child = spawn(
      process.execPath,
      args.map((a) => a.replace('$DATA', data)),
      { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const ms = await new Promise<number>((done, failed) => {
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        if (printed.test(text)) done(performance.now() - t0);
      });
      child.once('exit', (code) => failed(new Error(`${args.join(' ')} ended (exit ${code}) before printing ${printed}`)));
    });
    const ended = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await ended;
    return ms;
  } finally {
    rmSync(data, { recursive: true, force: true });
  }
}

async function median(args: string[], printed: RegExp): Promise<{ p50: number; max: number }> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await timeToLine(args, printed));
  return { p50: percentile(samples, 50), max: Math.max(...samples) };
}

export const bench: Bench = {
  group,
  async run(): Promise<BenchRow[]> {
    const web = ['--port', '0', '--data', '$DATA'];
    const address = /^Web mode: \S+$/m;
    const npmRunWeb = await median([join(root, 'scripts', 'web.cjs'), ...web], address);
    const bundle = await median(['--disable-warning=ExperimentalWarning', join(root, 'out', 'main', 'web.js'), ...web], address);
    const tsx = await median(
      ['--disable-warning=ExperimentalWarning', '--import', 'tsx', join(root, 'electron', 'web', 'main.ts'), ...web],
      address,
    );
    const bare = await median(['-e', 'console.log("up")'], /^up$/m);
    const floor = `floor: a bare node process printing a line ${bare.p50.toFixed(0)} ms`;
    return [
      {
        group,
        name: 'npm run web: process start → address printed, p50',
        value: npmRunWeb.p50,
        unit: 'ms',
        note: `scripts/web.cjs (build check, then node on out/main/web.js); max ${npmRunWeb.max.toFixed(0)} ms; ${floor}`,
      },
      {
        group,
        name: 'the bundle alone (node out/main/web.js), p50',
        value: bundle.p50,
        unit: 'ms',
        note: `one process; max ${bundle.max.toFixed(0)} ms; ${floor}`,
      },
      {
        group,
        name: 'for comparison: the sources through tsx, p50',
        value: tsx.p50,
        unit: 'ms',
        note: `node --import tsx electron/web/main.ts, as npm run web ran before the bundle (tsx's cache warm after the first run); max ${tsx.max.toFixed(0)} ms`,
      },
      { group, name: 'floor: bare node process start → first line, p50', value: bare.p50, unit: 'ms' },
    ];
  },
};
