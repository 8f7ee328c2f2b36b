import { fail, type Result } from '../../../shared/contract/errors';
import { errnoCode } from './file-system';

/** `save` replaces a file that was there; `save new` writes one that was not (nothing to keep). */
export type DiskAction = 'save' | 'save new' | 'read' | 'remove' | 'set aside';

/** Why, in words a person can act on; `undefined` for codes with no better wording than the code. */
const causes: Readonly<Record<string, string>> = {
  ENOSPC: 'the disk is full; free some space and try again',
  EDQUOT: 'your disk quota is used up; free some space and try again',
  EACCES: 'permission was denied; check that you own the folder and can write to it',
  EPERM: 'the operation was not permitted; check the folder\u2019s permissions',
  EROFS: 'the disk is read-only',
  EIO: 'the disk reported an input/output error',
  EMFILE: 'too many files are open; close some programs and try again',
  ENAMETOOLONG: 'the path is too long',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'the path is a folder, not a file',
};

/**
 * Turns a failed fs call into a DISK result naming what was being saved ("settings", "the
 * profile list") and the path, so the message says which file and why. The messageKey carries the
 * errno code (`disk.ENOSPC`) so the UI can branch without reading the text.
 */
export function diskFailure<T = never>(label: string, path: string, action: DiskAction, error: unknown): Result<T> {
  const code = errnoCode(error) ?? 'UNKNOWN';
  const cause = causes[code] ?? `the system reported ${code}`;
  // What is left says only what is true: a replaced file is as it was; a new one was never made.
  const left = action === 'save' ? ` The previous ${label} is unchanged.` : action === 'save new' ? ' No file was created.' : '';
  const verb = action === 'save new' ? 'save' : action;
  return fail('DISK', `Could not ${verb} ${label} (${path}): ${cause}.${left}`, {
    messageKey: `disk.${code}`,
  });
}
