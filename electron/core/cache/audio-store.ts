import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, realpathSync, statSync, unlinkSync, type Dirent } from 'node:fs';
import { readdir, rename, unlink } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { fail, ok, type Result } from '../../../shared/contract';
import { diskFailure, writeFileAtomic } from '../fs';
import { ClipBatch } from './audio-batch';
import { IncomingAudio } from './audio-incoming';

const hashPattern = /^[0-9a-f]{64}$/;

/**
 * Audio files on disk, named by the SHA-256 of their bytes (`<root>/ab/<hash>.wav`). The same
 * clip is stored once however many rows point at it, a file's name proves its content, and a
 * hash is the only thing a row keeps — never a path — so nothing from outside can name a file.
 * Files are written before the rows that reference them; collectOrphans removes files no row
 * references (a crash between the two steps leaves only such an orphan, never a dangling row).
 */
export class AudioStore {
  /**
   * Bytes on disk, counted by one scan on first ask and then kept by put and remove, because
   * History asks on every open and stat-ing tens of thousands of clips each time grew with them.
   */
  private knownBytes: number | null = null;
  /** Bumped by every scan: a scan during a write may or may not have seen its file. */
  private scans = 0;
  /** Writes under way by hash, so two puts of one clip write it (and count it) once. */
  private readonly writing = new Map<string, Promise<Result<{ hash: string; size: number }>>>();
  /** Clips arriving from the service, written under temp names until they are whole. */
  private readonly receiving = new Set<IncomingAudio>();

  constructor(readonly root: string) {
    mkdirSync(root, { recursive: true, mode: 0o700 });
  }

  static hashOf(bytes: Uint8Array): string {
    return createHash('sha256').update(bytes).digest('hex');
  }

  put(bytes: Uint8Array): Promise<Result<{ hash: string; size: number }>> {
    const hash = AudioStore.hashOf(bytes);
    const under = this.writing.get(hash);
    if (under) return under;
    const path = this.fileFor(hash);
    if (this.exists(path)) return Promise.resolve(ok({ hash, size: bytes.byteLength }));
    const stored = this.write(path, bytes)
      .then((written) => (written.ok ? ok({ hash, size: bytes.byteLength }) : written))
      .finally(() => this.writing.delete(hash));
    this.writing.set(hash, stored);
    return stored;
  }

  /** Clips made durable together, a sync's downloads (see audio-batch.ts). */
  batch(): ClipBatch {
    return new ClipBatch({
      hashOf: AudioStore.hashOf,
      pathFor: (hash) => this.fileFor(hash),
      makeFolderFor: (path) => this.makeShard(dirname(path)),
      lookup: (hash) => this.writing.get(hash) ?? (this.exists(this.fileFor(hash)) ? 'stored' : null),
      claim: (hash, until) => {
        this.writing.set(hash, until);
        void until.then(() => this.writing.delete(hash));
      },
      filed: (size, since) => this.count(size, since),
      scanCount: () => this.scans,
    });
  }

  /** A clip to be written as it arrives (see IncomingAudio); commit files it under its hash. */
  async receive(): Promise<Result<IncomingAudio>> {
    const opened = await IncomingAudio.open(this.root, (incoming, hash) => this.settle(incoming, hash));
    if (opened.ok) this.receiving.add(opened.value);
    return opened;
  }

  /** Takes an arriving clip back: files it under `hash` when whole, else deletes its temp file. */
  private async settle(incoming: IncomingAudio, hash: string | null): Promise<Result<{ hash: string; size: number }>> {
    try {
      if (hash === null) {
        await unlink(incoming.path).catch(() => undefined);
        return fail('CANCELLED', 'The clip was not kept');
      }
      const path = this.fileFor(hash);
      if (this.exists(path)) {
        await unlink(incoming.path).catch(() => undefined);
        return ok({ hash, size: incoming.bytes });
      }
      const scansBefore = this.scans;
      try {
        mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
        await rename(incoming.path, path);
      } catch (error) {
        await unlink(incoming.path).catch(() => undefined);
        return diskFailure('an audio file in the cache', path, 'save new', error);
      }
      // The directory is not fsynced: after a power loss a missing clip is fetched again on play.
      if (this.knownBytes !== null) this.knownBytes = this.scans === scansBefore ? this.knownBytes + incoming.bytes : null;
      return ok({ hash, size: incoming.bytes });
    } finally {
      this.receiving.delete(incoming);
    }
  }

  private async write(path: string, bytes: Uint8Array): Promise<Result<void>> {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    const scansBefore = this.scans;
    const written = await writeFileAtomic(path, bytes, { label: 'an audio file in the cache', mode: 0o600 });
    if (written.ok) this.count(bytes.byteLength, scansBefore);
    return written;
  }

