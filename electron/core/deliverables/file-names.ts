import { chapterTemplateProblem } from '../../../shared/model/deliverable-choices';
import { safeFileBase } from '../fs';

/**
 * Names of a book's files. Chapter files follow a template of `{n}` (the chapter's number,
 * zero-padded so the files sort in order), `{chapter}` (its title) and `{book}`; every name is
 * cleaned by the history export's rule (safe on every desktop system, Arabic kept).
 */

const fields = /\{(n|chapter|book)\}/gu;

/** Why a template cannot be used, or null (the rule the dialog checks too). */
export const checkChapterTemplate = chapterTemplateProblem;

/** The base name (no extension) of chapter `index` (0-based) of `count`. */
export function chapterFileBase(template: string, index: number, count: number, chapter: string, book: string): string {
  const width = Math.max(2, String(count).length);
  const values: Record<string, string> = { n: String(index + 1).padStart(width, '0'), chapter: chapter.trim(), book: book.trim() };
  const filled = template.replace(fields, (_, key: string) => values[key]!);
  return safeFileBase(filled.replace(/\s+/gu, ' ').trim());
}

/** The book file's base name: its title, or the project's name when it has none. */
export const bookFileBase = (title: string, fallback: string): string => safeFileBase(title.trim() || fallback);
