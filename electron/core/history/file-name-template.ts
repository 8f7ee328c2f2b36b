/**
 * Export file names from a template such as `{dialect}_{voice}_{first words}_{date}`. The fields
 * come from the service (voice names, scripts), so everything is cleaned to a name that is safe
 * and legal on every desktop system: Arabic and other scripts are kept; path separators, the
 * Windows-illegal set `<>:"/\|?*`, control and bidi-override characters are replaced; Windows
 * reserved device names (CON, NUL, COM1 …) and trailing dots/spaces are avoided; the length is
 * capped in UTF-8 bytes (255 is the limit of most file systems) with room left for " (99).wav".
 */

export interface FileNameFields {
  id: string;
  script: string;
  voiceName: string;
  dialectCode: string | null;
  createdAt: string;
}

const maxBaseBytes = 160;
const firstWordCount = 6;
const replacement = '-';
// Windows-illegal printable characters, C0/C1 controls, and bidi overrides that could disguise a
// name ("clip\u202Evaw.exe").
// eslint-disable-next-line no-control-regex
const unsafe = /[<>:"/\\|?*\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const reserved = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/iu;

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

/** Cuts to at most `maxBytes` of UTF-8 without splitting a character. */
function capBytes(text: string, maxBytes: number): string {
  const encoder = new TextEncoder();
  if (encoder.encode(text).byteLength <= maxBytes) return text;
  let out = '';
  let bytes = 0;
  for (const char of text) {
    const size = encoder.encode(char).byteLength;
    if (bytes + size > maxBytes) break;
    out += char;
    bytes += size;
  }
  return out;
}

/** Cleans one would-be file name (without extension) into a safe one; never empty. */
export function safeFileBase(raw: string): string {
  let name = raw.normalize('NFC').replace(unsafe, replacement).replace(/\s+/gu, ' ');
  // No leading dots (hidden files, "..") and no trailing dots or spaces (Windows drops them).
  name = name.replace(/^[.\s]+/u, '');
  name = capBytes(name, maxBaseBytes).replace(/[.\s]+$/u, '');
  if (name === '' || /^-+$/u.test(name)) name = 'clip';
  // A reserved device name is reserved with any extension too: "CON.wav" is the console.
  if (reserved.test(name.split('.')[0]!.trim())) name = `${name}_`;
  return name;
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
  const filled = template.replace(/\{(dialect|voice|first words|date|id)\}/gu, (_, key: string) =>
    values[key]!.replace(unsafe, replacement),
  );
  // Separators left by empty fields ("__", a leading "_") are tidied away.
  const tidy = filled.replace(/([_\-\s])\1+/gu, '$1').replace(/^[_\-\s]+|[_\-\s]+$/gu, '');
  return `${safeFileBase(tidy)}.wav`;
}

/** "name.wav", "name (2).wav", "name (3).wav" … — the candidates tried until one is free. */
export function numberedName(fileName: string, attempt: number): string {
  if (attempt <= 1) return fileName;
  const dot = fileName.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  return `${base} (${attempt})${ext}`;
}
