import { PdfLexer, PdfName, PdfRef, decodeStream, type PdfDict, type PdfStream, type PdfValue } from './pdf-objects';

/**
 * A PDF's objects by number, found by a forward scan for "N G obj" that steps over each stream's
 * data, then inside object streams. Later definitions win (incremental updates append). Returns
 * null for an encrypted file: its streams cannot be read without the key.
 */
export class RawPdf {
  private readonly offsets = new Map<number, number>();
  private readonly compressed = new Map<number, { stream: number; index: number }>();
  private readonly objectStreams = new Map<number, Map<number, PdfValue>>();

  private readonly text: string;

  private constructor(readonly bytes: Uint8Array) {
    // windows-1252 ("latin1" to TextDecoder) maps each byte to one UTF-16 unit: offsets agree.
    this.text = new TextDecoder('latin1').decode(bytes);
  }

  static open(bytes: Uint8Array): RawPdf | null {
    const pdf = new RawPdf(bytes);
    const encrypted = pdf.scan();
    return encrypted ? null : pdf;
  }

  /** Indexes every object; answers whether a trailer or an xref stream names /Encrypt. */
  private scan(): boolean {
    const b = this.bytes;
    const text = this.text;
    const header = /(\d+)[ \t\r\n]+(\d+)[ \t\r\n]+obj\b/g;
    let encrypted = /\/Encrypt[\s/<\d]/.test(text.slice(Math.max(0, text.length - 4096))) || /trailer[\s\S]{0,400}?\/Encrypt/.test(text);
    const streamObjects: number[] = [];
    let match: RegExpExecArray | null;
    while ((match = header.exec(text))) {
      const num = Number(match[1]);
      const lexer = new PdfLexer(b);
      lexer.position = header.lastIndex;
      const value = lexer.next();
      this.offsets.set(num, header.lastIndex);
      if (!(value instanceof Map)) continue;
      if (value.get('Type') instanceof PdfName && (value.get('Type') as PdfName).name === 'ObjStm') streamObjects.push(num);
      if (value.get('Type') instanceof PdfName && (value.get('Type') as PdfName).name === 'XRef' && value.has('Encrypt')) encrypted = true;
      const stream = this.streamAfter(lexer, value);
      if (stream) header.lastIndex = stream.start + stream.length;
    }
    for (const num of streamObjects) this.indexObjectStream(num);
    return encrypted;
  }

  private streamAfter(lexer: PdfLexer, dict: PdfDict): PdfStream | null {
    const text = this.text;
    const keyword = lexer.next();
    if (!(keyword !== null && typeof keyword === 'object' && 'keyword' in keyword && keyword.keyword === 'stream')) return null;
    let start = lexer.position;
    if (this.bytes[start] === 0x0d) start++;
    if (this.bytes[start] === 0x0a) start++;
    const declared = dict.get('Length');
    let length = typeof declared === 'number' ? declared : -1;
    if (length < 0 || !text.startsWith('endstream', this.skipWhite(start + length))) {
      const end = text.indexOf('endstream', start);
      length = end < 0 ? this.bytes.length - start : end - start;
      while (length > 0 && (this.bytes[start + length - 1] === 0x0a || this.bytes[start + length - 1] === 0x0d)) length--;
    }
    return { dict, start, length };
  }

  private skipWhite(at: number): number {
    while (at < this.bytes.length && (this.bytes[at] === 0x0a || this.bytes[at] === 0x0d || this.bytes[at] === 0x20)) at++;
    return at;
  }

  private indexObjectStream(num: number): void {
    const stream = this.object(num);
    if (!isStream(stream)) return;
    const count = stream.dict.get('N');
    if (typeof count !== 'number') return;
    const data = decodeStream(this.bytes, stream);
    if (!data) return;
    const lexer = new PdfLexer(data);
    for (let index = 0; index < count; index++) {
      const inner = lexer.next();
      lexer.next();
      if (typeof inner === 'number' && !this.offsets.has(inner)) this.compressed.set(inner, { stream: num, index });
    }
  }

  /** An object by number: a value, or a stream (its dictionary and where its data lies). */
  object(num: number): PdfValue | undefined {
    const offset = this.offsets.get(num);
    if (offset !== undefined) {
      const lexer = new PdfLexer(this.bytes);
      lexer.position = offset;
      const value = lexer.next();
      if (value instanceof Map) {
        const stream = this.streamAfter(lexer, value);
        if (stream) return stream;
      }
      return value !== null && typeof value === 'object' && 'keyword' in value ? undefined : value;
    }
    const inStream = this.compressed.get(num);
    return inStream ? this.fromObjectStream(inStream.stream, inStream.index) : undefined;
  }

  private fromObjectStream(streamNum: number, index: number): PdfValue | undefined {
    let values = this.objectStreams.get(streamNum);
    if (!values) {
      values = new Map();
      this.objectStreams.set(streamNum, values);
      const stream = this.object(streamNum);
      const data = isStream(stream) ? decodeStream(this.bytes, stream) : null;
      const first = isStream(stream) ? stream.dict.get('First') : undefined;
      const count = isStream(stream) ? stream.dict.get('N') : undefined;
      if (data && typeof first === 'number' && typeof count === 'number') {
        const lexer = new PdfLexer(data);
        const pairs: [number, number][] = [];
        for (let i = 0; i < count; i++) pairs.push([lexer.next() as number, lexer.next() as number]);
        pairs.forEach(([, offset], i) => {
          lexer.position = first + offset;
          const value = lexer.next();
          if (value !== undefined && !(value !== null && typeof value === 'object' && 'keyword' in value)) values!.set(i, value);
        });
      }
    }
    return values.get(index);
  }

  resolve(value: PdfValue | undefined, depth = 0): PdfValue | undefined {
    return value instanceof PdfRef && depth < 32 ? this.resolve(this.object(value.num), depth + 1) : value;
  }

  dict(value: PdfValue | undefined): PdfDict | undefined {
    const resolved = this.resolve(value);
    if (resolved instanceof Map) return resolved;
    return isStream(resolved) ? resolved.dict : undefined;
  }
}

export function isStream(value: PdfValue | undefined): value is PdfStream {
  return value !== null && typeof value === 'object' && 'dict' in value && 'start' in value;
}
