import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, link, lstat, open, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fail, ok, type Result } from '../../../shared/contract/errors';
import { diskFailure, errnoCode, nodeFileSystem, numberedName, syncDirectory } from '../fs';

/**
 * The one way an exported file reaches a folder the user sees (Save as, export to a folder, drag,
 * web downloads; WAV copies, encoded formats and subtitles alike). Invariant: a file under its final
 * name is always complete. The bytes go to a temp name in the same folder that says it is unfinished
 * (`.<name>.partial-<hex>`), are flushed to disk, and only then get their final name — never
 * replacing a file that is there: "name.mp3" taken → "name (2).mp3" … Then the folder is flushed
 * so the new name survives a power loss. A kill at any moment leaves at most a partial file, which
 * a later export into that folder removes once it is old (partialExportSweep).
 */

/** Copies never overwrite: "name.mp3" taken → "name (2).mp3" … up to this many tries. */
const maxNameAttempts = 1_000;

/** Temp names keep at most this much of the final name (bytes), so they stay under 255 bytes. */
const maxTempNameBytes = 180;

const partialPattern = /^\..+\.partial-[0-9a-f]{12}$/su;
/** The temp name exports used before this writer: still ours, so still cleaned up. */
const legacyPartialPattern = /^\.sawt-export-[0-9a-f]{12}\.tmp$/u;

/** Whether a file name is one of this writer's unfinished files (the only names its sweep deletes). */
export function isPartialExportName(name: string): boolean {
  return partialPattern.test(name) || legacyPartialPattern.test(name);
}

function capUtf8(text: string, maxBytes: number): string {
  const encoder = new TextEncoder();
  let out = '';
  let bytes = 0;
  for (const char of text) {
    bytes += encoder.encode(char).byteLength;
    if (bytes > maxBytes) break;
    out += char;
  }
  return out;
}

export function partialNameOf(fileName: string): string {
  return `.${capUtf8(fileName, maxTempNameBytes)}.partial-${randomBytes(6).toString('hex')}`;
}

/** The file-system calls that place a file; tests swap `link` to play a disk without hard links. */
export interface PlacementCalls {
  link(existing: string, created: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  lstat(path: string): Promise<unknown>;
}

const nodePlacement: PlacementCalls = { link, rename, lstat };

/**
 * Errors of a file system that has no hard links (FAT and exFAT drives, some network shares and
 * FUSE mounts): the move then falls back to a checked rename.
 */
const noHardLinks = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);

