import { z } from 'zod';
import type { AgentItemPage, KnowledgeBaseItem } from '../../../../shared/model/service';
import { count, flag, flagOr, maybeCount, maybeText, text, textList } from './fields';

/**
 * §2.3. `status`, `failureReason` and `content` may be null or absent (content only comes with
 * one item); `extension` is a number in the documented list sample and text in its filter, so
 * either is read as text. `used` is a flag, also read from a count.
 */
export const knowledgeBaseItemSchema = z.object({
  id: text,
  userId: maybeText,
  projectId: maybeText,
  itemName: text,
  fileSize: maybeText,
  type: text,
  status: maybeText,
  failureReason: maybeText,
  content: maybeText,
  itemUrl: maybeText,
  itemUrls: textList,
  wordsNumber: maybeCount,
  extension: maybeText,
  createdAt: maybeText,
  isActive: flagOr(false),
  used: z
    .union([flag, count.transform((n) => n > 0)])
    .nullish()
    .catch(null),
}) satisfies z.ZodType<KnowledgeBaseItem, unknown>;

export const knowledgeBasePageSchema = z.object({
  total: count,
  filtered: count,
  items: z.array(knowledgeBaseItemSchema),
}) satisfies z.ZodType<AgentItemPage<KnowledgeBaseItem>, unknown>;
