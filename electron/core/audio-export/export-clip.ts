import { randomBytes } from 'node:crypto';
import { link, open, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fail, ok, type Result } from '../../../shared/contract/errors';
import { fileExtensionOf, type ExportFileReport, type ExportSettings } from '../../../shared/model/audio-export';
import { diskFailure, errnoCode } from '../fs';
import { numberedName } from '../history';
import { runExportInWorker } from './export-runner';
import type { ExportJobResult } from './export-job';

/** Copies never overwrite: "name.mp3" taken → "name (2).mp3" … up to this many tries. */
const maxNameAttempts = 1_000;

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
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal | undefined;
}

export interface ClipExported {
  name: string;
  report: ExportFileReport;
  job: ExportJobResult;
}

/**
 * Encodes clips into `directory` atomically and without replacing anything: the worker writes a
 * hidden temp file there (same file system), which is flushed to disk and then hard-linked under
 * the first free name — a link fails on an existing name, so there is no check-then-write race —
 * and the temp name removed. A failed or cancelled export leaves nothing behind.
 */
export async function exportClip(request: ClipExport): Promise<Result<ClipExported>> {
  const temp = join(request.directory, `.sawt-export-${randomBytes(6).toString('hex')}.tmp`);
  try {
    const job = await runExportInWorker(
      {
        parts: request.sources,
        gapMs: request.gapMs ?? 0,
        settings: request.settings,
        outputPath: temp,
        title: request.title,
        artist: request.artist,
      },
      request.onProgress,
      request.signal,
    );
    if (!job.ok) return job;
    const synced = await flushToDisk(temp);
    if (!synced.ok) return synced;
    const placed = await linkWithoutOverwrite(temp, request.directory, `${request.baseName}.${fileExtensionOf(job.value.format)}`);
    if (!placed.ok) return placed;
    const report: ExportFileReport = { name: placed.value };
    if (job.value.fellBackToWav) report.fellBackToWav = job.value.fellBackToWav;
    if (job.value.trimmedMs) report.trimmedMs = job.value.trimmedMs;
    if (job.value.loudness)
      report.loudness = { measuredLufs: round1(job.value.loudness.measuredLufs), gainDb: round1(job.value.loudness.gainDb) };
    return ok({ name: placed.value, report, job: job.value });
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}

const round1 = (value: number) => Math.round(value * 10) / 10;

async function flushToDisk(path: string): Promise<Result<void>> {
  try {
    const handle = await open(path, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    return ok(undefined);
  } catch (error) {
    return diskFailure('an exported clip', path, 'save', error);
  }
}

async function linkWithoutOverwrite(temp: string, directory: string, fileName: string): Promise<Result<string>> {
  for (let attempt = 1; attempt <= maxNameAttempts; attempt++) {
    const name = numberedName(fileName, attempt);
    try {
      await link(temp, join(directory, name));
      return ok(name);
    } catch (error) {
      if (errnoCode(error) === 'EEXIST') continue;
      return diskFailure('an exported clip', join(directory, name), 'save', error);
    }
  }
  return fail('DISK', `Every name from "${fileName}" to "${numberedName(fileName, maxNameAttempts)}" is taken in that folder`);
}
