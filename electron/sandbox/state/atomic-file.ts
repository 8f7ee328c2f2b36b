import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

let tempCounter = 0;

/**
 * Writes a file so it is never seen half-written: temp file in the same directory → fsync →
 * rename over the target → fsync the directory (so the rename itself survives a power cut).
 */
export function writeFileAtomic(path: string, data: string | Uint8Array): void {
  tempCounter += 1;
  const temp = `${path}.${process.pid}.${tempCounter}.tmp`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    let offset = 0;
    while (offset < bytes.length) offset += writeSync(fd, bytes, offset, bytes.length - offset);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    try {
      unlinkSync(temp);
    } catch {
      /* already gone */
    }
    throw error;
  }
  closeSync(fd);
  renameSync(temp, path);
  fsyncDirectory(dirname(path));
}

function fsyncDirectory(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some platforms (Windows) cannot open a directory for fsync; the rename is still atomic.
  }
}
