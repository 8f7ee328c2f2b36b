import { parseXml, textOf, type XmlElement, type XmlProblem } from './xml';
import type { Lexicon } from './types';

/**
 * W3C Pronunciation Lexicon Specification 1.0, both ways. Import: every lexeme's graphemes become
 * entries of its alias (the preferred one when several); lexemes that only give a phoneme are
 * listed with their count, as the service takes no phonemes (never dropped in silence); xml:lang
 * is kept as the lexicon's language. Export: one lexeme per entry, in the shape ElevenLabs, Azure
 * and Amazon Polly document (tests/fixtures/lexicons/README.md). What PLS has no place for (the
 * studio's note, switch, dialects, case rule) rides in a comment inside the lexeme, which every
 * PLS reader ignores, so a round trip through the studio loses nothing.
 */

export const PLS_NAMESPACE = 'http://www.w3.org/2005/01/pronunciation-lexicon';
const STUDIO_COMMENT = 'sawt:';

export interface PlsEntry {
  /** Which lexeme (1-based) it came from, for messages. */
  lexeme: number;
  written: string;
  spoken: string;
  note: string;
  enabled: boolean;
  dialects: string[];
  caseSensitive: boolean;
}

/** A lexeme that gives a phoneme: not supported by the service, so listed rather than imported. */
export interface PlsPhoneme {
  lexeme: number;
  graphemes: string[];
  phoneme: string;
  alphabet: string;
  /** The lexeme also had an alias, which was imported. */
  aliasImported: boolean;
}

export interface PlsSkipped {
  lexeme: number;
  code: 'no-grapheme' | 'no-pronunciation';
  graphemes: string[];
}

export interface PlsDocument {
  language: string;
  alphabet: string;
  entries: PlsEntry[];
  phonemes: PlsPhoneme[];
  skipped: PlsSkipped[];
}

export type PlsProblem = XmlProblem | { code: 'not-pls'; line: number; column: number; message: string };

const collapse = (value: string) => value.replace(/\s+/gu, ' ').trim();
const elements = (parent: XmlElement, local: string) =>
  parent.children.filter((child): child is XmlElement => child.kind === 'element' && child.local === local);

export function parsePls(text: string): { ok: true; value: PlsDocument } | { ok: false; problem: PlsProblem } {
  const parsed = parseXml(text);
  if (!parsed.ok) return { ok: false, problem: parsed.problem };
  const root = parsed.root;
  if (root.local !== 'lexicon') {
    return {
      ok: false,
      problem: {
        code: 'not-pls',
        line: 1,
        column: 1,
        message: `This is not a PLS lexicon: its root element is <${root.name}>, not <lexicon>.`,
      },
    };
  }
  const alphabet = root.attributes.alphabet ?? '';
  const document: PlsDocument = { language: root.attributes['xml:lang'] ?? '', alphabet, entries: [], phonemes: [], skipped: [] };
  elements(root, 'lexeme').forEach((lexeme, index) => readLexeme(lexeme, index + 1, document));
  return { ok: true, value: document };
}

function readLexeme(lexeme: XmlElement, number: number, document: PlsDocument): void {
  const graphemes = elements(lexeme, 'grapheme')
    .map((g) => collapse(textOf(g)))
    .filter((g) => g !== '');
  const aliases = elements(lexeme, 'alias');
  const alias = aliases.find((a) => a.attributes.prefer === 'true') ?? aliases[0];
  const spoken = alias ? collapse(textOf(alias)) : '';
  const phonemes = elements(lexeme, 'phoneme');
  if (graphemes.length === 0) return void document.skipped.push({ lexeme: number, code: 'no-grapheme', graphemes });
  for (const phoneme of phonemes) {
    document.phonemes.push({
      lexeme: number,
      graphemes,
      phoneme: collapse(textOf(phoneme)),
      alphabet: phoneme.attributes.alphabet ?? document.alphabet,
      aliasImported: spoken !== '',
    });
  }
  if (spoken === '') {
    if (phonemes.length === 0) document.skipped.push({ lexeme: number, code: 'no-pronunciation', graphemes });
    return;
  }
  const extras = studioExtras(lexeme);
  for (const written of graphemes) document.entries.push({ lexeme: number, written, spoken, ...extras });
}

/** The studio's own fields, from its comment in the lexeme; defaults for a lexeme from elsewhere. */
function studioExtras(lexeme: XmlElement): Pick<PlsEntry, 'note' | 'enabled' | 'dialects' | 'caseSensitive'> {
  const extras = { note: '', enabled: true, dialects: [] as string[], caseSensitive: false };
  for (const child of lexeme.children) {
    if (child.kind !== 'comment' || !child.text.trim().startsWith(STUDIO_COMMENT)) continue;
    let raw: unknown;
    try {
      raw = JSON.parse(child.text.trim().slice(STUDIO_COMMENT.length));
    } catch {
      continue;
    }
    if (typeof raw !== 'object' || raw === null) continue;
    const value = raw as Record<string, unknown>;
    if (typeof value.note === 'string') extras.note = value.note;
    if (typeof value.enabled === 'boolean') extras.enabled = value.enabled;
    if (typeof value.caseSensitive === 'boolean') extras.caseSensitive = value.caseSensitive;
    if (Array.isArray(value.dialects)) extras.dialects = value.dialects.filter((d): d is string => typeof d === 'string');
  }
  return extras;
}

const escapeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replaceAll('"', '&quot;');

export function writePls(lexicon: Pick<Lexicon, 'language' | 'entries'>): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<lexicon version="1.0"',
    `    xmlns="${PLS_NAMESPACE}"`,
    '    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
    `    xsi:schemaLocation="${PLS_NAMESPACE}`,
    '        http://www.w3.org/TR/2007/CR-pronunciation-lexicon-20071212/pls.xsd"',
    `    alphabet="ipa" xml:lang="${escapeAttribute(lexicon.language || 'ar')}">`,
  ];
  for (const entry of lexicon.entries) {
    lines.push('  <lexeme>');
    const extras: Record<string, unknown> = {};
    if (entry.note !== '') extras.note = entry.note;
    if (!entry.enabled) extras.enabled = false;
    if (entry.dialects.length > 0) extras.dialects = entry.dialects;
    if (entry.caseSensitive) extras.caseSensitive = true;
    // In a comment "--" may not appear: every hyphen is written as its JSON escape.
    if (Object.keys(extras).length > 0) lines.push(`    <!-- ${STUDIO_COMMENT} ${JSON.stringify(extras).replaceAll('-', '\\u002d')} -->`);
    lines.push(`    <grapheme>${escapeText(entry.written)}</grapheme>`, `    <alias>${escapeText(entry.spoken)}</alias>`, '  </lexeme>');
  }
  lines.push('</lexicon>', '');
  return lines.join('\n');
}
