import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { ok, type Result } from '../../../shared/contract/errors';
import { diskFailure } from './disk-errors';
import { nodeFileSystem, type FileSystem } from './file-system';

export interface AtomicWriteOptions {
  /** Permission bits of the new file; applied with chmod too, so the umask cannot widen them. */
  mode?: number;
  /** What the file is, for messages: "settings", "the profile list". */
  label: string;
  fs?: FileSystem;
}

/**
 * Replaces `path` with `data` so that a crash (kill -9, power loss) at any moment leaves either the
 * complete old file or the complete new one, never a mix: write a unique temp file in the same
 * directory (rename is only atomic within one file system), fsync it so its bytes are on disk
 * before the name points at them, rename over the target, then fsync the directory so the rename
 * itself survives a power loss. On any failure the temp file is removed and the old file is left
 * as it was; the result is a DISK error naming `label`.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array, options: AtomicWriteOptions): Promise<Result<void>> {
  const fs = options.fs ?? nodeFileSystem;
  const mode = options.mode ?? 0o600;
  const directory = dirname(path);
  // Dot-prefixed and unique per call, so concurrent writers never share a temp file and a stray
  // one left by a crash is recognisable (`.settings.json.<hex>.tmp`).
  const tempPath = join(directory, `${tempPrefix(path)}${randomBytes(6).toString('hex')}.tmp`);

  let tempCreated = false;
  try {
    const file = await fs.openForWrite(tempPath, 'wx', mode);
    tempCreated = true;
    try {
      await file.chmod(mode);
      await file.writeFile(data);
      await file.sync();
    } catch (error) {
      // Report the write's own error (ENOSPC), not a secondary one from closing.
      await file.close().catch(() => undefined);
      throw error;
    }
    await file.close();
    await fs.rename(tempPath, path);
    tempCreated = false;
  } catch (error) {
    if (tempCreated) await fs.unlink(tempPath).catch(() => undefined);
    // Asked only on failure: the message must not speak of a previous file when there was none.
    return diskFailure(options.label, path, (await fs.exists(path)) ? 'save' : 'save new', error);
  }
  await syncDirectory(fs, directory);
  return ok(undefined);
}

/**
 * Makes a rename durable. Best effort: Windows cannot open a directory for fsync, and by now the
 * new file is complete and in place, so a failure here is no reason to report the save as failed.
 */
export async function syncDirectory(fs: FileSystem, directory: string): Promise<void> {
  try {
    const handle = await fs.openDirectory(directory);
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // see above
  }
}

function tempPrefix(path: string): string {
  return `.${basename(path)}.`;
}

/**
 * Deletes temp files a crash left behind beside `path` (a kill between open and rename leaves
 * one; the target itself is always whole). Only for callers that are the file's single writer and
 * are not writing it at that moment — at load time — since it would also take a live temp file.
 * Best effort: a stray temp file is clutter, not damage.
 */
export async function removeStaleTempFiles(path: string, fs: FileSystem = nodeFileSystem): Promise<void> {
  const prefix = tempPrefix(path);
  let names: string[];
  try {
    names = await fs.listNames(dirname(path));
  } catch {
    return;
  }
  const stale = names.filter((name) => name.startsWith(prefix) && /^[0-9a-f]{12}\.tmp$/.test(name.slice(prefix.length)));
  await Promise.all(stale.map((name) => fs.unlink(join(dirname(path), name)).catch(() => undefined)));
}
