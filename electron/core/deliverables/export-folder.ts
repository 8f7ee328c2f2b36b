import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { fail, ok, type Result } from '../../../shared/contract/errors';

/**
 * The folder a project is exported into, checked before anything is read or written, each fault
 * with its own key so the dialog says which it is: not a full path, missing, a file, or a folder
 * this user cannot write in (checked here, not found out halfway through a long export).
 */
export function checkExportFolder(directory: string): Result<string> {
  const refuse = (code: 'VALIDATION' | 'NOT_FOUND', message: string, key: string) =>
    fail<string>(code, message, { field: 'directory', messageKey: `projectExport.errors.folder.${key}` });
  if (!isAbsolute(directory)) return refuse('VALIDATION', 'Give the folder by its full path', 'notAbsolute');
  let real: string;
  try {
    real = realpathSync(directory);
  } catch {
    return refuse('NOT_FOUND', 'That folder does not exist', 'missing');
  }
  if (!statSync(real).isDirectory()) return refuse('VALIDATION', 'That path is a file, not a folder', 'isFile');
  try {
    accessSync(real, constants.W_OK);
  } catch {
    return refuse('VALIDATION', 'That folder cannot be written to', 'readOnly');
  }
  return ok(real);
}
