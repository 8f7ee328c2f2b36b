import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkExportFolder } from '../../../electron/core/deliverables/export-folder';

// The folder a project is exported into is checked before anything is read or written, and each
// fault gets its own key: the dialog then says which it is, not "did not finish" halfway through.
const scratch = mkdtempSync(join(tmpdir(), 'sawt-export-folder-'));
afterAll(() => {
  chmodSync(join(scratch, 'locked'), 0o700);
  rmSync(scratch, { recursive: true, force: true });
});
mkdirSync(join(scratch, 'locked'), { mode: 0o500 });
writeFileSync(join(scratch, 'a-file.txt'), 'not a folder');
// root writes anywhere, whatever a folder's mode says: there the read-only case cannot be made.
const isRoot = process.getuid?.() === 0;

const keyOf = (directory: string) => {
  const checked = checkExportFolder(directory);
  return checked.ok ? 'ok' : [checked.error.field, checked.error.messageKey];
};

describe('the export folder', () => {
  it('is refused by field and by what is wrong with it: not a full path, missing, a file', () => {
    expect(keyOf('relative/out')).toEqual(['directory', 'projectExport.errors.folder.notAbsolute']);
    expect(keyOf(join(scratch, 'missing'))).toEqual(['directory', 'projectExport.errors.folder.missing']);
    expect(keyOf(join(scratch, 'a-file.txt'))).toEqual(['directory', 'projectExport.errors.folder.isFile']);
    expect(keyOf(scratch)).toBe('ok');
  });

  it.skipIf(isRoot)('is refused when it cannot be written in', () => {
    expect(keyOf(join(scratch, 'locked'))).toEqual(['directory', 'projectExport.errors.folder.readOnly']);
  });
});
