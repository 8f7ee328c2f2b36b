import { z } from 'zod';
import type {
  Project,
  VoiceAgent,
  VoiceAgentPage,
  VoiceDictionary,
  VoiceDictionaryPage,
} from '../../../../shared/model/service';
import { maybeBoolean, maybeNumber, maybeString } from './envelope';

/** Only id and name: whatever else the service says about the project (keys included) is dropped. */
export const projectSchema = z.object({
  id: z.string(),
  name: maybeString,
}) satisfies z.ZodType<Project>;

export const voiceAgentSchema = z.object({
  id: z.string(),
  agentName: z.string(),
}) satisfies z.ZodType<VoiceAgent>;

export const voiceAgentPageSchema = z.object({
  total: z.number(),
  filtered: z.number(),
  voiceAgents: z.array(voiceAgentSchema),
}) satisfies z.ZodType<VoiceAgentPage>;

export const voiceDictionarySchema = z.object({
  id: z.string(),
  name: z.string(),
  wordsCount: maybeNumber,
  isUsed: maybeBoolean,
  createdAt: maybeString,
}) satisfies z.ZodType<VoiceDictionary>;

export const voiceDictionaryPageSchema = z.object({
  dictionaries: z.array(voiceDictionarySchema),
  total: z.number(),
  page: maybeNumber,
  pageSize: maybeNumber,
}) satisfies z.ZodType<VoiceDictionaryPage>;
