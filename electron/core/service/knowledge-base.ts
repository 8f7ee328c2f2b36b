import type { Result } from '../../../shared/contract/errors';
import type { AgentItemPage, KnowledgeBaseItem, ServiceAcknowledgement } from '../../../shared/model/service';
import type { CallOptions, ServiceHttp } from './http';
import { knowledgeBaseItemSchema, knowledgeBasePageSchema } from './schemas/knowledge-base';

/** Voice-agent knowledge base (v1). Array filters go as repeated keys (`type=TEXT&type=URL`). */

export interface KnowledgeBaseListQuery {
  voiceAgentId?: string;
  isActive?: boolean;
  /** Sent as the string "true"/"false", as the service expects. */
  used?: boolean;
  /** 1-based page number (sent as `skip`). */
  page?: number;
  /** Page size (sent as `take`). */
  pageSize?: number;
  /** TEXT, URL, FILE. */
  types?: readonly string[];
  search?: string;
  /** PROCESSED, FAILED, COMPLETED_WITH_ERRORS, UPLOAD_FAILURE, READING_FAILURE, INGESTION_FAILURE, PROCESSING. */
  statuses?: readonly string[];
  /** pdf, docx, doc, txt, html, epub. */
  extensions?: readonly string[];
  sortBy?: 'words' | 'createdAt' | 'fileSize';
  sortOrder?: 'asc' | 'desc';
}

export interface KnowledgeBaseActivation {
  voiceAgentId: string;
  knowledgeBaseItemId: string;
  isActive: boolean;
}

export function listKnowledgeBase(
  http: ServiceHttp,
  query: KnowledgeBaseListQuery = {},
  call?: CallOptions,
): Promise<Result<AgentItemPage<KnowledgeBaseItem>>> {
  return http.data(
    'knowledgeBaseList',
    knowledgeBasePageSchema,
    {
      query: {
        voiceAgentId: query.voiceAgentId,
        isActive: query.isActive,
        used: query.used,
        skip: query.page,
        take: query.pageSize,
        type: query.types,
        search: query.search,
        status: query.statuses,
        extension: query.extensions,
        sortBy: query.sortBy,
        sortOrder: query.sortOrder,
      },
      call,
    },
    'items',
  );
}

/** One item with its content. */
export function getKnowledgeBaseItem(http: ServiceHttp, id: string, call?: CallOptions): Promise<Result<KnowledgeBaseItem>> {
  return http.data('knowledgeBaseGet', knowledgeBaseItemSchema, { id, call });
}

export function setKnowledgeBaseItemActive(
  http: ServiceHttp,
  activation: KnowledgeBaseActivation,
  call?: CallOptions,
): Promise<Result<ServiceAcknowledgement>> {
  return http.acknowledge('knowledgeBaseToggle', {
    body: () => ({
      voiceAgentId: activation.voiceAgentId,
      knowledgeBaseItemId: activation.knowledgeBaseItemId,
      isActive: activation.isActive,
    }),
    call,
  });
}
