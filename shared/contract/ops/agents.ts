import { z } from 'zod';
import { operation } from '../define';
import type {
  AgentItemList,
  AgentList,
  AgentMatrix,
  BulkActivationResult,
  Freshness,
  KnowledgeBaseRow,
  WebToolRow,
  WebToolView,
} from '../../model/agents';
import type { KnowledgeBaseItem, ServiceAcknowledgement } from '../../model/service';

const id = z.string().min(1).max(100);
const search = z.string().max(200).optional();
const page = z.number().int().min(1).max(100_000);
const pageSize = z.number().int().min(1).max(100);
const itemKind = z.enum(['webTool', 'knowledgeBase']);

export const knowledgeBaseStatuses = [
  'PROCESSED',
  'PROCESSING',
  'FAILED',
  'COMPLETED_WITH_ERRORS',
  'UPLOAD_FAILURE',
  'READING_FAILURE',
  'INGESTION_FAILURE',
] as const;
export const knowledgeBaseTypes = ['TEXT', 'URL', 'FILE'] as const;
export const knowledgeBaseExtensions = ['pdf', 'docx', 'doc', 'txt', 'html', 'epub'] as const;
export const webToolTypes = ['MCP', 'FUNCTION', 'WEB_TOOL'] as const;

/** Operations agents.*, webTools.*, knowledgeBase.* (voice agents' tools and knowledge). Spread into shared/contract/operations.ts. */
export const agentsOperations = {
  'agents.list': operation<AgentList>()(
    z.object({}).strict(),
    'Every voice agent of the account, with the agent chosen last time; from the cache when the service is unreachable.',
  ),
  'agents.select': operation<{ selectedAgentId: string | null }>()(
    z.object({ agentId: id.nullable() }).strict(),
    'Remembers the chosen agent for this profile (a file in the profile folder), so the next run starts with it.',
  ),
  'agents.matrix': operation<AgentMatrix>()(
    z.object({ agentIds: z.array(id).max(20).optional() }).strict(),
    'Every web tool (one row per persistent tool) and knowledge item against up to 20 agents, built from one list per agent, not one call per cell.',
  ),
  'agents.setActiveMany': operation<BulkActivationResult>()(
    z
      .object({
        batchId: z.string().max(100).optional(),
        changes: z
          .array(z.object({ kind: itemKind, agentId: id, key: id, itemId: id, isActive: z.boolean() }).strict())
          .min(1)
          .max(4_000),
      })
      .strict(),
    'Applies switches with bounded concurrency, firing agents.activationChanged per change; a failed change reports why and the state the service really holds.',
  ),
  'webTools.list': operation<AgentItemList<WebToolRow>>()(
    z
      .object({
        agentId: id.optional(),
        onlyThisAgent: z.boolean().optional(),
        activeOnly: z.boolean().optional(),
        type: z.enum(webToolTypes).optional(),
        search,
        page,
        pageSize,
      })
      .strict(),
    "One page of web tools with secrets masked, and the chosen agent's switch per row; from the cache (filtered locally) when the service is unreachable.",
  ),
  'webTools.get': operation<{ tool: WebToolView; freshness: Freshness }>()(
    z.object({ id }).strict(),
    "One web tool's details with authToken and secret-looking header values masked; never returns a secret.",
  ),
  'webTools.revealSecret': operation<{ value: string }>()(
    z.object({ id, field: z.string().min(1).max(300) }).strict(),
    'Returns exactly one secret value of a tool on explicit request, read from the service (never from the cache, which holds no secret).',
  ),
  'webTools.setActive': operation<ServiceAcknowledgement>()(
    z.object({ agentId: id, webToolId: id, isActive: z.boolean() }).strict(),
    'Switches a tool on or off for one agent (all its versions); never faked offline.',
  ),
  'webTools.delete': operation<ServiceAcknowledgement>()(
    z.object({ id }).strict(),
    'Deletes one web-tool version at the service and forgets it in the cache.',
  ),
  'knowledgeBase.list': operation<AgentItemList<KnowledgeBaseRow>>()(
    z
      .object({
        agentId: id.optional(),
        onlyThisAgent: z.boolean().optional(),
        isActive: z.boolean().optional(),
        used: z.boolean().optional(),
        types: z.array(z.enum(knowledgeBaseTypes)).max(3).optional(),
        statuses: z.array(z.enum(knowledgeBaseStatuses)).max(7).optional(),
        extensions: z.array(z.enum(knowledgeBaseExtensions)).max(6).optional(),
        search,
        sortBy: z.enum(['words', 'createdAt', 'fileSize']).optional(),
        sortOrder: z.enum(['asc', 'desc']).optional(),
        page,
        pageSize,
      })
      .strict(),
    "One page of knowledge-base items with the chosen agent's switch per row; from the cache (filtered, sorted locally) when the service is unreachable.",
  ),
  'knowledgeBase.get': operation<{ item: KnowledgeBaseItem; freshness: Freshness }>()(
    z.object({ id }).strict(),
    'One knowledge item with its content (text, URLs, file facts); from the cache when the service is unreachable.',
  ),
  'knowledgeBase.setActive': operation<ServiceAcknowledgement>()(
    z.object({ agentId: id, itemId: id, isActive: z.boolean() }).strict(),
    'Switches a knowledge item on or off for one agent; never faked offline.',
  ),
} as const;
