import { z } from 'zod';
import { exportFormats, loudnessTargets, mp3Bitrates, type ExportFileReport, type ExportSettings } from '../../model/audio-export';
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

/** Operations audioExport.* (the remembered export format). Spread into shared/contract/operations.ts. */
export const audioExportOperations = {
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
  'audioExport.pieceSubtitles': operation<{ name: string; text: string }>()(
    z.object({ pieceId: z.string().min(1).max(100), format: z.enum(['srt', 'vtt']), grouping: z.enum(['part', 'sentence']) }).strict(),
    "SRT or WebVTT for a long script's joined render, one cue per part or per sentence, timed from the parts' audio.",
  ),
} as const;
