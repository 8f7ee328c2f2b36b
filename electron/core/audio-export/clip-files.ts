import { ok, type Result } from '../../../shared/contract';
import { defaultFileNameTemplate, type ExportFileReport, type ExportSettings } from '../../../shared/model/audio-export';
import type { OwnedClip } from '../history';
import { exportClip } from './export-clip';
import { renderFileName } from './file-name-template';

export function fileNameOf(clip: Pick<OwnedClip, 'row'>, template = defaultFileNameTemplate): string {
  return renderFileName(template, clip.row);
}

/** The exported file's name without its extension (the format adds it). */
export function baseNameOf(clip: Pick<OwnedClip, 'row'>, template = defaultFileNameTemplate): string {
  return fileNameOf(clip, template).replace(/\.wav$/u, '');
}

const titleLength = 80;

/** Tags of an exported clip: the title is the script's start, the artist the voice. */
export function tagsOf(clip: Pick<OwnedClip, 'row'>): { title: string; artist: string } {
  const script = clip.row.script.trim().replace(/\s+/gu, ' ');
  const title = script.length <= titleLength ? script : `${script.slice(0, titleLength).replace(/\s+\S*$/u, '')}…`;
  return { title, artist: clip.row.voiceName };
}

/**
 * Writes one clip into `directory` under its template name: a plain WAV copy when nothing is to
 * change, else encoded and finished by the export worker; either way through the atomic writer
 * (export-file.ts), so a file under its final name is always complete. Never replaces an existing file.
 */
export async function writeClipAs(
  clip: OwnedClip,
  directory: string,
  baseName: string,
  settings: ExportSettings,
  onProgress?: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<Result<{ name: string; report: ExportFileReport | null }>> {
  const exported = await exportClip({ sources: [clip.path], directory, baseName, settings, ...tagsOf(clip), onProgress, signal });
  if (!exported.ok) return exported;
  const { report, job } = exported.value;
  const noteworthy = job && (report.fellBackToWav || report.trimmedMs || report.loudness);
  return ok({ name: exported.value.name, report: noteworthy ? report : null });
}
