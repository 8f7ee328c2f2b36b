/**
 * A small, linear HTML/XHTML tokenizer for the import readers (DOCX through mammoth, EPUB, HTML,
 * Markdown): tags with their attributes, text with entities decoded, comments and doctypes
 * skipped. It scans once, by hand, so a hostile document costs time in proportion to its size.
 */

export type HtmlToken =
  | { type: 'open'; name: string; attributes: Record<string, string>; selfClosing: boolean }
  | { type: 'close'; name: string }
  | { type: 'text'; text: string };

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '\u00ad',
  zwnj: '\u200c',
  zwj: '\u200d',
  lrm: '\u200e',
  rlm: '\u200f',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  divide: '÷',
  middot: '·',
  bull: '•',
  larr: '←',
  rarr: '→',
  uarr: '↑',
};

const entityPattern = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g;

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(entityPattern, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name) return namedEntities[name] ?? whole;
    const code = decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
  });
}

const attributePattern = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(attributePattern)) {
    const name = match[1]!.toLowerCase();
    if (!(name in attributes)) attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** Where the tag that starts at `start` ('<') ends: its '>' outside quotes, or -1. */
function tagEnd(html: string, start: number): number {
  let quote = '';
  for (let i = start + 1; i < html.length; i++) {
    const c = html[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i;
  }
  return -1;
}

/** Elements whose content is text, not markup (a '<' inside them is not a tag). */
const rawTextElements = new Set(['script', 'style', 'textarea', 'title']);

export function* tokenizeHtml(html: string): Generator<HtmlToken> {
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      yield { type: 'text', text: decodeEntities(html.slice(i)) };
      return;
    }
    if (lt > i) yield { type: 'text', text: decodeEntities(html.slice(i, lt)) };
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith('<![CDATA[', lt)) {
      const end = html.indexOf(']]>', lt + 9);
      yield { type: 'text', text: html.slice(lt + 9, end < 0 ? html.length : end) };
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    const next = html[lt + 1] ?? '';
    if (next === '!' || next === '?') {
      const end = html.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const closing = next === '/';
    const nameMatch = /^[A-Za-z][\w:.-]*/.exec(html.slice(lt + (closing ? 2 : 1), lt + 64));
    if (!nameMatch) {
      yield { type: 'text', text: '<' };
      i = lt + 1;
      continue;
    }
    const end = tagEnd(html, lt);
    if (end < 0) return;
    const name = nameMatch[0].toLowerCase();
    i = end + 1;
    if (closing) {
      yield { type: 'close', name };
      continue;
    }
    const inner = html.slice(lt + 1 + nameMatch[0].length, end);
    const selfClosing = inner.trimEnd().endsWith('/');
    yield { type: 'open', name, attributes: parseAttributes(inner), selfClosing };
    if (rawTextElements.has(name) && !selfClosing) {
      const closer = new RegExp(`</${name}`, 'gi');
      closer.lastIndex = i;
      const stop = closer.exec(html)?.index ?? html.length;
      yield { type: 'text', text: name === 'title' || name === 'textarea' ? decodeEntities(html.slice(i, stop)) : html.slice(i, stop) };
      i = stop;
    }
  }
}
