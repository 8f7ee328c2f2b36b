import { spawnSync } from 'node:child_process';

/**
 * Independent decoders for the export tests (Debian's ffmpeg, ffprobe and sox, tests only): what
 * a written file holds as other software reads it, never as the studio's own code does.
 */

/** Runs a tool and answers its stdout and stderr together; throws with its stderr on failure. */
export function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
  return `${result.stdout}${result.stderr}`;
}

export interface Probed {
  codec: string;
  rate: number;
  channels: number;
  seconds: number;
  tags: Record<string, string>;
}

/** ffprobe: the first stream's codec, rate and channels, the file's duration and tags (keys lower-cased). */
export function probe(path: string): Probed {
  const json = JSON.parse(run('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', path])) as {
    streams: Array<{ codec_name: string; sample_rate: string; channels: number; tags?: Record<string, string> }>;
    format: { duration: string; tags?: Record<string, string> };
  };
  const stream = json.streams[0]!;
  const tags = Object.fromEntries(Object.entries({ ...json.format.tags, ...stream.tags }).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    codec: stream.codec_name,
    rate: Number(stream.sample_rate),
    channels: stream.channels,
    seconds: Number(json.format.duration),
    tags,
  };
}

/** ffmpeg's ebur128 filter: integrated loudness (LUFS) and true peak (dBTP) from its summary. */
export function meter(path: string): { lufs: number; truePeak: number } {
  const out = run('ffmpeg', ['-hide_banner', '-nostats', '-i', path, '-af', 'ebur128=peak=true', '-f', 'null', '-']);
  const summary = out.slice(out.lastIndexOf('Summary:'));
  return { lufs: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)![1]), truePeak: Number(/Peak:\s+(-?[\d.]+) dBFS/.exec(summary)![1]) };
}

/** sox's own reading of a file's header: rate, channels, length (s) and sample encoding. */
export function soxInfo(path: string): { rate: number; channels: number; seconds: number; encoding: string } {
  return {
    rate: Number(run('soxi', ['-r', path]).trim()),
    channels: Number(run('soxi', ['-c', path]).trim()),
    seconds: Number(run('soxi', ['-D', path]).trim()),
    encoding: run('soxi', ['-e', path]).trim(),
  };
}

/** RMS level (dBFS) of each channel as ffmpeg decodes the file (astats), in channel order; of [start, end) s if given. */
export function channelLevels(path: string, range?: { start: number; end: number }): number[] {
  const trim = range ? `atrim=${range.start}:${range.end},` : '';
  const out = run('ffmpeg', ['-hide_banner', '-nostats', '-i', path, '-af', `${trim}astats=measure_overall=none`, '-f', 'null', '-']);
  return [...out.matchAll(/RMS level dB:\s+(-?[\d.]+|-inf)/g)].map((m) => (m[1] === '-inf' ? -Infinity : Number(m[1])));
}
