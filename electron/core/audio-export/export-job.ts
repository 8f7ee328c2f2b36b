import { readFile } from 'node:fs/promises';
import type { ExportFormat, ExportSettings } from '../../../shared/model/audio-export';
import { truePeakCeilingDb } from '../../../shared/model/audio-export';
import { EncodedWriter, outputChannelsFor, outputRateFor } from './encoded-writer';
import { finishPart, measurePart, planLoudness, type LoudnessPlan, type PeakEnvelope, type PartLevel } from './finishing';
import { integratedLoudness } from './loudness-meter';
import { decodeWav, silence, type PcmAudio } from './pcm';
import { resample } from './resample';
import { findSilenceEdges, trimEdges } from './silence-trim';

/**
 * One export: the WAV clips of a render (one clip, or the parts of a joined render in order)
 * become one file in the chosen format — resampled where the format needs it, trimmed and
 * loudness-finished when asked, with silence of `gapMs` between parts. Runs in the export worker.
 */
export interface ExportJob {
  /** Paths of the cached WAV clips, in order (resolved by the core, never from a caller). */
  parts: string[];
  gapMs: number;
  settings: ExportSettings;
  /** Where to write; the caller moves it into place. */
  outputPath: string;
  title: string;
  artist: string;
}

export interface ExportJobResult {
  /** The format written: the chosen one, or WAV when its encoder failed. */
  format: ExportFormat;
  fellBackToWav?: { reason: string };
  durationMs: number;
  /** Each part's length in the file (after trimming), for subtitles and the part list. */
  partDurationsMs: number[];
  trimmedMs?: { start: number; end: number };
  loudness?: { measuredLufs: number; gainDb: number; truePeakDb: number };
}

export type ProgressReport = (done: number, total: number) => void;

/**
 * The ceiling the limiter aims at, under the promised −1 dBTP: a little under it for PCM and
 * FLAC (meters differ by a few hundredths), more for lossy codecs, whose decoded peaks overshoot
 * the input by up to a dB (AES TD1004 advises −2 dBTP before low-rate coding).
 */
function internalCeiling(format: ExportFormat): number {
  if (format === 'mp3' || format === 'opus') return truePeakCeilingDb - 1.2;
  if (format === 'phone') return truePeakCeilingDb - 1;
  return truePeakCeilingDb - 0.2;
}

/**
 * How much louder (LU) the audio is finished before an encoder that changes its level, so the
 * decoded file lands on the target. LAME's output decodes 0.445 dB below its input whatever the
 * rate, bitrate or signal (measured with ffmpeg's decoder on sines, pink noise and speech at
 * 16–48 kHz, 64–320 kbps, and the same with ffmpeg's own libmp3lame); the other codecs keep the
 * level of what they can code.
 */
export function encoderLevelChangeDb(format: ExportFormat): number {
  return format === 'mp3' ? -0.445 : 0;
}

interface LoadedPart {
  audio: PcmAudio;
  trimmed: { start: number; end: number };
}

/** At most this many corrections after the first finish: each costs one more pass and meter run. */
const maxCorrections = 3;

/**
 * Finishes a single-part export and checks the result with the meter: the limiter's loss is
 * estimated beforehand, and where that estimate was off by more than 0.1 LU the part is finished
 * again from its original samples with the gain corrected. Under a low ceiling (lossy formats)
 * one correction is not enough, since more gain means more limiting: later corrections follow
 * the slope seen so far (the secant), bounded so a flat stretch cannot send the gain far off.
 */
function finishVerified(audio: PcmAudio, plan: LoudnessPlan, target: number, ceiling: number, envelope?: PeakEnvelope): number {
  const original = audio.channels.map((channel) => channel.slice());
  let peak = finishPart(audio, plan.gainDb, ceiling, envelope);
  let error = target - integratedLoudness(audio);
  let previous: { gainDb: number; error: number } | null = null;
  for (let round = 0; round < maxCorrections && Math.abs(error) > 0.1 && Number.isFinite(error); round++) {
    // LU gained per dB of gain: 1 without limiting, less the harder the limiter works.
    const slope = previous ? Math.min(1, Math.max(0.2, (previous.error - error) / (plan.gainDb - previous.gainDb))) : 1;
    previous = { gainDb: plan.gainDb, error };
    plan.gainDb += error / slope;
    original.forEach((channel, c) => audio.channels[c]!.set(channel));
    peak = finishPart(audio, plan.gainDb, ceiling, envelope);
    error = target - integratedLoudness(audio);
  }
  return peak;
}

