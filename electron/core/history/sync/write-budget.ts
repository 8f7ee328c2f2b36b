/**
 * A bound on clips held in memory while their files are written: at most `maxWrites` writes and
 * `maxBytes` bytes at once (one clip larger than the whole budget still goes, alone). Each clip's
 * temp file is fsynced, which is slow on a busy disk when alone but little slower when many run
 * together (the file system commits them as one); so downloads hand their clip over and fetch the
 * next while the write runs, and the budget keeps memory flat.
 */
export class WriteBudget {
  private writes = 0;
  private bytes = 0;
  private readonly waiting: Array<{ size: number; grant(): void }> = [];

  constructor(
    private readonly maxWrites: number,
    private readonly maxBytes: number,
  ) {}

  /** Resolves once a write of `size` bytes fits; call release(size) when it ends. */
  acquire(size: number): Promise<void> {
    if (this.waiting.length === 0 && this.fits(size)) {
      this.take(size);
      return Promise.resolve();
    }
    return new Promise((grant) => this.waiting.push({ size, grant }));
  }

  release(size: number): void {
    this.writes -= 1;
    this.bytes -= size;
    while (this.waiting.length > 0 && this.fits(this.waiting[0]!.size)) {
      const next = this.waiting.shift()!;
      this.take(next.size);
      next.grant();
    }
  }

  private fits(size: number): boolean {
    return this.writes === 0 || (this.writes < this.maxWrites && this.bytes + size <= this.maxBytes);
  }

  private take(size: number): void {
    this.writes += 1;
    this.bytes += size;
  }
}
