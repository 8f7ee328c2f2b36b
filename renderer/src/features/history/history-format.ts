import { isErrorCode, type StudioError } from '../../../../shared/contract';
import type { DialectNames, HistoryFacets, SyncProgress } from '../../../../shared/model/history';
import { intlLocale } from '../../i18n/format';
// Intl formatters are costly to build and cheap to reuse: one per language.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const sizeFormats = new Map<string, Intl.NumberFormat>();
const collators = new Map<string, Intl.Collator>();

export function formatWhen(iso: string, language: string): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' });
    dateFormats.set(language, format);
  }
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? format.format(ms) : iso;
}

/** m:ss in the reader's digits: the player's one formatter and rounding rule for a clip's length. */
export { formatClipLength } from '../../audio';

export function formatBytes(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const key = `${language}:${units[unit]}`;
  let format = sizeFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), {
      style: 'unit',
      unit: units[unit],
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    });
    sizeFormats.set(key, format);
  }
  return format.format(value);
}

/** The opening of a script for a row: one line, whole words where possible. */
export function scriptOpening(script: string, max = 140): string {
  const line = script.replace(/\s+/gu, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max).replace(/\s+\S*$/u, '')}…`;
}

/** A dialect as the reader's language names it; its bare code while the voice catalogue does not know it. */
export function dialectLabel(code: string, names: DialectNames | null, language: string): string {
  if (!names) return code;
  return language.startsWith('ar') ? names.ar : names.en;
}

export interface DialectOption {
  code: string;
  label: string;
  count: number;
}

/** The dialect filter's choices, in the reader's alphabetical order of the names they see. */
export function dialectOptions(dialects: HistoryFacets['dialects'], language: string): DialectOption[] {
  const byName = collators.get(language) ?? new Intl.Collator(intlLocale(language));
  collators.set(language, byName);
  return dialects
    .map((d) => ({ code: d.code, label: dialectLabel(d.code, d.name, language), count: d.count }))
    .sort((a, b) => byName.compare(a.label, b.label) || a.code.localeCompare(b.code));
}

/**
 * A failed sync's error as the event carried it: its code (INTERNAL if the event's is unknown) and
 * the cause's key when the core named one (`disk.SQLITE_FULL`), for errorText to put in words.
 */
export function syncErrorOf(sync: SyncProgress): StudioError {
  const code = isErrorCode(sync.errorCode) ? sync.errorCode : 'INTERNAL';
  return { code, message: '', ...(sync.errorKey ? { messageKey: sync.errorKey } : {}) };
}
