import { inflateSync } from 'node:zlib';

/**
 * Just enough of a PDF object reader to read what pdf.js drops: the properties of marked content
 * (a span's /ActualText) in a page's content streams. Objects are found by one forward scan that
 * steps over stream data (so binary bytes are never read as syntax), then in object streams.
 * Anything it cannot read (encryption, an unknown filter) makes it answer null, never guess.
 */

export type PdfValue = number | boolean | null | string | PdfName | PdfRef | PdfValue[] | PdfDict | PdfStream;
export class PdfName {
  constructor(readonly name: string) {}
}
export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}
export type PdfDict = Map<string, PdfValue>;
export interface PdfStream {
  dict: PdfDict;
  start: number;
  length: number;
}

const whitespace = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const delimiters = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (c: number) => !whitespace.has(c) && !delimiters.has(c);

/** A lexer over bytes (a file, a decoded content stream): values and bare keywords. */
export class PdfLexer {
  position = 0;
  constructor(readonly bytes: Uint8Array) {}

  private skipSpace(): void {
    const b = this.bytes;
    while (this.position < b.length) {
      const c = b[this.position]!;
      if (whitespace.has(c)) this.position++;
      else if (c === 0x25) while (this.position < b.length && b[this.position] !== 0x0a && b[this.position] !== 0x0d) this.position++;
      else break;
    }
  }

  /** The next value, or a keyword as { keyword }; undefined at the end. */
  next(): PdfValue | { keyword: string } | undefined {
    this.skipSpace();
    const b = this.bytes;
    if (this.position >= b.length) return undefined;
    const c = b[this.position]!;
    if (c === 0x2f) {
      const start = ++this.position;
      while (this.position < b.length && isRegular(b[this.position]!)) this.position++;
      return new PdfName(
        this.latin1(start, this.position).replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
      );
    }
    if (c === 0x28) return this.literalString();
    if (c === 0x3c && b[this.position + 1] === 0x3c) {
      this.position += 2;
      return this.dictionary();
    }
    if (c === 0x3c) return this.hexString();
    if (c === 0x5b) {
      this.position++;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (this.position >= b.length) return items;
        if (b[this.position] === 0x5d) {
          this.position++;
          return items;
        }
        const item = this.next();
        if (item === undefined) return items;
        if (item !== null && typeof item === 'object' && 'keyword' in item) {
          if (item.keyword === 'R' && items.length >= 2) {
            const gen = items.pop() as number;
            items.push(new PdfRef(items.pop() as number, gen));
          }
          continue;
        }
        items.push(item);
      }
    }
    if (c === 0x5d || c === 0x3e || c === 0x29 || c === 0x7b || c === 0x7d) {
      this.position++;
      return { keyword: String.fromCharCode(c) };
    }
    const start = this.position;
    while (this.position < b.length && isRegular(b[this.position]!)) this.position++;
    const word = this.latin1(start, this.position);
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return Number(word);
    if (word === 'true' || word === 'false') return word === 'true';
    if (word === 'null') return null;
    return { keyword: word };
  }

  private dictionary(): PdfDict {
    const dict: PdfDict = new Map();
    const b = this.bytes;
    for (;;) {
      this.skipSpace();
      if (this.position >= b.length) return dict;
      if (b[this.position] === 0x3e && b[this.position + 1] === 0x3e) {
        this.position += 2;
        return dict;
      }
      const key = this.next();
      if (!(key instanceof PdfName)) {
        if (key === undefined) return dict;
        continue;
      }
      let value = this.next();
      // "1 0 R": a reference is two numbers and the keyword R.
      if (typeof value === 'number') {
        const mark = this.position;
        const gen = this.next();
        const r = this.next();
        if (typeof gen === 'number' && r !== null && typeof r === 'object' && 'keyword' in r && r.keyword === 'R')
          value = new PdfRef(value, gen);
        else this.position = mark;
      }
      if (value !== undefined && !(value !== null && typeof value === 'object' && 'keyword' in value)) dict.set(key.name, value);
    }
  }

  private literalString(): string {
    const b = this.bytes;
    let depth = 1;
    let out = '';
    this.position++;
    while (this.position < b.length) {
      const c = b[this.position++]!;
      if (c === 0x5c) {
        const e = b[this.position++]!;
        const simple: Record<number, string> = {
          0x6e: '\n',
          0x72: '\r',
          0x74: '\t',
          0x62: '\b',
          0x66: '\f',
          0x28: '(',
          0x29: ')',
          0x5c: '\\',
        };
        if (simple[e] !== undefined) out += simple[e];
        else if (e >= 0x30 && e <= 0x37) {
          let code = e - 0x30;
          for (let i = 0; i < 2 && b[this.position]! >= 0x30 && b[this.position]! <= 0x37; i++)
            code = code * 8 + (b[this.position++]! - 0x30);
          out += String.fromCharCode(code & 0xff);
        } else if (e === 0x0d) {
          if (b[this.position] === 0x0a) this.position++;
        } else if (e !== 0x0a) out += String.fromCharCode(e);
        continue;
      }
      if (c === 0x28) depth++;
      if (c === 0x29 && --depth === 0) break;
      out += String.fromCharCode(c);
    }
    return out;
  }

  private hexString(): string {
    const b = this.bytes;
    let digits = '';
    this.position++;
    while (this.position < b.length && b[this.position] !== 0x3e) {
      const c = b[this.position++]!;
      if (!whitespace.has(c)) digits += String.fromCharCode(c);
    }
    this.position++;
    if (digits.length % 2) digits += '0';
    let out = '';
    for (let i = 0; i < digits.length; i += 2) out += String.fromCharCode(Number.parseInt(digits.slice(i, i + 2), 16) || 0);
    return out;
  }

  latin1(start: number, end: number): string {
    let s = '';
    for (let i = start; i < end; i++) s += String.fromCharCode(this.bytes[i]!);
    return s;
  }
}

/** A PDF text string (UTF-16BE or UTF-8 with their marks, else PDFDocEncoding read as Latin-1). */
export function textString(raw: string): string {
  if (raw.startsWith('\u00fe\u00ff')) {
    let out = '';
    for (let i = 2; i + 1 < raw.length; i += 2) out += String.fromCharCode((raw.charCodeAt(i) << 8) | raw.charCodeAt(i + 1));
    return out;
  }
  if (raw.startsWith('\u00ef\u00bb\u00bf')) return new TextDecoder().decode(Uint8Array.from(raw.slice(3), (ch) => ch.charCodeAt(0)));
  return raw;
}

/** A stream's bytes with its filters undone, or null for a filter not read here. */
export function decodeStream(bytes: Uint8Array, stream: PdfStream): Uint8Array | null {
  let data = bytes.subarray(stream.start, stream.start + stream.length);
  const filter = stream.dict.get('Filter');
  const filters = (Array.isArray(filter) ? filter : filter === undefined ? [] : [filter]).map((f) => (f instanceof PdfName ? f.name : ''));
  const parms = stream.dict.get('DecodeParms');
  for (const name of filters) {
    if (name !== 'FlateDecode' && name !== 'Fl') return null;
    if (parms instanceof Map && typeof parms.get('Predictor') === 'number' && (parms.get('Predictor') as number) > 1) return null;
    try {
      data = new Uint8Array(inflateSync(data, { finishFlush: 2 }));
    } catch {
      return null;
    }
  }
  return data;
}
