import { z } from 'zod';
import type { AgentItemPage, KnowledgeBaseItem } from '../../../../shared/model/service';
import { maybeBoolean, maybeNumber, maybeString } from './envelope';

export const knowledgeBaseItemSchema = z.object({
  id: z.string(),
  userId: maybeString,
  projectId: maybeString,
  itemName: z.string(),
  fileSize: maybeString,
  type: z.string(),
  status: maybeString,
  failureReason: maybeString,
  content: maybeString,
  itemUrl: maybeString,
  itemUrls: z.array(z.string()).nullish(),
  wordsNumber: maybeNumber,
  extension: maybeString,
  createdAt: maybeString,
  isActive: z.boolean(),
  used: maybeBoolean,
}) satisfies z.ZodType<KnowledgeBaseItem>;

export const knowledgeBasePageSchema = z.object({
  total: z.number(),
  filtered: z.number(),
  items: z.array(knowledgeBaseItemSchema),
}) satisfies z.ZodType<AgentItemPage<KnowledgeBaseItem>>;
