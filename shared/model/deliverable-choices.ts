import type { DeliverableSettings } from './deliverables';

/**
 * What a person types into the Export project dialog, read as the files need it, and the first
 * choice that cannot be used. Pure, so the renderer checks a choice before it is remembered or
 * sent, and the core refuses with the same field and key.
 *
 * Accepted where the reading is unambiguous: a year in Western, Arabic-Indic (٢٠٢٦) or Eastern
 * Arabic-Indic (۲۰۲۶) digits; a language as a code in any case (`AR`, `en_us`) or by its name in
 * English or Arabic ("Arabic", "العربية", "عربي"), written as its BCP-47 tag.
 */

type Choices = Omit<DeliverableSettings, 'cover'>;

/** The fields a choice can be refused for, as the contract's input paths name them. */
export type ChoiceField = 'fileNameTemplate' | 'metadata.year' | 'metadata.language';

export interface ChoiceProblem {
  field: ChoiceField;
  /** A key of projectExport.* the renderer words it with. */
  messageKey: string;
  message: string;
}

/** Both kinds of Arabic-Indic digits (U+0660…, U+06F0…) as Western ones. */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/gu, (digit) => String(digit.charCodeAt(0) & 0xf));
}

export const readYear = (typed: string): string => westernDigits(typed.trim());

export const yearPattern = /^(\d{4})?$/u;
export const languagePattern = /^([A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?)?$/u;

/** Languages named by their English or Arabic names: the studio's two and those books are most often in. */
const namedLanguages = [
  'ar', 'en', 'fr', 'es', 'de', 'it', 'pt', 'ru', 'tr', 'fa', 'ur', 'he', 'zh', 'ja', 'ko', 'hi', 'bn', 'id', 'ms',
  'nl', 'sv', 'no', 'da', 'fi', 'pl', 'cs', 'el', 'ro', 'hu', 'uk', 'sw', 'so', 'ha', 'am', 'ku', 'ps', 'tl', 'th', 'vi',
]; // prettier-ignore

/**
 * A language name folded so that spelling variants meet: case, tashkeel and tatweel ignored, alef
 * forms, ة/ه and ى/ي as one, the article ال and the adjective's ending (ي, ية) dropped, so
 * "العربية", "عربية" and "عربي" all fold to "عرب".
 */
function foldName(name: string): string {
  const folded = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064b-\u065f\u0670\u0640]/gu, '')
    .replace(/[أإآٱ]/gu, 'ا')
    .replace(/ة/gu, 'ه')
    .replace(/ى/gu, 'ي')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^ال(?=\p{L}{3})/u, '');
  return /\p{Script=Arabic}/u.test(folded) ? folded.replace(/(يه|ي)$/u, '') : folded;
}

let names: Map<string, string> | null = null;
function languageNames(): Map<string, string> {
  if (names) return names;
  names = new Map();
  for (const locale of ['en', 'ar']) {
    const display = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    for (const code of namedLanguages) {
      const name = display.of(code);
      if (name) names.set(foldName(name), code);
    }
  }
  return names;
}

/** A code in its canonical case (`en-US`), or null when it is not one the files can carry. */
function canonicalTag(typed: string): string | null {
  if (!languagePattern.test(typed)) return null;
  try {
    const [tag] = Intl.getCanonicalLocales(typed.replace('_', '-'));
    return tag && languagePattern.test(tag) ? tag : null;
  } catch {
    return null;
  }
}

/** The tag a typed language stands for; what was typed (trimmed) when it names none. */
export function readLanguage(typed: string): string {
  const text = typed.trim();
  if (text === '') return '';
  return canonicalTag(text) ?? languageNames().get(foldName(text)) ?? text;
}

/** The choices with the year and language read as above (nothing else changes). */
export function readChoices<T extends Choices>(choices: T): T {
  const { metadata } = choices;
  const year = readYear(metadata.year);
  const language = readLanguage(metadata.language);
  if (year === metadata.year && language === metadata.language) return choices;
  return { ...choices, metadata: { ...metadata, year, language } };
}

/** Why a chapter file-name template cannot be used, or null: it must name the chapter or its number, and no folder. */
export function chapterTemplateProblem(template: string): string | null {
  if (/[/\\]/u.test(template)) return 'A file-name template cannot contain / or \\';
  if (!/\{(n|chapter)\}/u.test(template)) return 'A chapter file name needs {n} or {chapter}, or every chapter would get the same name';
  return null;
}

/** The first choice (read as above) that cannot be used, in the dialog's order; null when all can. */
export function choiceProblem(typed: Choices): ChoiceProblem | null {
  const choices = readChoices(typed);
  const template = choices.chapterFormat ? chapterTemplateProblem(choices.fileNameTemplate) : null;
  if (template) return { field: 'fileNameTemplate', messageKey: 'projectExport.errors.template', message: template };
  if (!yearPattern.test(choices.metadata.year))
    return {
      field: 'metadata.year',
      messageKey: 'projectExport.errors.year',
      message: `"${choices.metadata.year}" is not a year: give four digits, such as 2026, or leave it empty.`,
    };
  if (!languagePattern.test(choices.metadata.language))
    return {
      field: 'metadata.language',
      messageKey: 'projectExport.errors.language',
      message: `"${choices.metadata.language}" is not a language the studio knows: give a code such as ar or en, or its name, or leave it empty.`,
    };
  return null;
}
