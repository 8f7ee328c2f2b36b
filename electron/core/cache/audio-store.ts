import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, realpathSync, statSync, unlinkSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { ok, type Result } from '../../../shared/contract';
import { writeFileAtomic } from '../fs';

const hashPattern = /^[0-9a-f]{64}$/;

/**
 * Audio files on disk, named by the SHA-256 of their bytes (`<root>/ab/<hash>.wav`). The same
 * clip is stored once however many rows point at it, a file's name proves its content, and a
 * hash is the only thing a row keeps — never a path — so nothing from outside can name a file.
 * Files are written before the rows that reference them; collectOrphans removes files no row
 * references (a crash between the two steps leaves only such an orphan, never a dangling row).
 */
export class AudioStore {
  constructor(readonly root: string) {
    mkdirSync(root, { recursive: true, mode: 0o700 });
  }

  static hashOf(bytes: Uint8Array): string {
    return createHash('sha256').update(bytes).digest('hex');
  }

  async put(bytes: Uint8Array): Promise<Result<{ hash: string; size: number }>> {
    const hash = AudioStore.hashOf(bytes);
    const path = this.fileFor(hash);
    if (this.exists(path)) return ok({ hash, size: bytes.byteLength });
    mkdirSync(join(this.root, hash.slice(0, 2)), { recursive: true, mode: 0o700 });
    const written = await writeFileAtomic(path, bytes, { label: 'an audio file in the cache', mode: 0o600 });
    if (!written.ok) return written;
    return ok({ hash, size: bytes.byteLength });
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
    if (path) unlinkSync(path);
  }

  /** Deletes every stored file whose hash `isReferenced` denies; returns how many went. */
  collectOrphans(isReferenced: (hash: string) => boolean): number {
    let removed = 0;
    for (const { hash, path } of this.files()) {
      if (hash === null) {
        // A temp file left by a crash mid-write, or a stranger: not ours to keep.
        unlinkSync(path);
        removed++;
      } else if (!isReferenced(hash)) {
        unlinkSync(path);
        removed++;
      }
    }
    return removed;
  }

  totalBytes(): number {
    let total = 0;
    for (const { path } of this.files()) total += statSync(path).size;
    return total;
  }

  private fileFor(hash: string): string {
    return join(this.root, hash.slice(0, 2), `${hash}.wav`);
  }

  private exists(path: string): boolean {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  }

  private *files(): Generator<{ hash: string | null; path: string }> {
    for (const shard of readdirSync(this.root, { withFileTypes: true })) {
      if (!shard.isDirectory()) continue;
      for (const entry of readdirSync(join(this.root, shard.name), { withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const match = /^([0-9a-f]{64})\.wav$/.exec(entry.name);
        yield { hash: match?.[1] ?? null, path: join(this.root, shard.name, entry.name) };
      }
    }
  }
}
