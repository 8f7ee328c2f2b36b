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

interface LoadedPart {
  audio: PcmAudio;
  trimmed: { start: number; end: number };
}

/**
 * Finishes a single-part export and checks the result with the meter: the limiter's loss is
 * estimated beforehand, and where that estimate was off by more than 0.1 LU the part is finished
 * again from its original samples with the gain corrected (one more measurement, one more pass).
 */
function finishVerified(audio: PcmAudio, plan: LoudnessPlan, target: number, ceiling: number, envelope?: PeakEnvelope): number {
  const original = audio.channels.map((channel) => channel.slice());
  let peak = finishPart(audio, plan.gainDb, ceiling, envelope);
  const error = target - integratedLoudness(audio);
  if (Math.abs(error) > 0.1 && Number.isFinite(error)) {
    original.forEach((channel, c) => audio.channels[c]!.set(channel));
    peak = finishPart(audio, plan.gainDb + error, ceiling);
    plan.gainDb += error;
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
  const target = settings.loudness;
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
      levels.push(measurePart(part.audio, target, ceiling));
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
      if (!writer) writer = await EncodedWriter.open({ path: job.outputPath, format, mp3Kbps: settings.mp3Kbps, sampleRate: rate, channels, title: job.title, artist: job.artist });
      const level = levels[index];
      if (plan && target !== null) {
        const single = job.parts.length === 1;
        truePeak = Math.max(truePeak, single ? finishVerified(part.audio, plan, target, ceiling, level?.envelope) : finishPart(part.audio, plan.gainDb, ceiling, level?.envelope));
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
