import type { ExportFormat, ExportSettings } from '../../../shared/model/audio-export';
import { truePeakCeilingDb } from '../../../shared/model/audio-export';
import { EncodedWriter, outputChannelsFor, outputRateFor } from './encoded-writer';
import { ExportSource } from './export-source';
import { finishInto, render } from './finish-render';

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

/**
 * Streams the export: planning reads the parts' headers (and trims), finishing measures and,
 * when the limiter has work, searches the gain (finishing.ts), then one last pass finishes and
 * encodes chunk by chunk. Progress counts parts per pass.
 */
async function writeJob(job: ExportJob, format: ExportFormat, progress: ProgressReport): Promise<ExportJobResult> {
  const { settings } = job;
  // The level aimed at before encoding: the target, plus what the encoder will take away.
  const target = settings.loudness === null ? null : settings.loudness - encoderLevelChangeDb(format);
  const source = await ExportSource.open(job.parts, {
    rateFor: (rate) => outputRateFor(format, rate),
    channelsFor: (channels) => outputChannelsFor(format, channels),
    trimSilence: settings.trimSilence,
    gapMs: job.gapMs,
  });
  // Progress: measuring, searching (however many passes it takes) and writing each count a third.
  const parts = source.partCount;
  const total = target === null ? parts : parts * 3;
  let done = 0;
  let writing = false;
  source.onPartDone = (pass, index) => {
    const stage = target === null || writing ? total - parts : Math.min(pass, 1) * parts;
    done = Math.max(done, stage + index + 1);
    progress(done, total);
  };
  const open = () =>
    EncodedWriter.open({
      path: job.outputPath,
      format,
      mp3Kbps: settings.mp3Kbps,
      sampleRate: source.sampleRate,
      channels: source.channelCount,
      title: job.title,
      artist: job.artist,
    });
  const startWriting = () => (writing = true);
  const finished = target === null ? null : await finishInto(source, target, internalCeiling(format), open, startWriting);
  if (!finished) {
    startWriting();
    await render(source, null, await open());
  }
  const partDurationsMs = source.partDurationsMs();
  const trimmed = source.trimmedMs();
  return {
    format,
    durationMs: (source.totalFrames / source.sampleRate) * 1000,
    partDurationsMs,
    ...(settings.trimSilence ? { trimmedMs: { start: Math.round(trimmed.start), end: Math.round(trimmed.end) } } : {}),
    ...(finished
      ? {
          loudness: {
            measuredLufs: finished.plan.measuredLufs,
            gainDb: finished.plan.gainDb + finished.plan.trimDb,
            truePeakDb: finished.rendered.truePeakDb,
          },
        }
      : {}),
  };
}
