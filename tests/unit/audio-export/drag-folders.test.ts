import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeStaleDragFolders } from '../../../electron/core/history';

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
});
