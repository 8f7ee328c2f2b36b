import { z } from 'zod';
import type { Dialect, TtsVoice, VoicePage } from '../../../../shared/model/service';
import { maybeNumber, maybeString } from './envelope';

export const dialectRefSchema = z.object({
  name: maybeString,
  language: maybeString,
  languageCode: maybeString,
});

export const dialectSchema = z.object({
  id: z.string(),
  name: z.string(),
  language: maybeString,
  languageCode: z.string(),
}) satisfies z.ZodType<Dialect>;

export const dialectListSchema = z.array(dialectSchema);

export const ttsVoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  language: maybeString,
  // Not needed to use a voice: a voice without tags or a favourite flag is still a voice.
  tags: z.array(z.string()).nullish().transform((tags) => tags ?? []),
  voiceRecord: maybeString,
  createdAt: maybeString,
  isFavourite: z.boolean().nullish().transform((value) => value ?? false),
  usedInJobs: maybeNumber,
  usedInVoiceAgents: maybeNumber,
  dialectId: maybeString,
  dialect: dialectRefSchema.nullish(),
  image: maybeString,
}) satisfies z.ZodType<TtsVoice>;

export const voicePageSchema = z.object({
  voices: z.array(ttsVoiceSchema),
  total: z.number().optional(),
  page: z.number().optional(),
  perPage: z.number().optional(),
  totalPages: z.number().optional(),
  totalCount: z.number().optional(),
}) satisfies z.ZodType<VoicePage>;
