import { z } from 'zod';
import type { Project, VoiceAgent, VoiceAgentPage, VoiceDictionary, VoiceDictionaryPage } from '../../../../shared/model/service';
import { count, maybeCount, maybeFlag, maybeText, text } from './fields';

/** Only id and name: whatever else the service says about the project (keys included) is dropped. */
export const projectSchema = z.object({
  id: text,
  name: maybeText,
}) satisfies z.ZodType<Project, unknown>;

export const voiceAgentSchema = z.object({
  id: text,
  agentName: text,
}) satisfies z.ZodType<VoiceAgent, unknown>;

export const voiceAgentPageSchema = z.object({
  total: count,
  filtered: count,
  voiceAgents: z.array(voiceAgentSchema),
}) satisfies z.ZodType<VoiceAgentPage, unknown>;

export const voiceDictionarySchema = z.object({
  id: text,
  name: text,
  wordsCount: maybeCount,
  isUsed: maybeFlag,
  createdAt: maybeText,
}) satisfies z.ZodType<VoiceDictionary, unknown>;

export const voiceDictionaryPageSchema = z.object({
  dictionaries: z.array(voiceDictionarySchema),
  total: count,
  page: maybeCount,
  pageSize: maybeCount,
}) satisfies z.ZodType<VoiceDictionaryPage, unknown>;
