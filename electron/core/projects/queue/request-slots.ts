/**
 * The service's share of the queue: at most `size` generations out at once, all projects together,
 * taken first come first served; and a hold after a 429, during which nothing new leaves (the
 * service asked every request of this key to wait, not only the one it refused).
 */
export class RequestSlots {
  private taken = 0;
  private readonly waiting: Array<(release: (() => void) | null) => void> = [];
  private holdUntil = 0;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly size: () => number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves with the slot's release once one is free and no hold is on; null when closing. */
  acquire(): Promise<(() => void) | null> {
    if (this.closed) return Promise.resolve(null);
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.drain();
    });
  }

  /** Nothing new leaves for `ms` (a 429's Retry-After). A longer hold already on stays. */
  hold(ms: number): void {
    this.holdUntil = Math.max(this.holdUntil, this.now() + ms);
    this.drain();
  }

  /** Resolves when the hold is over (true), or false when closing. */
  async held(signal: AbortSignal): Promise<boolean> {
    while (!this.closed && !signal.aborted) {
      const left = this.holdUntil - this.now();
      if (left <= 0) return true;
      if (!(await sleep(left, signal))) return false;
    }
    return false;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    for (const resolve of this.waiting.splice(0)) resolve(null);
  }

  private drain(): void {
    const left = this.holdUntil - this.now();
    if (left > 0) {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.drain(), left);
      this.timer.unref();
      return;
    }
    // The size is read each time, so a test (or a later setting) can change it between runs.
    while (this.taken < this.size() && this.waiting.length > 0) {
      this.taken += 1;
      const resolve = this.waiting.shift()!;
      let released = false;
      resolve(() => {
        if (released) return;
        released = true;
        this.taken -= 1;
        this.drain();
      });
    }
  }
}

/** Waits `ms`; false when the signal aborts first. */
export function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (value: boolean) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(value);
    };
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
