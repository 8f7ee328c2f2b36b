/**
 * The service's resources as the studio sees them after decoding (field names exact as the service
 * spells them, see shared/design/service-api.md "Resources"). Only documented fields are kept;
 * anything else the service sends is dropped by the client's schemas, so a field the service adds
 * later (or a secret it echoes) never travels further than the decoder.
 *
 * Fields the service may omit or send as null are optional and nullable; the few that the studio
 * cannot work without (ids, names, audio URL, script) are required, and a response missing them is
 * reported as BAD_RESPONSE naming the field.
 */

export interface DialectRef {
  name?: string | null;
  language?: string | null;
  languageCode?: string | null;
}

export interface Dialect {
  id: string;
  name: string;
  language?: string | null;
  languageCode: string;
}

export interface TtsVoice {
  id: string;
  name: string;
  language?: string | null;
  /** e.g. male/female + conversational/narrator. */
  tags: string[];
  /** Sample audio URL. */
  voiceRecord?: string | null;
  createdAt?: string | null;
  isFavourite: boolean;
  usedInJobs?: number | null;
  usedInVoiceAgents?: number | null;
  dialectId?: string | null;
  dialect?: DialectRef | null;
  image?: string | null;
}

export interface VoicePage {
  voices: TtsVoice[];
  /** Seen as `total`; `totalCount` on the v2 history list. Either may be absent. */
  total?: number;
  page?: number;
  perPage?: number;
  totalPages?: number;
  totalCount?: number;
}

export interface HistoryEntry {
  id: string;
  /** URL of the .wav; may be signed and expire, so the studio stores the id, never this URL. */
  audio: string;
  /** Same file with attachment disposition. */
  downloadUrl?: string | null;
  script: string;
  createdAt: string;
  /** Not documented; kept when the service sends it because it identifies the voice exactly. */
  ttsVoiceId?: string | null;
  ttsVoice?: {
    id?: string | null;
    name?: string | null;
    dialect?: DialectRef | null;
  } | null;
}

export interface HistoryPage {
  ttsHistories: HistoryEntry[];
  totalPages: number;
  page: number;
  totalCount: number;
}

export type WebToolType = 'FUNCTION' | 'MCP' | 'WEB_TOOL';

export interface WebToolSettings {
  serverUrl: string;
  httpHeaders?: Record<string, string> | null;
  pathParameters?: Record<string, unknown> | null;
  /** Milliseconds. */
  timeout?: number | null;
  /** A secret of the tool's server: never display it in full. */
  authToken?: string | null;
  methodType?: string | null;
}

export interface WebTool {
  /** Version id. */
  id: string;
  /** The same across versions of one tool. */
  persistentId?: string | null;
  version?: number | string | null;
  name: string;
  type: string;
  userId?: string | null;
  projectId?: string | null;
  isActive: boolean;
  async?: boolean | null;
  description?: string | null;
  collectionId?: string | null;
  toolSettings?: WebToolSettings | null;
  params?: Record<string, { type?: string | null; description?: string | null }> | null;
  messages?: Array<{ type?: string | null; content?: string | null }> | null;
}

/** The paged list shape shared by the v1 web-tool and knowledge-base routes. */
export interface AgentItemPage<T> {
  total: number;
  filtered: number;
  items: T[];
}

export type KnowledgeBaseType = 'TEXT' | 'URL' | 'FILE';

export interface KnowledgeBaseItem {
  id: string;
  userId?: string | null;
  projectId?: string | null;
  itemName: string;
  /** Text such as "2.5MB". */
  fileSize?: string | null;
  type: string;
  /** PROCESSED, FAILED, ... or null while processing. */
  status?: string | null;
  failureReason?: string | null;
  content?: string | null;
  itemUrl?: string | null;
  itemUrls?: string[] | null;
  wordsNumber?: number | null;
  extension?: string | null;
  createdAt?: string | null;
  isActive: boolean;
  used?: boolean | null;
}

export interface Project {
  id: string;
  name?: string | null;
}

export interface VoiceAgent {
  id: string;
  agentName: string;
}

export interface VoiceAgentPage {
  total: number;
  filtered: number;
  voiceAgents: VoiceAgent[];
}

export interface VoiceDictionary {
  id: string;
  name: string;
  wordsCount?: number | null;
  isUsed?: boolean | null;
  createdAt?: string | null;
}

export interface VoiceDictionaryPage {
  dictionaries: VoiceDictionary[];
  total: number;
  page?: number | null;
  pageSize?: number | null;
}

/** What a call without result data (delete, toggle, favourite) returns: the service's own words. */
export interface ServiceAcknowledgement {
  message?: string;
  messageKey?: string;
}

export interface GenerationConfig {
  speed?: number;
  expressiveness?: number;
}
