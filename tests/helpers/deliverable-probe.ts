import { spawnSync } from 'node:child_process';
import { run } from './audio-tools';

/**
 * Reading deliverables back with independent tools (Debian's ffprobe and ffmpeg): chapter marks,
 * tags, the cover, and the audio as a player decodes it.
 */

export interface ProbedChapter {
  startSeconds: number;
  endSeconds: number;
  title: string;
}

export function probeChapters(path: string): ProbedChapter[] {
  const json = JSON.parse(run('ffprobe', ['-v', 'error', '-show_chapters', '-of', 'json', path])) as {
    chapters: Array<{ start_time: string; end_time: string; tags?: { title?: string } }>;
  };
  return json.chapters.map((c) => ({ startSeconds: Number(c.start_time), endSeconds: Number(c.end_time), title: c.tags?.title ?? '' }));
}

/** The file's tags as ffprobe names them (keys as given). */
export function probeFormatTags(path: string): Record<string, string> {
  const json = JSON.parse(run('ffprobe', ['-v', 'error', '-show_format', '-of', 'json', path])) as {
    format: { tags?: Record<string, string> };
  };
  return json.format.tags ?? {};
}

/** The stream list: codec type and name of each. */
export function probeStreams(path: string): Array<{ type: string; codec: string; disposition: Record<string, number> }> {
  const json = JSON.parse(run('ffprobe', ['-v', 'error', '-show_streams', '-of', 'json', path])) as {
    streams: Array<{ codec_type: string; codec_name: string; disposition?: Record<string, number> }>;
  };
  return json.streams.map((s) => ({ type: s.codec_type, codec: s.codec_name, disposition: s.disposition ?? {} }));
}

/** The attached picture's bytes exactly as stored (stream copy), or null when there is none. */
export function extractCover(path: string, out: string): Buffer | null {
  const result = spawnSync('ffmpeg', ['-v', 'error', '-y', '-i', path, '-map', '0:v:0', '-c', 'copy', '-f', 'image2', out]);
  if (result.status !== 0) return null;
  return spawnSync('cat', [out], { maxBuffer: 64 * 1024 * 1024 }).stdout;
}

/** The whole file decoded by ffmpeg to mono float samples at `rate`. */
export function decodeMono(path: string, rate: number): Float32Array {
  const result = spawnSync('ffmpeg', ['-v', 'error', '-i', path, '-f', 'f32le', '-ac', '1', '-ar', String(rate), '-'], {
    maxBuffer: 2 * 1024 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`ffmpeg: ${result.stderr.toString()}`);
  const bytes = result.stdout;
  return new Float32Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.byteLength / 4));
}

/** The first sample at or after `from` whose magnitude passes `threshold`; -1 if none. */
export function onsetAfter(samples: Float32Array, from: number, threshold = 0.1): number {
  for (let i = Math.max(0, from); i < samples.length; i++) if (Math.abs(samples[i]!) >= threshold) return i;
  return -1;
}

/** The last sample before `before` whose magnitude passes `threshold`, plus one (where loud audio ends). */
export function offsetBefore(samples: Float32Array, before: number, threshold = 0.1): number {
  for (let i = Math.min(samples.length, before) - 1; i >= 0; i--) if (Math.abs(samples[i]!) >= threshold) return i + 1;
  return -1;
}

/** ffmpeg's astats over [start, end) seconds: RMS level, peak level and the quietest window's RMS (dBFS). */
export function astats(path: string, range?: { start: number; end: number }): { rms: number; peak: number } {
  const trim = range ? `atrim=${range.start}:${range.end},` : '';
  const out = run('ffmpeg', ['-hide_banner', '-nostats', '-i', path, '-af', `${trim}astats=measure_perchannel=none`, '-f', 'null', '-']);
  const overall = out.slice(out.lastIndexOf('Overall'));
  const number = (label: string) => Number(new RegExp(`${label}:\\s+(-?[\\d.]+|-inf)`).exec(overall)?.[1]?.replace('-inf', '-Infinity'));
  return { rms: number('RMS level dB'), peak: number('Peak level dB') };
}
