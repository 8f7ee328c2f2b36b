import { closeSync, createReadStream, fdatasyncSync, fstatSync, openSync, readSync, renameSync, writeSync } from 'node:fs';
import { writeFileAtomic } from './atomic-file';
import type { HistoryRecord } from './types';

type LogLine = { add: HistoryRecord } | { remove: string };

/**
 * The sandbox's history entries as an append-only log (`histories.jsonl`, one JSON line per
 * change): a generation appends one line and syncs it, whatever the size of the history, where
 * rewriting the whole state grew with it. Chosen over SQLite because the sandbox
 * needs only append, delete by id and newest-first pages, and a log keeps it free of the studio's
 * database code. In memory: entries in order plus an id index, so pages and audio lookups never
 * scan or copy the history. Removals are compacted away at open when they are many.
 */
export class HistoryLog {
  private readonly entries: HistoryRecord[] = [];
  private readonly byId = new Map<string, HistoryRecord>();
  private fd: number;

  private constructor(private readonly path: string) {
    this.fd = -1;
  }

  /**
   * Reads the log in chunks as they arrive from disk, so opening a large history never holds the
   * event loop of the process hosting the sandbox for longer than one chunk's lines, where reading
   * and parsing it in one go held it for the whole open (`npm run bench -- sandbox-scale`).
   */
  static async open(path: string): Promise<HistoryLog> {
    const log = new HistoryLog(path);
    let removals = 0;
    let rest = '';
    const apply = (line: string) => {
      const change = parseLine(line);
      if (!change) return;
      if ('add' in change) log.remember(change.add);
      else if (log.forget(change.remove)) removals += 1;
    };
    try {
      for await (const chunk of createReadStream(path, { encoding: 'utf8', highWaterMark: 256 * 1024 })) {
        const lines = (rest + (chunk as string)).split('\n');
        rest = lines.pop()!;
        for (const line of lines) apply(line);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    apply(rest);
    if (removals > 1_000 && removals > log.entries.length) log.compact();
    // 'a+': appends, and can read its last byte.
    log.fd = openSync(path, 'a+', 0o600);
    // After a torn last line, start the next change on a line of its own.
    if (!endsWithNewline(log.fd)) writeSync(log.fd, '\n');
    return log;
  }

  get size(): number {
    return this.entries.length;
  }

  get(id: string): HistoryRecord | undefined {
    return this.byId.get(id);
  }

  /** Entries from newest, `skip` first, at most `take`, with `include` applied (visibility). */
  newestFirst(skip: number, take: number, include: (entry: HistoryRecord) => boolean): HistoryRecord[] {
    const page: HistoryRecord[] = [];
    let skipped = 0;
    for (let i = this.entries.length - 1; i >= 0 && page.length < take; i -= 1) {
      const entry = this.entries[i]!;
      if (!include(entry)) continue;
      if (skipped < skip) skipped += 1;
      else page.push(entry);
    }
    return page;
  }

  /** How many of the newest entries fail `include` (only recent ones can be not yet visible). */
  hiddenAtEnd(include: (entry: HistoryRecord) => boolean): number {
    let hidden = 0;
    for (let i = this.entries.length - 1; i >= 0 && !include(this.entries[i]!); i -= 1) hidden += 1;
    return hidden;
  }

  /** Every audio file an entry names (orphan collection at start-up). */
  audioFiles(): Set<string> {
    return new Set(this.entries.map((entry) => entry.audioFile));
  }

  add(entry: HistoryRecord): void {
    this.append({ add: entry });
    this.remember(entry);
  }

  remove(id: string): void {
    this.append({ remove: id });
    this.forget(id);
  }

  close(): void {
    if (this.fd === -1) return;
    closeSync(this.fd);
    this.fd = -1;
  }

  /** One line, synced before the answer goes out ("the response was sent" = "it is on disk"). */
  private append(change: LogLine): void {
    if (this.fd === -1) return;
    const bytes = Buffer.from(`${JSON.stringify(change)}\n`, 'utf8');
    let offset = 0;
    while (offset < bytes.length) offset += writeSync(this.fd, bytes, offset, bytes.length - offset);
    fdatasyncSync(this.fd);
  }

  private remember(entry: HistoryRecord): void {
    if (this.byId.has(entry.id)) return;
    this.byId.set(entry.id, entry);
    this.entries.push(entry);
  }

  private forget(id: string): boolean {
    const entry = this.byId.get(id);
    if (!entry) return false;
    this.byId.delete(id);
    // Removals are rare user actions; searching from the end finds recent entries at once.
    this.entries.splice(this.entries.lastIndexOf(entry), 1);
    return true;
  }

  private compact(): void {
    writeFileAtomic(`${this.path}.compact`, this.entries.map((entry) => `${JSON.stringify({ add: entry })}\n`).join(''));
    renameSync(`${this.path}.compact`, this.path);
  }
}

/** Reads only the last byte (the log is opened for appending, so its size is where it ends). */
function endsWithNewline(fd: number): boolean {
  const { size } = fstatSync(fd);
  if (size === 0) return true;
  const last = Buffer.alloc(1);
  readSync(fd, last, 0, 1, size - 1);
  return last[0] === 0x0a;
}

/** A torn last line (a crash mid-append) is skipped: its entry was never answered as made. */
function parseLine(line: string): LogLine | null {
  if (line.trim() === '') return null;
  try {
    const change = JSON.parse(line) as LogLine;
    return typeof change === 'object' && change !== null && ('add' in change || 'remove' in change) ? change : null;
  } catch {
    return null;
  }
}
