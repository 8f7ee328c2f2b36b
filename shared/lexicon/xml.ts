/**
 * A small, safe XML reader for lexicon files: elements, attributes, text, CDATA and comments, the
 * five predefined entities and character references. Nothing is fetched or expanded: a document
 * type declaration (the way to declare entities, including external ones) is refused, as is any
 * other entity. Depth and node count are bounded; one pass with indexOf, so the time grows with the
 * file and nothing else. Errors name the line and column.
 */

export interface XmlElement {
  kind: 'element';
  /** The name as written, prefix included (xml:lang). */
  name: string;
  /** The name without its prefix. */
  local: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  offset: number;
}

export type XmlNode = XmlElement | { kind: 'text'; text: string } | { kind: 'comment'; text: string };

export type XmlProblemCode = 'doctype' | 'encoding' | 'syntax' | 'entity' | 'too-deep' | 'too-many-nodes';

export interface XmlProblem {
  code: XmlProblemCode;
  line: number;
  column: number;
  message: string;
}

const MAX_DEPTH = 64;
const MAX_NODES = 1_000_000;

class XmlFailure extends Error {
  constructor(
    readonly code: XmlProblemCode,
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

const predefined: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function isNameChar(code: number, first: boolean): boolean {
  if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f || code === 0x3a || code >= 0xc0) return true;
  return !first && ((code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x2e || code === 0xb7);
}

const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

export function parseXml(source: string): { ok: true; root: XmlElement } | { ok: false; problem: XmlProblem } {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  try {
    return { ok: true, root: new Reader(text).document() };
  } catch (error) {
    if (!(error instanceof XmlFailure)) throw error;
    const { line, column } = position(text, error.offset);
    return { ok: false, problem: { code: error.code, line, column, message: `Line ${line}, column ${column}: ${error.message}` } };
  }
}

function position(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

class Reader {
  private at = 0;
  private nodes = 0;

  constructor(private readonly text: string) {}

  private fail(code: XmlProblemCode, message: string, offset = this.at): never {
    throw new XmlFailure(code, offset, message);
  }

  document(): XmlElement {
    let root: XmlElement | null = null;
    while (this.at < this.text.length) {
      this.skipSpace();
      if (this.at >= this.text.length) break;
      if (!this.text.startsWith('<', this.at))
        this.fail('syntax', root ? 'text after the end of the document' : 'the document does not start with an element');
      if (this.text.startsWith('<?', this.at)) this.instruction();
      else if (this.text.startsWith('<!--', this.at)) this.comment();
      else if (this.text.startsWith('<!DOCTYPE', this.at) || this.text.startsWith('<!doctype', this.at)) {
        this.fail(
          'doctype',
          'the file declares a document type (<!DOCTYPE>); lexicon files with one are refused, since it can pull in outside entities',
        );
      } else if (root) this.fail('syntax', 'a second root element');
      else root = this.element(0);
    }
    if (!root) this.fail('syntax', 'the file holds no XML element');
    return root;
  }

  private skipSpace(): void {
    while (this.at < this.text.length && isSpace(this.text.charCodeAt(this.at))) this.at++;
  }

  private until(marker: string, what: string): string {
    const end = this.text.indexOf(marker, this.at);
    if (end < 0) this.fail('syntax', `${what} is never closed (no “${marker}”)`);
    const body = this.text.slice(this.at, end);
    this.at = end + marker.length;
    return body;
  }

  private instruction(): void {
    const start = this.at;
    this.at += 2;
    const body = this.until('?>', 'a processing instruction');
    if (!body.startsWith('xml') || !isSpace(body.charCodeAt(3))) return;
    const encoding = /encoding\s*=\s*["']([^"']*)["']/u.exec(body)?.[1]?.toLowerCase();
    if (encoding && encoding !== 'utf-8' && encoding !== 'utf8') {
      this.fail('encoding', `the file says it is encoded as ${encoding}; save it as UTF-8 and import it again`, start);
    }
  }

  private comment(): string {
    this.at += 4;
    const body = this.until('-->', 'a comment');
    this.count();
    return body;
  }

  private count(): void {
    if (++this.nodes > MAX_NODES) this.fail('too-many-nodes', `more than ${MAX_NODES.toLocaleString('en')} XML nodes`);
  }

  private name(): string {
    const start = this.at;
    if (!isNameChar(this.text.charCodeAt(this.at), true)) this.fail('syntax', 'a name was expected');
    while (this.at < this.text.length && isNameChar(this.text.charCodeAt(this.at), false)) this.at++;
    return this.text.slice(start, this.at);
  }

  private element(depth: number): XmlElement {
    if (depth >= MAX_DEPTH) this.fail('too-deep', `elements nested more than ${MAX_DEPTH} deep`);
    this.count();
    const offset = this.at;
    this.at++;
    const name = this.name();
    const attributes: Record<string, string> = {};
    for (;;) {
      this.skipSpace();
      if (this.text.startsWith('/>', this.at)) {
        this.at += 2;
        return { kind: 'element', name, local: localOf(name), attributes, children: [], offset };
      }
      if (this.text.startsWith('>', this.at)) {
        this.at++;
        break;
      }
      const attributeAt = this.at;
      const attribute = this.name();
      this.skipSpace();
      if (this.text[this.at] !== '=') this.fail('syntax', `the attribute ${attribute} has no value`);
      this.at++;
      this.skipSpace();
      const quote = this.text[this.at];
      if (quote !== '"' && quote !== "'") this.fail('syntax', `the value of ${attribute} is not in quotes`);
      this.at++;
      const raw = this.until(quote, `the value of ${attribute}`);
      if (raw.includes('<')) this.fail('syntax', `the value of ${attribute} holds a “<”`, attributeAt);
      if (Object.hasOwn(attributes, attribute)) this.fail('syntax', `the attribute ${attribute} is given twice`, attributeAt);
      attributes[attribute] = this.decode(raw, attributeAt);
    }
    const children: XmlNode[] = [];
    for (;;) {
      if (this.at >= this.text.length) this.fail('syntax', `the element <${name}> is never closed`, offset);
      if (this.text.startsWith('</', this.at)) {
        const closeAt = this.at;
        this.at += 2;
        const closing = this.name();
        this.skipSpace();
        if (this.text[this.at] !== '>') this.fail('syntax', `the closing tag </${closing}> is not closed with “>”`);
        this.at++;
        if (closing !== name) this.fail('syntax', `</${closing}> closes <${name}>`, closeAt);
        return { kind: 'element', name, local: localOf(name), attributes, children, offset };
      }
      if (this.text.startsWith('<!--', this.at)) children.push({ kind: 'comment', text: this.comment() });
      else if (this.text.startsWith('<![CDATA[', this.at)) {
        this.at += 9;
        children.push({ kind: 'text', text: this.until(']]>', 'a CDATA section') });
        this.count();
      } else if (this.text.startsWith('<?', this.at)) this.instruction();
      else if (this.text.startsWith('<!', this.at)) this.fail('syntax', 'a declaration inside an element');
      else if (this.text.startsWith('<', this.at)) children.push(this.element(depth + 1));
      else {
        const start = this.at;
        const end = this.text.indexOf('<', this.at);
        this.at = end < 0 ? this.text.length : end;
        children.push({ kind: 'text', text: this.decode(this.text.slice(start, this.at), start) });
        this.count();
      }
    }
  }

  /** Entity and character references; anything else after & is refused (no DTD declares more). */
  private decode(raw: string, offset: number): string {
    if (!raw.includes('&')) return raw;
    let out = '';
    let from = 0;
    for (let amp = raw.indexOf('&'); amp >= 0; amp = raw.indexOf('&', from)) {
      out += raw.slice(from, amp);
      const semicolon = raw.indexOf(';', amp);
      const reference = semicolon < 0 ? '' : raw.slice(amp + 1, semicolon);
      if (semicolon < 0 || reference.length > 12) this.fail('entity', 'a “&” that starts no reference (write &amp;)', offset + amp);
      let char: string | undefined = predefined[reference];
      if (reference.startsWith('#')) {
        const hex = reference[1] === 'x' || reference[1] === 'X';
        const code = Number.parseInt(reference.slice(hex ? 2 : 1), hex ? 16 : 10);
        const digits = reference.slice(hex ? 2 : 1);
        const valid = digits !== '' && (hex ? /^[0-9a-fA-F]+$/u : /^[0-9]+$/u).test(digits) && code > 0 && code <= 0x10ffff;
        char = valid ? String.fromCodePoint(code) : undefined;
      }
      if (char === undefined)
        this.fail('entity', `the entity &${reference}; is not one XML defines, and declared entities are not read`, offset + amp);
      out += char;
      from = semicolon + 1;
    }
    return out + raw.slice(from);
  }
}

const localOf = (name: string) => name.slice(name.indexOf(':') + 1);

/** The text of an element's children, CDATA included, comments left out. */
export function textOf(element: XmlElement): string {
  return element.children.map((child) => (child.kind === 'text' ? child.text : child.kind === 'element' ? textOf(child) : '')).join('');
}
