import { z } from 'zod';
import type { HistoryEntry, HistoryPage } from '../../../../shared/model/service';
import { maybeString } from './envelope';
import { dialectRefSchema } from './voices';

export const historyEntrySchema = z.object({
  id: z.string(),
  audio: z.string(),
  downloadUrl: maybeString,
  script: z.string(),
  createdAt: z.string(),
  ttsVoiceId: maybeString,
  ttsVoice: z
    .object({
      id: maybeString,
      name: maybeString,
      dialect: dialectRefSchema.nullish(),
    })
    .nullish(),
}) satisfies z.ZodType<HistoryEntry>;

export const historyPageSchema = z.object({
  ttsHistories: z.array(historyEntrySchema),
  totalPages: z.number(),
  page: z.number(),
  totalCount: z.number(),
}) satisfies z.ZodType<HistoryPage>;

/**
 * What POST /v2/tts/histories returns in `data`: documented as an array, sampled empty. It may one
 * day hold the new entry (or be the entry itself); anything else is "no entry here", not an error,
 * because the generation was accepted either way.
 */
export const generationAcceptedSchema = z.object({ data: z.unknown() });
