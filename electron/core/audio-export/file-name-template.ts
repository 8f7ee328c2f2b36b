import { safeFileBase, withoutUnsafeCharacters } from '../fs';

/**
 * Export file names from a template such as `{dialect}_{voice}_{first words}_{date}`. The fields
 * come from the service (voice names, scripts), so each is cleaned, and the whole name made safe
 * on every desktop system, by core/fs/file-names.ts.
 */

export interface FileNameFields {
  id: string;
  script: string;
  voiceName: string;
  dialectCode: string | null;
  createdAt: string;
}

const firstWordCount = 6;

/** Whether a template can be used: it must name at least one field and cannot hold a separator. */
export function checkTemplate(template: string): string | null {
  if (/[/\\]/.test(template)) return 'A file-name template cannot contain / or \\';
  if (!/\{(dialect|voice|first words|date|id)\}/.test(template)) return 'A file-name template needs at least one {field}';
  return null;
}

function firstWords(script: string): string {
  return script.trim().split(/\s+/u).slice(0, firstWordCount).join(' ');
}

function dateOf(createdAt: string): string {
  const ms = Date.parse(createdAt);
  return Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 10) : 'undated';
}

/** The file name (with .wav) of one entry under a template. */
export function renderFileName(template: string, fields: FileNameFields): string {
  const values: Record<string, string> = {
    dialect: fields.dialectCode ?? '',
    voice: fields.voiceName,
    'first words': firstWords(fields.script),
    date: dateOf(fields.createdAt),
    id: fields.id,
  };
  const filled = template.replace(/\{(dialect|voice|first words|date|id)\}/gu, (_, key: string) => withoutUnsafeCharacters(values[key]!));
  // Separators left by empty fields ("__", a leading "_") are tidied away.
  const tidy = filled.replace(/([_\-\s])\1+/gu, '$1').replace(/^[_\-\s]+|[_\-\s]+$/gu, '');
  return `${safeFileBase(tidy)}.wav`;
}
