/**
 * The service's resources as the studio sees them after decoding (field names exact as the service
 * spells them, see ../shared/spec/service-interface.md §2). Only documented fields are kept; anything
 * else the service sends is dropped by the client's schemas, so a field the service adds later (or
 * a secret it echoes) never travels further than the decoder.
 *
 * Fields the service may omit or send as null are optional and nullable; the few that the studio
 * cannot work without (ids, names, audio URL, script) are required. A single resource missing them
 * is BAD_RESPONSE naming the field; a list item missing them is left out and counted (`dropped`).
 */

/**
 * How much a voice is used, as the service said it. The interface documents `usedInJobs` and
 * `usedInVoiceAgents` as booleans; services have been seen sending counts. Both are kept as said:
 * `used` always, `count` only when the service gave a number (null when it said only true/false).
 */
export interface Usage {
  used: boolean;
  count: number | null;
}

/**
 * How many items of a list could not be read and were left out (absent when none). One malformed
 * item never sinks a list: the rest is shown and the screen says how many are missing.
 */
export interface ListReading {
  dropped?: number;
}

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
  /** Null when the service did not say. */
  usedInJobs?: Usage | null;
  usedInVoiceAgents?: Usage | null;
  dialectId?: string | null;
  dialect?: DialectRef | null;
  image?: string | null;
}

export interface VoicePage extends ListReading {
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

export interface HistoryPage extends ListReading {
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
export interface AgentItemPage<T> extends ListReading {
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
  /** PROCESSED, FAILED, ... or null while processing (or when the service leaves it out). */
  status?: string | null;
  failureReason?: string | null;
  content?: string | null;
  itemUrl?: string | null;
  itemUrls?: string[] | null;
  wordsNumber?: number | null;
  /** pdf, docx, …; the documented list sample sends a number, kept as its text. */
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

export interface VoiceAgentPage extends ListReading {
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

export interface VoiceDictionaryPage extends ListReading {
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
