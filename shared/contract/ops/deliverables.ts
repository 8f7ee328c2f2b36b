import { z } from 'zod';
import { exportFormats, mp3Bitrates, subtitleChoices } from '../../model/audio-export';
import {
  aacBitrates,
  loudnessPresets,
  type BookDownload,
  type BookExportOutcome,
  type DeliverableSettings,
} from '../../model/deliverables';
import { operation } from '../define';

/**
 * Operations deliverables.* (issue 31): a whole project's deliverables — chapter files, an M4B
 * and/or a book MP3 with chapter marks, tags, a cover, a loudness preset, subtitles — with the
 * choices remembered per project. Spread into shared/contract/operations.ts.
 */

const projectId = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/u, 'an id is a lowercase uuid (letters a–z, digits, - and _)');
const text = (max: number) => z.string().max(max);

export const bookMetadataSchema = z
  .object({
    title: text(300),
    subtitle: text(300),
    author: text(300),
    narrator: text(300),
    publisher: text(300),
    // As typed: the core reads a year in Arabic-Indic digits and a language by its name, and refuses
    // what it cannot read naming the field (shared/model/deliverable-choices.ts).
    year: text(40),
    language: text(40),
    description: text(4000),
  })
  .strict();

/** The choices as the contract and the per-project file accept them (the cover is set by its own operation). */
export const deliverableChoicesSchema = z
  .object({
    chapterFormat: z.enum(exportFormats).nullable(),
    // Checked by the core (choiceProblem) when chapter files are chosen, so the refusal names the field.
    fileNameTemplate: z.string().max(200),
    m4b: z.boolean(),
    m4bKbps: z.union(aacBitrates.map((rate) => z.literal(rate)) as [z.ZodLiteral<64>, ...z.ZodLiteral<(typeof aacBitrates)[number]>[]]),
    bookMp3: z.boolean(),
    mp3Kbps: z.union(mp3Bitrates.map((rate) => z.literal(rate)) as [z.ZodLiteral<64>, ...z.ZodLiteral<(typeof mp3Bitrates)[number]>[]]),
    loudness: z.enum(loudnessPresets),
    trimSilence: z.boolean(),
    subtitles: z.enum(subtitleChoices),
    metadata: bookMetadataSchema,
  })
  .strict();

export type DeliverableChoices = z.infer<typeof deliverableChoicesSchema>;

/** A cover image as the renderer read it from a file the user chose (base64 of at most 10 MB). */
const coverData = z.string().max(14_000_000);

export const deliverablesOperations = {
  'deliverables.getSettings': operation<DeliverableSettings>()(
    z.object({ projectId }).strict(),
    "The project's remembered export choices (the defaults, titled with the project's name, until chosen), with its cover if one was set.",
  ),
  'deliverables.saveSettings': operation<DeliverableSettings>()(
    z.object({ projectId, settings: deliverableChoicesSchema }).strict(),
    "Remembers the project's export choices (written atomically); the cover is kept as it is.",
  ),
  'deliverables.setCover': operation<DeliverableSettings>()(
    z.object({ projectId, fileName: z.string().min(1).max(255), data: coverData.nullable() }).strict(),
    "Checks an image (JPEG or PNG by its bytes, square, 300–8000 px, at most 10 MB) and keeps it as the project's cover; null removes the cover.",
  ),
  'deliverables.export': operation<BookExportOutcome>()(
    z
      .object({
        projectId,
        directory: z.string().min(1).max(4_096).optional(),
        settings: deliverableChoicesSchema.optional(),
        exportId: z.string().min(1).max(100),
      })
      .strict(),
    "Exports the whole project into a folder (the system dialog's on the desktop, a typed path in web mode): chapter files, M4B and/or book MP3 with chapter marks from the samples written, tags, cover, loudness preset, subtitles; every file under a temp name until the last is complete, never overwriting; progress per chapter as deliverables.exportProgress; cancelled by deliverables.cancelExport.",
  ),
  'deliverables.prepareDownload': operation<BookDownload>()(
    z.object({ projectId, settings: deliverableChoicesSchema.optional(), exportId: z.string().min(1).max(100) }).strict(),
    "Web mode: exports the whole project as deliverables.export does, into the profile's downloads, and answers a same-origin URL for each file; progress and cancel as for deliverables.export.",
  ),
  'deliverables.cancelExport': operation<{ cancelled: boolean }>()(
    z.object({ exportId: z.string().min(1).max(100) }).strict(),
    'Stops a running project export; nothing it was writing is left under a final name.',
  ),
} as const;
