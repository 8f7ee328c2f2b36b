import { z } from 'zod';
import type { AgentItemPage, WebTool } from '../../../../shared/model/service';
import { maybeBoolean, maybeNumber, maybeString } from './envelope';

export const webToolSettingsSchema = z.object({
  serverUrl: z.string(),
  httpHeaders: z.record(z.string(), z.string()).nullish(),
  pathParameters: z.record(z.string(), z.unknown()).nullish(),
  timeout: maybeNumber,
  authToken: maybeString,
  methodType: maybeString,
});

export const webToolSchema = z.object({
  id: z.string(),
  persistentId: maybeString,
  version: z.union([z.number(), z.string()]).nullish(),
  name: z.string(),
  // A string, not an enum: a tool type the studio does not know yet is still listed.
  type: z.string(),
  userId: maybeString,
  projectId: maybeString,
  isActive: z.boolean(),
  async: maybeBoolean,
  description: maybeString,
  collectionId: maybeString,
  toolSettings: webToolSettingsSchema.nullish(),
  params: z.record(z.string(), z.object({ type: maybeString, description: maybeString })).nullish(),
  messages: z.array(z.object({ type: maybeString, content: maybeString })).nullish(),
}) satisfies z.ZodType<WebTool>;

export const webToolPageSchema = z.object({
  total: z.number(),
  filtered: z.number(),
  items: z.array(webToolSchema),
}) satisfies z.ZodType<AgentItemPage<WebTool>>;
