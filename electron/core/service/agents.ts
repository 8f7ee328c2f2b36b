import type { Result } from '../../../shared/contract/errors';
import type { Project, VoiceAgentPage, VoiceDictionaryPage } from '../../../shared/model/service';
import type { CallOptions, ServiceHttp } from './http';
import { projectSchema, voiceAgentPageSchema, voiceDictionaryPageSchema } from './schemas/agents';

/** The caller's project, voice agents and voice dictionaries (v1). */

export interface VoiceAgentListQuery {
  /** 1-based page number (sent as `skip`). */
  page?: number;
  /** Page size (sent as `take`). */
  pageSize?: number;
  /** Name search (guess). */
  search?: string;
}

export interface VoiceDictionaryListQuery extends VoiceAgentListQuery {
  used?: boolean;
  voiceAgentId?: string;
}

/** The project the API key belongs to; its id is what the v2 routes take as `projectId`. */
export function getProject(http: ServiceHttp, call?: CallOptions): Promise<Result<Project>> {
  return http.data('projectByApiKey', projectSchema, { call });
}

export function listVoiceAgents(http: ServiceHttp, query: VoiceAgentListQuery = {}, call?: CallOptions): Promise<Result<VoiceAgentPage>> {
  return http.data(
    'voiceAgentList',
    voiceAgentPageSchema,
    {
      query: { skip: query.page, take: query.pageSize, search: query.search },
      call,
    },
    'voiceAgents',
  );
}

export function listVoiceDictionaries(
  http: ServiceHttp,
  query: VoiceDictionaryListQuery = {},
  call?: CallOptions,
): Promise<Result<VoiceDictionaryPage>> {
  return http.data(
    'dictionaryList',
    voiceDictionaryPageSchema,
    {
      query: {
        skip: query.page,
        take: query.pageSize,
        search: query.search,
        used: query.used,
        voiceAgentId: query.voiceAgentId,
      },
      call,
    },
    'dictionaries',
  );
}
