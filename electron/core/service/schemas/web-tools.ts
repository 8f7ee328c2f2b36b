import { z } from 'zod';
import type { AgentItemPage, WebTool } from '../../../../shared/model/service';
import { count, flagOr, maybeCount, maybeFlag, maybeRecord, maybeText, text, textMap } from './fields';

/** §2.2 toolSettings. `serverUrl` is required there; settings without it read as null, the tool stays listed. */
export const webToolSettingsSchema = z
  .object({
    serverUrl: z.string(),
    httpHeaders: textMap,
    pathParameters: maybeRecord,
    timeout: maybeCount,
    authToken: maybeText,
    methodType: maybeText,
  })
  .nullish()
  .catch(null);

/** `params`: name → { type, description }; members that are not objects are skipped. */
const paramsSchema = z
  .unknown()
  .optional()
  .transform((value): Record<string, { type?: string | null; description?: string | null }> | null | undefined => {
    if (value === undefined) return undefined;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const params: Record<string, { type?: string | null; description?: string | null }> = {};
    for (const [name, member] of Object.entries(value)) {
      const read = paramSchema.safeParse(member);
      if (read.success) params[name] = read.data;
    }
    return params;
  });
const paramSchema = z.object({ type: maybeText, description: maybeText });

/** `messages`: [{ type, content }]; members that are not objects are skipped. */
const messagesSchema = z
  .unknown()
  .optional()
  .transform((value): Array<{ type?: string | null; content?: string | null }> | null | undefined => {
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) return null;
    return value.flatMap((member) => {
      const read = messageSchema.safeParse(member);
      return read.success ? [read.data] : [];
    });
  });
const messageSchema = z.object({ type: maybeText, content: maybeText });

/** §2.2. `version` is a number in the interface; text is read too. */
export const webToolSchema = z.object({
  id: text,
  persistentId: maybeText,
  version: z.union([z.number(), z.string()]).nullish().catch(null),
  name: text,
  // A string, not an enum: a tool type the studio does not know yet is still listed.
  type: text,
  userId: maybeText,
  projectId: maybeText,
  isActive: flagOr(false),
  async: maybeFlag,
  description: maybeText,
  collectionId: maybeText,
  toolSettings: webToolSettingsSchema,
  params: paramsSchema,
  messages: messagesSchema,
}) satisfies z.ZodType<WebTool, unknown>;

export const webToolPageSchema = z.object({
  total: count,
  filtered: count,
  items: z.array(webToolSchema),
}) satisfies z.ZodType<AgentItemPage<WebTool>, unknown>;
