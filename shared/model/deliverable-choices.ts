import type { DeliverableSettings } from './deliverables';

/**
 * What a person types into the Export project dialog, read as the files need it, and the first
 * choice that cannot be used. Pure, so the renderer checks a choice before it is remembered or
 * sent, and the core refuses with the same field and key.
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

export const readYear = (typed: string): string => typed.trim();

export const yearPattern = /^(\d{4})?$/u;
export const languagePattern = /^([A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?)?$/u;

export const readLanguage = (typed: string): string => typed.trim();

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