  /** A new file's bytes join the total, unless a scan ran meanwhile: whether it saw the file is unknown, so recount. */
  private count(size: number, scansBefore: number): void {
    if (this.knownBytes !== null) this.knownBytes = this.scans === scansBefore ? this.knownBytes + size : null;
  }

  /** Shard folders known to exist: a sync files thousands of clips into the same 256. */
  private readonly shards = new Set<string>();

  private makeShard(folder: string): void {
    if (this.shards.has(folder)) return;
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    this.shards.add(folder);
  }

  /**
   * The file for a hash, or null when the hash is malformed, the file is missing, or its real
   * location (after links) is outside the store.
   */
  pathOf(hash: string): string | null {
    if (!hashPattern.test(hash)) return null;
    const path = this.fileFor(hash);
    try {
      const real = realpathSync(path);
      const fromRoot = relative(realpathSync(this.root), real);
      if (fromRoot.startsWith('..') || isAbsolute(fromRoot) || !statSync(real).isFile()) return null;
      return real;
    } catch {
      return null;
    }
  }

  remove(hash: string): void {
    const path = this.pathOf(hash);
    if (path) this.unlink(path);
  }

  /** Deletes a file; a clip's bytes leave the total, a stray's were never in it. */
  private unlink(path: string, counted = true): void {
    const size = statSync(path).size;
    unlinkSync(path);
    if (counted && this.knownBytes !== null) this.knownBytes -= size;
  }

  /**
   * Deletes every stored file whose hash `isReferenced` denies; returns how many went. A file
   * being written now is kept (its row follows it), as are temp files of writes under way and of
   * clips still arriving.
   */
  collectOrphans(isReferenced: (hash: string) => boolean): number {
    return this.collect(this.files(), isReferenced);
  }

  /**
   * Orphan collection that leaves the core free, for a session's routine clean-up: one shard
   * folder at a time, each read off the main thread (the whole walk in one turn grows with the
   * clips, and held the core as long), and only files last written before `writtenBefore` (ms
   * since the epoch) may go. A clip another write is filing meanwhile is newer than that, so it is never
   * taken for an orphan, whatever the interleaving of its file and its row. Stops when `signal` aborts.
   */
  async collectOldOrphans(
    referencedIn: (shard: string) => ReadonlySet<string>,
    { writtenBefore, signal }: { writtenBefore: number; signal?: AbortSignal },
  ): Promise<number> {
    let removed = 0;
    const shards = await readdir(this.root, { withFileTypes: true }).catch(() => []);
    for (const shard of shards) {
      if (signal?.aborted) break;
      if (!shard.isDirectory()) continue;
      const folder = join(this.root, shard.name);
      const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
      if (signal?.aborted) break;
      const referenced = referencedIn(shard.name);
      const unreferenced = [...this.filesIn(folder, entries)].filter(({ hash }) => hash === null || !referenced.has(hash));
      const old = unreferenced.filter(({ path }) => (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < writtenBefore);
      removed += this.collect(old, () => false);
    }
    return removed;
  }

  private collect(files: Iterable<{ hash: string | null; path: string }>, isReferenced: (hash: string) => boolean): number {
    let removed = 0;
    for (const { hash, path } of files) {
      if (hash === null && this.receiving.size > 0) continue;
      if (this.writing.size > 0 && (hash === null || this.writing.has(hash))) continue;
      if (hash !== null && isReferenced(hash)) continue;
      try {
        // A temp file left by a crash mid-write, or a stranger, is not ours to keep (nor to count).
        this.unlink(path, hash !== null);
        removed++;
      } catch {
        // Gone already, or not ours to remove: left for the next collection.
      }
    }
    return removed;
  }

  totalBytes(): number {
    if (this.knownBytes === null) {
      this.scans += 1;
      let total = 0;
      for (const { hash, path } of this.files()) if (hash !== null) total += statSync(path).size;
      this.knownBytes = total;
    }
    return this.knownBytes;
  }

  private fileFor(hash: string): string {
    return join(this.root, hash.slice(0, 2), `${hash}.wav`);
  }

  private exists(path: string): boolean {
    try {
      // Not an exception when absent: a sync into an empty cache asks this of every clip.
      return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
    } catch {
      return false;
    }
  }

  private *files(): Generator<{ hash: string | null; path: string }> {
    for (const shard of readdirSync(this.root, { withFileTypes: true })) {
      if (!shard.isDirectory()) continue;
      const folder = join(this.root, shard.name);
      yield* this.filesIn(folder, readdirSync(folder, { withFileTypes: true }));
    }
  }

  private *filesIn(folder: string, entries: Dirent[]): Generator<{ hash: string | null; path: string }> {
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const match = /^([0-9a-f]{64})\.wav$/.exec(entry.name);
      yield { hash: match?.[1] ?? null, path: join(folder, entry.name) };
    }
  }
}
