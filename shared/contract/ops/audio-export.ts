import { z } from 'zod';
import {
  exportFormats,
  loudnessTargets,
  mp3Bitrates,
  type ExportFileReport,
  type ExportOutcome,
  type ExportSettings,
  type SaveAsOutcome,
} from '../../model/audio-export';
import { operation } from '../define';

/** The export choices as the contract and the per-profile file accept them. */
export const exportSettingsSchema = z
  .object({
    format: z.enum(exportFormats),
    mp3Kbps: z.union(mp3Bitrates.map((rate) => z.literal(rate)) as [z.ZodLiteral<64>, ...z.ZodLiteral<(typeof mp3Bitrates)[number]>[]]),
    loudness: z
      .union(loudnessTargets.map((lufs) => z.literal(lufs)) as [z.ZodLiteral<-16>, ...z.ZodLiteral<(typeof loudnessTargets)[number]>[]])
      .nullable(),
    trimSilence: z.boolean(),
  })
  .strict();

const historyId = z.string().min(1).max(200);
/** A selection: bounded so one call cannot tie the core up indefinitely. */
const historyIds = z.array(historyId).min(1).max(5_000);
const fileNameTemplate = z.string().trim().min(1).max(200);

/**
 * Operations audioExport.* (cached clips leaving the studio as files, and the remembered export
 * format). Spread into shared/contract/operations.ts.
 */
export const audioExportOperations = {
  'audioExport.startDrag': operation<{ files: number }>()(
    z.object({ ids: historyIds.max(200), template: fileNameTemplate.optional(), settings: exportSettingsSchema.optional() }).strict(),
    'Desktop only: native drag of the cached files of these history ids (resolved by the core, never a path from the caller).',
  ),
  'audioExport.saveAs': operation<SaveAsOutcome>()(
    z.object({ id: historyId, template: fileNameTemplate.optional(), settings: exportSettingsSchema.optional() }).strict(),
    'Desktop only: asks where to save one cached clip, then writes it there; never overwrites.',
  ),
  'audioExport.fileName': operation<{ name: string }>()(
    z.object({ id: historyId, template: fileNameTemplate.optional(), format: z.enum(exportFormats).optional() }).strict(),
    "The file name one history entry would be exported under: the template's name with the format's extension (WAV's when none is given); the export dialog's preview.",
  ),
  'audioExport.exportToFolder': operation<ExportOutcome>()(
    z
      .object({
        ids: historyIds,
        directory: z.string().min(1).max(4_096).optional(),
        template: fileNameTemplate,
        exportId: z.string().min(1).max(100).optional(),
        settings: exportSettingsSchema.optional(),
      })
      .strict(),
    'Copies cached clips into a folder named by a template; never overwrites; progress as audioExport.exportProgress.',
  ),
  'audioExport.getSettings': operation<ExportSettings>()(
    z.object({}).strict(),
    "The active profile's export format, bitrate, loudness target and trimming (defaults until chosen).",
  ),
  'audioExport.saveSettings': operation<ExportSettings>()(
    exportSettingsSchema,
    'Remembers the export choices for the active profile (written atomically).',
  ),
  'audioExport.prepareDownload': operation<{ url: string; name: string; report?: ExportFileReport }>()(
    z
      .object({
        id: z.string().min(1).max(200),
        template: z.string().trim().min(1).max(200).optional(),
        settings: exportSettingsSchema.optional(),
      })
      .strict(),
    'Web mode: encodes one cached clip in the chosen format and answers a same-origin URL to download it from (the remembered format when none is given).',
  ),
} as const;
