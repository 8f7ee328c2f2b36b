import { ok, type Result } from '../../../shared/contract/errors';
import { fileExtensionOf, isPlainCopy, type ExportFileReport, type ExportSettings } from '../../../shared/model/audio-export';
import { copyExportFile, writeExportFile } from './export-file';
import { runExportInWorker } from './export-runner';
import type { ExportJobResult } from './export-job';

export interface ClipExport {
  /** The cached WAV clips to export as one file (one clip, or a render's parts in order). */
  sources: string[];
  gapMs?: number;
  directory: string;
  /** The file name without its extension (the format decides it). */
  baseName: string;
  settings: ExportSettings;
  title: string;
  artist: string;
  onProgress?: ((done: number, total: number) => void) | undefined;
  signal?: AbortSignal | undefined;
}

export interface ClipExported {
  name: string;
  report: ExportFileReport;
  /** What the export worker wrote; null for a plain copy of one WAV (nothing changed in it). */
  job: ExportJobResult | null;
}

/**
 * Exports clips into `directory` through the atomic writer (export-file.ts): one WAV with nothing
 * to change is copied; anything else is encoded and finished by the export worker into the temp
 * file. Never replaces an existing file; a failed or cancelled export leaves nothing behind.
 */
export async function exportClip(request: ClipExport): Promise<Result<ClipExported>> {
  const { directory, baseName, settings } = request;
  if (isPlainCopy(settings) && request.sources.length === 1) {
    const copied = await copyExportFile(request.sources[0]!, directory, `${baseName}.wav`);
    return copied.ok ? ok({ name: copied.value, report: { name: copied.value }, job: null }) : copied;
  }
  const written = await writeExportFile(directory, `${baseName}.${fileExtensionOf(settings.format)}`, async (temp) => {
    const job = await runExportInWorker(
      { parts: request.sources, gapMs: request.gapMs ?? 0, settings, outputPath: temp, title: request.title, artist: request.artist },
      request.onProgress,
      request.signal,
    );
    // A fallback to WAV is named as what it is.
    return job.ok ? ok({ fileName: `${baseName}.${fileExtensionOf(job.value.format)}`, value: job.value }) : job;
  });
  if (!written.ok) return written;
  const { name, value: job } = written.value;
  const report: ExportFileReport = { name };
  if (job.fellBackToWav) report.fellBackToWav = job.fellBackToWav;
  if (job.trimmedMs) report.trimmedMs = job.trimmedMs;
  if (job.loudness) report.loudness = { measuredLufs: round1(job.loudness.measuredLufs), gainDb: round1(job.loudness.gainDb) };
  return ok({ name, report, job });
}

const round1 = (value: number) => Math.round(value * 10) / 10;
