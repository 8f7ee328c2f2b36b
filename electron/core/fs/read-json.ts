import type { z } from 'zod';
import { fail, ok, type Result } from '../../../shared/contract/errors';
import { diskFailure } from './disk-errors';
import { errnoCode, nodeFileSystem, type FileSystem } from './file-system';
import { describeIssue } from './zod-issues';

export interface ReadJsonOptions {
  /** What the file is, for messages: "settings", "the profile list". */
  label: string;
  fs?: FileSystem;
}

/** messageKey of a file that exists but cannot be used; callers branch on it to fall back. */
export const CORRUPT_FILE_KEY = 'file.corrupt';

/**
 * Reads and validates a JSON file we own. Missing → NOT_FOUND; unreadable → DISK; not JSON or not
 * matching `schema` → VALIDATION with messageKey `file.corrupt` (and `field` when the schema named
 * one). It never decides on defaults: the caller knows whether a missing or corrupt file is
 * expected (first run) or worth a warning, and can move the bad file aside with
 * `setAsideCorruptFile`. The parser's own message is not repeated, because it quotes file content.
 */
export async function readJsonFile<S extends z.ZodType>(path: string, schema: S, options: ReadJsonOptions): Promise<Result<z.output<S>>> {
  const fs = options.fs ?? nodeFileSystem;
  let text: string;
  try {
    text = (await fs.readFile(path)).toString('utf8');
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return fail('NOT_FOUND', `There is no ${options.label} file yet (${path}).`);
    return diskFailure(options.label, path, 'read', error);
  }

  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return fail('VALIDATION', `The ${options.label} file (${path}) is damaged: it is not valid JSON.`, {
      messageKey: CORRUPT_FILE_KEY,
    });
  }

  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = describeIssue(parsed.error);
    return fail('VALIDATION', `The ${options.label} file (${path}) is damaged: ${issue.text}.`, {
      messageKey: CORRUPT_FILE_KEY,
      ...(issue.field ? { field: issue.field } : {}),
    });
  }
  return ok(parsed.data);
}

/**
 * Moves an unusable file to `<path>.corrupt-<time>` so nothing is lost and the caller can write
 * defaults in its place. Returns the new path, for the warning shown to the user.
 */
export async function setAsideCorruptFile(path: string, options: ReadJsonOptions & { now?: () => Date }): Promise<Result<string>> {
  const fs = options.fs ?? nodeFileSystem;
  // Colons are not allowed in Windows file names.
  const stamp = (options.now?.() ?? new Date()).toISOString().replace(/:/g, '-');
  const asidePath = `${path}.corrupt-${stamp}`;
  try {
    await fs.rename(path, asidePath);
  } catch (error) {
    return diskFailure(options.label, path, 'set aside', error);
  }
  return ok(asidePath);
}
