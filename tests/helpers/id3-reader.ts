import { readFileSync } from 'node:fs';

/**
 * A second reader of ID3v2 tags for the deliverables tests, beside ffprobe (Debian here has no
 * id3v2, eyeD3 or mutagen): the frames as the ID3v2.4 specification lays them out, read from the
 * file's bytes without the studio's writer. Text frames decoded by their encoding byte; CHAP with
 * its times and sub-frames; CTOC with its children; APIC with its picture bytes.
 */

export interface Id3Frame {
  id: string;
  /** Text frames: their strings (TXXX: description then value). */
  text?: string[];
  chapter?: { elementId: string; startMs: number; endMs: number; frames: Id3Frame[] };
  toc?: { elementId: string; topLevel: boolean; ordered: boolean; children: string[]; frames: Id3Frame[] };
  picture?: { mimeType: string; type: number; bytes: Buffer };
}

export interface Id3Tag {
  version: number;
  frames: Id3Frame[];
}

const syncsafe = (b: Buffer, at: number) => (b[at]! << 21) | (b[at + 1]! << 14) | (b[at + 2]! << 7) | b[at + 3]!;

function decodeText(encoding: number, bytes: Buffer): string[] {
  const text =
    encoding === 0
      ? bytes.toString('latin1')
      : encoding === 3
        ? bytes.toString('utf8')
        : new TextDecoder(encoding === 1 ? 'utf-16' : 'utf-16be').decode(bytes);
  return text.replace(/\0+$/u, '').split('\0');
}

/** The end of a NUL-terminated Latin-1 string starting at `at`. */
const nulAt = (b: Buffer, at: number) => b.indexOf(0, at);

function readFrames(b: Buffer, from: number, to: number, version: number): Id3Frame[] {
  const frames: Id3Frame[] = [];
  let at = from;
  while (at + 10 <= to && b[at] !== 0) {
    const id = b.toString('latin1', at, at + 4);
    const size = version === 4 ? syncsafe(b, at + 4) : b.readUInt32BE(at + 4);
    const body = b.subarray(at + 10, at + 10 + size);
    frames.push(readFrame(id, body, version));
    at += 10 + size;
  }
  return frames;
}

function readFrame(id: string, body: Buffer, version: number): Id3Frame {
  if (id.startsWith('T')) return { id, text: decodeText(body[0]!, body.subarray(1)) };
  if (id === 'COMM') return { id, text: decodeText(body[0]!, body.subarray(4)) };
  if (id === 'CHAP') {
    const end = nulAt(body, 0);
    const frames = readFrames(body, end + 17, body.length, version);
    return {
      id,
      chapter: {
        elementId: body.toString('latin1', 0, end),
        startMs: body.readUInt32BE(end + 1),
        endMs: body.readUInt32BE(end + 5),
        frames,
      },
    };
  }
  if (id === 'CTOC') {
    const end = nulAt(body, 0);
    const flags = body[end + 1]!;
    const children: string[] = [];
    let at = end + 3;
    for (let i = 0; i < body[end + 2]!; i++) {
      const stop = nulAt(body, at);
      children.push(body.toString('latin1', at, stop));
      at = stop + 1;
    }
    const frames = readFrames(body, at, body.length, version);
    return {
      id,
      toc: { elementId: body.toString('latin1', 0, end), topLevel: (flags & 2) !== 0, ordered: (flags & 1) !== 0, children, frames },
    };
  }
  if (id === 'APIC') {
    const encoding = body[0]!;
    const mimeEnd = nulAt(body, 1);
    let at = mimeEnd + 2;
    // The description ends with one NUL (Latin-1, UTF-8) or two (UTF-16), on a code unit boundary.
    if (encoding === 1 || encoding === 2) {
      while (body[at] !== 0 || body[at + 1] !== 0) at += 2;
      at += 2;
    } else at = nulAt(body, at) + 1;
    return { id, picture: { mimeType: body.toString('latin1', 1, mimeEnd), type: body[mimeEnd + 1]!, bytes: body.subarray(at) } };
  }
  return { id };
}

/** The ID3v2 tag at the start of `path`; throws when there is none. */
export function readId3(path: string): Id3Tag {
  const b = readFileSync(path);
  if (b.toString('latin1', 0, 3) !== 'ID3') throw new Error(`${path}: no ID3v2 tag`);
  const version = b[3]!;
  return { version, frames: readFrames(b, 10, 10 + syncsafe(b, 6), version) };
}

/** The strings of the first frame `id` (for TXXX, the one with this description), or undefined. */
export function id3Text(frames: Id3Frame[], id: string, description?: string): string | undefined {
  const frame = frames.find((f) => f.id === id && (description === undefined || f.text?.[0] === description));
  return description === undefined ? frame?.text?.join('\0') : frame?.text?.[1];
}
