import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeDragFolder, removeStaleDragFolders } from '../../../electron/core/audio-export';
import { newDragFolder } from '../../../electron/core/audio-export/drag-folder';

describe('temporary drag folders', () => {
  it('removes folders a crashed run left behind once they are old, and keeps recent ones', () => {
    const old = mkdtempSync(join(tmpdir(), 'sawt-drag-'));
    const recent = mkdtempSync(join(tmpdir(), 'sawt-drag-'));
    const other = mkdtempSync(join(tmpdir(), 'not-ours-'));
    try {
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      utimesSync(old, twoHoursAgo, twoHoursAgo);
      utimesSync(other, twoHoursAgo, twoHoursAgo);
      expect(removeStaleDragFolders()).toBeGreaterThanOrEqual(1);
      expect(existsSync(old)).toBe(false);
      expect(existsSync(recent)).toBe(true);
      expect(existsSync(other)).toBe(true);
    } finally {
      for (const dir of [old, recent, other]) rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keeps one drag's folder at a time, clips' and joined renders' alike", () => {
    const first = newDragFolder();
    const second = newDragFolder();
    expect(existsSync(first)).toBe(false);
    expect(existsSync(second)).toBe(true);
    removeDragFolder();
    expect(existsSync(second)).toBe(false);
  });
});
