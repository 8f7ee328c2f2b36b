import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** A folder for --cpu-prof of each bench child (SAWT_BENCH_CPU_PROF), to see what a fresh process pays. */
export const cpuProfileDir = process.env.SAWT_BENCH_CPU_PROF;

export interface BenchChild {
  child: ChildProcess;
  /** The next line the child prints. */
  line(): Promise<string>;
  /** When it was spawned (this process's clock). */
  startedAt: number;
}

/** A bench child (a bundled file, bench-bundle.ts) on this Node, talking by lines on stdin/stdout. */
export function startBenchChild(file: string, env: NodeJS.ProcessEnv): BenchChild {
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', ...profile, file], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const line = async () => {
    const next = await lines.next();
    if (next.done) throw new Error(`the bench child ended (exit ${child.exitCode}) before answering`);
    return next.value;
  };
  return { child, line, startedAt };
}

export const childExited = (child: ChildProcess): Promise<void> =>
  new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
