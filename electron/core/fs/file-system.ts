import { access, mkdir, open, readdir, readFile, rename, rm, unlink } from 'node:fs/promises';

/** The part of an open file that atomic writes need. */
export interface WritableFile {
  writeFile(data: string | Uint8Array): Promise<void>;
  chmod(mode: number): Promise<void>;
  sync(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The file-system calls this folder makes, behind one seam. Production passes `nodeFileSystem`;
 * tests pass a wrapper that fails a chosen call with ENOSPC or EACCES. Running as root, chmod
 * cannot make a directory unwritable, so faults have to be injected here rather than provoked.
 */
export interface FileSystem {
  /** Opens for writing; `wx` must fail when the file already exists. */
  openForWrite(path: string, flags: 'wx', mode: number): Promise<WritableFile>;
  /** Opens a directory read-only so it can be fsynced (not possible on Windows: may reject). */
  openDirectory(path: string): Promise<{ sync(): Promise<void>; close(): Promise<void> }>;
  rename(from: string, to: string): Promise<void>;
  unlink(path: string): Promise<void>;
  readFile(path: string): Promise<Buffer>;
  /** Whether anything is at `path` (false also when it cannot be told). */
  exists(path: string): Promise<boolean>;
  mkdir(path: string, mode: number): Promise<void>;
  removeTree(path: string): Promise<void>;
  /** Names of the sub-directories of `path`. */
  listDirectories(path: string): Promise<string[]>;
  /** Names of every entry in `path`. */
  listNames(path: string): Promise<string[]>;
}

export const nodeFileSystem: FileSystem = {
  openForWrite: (path, flags, mode) => open(path, flags, mode),
  openDirectory: (path) => open(path, 'r'),
  rename: (from, to) => rename(from, to),
  unlink: (path) => unlink(path),
  readFile: (path) => readFile(path),
  exists: (path) =>
    access(path).then(
      () => true,
      () => false,
    ),
  mkdir: async (path, mode) => {
    await mkdir(path, { recursive: true, mode });
  },
  removeTree: (path) => rm(path, { recursive: true, force: true }),
  listDirectories: async (path) =>
    (await readdir(path, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name),
  listNames: (path) => readdir(path),
};

/** The errno code of a Node fs error, if it has one. */
export function errnoCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
