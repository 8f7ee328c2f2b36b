import { randomBytes } from 'node:crypto';
import { close, fsync, open, write } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { ok, type Result, type StudioError } from '../../../shared/contract';
import { diskFailure, nodeFileSystem, syncDirectory } from '../fs';

export interface StoredClip {
  hash: string;
  size: number;
}

/** What a batch needs of the store it files into (AudioStore.batch()). */
export interface BatchHost {
  hashOf(bytes: Uint8Array): string;
  /** The clip's final path. */
  pathFor(hash: string): string;
  /** Makes the clip's folder (the store's shard) if it is not there yet; may throw. */
  makeFolderFor(path: string): void;
  /** Another write of this clip under way, 'stored' when its file is already there, else null. */
  lookup(hash: string): Promise<Result<StoredClip>> | 'stored' | null;
  /** Marks the clip as being written until `until` settles: orphan collection leaves its files alone. */
  claim(hash: string, until: Promise<Result<StoredClip>>): void;
  /** A file was filed: the store's byte count follows (`since` is the scan count when it started). */
  filed(size: number, since: number): void;
  scanCount(): number;
}

interface Staged extends StoredClip {
  temp: string;
  path: string;
  since: number;
  settle(result: Result<StoredClip>): void;
}

const label = 'an audio file in the cache';

/**
 * Clips made durable together, for a sync's thousands of downloads. Each clip's temp file is
 * written and fsynced as it arrives (stage); seal() then renames them all into place and fsyncs
 * each folder that gained a name once. Done one clip at a time, the folder fsync doubled the
 * per-clip cost (two fsyncs instead of one); here the folder fsyncs of a batch run together and the
 * file system commits them as one. The ordering per clip is still temp → fsync → rename, and the
 * caller writes rows only for what seal() reports in place, after it returns: a crash before the
 * rename leaves temp files, one after it files without rows — both collected at start-up, never a
 * row pointing at a missing or partial file.
 */
export class ClipBatch {
  private readonly staged = new Map<string, Staged>();
  /** Clips of this batch that another write was already storing, or that were already stored. */
  private readonly joined = new Map<string, Promise<Result<StoredClip>> | 'stored'>();
  private sealed = false;
  /** Temp names: one random part per batch and a counter (a random draw per clip cost ~30 µs). */
  private readonly tempTag = randomBytes(4).toString('hex');
  private temps = 0;

  constructor(private readonly host: BatchHost) {}

  /** Writes the clip's temp file and fsyncs it; nothing is under its name until seal(). */
  async stage(bytes: Uint8Array): Promise<Result<StoredClip>> {
    if (this.sealed) throw new Error('This batch was already sealed');
    const hash = this.host.hashOf(bytes);
    const clip = { hash, size: bytes.byteLength };
    if (this.staged.has(hash) || this.joined.has(hash)) return ok(clip);
    const elsewhere = this.host.lookup(hash);
    if (elsewhere !== null) {
      this.joined.set(hash, elsewhere);
      return ok(clip);
    }
    const path = this.host.pathFor(hash);
    try {
      this.host.makeFolderFor(path);
    } catch (error) {
      return diskFailure(label, path, 'save new', error);
    }
    const temp = join(dirname(path), `.${basename(path)}.${this.tempTag}${(this.temps++).toString(16).padStart(4, '0')}.tmp`);
    let settle!: (result: Result<StoredClip>) => void;
    this.host.claim(hash, new Promise((resolve) => (settle = resolve)));
    const staged: Staged = { ...clip, temp, path, since: this.host.scanCount(), settle };
    this.staged.set(hash, staged);
    const written = await writeDurably(temp, bytes);
    if (!written.ok) {
      this.staged.delete(hash);
      settle(written);
      return written;
    }
    return ok(clip);
  }

  /**
   * Files every staged clip under its name and makes the names durable; resolves with the hashes
   * now in place (stored by this batch or by another write), and the first disk failure if any.
   * Call once every stage() has settled.
   */
  async seal(): Promise<{ placed: Set<string>; failure: StudioError | null }> {
    this.sealed = true;
    const placed = new Set<string>();
    let failure: StudioError | null = null;
    const folders = new Set<string>();
    await Promise.all(
      [...this.staged.values()].map(async (clip) => {
        try {
          await nodeFileSystem.rename(clip.temp, clip.path);
        } catch (error) {
          await nodeFileSystem.unlink(clip.temp).catch(() => undefined);
          const failed = diskFailure<StoredClip>(label, clip.path, 'save new', error);
          if (!failed.ok) failure ??= failed.error;
          clip.settle(failed);
          return;
        }
        folders.add(dirname(clip.path));
        placed.add(clip.hash);
      }),
    );
    // Best effort, as in writeFileAtomic (Windows cannot fsync a folder); the files are whole by now.
    await Promise.all([...folders].map((folder) => syncDirectory(nodeFileSystem, folder)));
    for (const clip of this.staged.values()) {
      if (!placed.has(clip.hash)) continue;
      this.host.filed(clip.size, clip.since);
      clip.settle(ok({ hash: clip.hash, size: clip.size }));
    }
    for (const [hash, other] of this.joined) {
      // A clip the store already had is checked again: it may have been evicted meanwhile.
      const there = other === 'stored' ? this.host.lookup(hash) !== null : (await other).ok;
      if (there) placed.add(hash);
    }
    return { placed, failure };
  }
}

const openFile = promisify(open);
const writeFile = promisify(write);
const syncFile = promisify(fsync);
const closeFile = promisify(close);

/**
 * A new temp file with `bytes`, fsynced and closed; removed again on failure. Plain descriptors
 * rather than FileHandles: a sync opens tens of thousands of files, and each handle is an object
 * for the collector to track.
 */
async function writeDurably(temp: string, bytes: Uint8Array): Promise<Result<void>> {
  let created = false;
  try {
    // Created with 0600: the umask can only narrow it, so no chmod is needed.
    const fd = await openFile(temp, 'wx', 0o600);
    created = true;
    try {
      for (let at = 0; at < bytes.byteLength;) at += (await writeFile(fd, bytes, at, bytes.byteLength - at)).bytesWritten;
      await syncFile(fd);
    } finally {
      await closeFile(fd);
    }
    return ok(undefined);
  } catch (error) {
    if (created) await nodeFileSystem.unlink(temp).catch(() => undefined);
    return diskFailure(label, temp, 'save new', error);
  }
}