async function flushToDisk(path: string): Promise<Result<void>> {
  try {
    const handle = await open(path, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    return ok(undefined);
  } catch (error) {
    return diskFailure('an exported file', path, 'save new', error);
  }
}

const allTaken = (fileName: string) =>
  fail<never>('DISK', `Every name from "${fileName}" to "${numberedName(fileName, maxNameAttempts)}" is taken in that folder`);

/**
 * Gives the complete temp file its final name without replacing anything. A hard link fails on an
 * existing name, so there is no check-then-write race; the temp name is removed by the caller.
 */
async function linkWithoutOverwrite(temp: string, directory: string, fileName: string, calls: PlacementCalls): Promise<Result<string>> {
  for (let attempt = 1; attempt <= maxNameAttempts; attempt++) {
    const name = numberedName(fileName, attempt);
    try {
      await calls.link(temp, join(directory, name));
      return ok(name);
    } catch (error) {
      const code = errnoCode(error);
      if (code === 'EEXIST') continue;
      if (code && noHardLinks.has(code)) return renameWithoutOverwrite(temp, directory, fileName, attempt, calls);
      return diskFailure('an exported file', join(directory, name), 'save new', error);
    }
  }
  return allTaken(fileName);
}

/**
 * Without hard links: the first free name is checked, then the temp file renamed to it. Another
 * program creating that very name between the check and the rename is the one window left open
 * (Node has no rename that refuses an existing target); our own exports never race there, as each
 * writes under a temp name of its own.
 */
async function renameWithoutOverwrite(
  temp: string,
  directory: string,
  fileName: string,
  from: number,
  calls: PlacementCalls,
): Promise<Result<string>> {
  for (let attempt = from; attempt <= maxNameAttempts; attempt++) {
    const name = numberedName(fileName, attempt);
    const target = join(directory, name);
    try {
      await calls.lstat(target);
      continue;
    } catch (error) {
      if (errnoCode(error) !== 'ENOENT') return diskFailure('an exported file', target, 'save new', error);
    }
    try {
      await calls.rename(temp, target);
      return ok(name);
    } catch (error) {
      return diskFailure('an exported file', target, 'save new', error);
    }
  }
  return allTaken(fileName);
}

/** What a writer put in the temp file: the name the file should have, and anything else to report. */
export interface Filled<T> {
  fileName: string;
  value: T;
}

/**
 * Writes one exported file into `directory`: `fill` writes the temp path it is given (and says what
 * name the result deserves — an encoder that fell back to WAV changes the extension), then the file
 * is flushed, named and the folder flushed. On any failure or cancellation nothing stays behind.
 */
export async function writeExportFile<T>(
  directory: string,
  intendedName: string,
  fill: (tempPath: string) => Promise<Result<Filled<T>>>,
  calls: PlacementCalls = nodePlacement,
): Promise<Result<{ name: string; value: T }>> {
  sweepPartialExports(directory);
  const temp = join(directory, partialNameOf(intendedName));
  try {
    const filled = await fill(temp);
    if (!filled.ok) return filled;
    const placed = await placeExportFile(temp, directory, filled.value.fileName, calls);
    return placed.ok ? ok({ name: placed.value, value: filled.value.value }) : placed;
  } finally {
    // Gone already after a rename or an unlink above; only a failed or cancelled write leaves it.
    await unlink(temp).catch(() => undefined);
  }
}

/**
 * Gives a complete temp file in `directory` (named by partialNameOf) its final name: flushed to
 * disk, linked under the first free name from `fileName`, the temp name removed and the folder
 * flushed. For exports that write several files and place them all once the last is complete.
 */
export async function placeExportFile(
  temp: string,
  directory: string,
  fileName: string,
  calls: PlacementCalls = nodePlacement,
): Promise<Result<string>> {
  const flushed = await flushToDisk(temp);
  if (!flushed.ok) return flushed;
  const placed = await linkWithoutOverwrite(temp, directory, fileName, calls);
  if (!placed.ok) return placed;
  await unlink(temp).catch(() => undefined);
  await syncDirectory(nodeFileSystem, directory);
  return placed;
}

/** Copies a file the studio owns (a cached clip, a joined render) into `directory` as `fileName`. */
export async function copyExportFile(source: string, directory: string, fileName: string): Promise<Result<string>> {
  const written = await writeExportFile(directory, fileName, async (temp) => {
    try {
      await copyFile(source, temp, constants.COPYFILE_EXCL);
      return ok({ fileName, value: undefined });
    } catch (error) {
      return diskFailure('an exported file', join(directory, fileName), 'save new', error);
    }
  });
  return written.ok ? ok(written.value.name) : written;
}

/** Writes text (subtitles) into `directory` as `fileName`, UTF-8. */
export async function writeTextExportFile(directory: string, fileName: string, text: string): Promise<Result<string>> {
  const written = await writeExportFile(directory, fileName, async (temp) => {
    try {
      await writeFile(temp, text, { encoding: 'utf8', flag: 'wx' });
      return ok({ fileName, value: undefined });
    } catch (error) {
      return diskFailure('an exported file', join(directory, fileName), 'save new', error);
    }
  });
  return written.ok ? ok(written.value.name) : written;
}

/**
 * A partial file this old is a crash's leftover: a live export rewrites its temp file continuously
 * (and creates it only when it starts writing), so its time is always recent.
 */
const staleAfterMs = 60 * 60 * 1000;
/** Folders swept lately, so a bulk export of thousands of files lists its folder once, not per file. */
const sweptAt = new Map<string, number>();

/** Removes this writer's stale partial files from `directory`, at most once an hour per folder. */
export function sweepPartialExports(directory: string, now = Date.now()): void {
  const last = sweptAt.get(directory);
  if (last !== undefined && now - last < staleAfterMs) return;
  sweptAt.set(directory, now);
  void removePartialExports(directory, now);
}

/** Deletes the files in `directory` named like our partial files and older than an hour; nothing else. */
export async function removePartialExports(directory: string, now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  let names: string[];
  try {
    names = await nodeFileSystem.listNames(directory);
  } catch {
    return removed;
  }
  for (const name of names.filter(isPartialExportName)) {
    const path = join(directory, name);
    try {
      const info = await lstat(path);
      if (!info.isFile() || now - info.mtimeMs < staleAfterMs) continue;
      await unlink(path);
      removed.push(name);
    } catch {
      // Gone meanwhile, or not ours to remove: a leftover only costs space.
    }
  }
  return removed;
}
