import type { Result } from '../../../shared/contract/errors';
import type {
  AgentItemPage,
  Dialect,
  HistoryEntry,
  HistoryPage,
  KnowledgeBaseItem,
  Project,
  ServiceAcknowledgement,
  TtsVoice,
  VoiceAgentPage,
  VoiceDictionaryPage,
  VoicePage,
  WebTool,
} from '../../../shared/model/service';
import * as agents from './agents';
import { downloadAudio, streamAudio, type AudioDownload, type AudioSource, type AudioStream } from './audio';
import { generate, type Generation, type GenerationOptions, type GenerationRequest } from './generation';
import * as histories from './histories';
import { ServiceHttp, type CallOptions, type HttpOptions } from './http';
import * as knowledgeBase from './knowledge-base';
import * as voices from './voices';
import * as webTools from './web-tools';

export interface ServiceClientOptions extends HttpOptions {
  /**
   * The API-key identifier (uuid) for the generation body's `apiKey` field, from settings. When it
   * gives nothing the key itself is sent there, as docs/service-api.md suggests.
   */
  getApiKeyId?: () => string | null | undefined;
}

/**
 * The only code that talks HTTP to the service. Every method resolves to a Result (errors are
 * data, never thrown), takes an optional AbortSignal and deadline, and reads the API key only when
 * setting the Authorization header. Each method is a thin binding of a resource module.
 */
export class ServiceClient {
  private readonly http: ServiceHttp;
  private readonly getApiKeyId: (() => string | null | undefined) | undefined;

  constructor(options: ServiceClientOptions) {
    this.http = new ServiceHttp(options);
    this.getApiKeyId = options.getApiKeyId;
  }

  /** Where requests go (for display in Settings: the sandbox's loopback address, once it answers). */
  async baseUrl(): Promise<Result<string>> {
    const base = await this.http.base();
    return base.ok ? { ok: true, value: base.value.url } : base;
  }

  // Project, agents, dictionaries
  getProject(call?: CallOptions): Promise<Result<Project>> {
    return agents.getProject(this.http, call);
  }
  listVoiceAgents(query?: agents.VoiceAgentListQuery, call?: CallOptions): Promise<Result<VoiceAgentPage>> {
    return agents.listVoiceAgents(this.http, query, call);
  }
  listVoiceDictionaries(query?: agents.VoiceDictionaryListQuery, call?: CallOptions): Promise<Result<VoiceDictionaryPage>> {
    return agents.listVoiceDictionaries(this.http, query, call);
  }

  // Web tools
  getWebTool(id: string, call?: CallOptions): Promise<Result<WebTool>> {
    return webTools.getWebTool(this.http, id, call);
  }
  listWebTools(query?: webTools.WebToolListQuery, call?: CallOptions): Promise<Result<AgentItemPage<WebTool>>> {
    return webTools.listWebTools(this.http, query, call);
  }
  listWebToolsV2(query?: webTools.WebToolListV2Query, call?: CallOptions): Promise<Result<AgentItemPage<WebTool>>> {
    return webTools.listWebToolsV2(this.http, query, call);
  }
  deleteWebTool(id: string, call?: CallOptions): Promise<Result<ServiceAcknowledgement>> {
    return webTools.deleteWebTool(this.http, id, call);
  }
  setWebToolActive(activation: webTools.WebToolActivation, call?: CallOptions): Promise<Result<ServiceAcknowledgement>> {
    return webTools.setWebToolActive(this.http, activation, call);
  }

  // Knowledge base
  listKnowledgeBase(query?: knowledgeBase.KnowledgeBaseListQuery, call?: CallOptions): Promise<Result<AgentItemPage<KnowledgeBaseItem>>> {
    return knowledgeBase.listKnowledgeBase(this.http, query, call);
  }
  getKnowledgeBaseItem(id: string, call?: CallOptions): Promise<Result<KnowledgeBaseItem>> {
    return knowledgeBase.getKnowledgeBaseItem(this.http, id, call);
  }
  setKnowledgeBaseItemActive(
    activation: knowledgeBase.KnowledgeBaseActivation,
    call?: CallOptions,
  ): Promise<Result<ServiceAcknowledgement>> {
    return knowledgeBase.setKnowledgeBaseItemActive(this.http, activation, call);
  }

  // Voices and dialects
  listVoices(query?: voices.VoiceListQuery, call?: CallOptions): Promise<Result<VoicePage>> {
    return voices.listVoices(this.http, query, call);
  }
  getVoice(id: string, call?: CallOptions): Promise<Result<TtsVoice>> {
    return voices.getVoice(this.http, id, call);
  }
  getDefaultVoice(call?: CallOptions): Promise<Result<TtsVoice>> {
    return voices.getDefaultVoice(this.http, call);
  }
  deleteVoice(id: string, call?: CallOptions): Promise<Result<ServiceAcknowledgement>> {
    return voices.deleteVoice(this.http, id, call);
  }
  setVoiceFavourite(id: string, isFavourite: boolean, call?: CallOptions): Promise<Result<ServiceAcknowledgement>> {
    return voices.setVoiceFavourite(this.http, id, isFavourite, call);
  }
  listDialects(call?: CallOptions): Promise<Result<Dialect[]>> {
    return voices.listDialects(this.http, call);
  }

  // History and generation
  listHistory(query?: histories.HistoryListQuery, call?: CallOptions): Promise<Result<HistoryPage>> {
    return histories.listHistory(this.http, query, call);
  }
  getHistoryEntry(id: string, call?: CallOptions): Promise<Result<HistoryEntry>> {
    return histories.getHistoryEntry(this.http, id, call);
  }
  deleteHistoryEntry(id: string, call?: CallOptions): Promise<Result<ServiceAcknowledgement>> {
    return histories.deleteHistoryEntry(this.http, id, call);
  }
  /** POST /v2/tts/histories (never sent twice), then the new entry, found whatever the POST returned. */
  generate(request: GenerationRequest, options?: GenerationOptions): Promise<Result<Generation>> {
    return generate(this.http, request, options, this.getApiKeyId);
  }
  /** The entry's audio bytes, by id (read first) or by entry; an expired URL is refreshed once. */
  downloadAudio(target: string | AudioSource, call?: CallOptions): Promise<Result<AudioDownload>> {
    return downloadAudio(this.http, target, call);
  }
  /** The entry's audio as it arrives: the call covers the answer's head; the body is the caller's to read or cancel. */
  streamAudio(target: string | AudioSource, call?: CallOptions): Promise<Result<AudioStream>> {
    return streamAudio(this.http, target, call);
  }
}
