import { detect } from 'jschardet';
import type { EncodingChoice, EncodingReading, TextEncoding } from '../../../../shared/model/import';

/**
 * Which encoding a text file is in: a byte-order mark decides; then bytes that are valid UTF-8
 * are UTF-8 (other encodings almost never form valid UTF-8 sequences by chance); then the UTF-16
 * shape of many zero or 0x06 high bytes; then a detector (jschardet) among the single-byte
 * encodings. A detector guesses from letter statistics, which a short text does not have: below
 * `detectorMinimumBytes` non-ASCII bytes, or below its confidence, every valid reading is offered
 * and the user chooses.
 */

export interface DecodedText {
  text: string;
  choice: EncodingChoice;
}

const detectorMinimumBytes = 256;
const detectorMinimumConfidence = 0.6;
const sampleLength = 160;
const singleByteArabic: TextEncoding[] = ['windows-1256', 'iso-8859-6'];

function decode(bytes: Uint8Array, encoding: TextEncoding, fatal = false): string | null {
  try {
    return new TextDecoder(encoding, { fatal, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

function reading(encoding: TextEncoding, text: string): EncodingReading {
  return { encoding, sample: text.slice(0, sampleLength) };
}

function bomEncoding(bytes: Uint8Array): TextEncoding | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/** Share of 16-bit units whose high byte is 0x00 or 0x06 (Latin or Arabic), read little- or big-endian. */
function utf16Shape(bytes: Uint8Array, littleEndian: boolean): number {
  const units = Math.floor(bytes.length / 2);
  if (units === 0) return 0;
  let fitting = 0;
  for (let i = 0; i < units; i++) {
    const high = bytes[2 * i + (littleEndian ? 1 : 0)]!;
    if (high === 0x00 || high === 0x06) fitting++;
  }
  return fitting / units;
}

function detectorEncoding(name: string | null): TextEncoding | null {
  switch ((name ?? '').toLowerCase()) {
    case 'windows-1256':
      return 'windows-1256';
    case 'iso-8859-6':
      return 'iso-8859-6';
    case 'windows-1252':
    case 'iso-8859-1':
    case 'ascii':
      return 'windows-1252';
    default:
      return null;
  }
}

function nonAsciiCount(bytes: Uint8Array): number {
  let count = 0;
  for (const byte of bytes) if (byte >= 0x80) count++;
  return count;
}

export function decodeText(bytes: Uint8Array, chosen?: TextEncoding): DecodedText {
  if (chosen) {
    const text = decode(bytes, chosen) ?? '';
    return { text, choice: { chosen, sure: true, decidedBy: 'user', readings: [reading(chosen, text)] } };
  }
  const bom = bomEncoding(bytes);
  if (bom) {
    const text = decode(bytes, bom) ?? '';
    return { text, choice: { chosen: bom, sure: true, decidedBy: 'bom', readings: [reading(bom, text)] } };
  }
  const utf8 = decode(bytes, 'utf-8', true);
  if (utf8 !== null && !utf8.includes('\u0000')) {
    return { text: utf8, choice: { chosen: 'utf-8', sure: true, decidedBy: 'utf-8', readings: [reading('utf-8', utf8)] } };
  }
  const little = utf16Shape(bytes, true);
  const big = utf16Shape(bytes, false);
  if (bytes.length % 2 === 0 && Math.max(little, big) >= 0.9) {
    const order: TextEncoding[] = little >= big ? ['utf-16le', 'utf-16be'] : ['utf-16be', 'utf-16le'];
    const readings = order.flatMap((encoding) => {
      const text = decode(bytes, encoding, true);
      return text === null ? [] : [reading(encoding, text)];
    });
    const sure = bytes.length >= 2 * detectorMinimumBytes && Math.min(little, big) < 0.5;
    const text = decode(bytes, order[0]!) ?? '';
    return { text, choice: { chosen: order[0]!, sure: sure || readings.length === 1, decidedBy: 'detector', readings } };
  }
  const detected = detect(bytes);
  const pick = detectorEncoding(detected.encoding) ?? 'windows-1256';
  const candidates = [pick, ...(singleByteArabic.includes(pick) ? singleByteArabic : ['windows-1252' as const])];
  const readings: EncodingReading[] = [];
  const texts = new Map<TextEncoding, string>();
  for (const encoding of new Set(candidates)) {
    const text = decode(bytes, encoding, true);
    if (text === null) continue;
    texts.set(encoding, text);
    readings.push(reading(encoding, text));
  }
  const chosenEncoding = readings[0]?.encoding ?? 'windows-1256';
  const text = texts.get(chosenEncoding) ?? decode(bytes, chosenEncoding) ?? '';
  const trusted =
    nonAsciiCount(bytes) >= detectorMinimumBytes && detected.confidence >= detectorMinimumConfidence && chosenEncoding === pick;
  return {
    text,
    choice: {
      chosen: chosenEncoding,
      sure: readings.length <= 1 || trusted,
      decidedBy: 'detector',
      readings: readings.length > 0 ? readings : [reading(chosenEncoding, text)],
    },
  };
}
