import { z } from 'zod';
import type { Dialect, TtsVoice, VoicePage } from '../../../../shared/model/service';
import { count, flagOr, maybeText, text, textList, usage } from './fields';

/** Paging fields nobody depends on alone: an unreadable one is as good as absent. */
const pagingCount = count.optional().catch(undefined);

/** `dialect` inside a voice or a history entry; a garbled one reads as null, the voice stays. */
export const dialectRefSchema = z
  .object({
    name: maybeText,
    language: maybeText,
    languageCode: maybeText,
  })
  .nullish()
  .catch(null);

/** §2.5. */
export const dialectSchema = z.object({
  id: text,
  name: text,
  language: maybeText,
  languageCode: text,
}) satisfies z.ZodType<Dialect>;

export const dialectListSchema = z.array(dialectSchema);

/** §2.4. */
export const ttsVoiceSchema = z.object({
  id: text,
  name: text,
  language: maybeText,
  // Not needed to use a voice: a voice without tags or a favourite flag is still a voice.
  tags: textList.transform((tags) => tags ?? []),
  voiceRecord: maybeText,
  createdAt: maybeText,
  isFavourite: flagOr(false).catch(false),
  usedInJobs: usage,
  usedInVoiceAgents: usage,
  dialectId: maybeText,
  dialect: dialectRefSchema,
  image: maybeText,
}) satisfies z.ZodType<TtsVoice, unknown>;

/** GET /v2/tts/voices (not in the interface; seen): the paging fields may come under either name. */
export const voicePageSchema = z.object({
  voices: z.array(ttsVoiceSchema),
  total: pagingCount,
  page: pagingCount,
  perPage: pagingCount,
  totalPages: pagingCount,
  totalCount: pagingCount,
}) satisfies z.ZodType<VoicePage, unknown>;
