import { z } from 'zod';
import type { HistoryEntry, HistoryPage } from '../../../../shared/model/service';
import { count, maybeText, text } from './fields';
import { dialectRefSchema } from './voices';

/** §2.6. `ttsVoiceId` and `ttsVoice.id` are not documented but kept when sent: they name the voice exactly. */
export const historyEntrySchema = z.object({
  id: text,
  audio: z.string(),
  downloadUrl: maybeText,
  script: z.string(),
  createdAt: z.string(),
  ttsVoiceId: maybeText,
  ttsVoice: z
    .object({
      id: maybeText,
      name: maybeText,
      dialect: dialectRefSchema,
    })
    .nullish()
    .catch(null),
}) satisfies z.ZodType<HistoryEntry, unknown>;

/** §4.4 GET /v2/tts/histories. */
export const historyPageSchema = z.object({
  ttsHistories: z.array(historyEntrySchema),
  totalPages: count,
  page: count,
  totalCount: count,
}) satisfies z.ZodType<HistoryPage, unknown>;

/**
 * What POST /v2/tts/histories returns in `data`: documented as an array, sampled empty. It may one
 * day hold the new entry (or be the entry itself, or be absent); anything is "no entry here", not
 * an error, because the generation was accepted either way.
 */
export const generationAcceptedSchema = z.object({ data: z.unknown().optional() });
