import type { WebhookConfig } from '../webhooks/config';

/**
 * What the sandbox stores. Records hold exactly the service's field names (docs/service-api.md,
 * "Resources") plus a few sandbox-only fields, marked below, that the routes strip or derive from.
 */

export interface DialectRecord {
  id: string;
  /** English name, e.g. "Egyptian". */
  name: string;
  /** Extra field: the Arabic name, e.g. "مصري". */
  nameAr: string;
  /** 'ar' or 'en'. */
  language: string;
  /** pls, egy, ..., en. */
  languageCode: string;
}

/**
 * Who may change a voice. catalogue: built in, favourite only; project: owned by the caller's
 * project, favourite and delete; shared: shared read-only from another project, neither.
 */
export type VoiceOwnership = 'catalogue' | 'project' | 'shared';

export interface VoiceRecord {
  id: string;
  language: string;
  name: string;
  tags: string[];
  createdAt: string;
  isFavourite: boolean;
  usedInJobs: number;
  usedInVoiceAgents: number;
  dialectId: string;
  /** Sandbox-only: decides 403s; exposed as `projectId` (null for catalogue voices). */
  ownership: VoiceOwnership;
  ownerProjectId: string | null;
  /** Sandbox-only: speech engine variety (espeak pitch 0–100). */
  pitch: number;
}

export interface HistoryRecord {
  id: string;
  script: string;
  createdAt: string;
  /** Sandbox-only: not listed or gettable before this time (ms since epoch). */
  visibleAt: number;
  /** Snapshot of the voice at generation time: entries outlive a deleted voice. */
  ttsVoice: { name: string; dialect: { languageCode: string; language: string } };
  /** Sandbox-only. */
  ttsVoiceId: string;
  audioFile: string;
  durationMs: number;
  engine: 'espeak' | 'synthetic';
}

export interface VoiceAgentRecord {
  id: string;
  agentName: string;
  description: string;
  language: string;
  ttsVoiceId: string;
  projectId: string;
  createdAt: string;
  /** §2.8, set through the control routes (the service's dashboard has no API); absent = none. */
  webhook?: WebhookConfig;
}

export interface WebToolRecord {
  id: string;
  persistentId: string;
  version: number;
  name: string;
  type: 'FUNCTION' | 'MCP';
  userId: string;
  projectId: string;
  // No isActive of its own: §2.2 defines it as "active in any voice agent", read from SandboxState.activations.
  async: boolean;
  description: string;
  collectionId: string | null;
  toolSettings: {
    serverUrl: string;
    httpHeaders: Record<string, string>;
    pathParameters: Record<string, string>;
    timeout: number;
    authToken: string | null;
    methodType: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  };
  params: Record<string, { type: string; description: string }>;
  messages: Array<{ type: string; content: string }>;
  createdAt: string;
}

export type KnowledgeBaseType = 'TEXT' | 'URL' | 'FILE';
export type KnowledgeBaseStatus =
  'PROCESSED' | 'FAILED' | 'COMPLETED_WITH_ERRORS' | 'UPLOAD_FAILURE' | 'READING_FAILURE' | 'INGESTION_FAILURE' | 'PROCESSING';

export interface KnowledgeBaseRecord {
  id: string;
  userId: string;
  projectId: string;
  itemName: string;
  /** Text such as "2.5MB". */
  fileSize: string | null;
  type: KnowledgeBaseType;
  status: KnowledgeBaseStatus | null;
  failureReason: string | null;
  content: string | null;
  itemUrl: string | null;
  itemUrls: string[];
  wordsNumber: number;
  extension: string | null;
  createdAt: string;
  isActive: boolean;
}

export interface DictionaryRecord {
  id: string;
  name: string;
  wordsCount: number;
  createdAt: string;
  /** Sandbox-only: agents using it; `isUsed` is derived. */
  voiceAgentIds: string[];
}

/** Which items each agent has switched on: agent id → item ids (web tools by persistentId). */
export interface Activations {
  webTools: Record<string, string[]>;
  knowledgeBase: Record<string, string[]>;
}

export interface SandboxState {
  schemaVersion: 1;
  apiKey: string;
  apiKeyId: string;
  projectId: string;
  projectName: string;
  userId: string;
  /** HMAC secret for signed audio URLs; random per data dir. */
  signingSecret: string;
  defaultVoiceId: string;
  dialects: DialectRecord[];
  voices: VoiceRecord[];
  /** Always empty once opened: entries live in the history log; any found here are moved there. */
  histories: HistoryRecord[];
  voiceAgents: VoiceAgentRecord[];
  webTools: WebToolRecord[];
  knowledgeBase: KnowledgeBaseRecord[];
  dictionaries: DictionaryRecord[];
  activations: Activations;
}
