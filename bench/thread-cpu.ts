import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of this process's threads, read from Linux's /proc (`/proc/self/task/<tid>/stat`,
 * utime + stime), sampled on a timer: a thread that has ended keeps the last figure sampled, so a
 * thread's CPU is short by at most one interval. Threads that exist when sampling starts are the
 * process's own (main, V8's and libuv's); of those started later and busy, the first is the
 * export's worker and the rest are the encoders' threads it starts. Empty where /proc cannot tell.
 */

export interface ThreadCpu {
  /** The main thread and the threads there before the export (V8's platform, libuv). */
  processMs: number;
  /** The first thread started after sampling began: the export's worker. */
  exportMs: number;
  /** Every later one: the encoders' threads. */
  encodersMs: number[];
}

const ticksPerSecond = 100;
/** A started thread under this much CPU is a helper, not the export's or an encoder's. */
const helperMs = 100;

function cpuOfThreads(): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu.set(Number(tid), ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond);
    } catch {
      // The thread ended between listing and reading: its last sample stands.
    }
  }
  return cpu;
}

export class ThreadCpuSampler {
  private readonly before: Set<number>;
  private readonly last = new Map<number, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(intervalMs = 200) {
    let now: Map<number, number>;
    try {
      now = cpuOfThreads();
    } catch {
      now = new Map();
    }
    this.before = new Set(now.keys());
    for (const [tid, ms] of now) this.last.set(tid, ms);
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  private sample(): void {
    try {
      for (const [tid, ms] of cpuOfThreads()) this.last.set(tid, ms);
    } catch {
      // Not Linux: nothing to sample.
    }
  }

  stop(): ThreadCpu {
    this.sample();
    clearInterval(this.timer);
    const started = [...this.last.keys()].filter((tid) => !this.before.has(tid)).sort((a, b) => a - b);
    // libuv's pool (started at the first file operation, maybe after the worker) and other helpers
    // use next to no CPU: counted with the process's own, they cannot pass for the export's thread.
    const helpers = started.filter((tid) => this.last.get(tid)! < helperMs);
    const working = started.filter((tid) => this.last.get(tid)! >= helperMs);
    const sum = (tids: number[]) => tids.reduce((total, tid) => total + this.last.get(tid)!, 0);
    return {
      processMs: sum([...this.before, ...helpers]),
      exportMs: working.length > 0 ? this.last.get(working[0]!)! : 0,
      encodersMs: working.slice(1).map((tid) => this.last.get(tid)!),
    };
  }
}
