/**
 * ISO-BMFF (MP4) boxes as bytes: a box is a 32-bit size, a four-character type and its body; a
 * "full box" starts its body with a version byte and 24 bits of flags (ISO/IEC 14496-12 §4.2).
 * Bodies are built from parts — byte arrays or big-endian integers — so each box's layout reads
 * as the standard lists its fields.
 */

export type Part = Uint8Array | readonly number[];

const encoder = new TextEncoder();

export function concat(parts: readonly Part[]): Uint8Array {
  const arrays = parts.map((part) => (part instanceof Uint8Array ? part : Uint8Array.from(part)));
  const out = new Uint8Array(arrays.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of arrays) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

export const u8 = (value: number): number[] => [value & 0xff];
export const u16 = (value: number): number[] => [(value >>> 8) & 0xff, value & 0xff];
export const u24 = (value: number): number[] => [(value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
export const u32 = (value: number): number[] => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
export function u64(value: number): number[] {
  const high = Math.floor(value / 2 ** 32);
  return [...u32(high), ...u32(value - high * 2 ** 32)];
}
/** Four ASCII characters, or Latin-1 ones such as ©nam's 0xA9. */
export const fourcc = (code: string): number[] => Array.from(code, (char) => char.charCodeAt(0) & 0xff);
export const utf8 = (text: string): Uint8Array => encoder.encode(text);
export const zeros = (count: number): Uint8Array => new Uint8Array(count);

export function box(type: string, ...body: Part[]): Uint8Array {
  const content = concat(body);
  const size = 8 + content.byteLength;
  if (size > 0xffffffff) throw new Error(`The ${type} box is too large.`);
  return concat([u32(size), fourcc(type), content]);
}

export const fullBox = (type: string, version: number, flags: number, ...body: Part[]): Uint8Array =>
  box(type, u8(version), u24(flags), ...body);

/** The identity matrix of tkhd and mvhd (16.16 and 2.30 fixed point). */
export const unityMatrix: number[] = [
  ...u32(0x00010000),
  ...u32(0),
  ...u32(0),
  ...u32(0),
  ...u32(0x00010000),
  ...u32(0),
  ...u32(0),
  ...u32(0),
  ...u32(0x40000000),
];

/** Whether durations or times this large need a version 1 (64-bit) box. */
export const needsLong = (...values: number[]): boolean => values.some((value) => value > 0xffffffff);

/** A growable list of unsigned 32-bit numbers (sample sizes: four bytes per AAC frame, not an object). */
export class U32List {
  private items = new Uint32Array(4096);
  length = 0;

  push(value: number): void {
    if (this.length === this.items.length) {
      const grown = new Uint32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = value;
  }

  at(index: number): number {
    return this.items[index]!;
  }

  /** The numbers as big-endian bytes, for a table box. */
  toBytes(): Uint8Array {
    const out = new Uint8Array(this.length * 4);
    const view = new DataView(out.buffer);
    for (let i = 0; i < this.length; i++) view.setUint32(i * 4, this.items[i]!);
    return out;
  }
}

const iso639: Record<string, string> = {
  ar: 'ara',
  en: 'eng',
  fr: 'fra',
  es: 'spa',
  de: 'deu',
  tr: 'tur',
  fa: 'fas',
  ur: 'urd',
  id: 'ind',
  ms: 'msa',
};

/** A language as ISO 639-2 (three letters, what MP4 and ID3 store); `und` when unknown. */
export function iso639Of(language: string): string {
  const code = language.trim().toLowerCase().split(/[-_]/u)[0] ?? '';
  if (/^[a-z]{3}$/u.test(code)) return code;
  return iso639[code] ?? 'und';
}

/** The mdhd language field: three letters, each 5 bits (letter − 0x60). */
export function packedLanguage(language: string): number {
  const code = iso639Of(language);
  return ((code.charCodeAt(0) - 0x60) << 10) | ((code.charCodeAt(1) - 0x60) << 5) | (code.charCodeAt(2) - 0x60);
}