export async function runExportJob(job: ExportJob, progress: ProgressReport = () => undefined): Promise<ExportJobResult> {
  try {
    return await writeJob(job, job.settings.format, progress);
  } catch (error) {
    if (job.settings.format === 'wav') throw error;
    // A failing encoder keeps the work: the same audio, finished the same way, as WAV.
    const reason = error instanceof Error ? error.message : String(error);
    const result = await writeJob(job, 'wav', progress);
    return { ...result, fellBackToWav: { reason } };
  }
}

async function writeJob(job: ExportJob, format: ExportFormat, progress: ProgressReport): Promise<ExportJobResult> {
  const { settings } = job;
  // The level aimed at before encoding: the target, plus what the encoder will take away.
  const target = settings.loudness === null ? null : settings.loudness - encoderLevelChangeDb(format);
  const ceiling = internalCeiling(format);
  const total = job.parts.length * (target === null ? 1 : 2);
  let done = 0;
  const step = () => progress(++done, total);

  let rate = 0;
  let channels = 0;
  const load = async (index: number): Promise<LoadedPart> => {
    const decoded = decodeWav(new Uint8Array(await readFile(job.parts[index]!)));
    if (!decoded.ok) throw new Error(`Part ${index + 1}: ${decoded.error.message}`);
    if (rate === 0) {
      rate = outputRateFor(format, decoded.value.sampleRate);
      channels = outputChannelsFor(format, decoded.value.channels.length);
    }
    const audio = await resample(decoded.value, rate);
    if (!settings.trimSilence) return { audio, trimmed: { start: 0, end: 0 } };
    const edges = findSilenceEdges(audio);
    return { audio: trimEdges(audio, edges), trimmed: { start: edges.start, end: edges.end } };
  };

  // Pass 1 (finishing only): measure each part; a single part stays loaded for pass 2.
  const levels: Array<PartLevel & { envelope?: PeakEnvelope }> = [];
  let kept: LoadedPart | null = null;
  if (target !== null) {
    for (let index = 0; index < job.parts.length; index++) {
      const part = await load(index);
      const level = measurePart(part.audio, target, ceiling);
      // A joined render keeps no envelope between the passes (one per part would hold as much
      // memory as the whole render's audio); pass 2 derives it again from the part it loads.
      if (job.parts.length > 1) delete level.envelope;
      levels.push(level);
      if (job.parts.length === 1) kept = part;
      step();
    }
  }
  const plan = target === null ? null : planLoudness(levels, target);

  const partDurationsMs: number[] = [];
  const trimmed = { start: 0, end: 0 };
  let truePeak = -Infinity;
  let writer: EncodedWriter | null = null;
  try {
    for (let index = 0; index < job.parts.length; index++) {
      const part = kept ?? (await load(index));
      kept = null;
      if (!writer)
        writer = await EncodedWriter.open({
          path: job.outputPath,
          format,
          mp3Kbps: settings.mp3Kbps,
          sampleRate: rate,
          channels,
          title: job.title,
          artist: job.artist,
        });
      const level = levels[index];
      if (plan && target !== null) {
        const single = job.parts.length === 1;
        truePeak = Math.max(
          truePeak,
          single
            ? finishVerified(part.audio, plan, target, ceiling, level?.envelope)
            : finishPart(part.audio, plan.gainDb, ceiling, level?.envelope),
        );
      }
      if (level) delete level.envelope;
      await writer.write(part.audio);
      partDurationsMs.push(((part.audio.channels[0]?.length ?? 0) / rate) * 1000);
      if (index === 0) trimmed.start = (part.trimmed.start / rate) * 1000;
      if (index === job.parts.length - 1) trimmed.end = (part.trimmed.end / rate) * 1000;
      if (job.gapMs > 0 && index < job.parts.length - 1) await writer.write(silence(rate, part.audio.channels.length, job.gapMs));
      step();
    }
    if (!writer) throw new Error('There is nothing to export.');
    await writer.finish();
  } catch (error) {
    await writer?.cancel().catch(() => undefined);
    throw error;
  }
  const gaps = job.gapMs > 0 ? job.gapMs * (job.parts.length - 1) : 0;
  return {
    format,
    durationMs: partDurationsMs.reduce((sum, ms) => sum + ms, 0) + gaps,
    partDurationsMs,
    ...(settings.trimSilence ? { trimmedMs: { start: Math.round(trimmed.start), end: Math.round(trimmed.end) } } : {}),
    ...(plan ? { loudness: { measuredLufs: plan.measuredLufs, gainDb: plan.gainDb, truePeakDb: truePeak } } : {}),
  };
}
