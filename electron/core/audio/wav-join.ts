import { randomBytes } from 'node:crypto';
import { open, rename, unlink, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fail, ok, type Result } from '../../../shared/contract';
import { diskFailure, nodeFileSystem, syncDirectory } from '../fs';
import { readFmt, readWavChunks, riffLimit, wavHeader } from './wav-riff';

/**
 * Joins WAV clips of one format into one WAV file: the PCM samples of each `data` chunk back to
 * back under a fresh header, with exact silence around each clip for the script's pause markers.
 * The service makes every clip of a voice in the same format; clips that differ (rate, channels,
 * bit depth) cannot be joined by concatenation and are refused.
 *
 * Streaming: only each clip's header is read whole; samples and silence go to disk a bounded
 * chunk at a time, so memory stays flat however long the render (a whole-output buffer of a
 * long render with long pauses would be gigabytes on the core's thread). The size is known from
 * the headers, so the 4 GB WAV limit is checked before a byte is written; the file is written
 * under a temporary name beside the target and renamed into place once complete and synced.
 */

/** Silence (ms) before and after one clip, from the script's pause markers. */
export interface ClipPauses {
  beforeMs: number;
  afterMs: number;
}

/** Header bytes read to find a clip's data chunk (a TTS clip's header is 44 bytes; tags may add some). */
const headerBytes = 64 * 1024;
/** Samples and silence are copied this much at a time: the join's whole working memory. */
const chunkBytes = 1024 * 1024;

/** One stretch of the output's data: silence, or a range of a clip file. */
type Stretch = { silence: number } | { path: string; offset: number; bytes: number };

interface ClipLayout {
  format: Uint8Array;
  dataOffset: number;
  /** Whole sample frames only: trimming a stray byte keeps the channels aligned. */
  dataBytes: number;
}

export interface JoinedWav {
  /** The file's size in bytes. */
  bytes: number;
}

/** Writes the joined WAV of `clips` (paths of WAV files, in order) to `target`. */
export async function writeJoinedWav(
  target: string,
  clips: readonly string[],
  pauses: readonly ClipPauses[] = [],
): Promise<Result<JoinedWav>> {
  if (clips.length === 0) return fail('VALIDATION', 'There are no clips to join.');
  const layouts: ClipLayout[] = [];
  for (const [index, path] of clips.entries()) {
    const layout = await readClipLayout(path, index);
    if (!layout.ok) return layout;
    if (layouts[0] && !sameBytes(layouts[0].format, layout.value.format)) {
      return fail('BAD_RESPONSE', `The audio of part ${index + 1} has a different format from part 1, so the parts cannot be joined.`);
    }
    layouts.push(layout.value);
  }
  const format = layouts[0]!.format;
  const stretches: Stretch[] = layouts.flatMap((layout, index) => {
    const clip = { path: clips[index]!, offset: layout.dataOffset, bytes: layout.dataBytes };
    const pause = pauses[index];
    return pause ? [{ silence: silenceBytes(pause.beforeMs, format) }, clip, { silence: silenceBytes(pause.afterMs, format) }] : [clip];
  });
  const dataBytes = stretches.reduce((sum, s) => sum + ('silence' in s ? s.silence : s.bytes), 0);
  const header = wavHeader(format, dataBytes);
  const total = header.byteLength + dataBytes;
  if (total > riffLimit) return fail('VALIDATION', 'The joined audio would be larger than a WAV file can hold (4 GB).');
  const written = await writeThroughTemp(target, async (out) => {
    await writeAll(out, header);
    const buffer = new Uint8Array(chunkBytes);
    for (const stretch of stretches) {
      if ('silence' in stretch) await writeSilence(out, stretch.silence, format);
      else await copyRange(out, stretch, buffer);
    }
  });
  return written.ok ? ok({ bytes: total }) : written;
}

async function readClipLayout(path: string, index: number): Promise<Result<ClipLayout>> {
  let file: FileHandle;
  try {
    file = await open(path, 'r');
  } catch (error) {
    return diskFailure(`the audio of part ${index + 1}`, path, 'read', error);
  }
  try {
    const size = (await file.stat()).size;
    const header = new Uint8Array(Math.min(size, headerBytes));
    await file.read(header, 0, header.byteLength, 0);
    const wav = readWavChunks(header);
    if (!wav) return fail('BAD_RESPONSE', `The audio of part ${index + 1} is not a WAV file the studio can join.`);
    const available = Math.max(0, Math.min(wav.declaredBytes, size - wav.dataOffset));
    const frame = blockAlignOf(wav.format);
    return ok({ format: wav.format.slice(), dataOffset: wav.dataOffset, dataBytes: available - (available % frame) });
  } catch (error) {
    return diskFailure(`the audio of part ${index + 1}`, path, 'read', error);
  } finally {
    await file.close().catch(() => undefined);
  }
}

function blockAlignOf(format: Uint8Array): number {
  return readFmt(format).blockAlign || 1;
}

/** Whole frames of silence: exact to the sample, rounded to the nearest frame. */
function silenceBytes(ms: number, format: Uint8Array): number {
  return Math.round((ms * readFmt(format).sampleRate) / 1000) * blockAlignOf(format);
}

async function writeSilence(out: FileHandle, bytes: number, format: Uint8Array): Promise<void> {
  if (bytes === 0) return;
  const chunk = new Uint8Array(Math.min(bytes, chunkBytes));
  // 8-bit PCM is unsigned: its silence is the midpoint, 128; wider PCM and float are zero.
  if (readFmt(format).bitsPerSample === 8) chunk.fill(0x80);
  for (let left = bytes; left > 0; left -= chunk.byteLength)
    await writeAll(out, left >= chunk.byteLength ? chunk : chunk.subarray(0, left));
}

async function copyRange(out: FileHandle, range: { path: string; offset: number; bytes: number }, buffer: Uint8Array): Promise<void> {
  const source = await open(range.path, 'r');
  try {
    for (let done = 0; done < range.bytes;) {
      const { bytesRead } = await source.read(buffer, 0, Math.min(buffer.byteLength, range.bytes - done), range.offset + done);
      // The header promised these bytes: a clip that shrank meanwhile must not leave a short file.
      if (bytesRead === 0) throw Object.assign(new Error(`${range.path} ended early`), { code: 'EIO' });
      await writeAll(out, buffer.subarray(0, bytesRead));
      done += bytesRead;
    }
  } finally {
    await source.close().catch(() => undefined);
  }
}

async function writeAll(out: FileHandle, bytes: Uint8Array): Promise<void> {
  for (let at = 0; at < bytes.byteLength;) at += (await out.write(bytes, at, bytes.byteLength - at)).bytesWritten;
}

/**
 * Writes `target` through a temporary file beside it (named as writeFileAtomic names its own, so
 * start-up clean-up knows it), synced before the rename: a crash leaves the old file or the new
 * one, never a short file under the final name.
 */
async function writeThroughTemp(target: string, write: (out: FileHandle) => Promise<void>): Promise<Result<void>> {
  const temp = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  let out: FileHandle | null = null;
  try {
    out = await open(temp, 'wx', 0o600);
    await write(out);
    await out.sync();
    await out.close();
    out = null;
    await rename(temp, target);
  } catch (error) {
    await out?.close().catch(() => undefined);
    await unlink(temp).catch(() => undefined);
    return diskFailure('the joined audio of a long script', target, 'save new', error);
  }
  await syncDirectory(nodeFileSystem, dirname(target));
  return ok(undefined);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && a.every((value, i) => value === b[i]);
}
