import { lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Native drag needs real files under the names the user should see, so what is dragged (clips, a
 * joined render and its subtitles) is exported into a fresh private temp folder. One drag at a time:
 * starting the next removes the previous folder (the drop target has copied the files by then), and
 * a folder a crash or a kill left behind is removed at the next start once old enough.
 */
const dragPrefix = 'sawt-drag-';
let lastDragDirectory: string | null = null;

/** A fresh folder for the files of the drag about to start; the previous drag's folder is removed. */
export function newDragFolder(): string {
  removeDragFolder();
  lastDragDirectory = mkdtempSync(join(tmpdir(), dragPrefix));
  return lastDragDirectory;
}

/** Removes this process's last drag folder (the drop target has copied the files by then). */
export function removeDragFolder(): void {
  if (lastDragDirectory) rmSync(lastDragDirectory, { recursive: true, force: true });
  lastDragDirectory = null;
}

/**
 * Removes drag folders left by a run that ended without cleaning up (a crash, a kill), once they
 * are old enough that no drop can still be reading them.
 */
export function removeStaleDragFolders(olderThanMs = 60 * 60 * 1000, now = Date.now()): number {
  let removed = 0;
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(dragPrefix)) continue;
    const path = join(tmpdir(), name);
    try {
      const info = lstatSync(path);
      if (!info.isDirectory() || now - info.mtimeMs < olderThanMs || path === lastDragDirectory) continue;
      rmSync(path, { recursive: true, force: true });
      removed += 1;
    } catch {
      // Gone already, or not ours to remove.
    }
  }
  return removed;
}
