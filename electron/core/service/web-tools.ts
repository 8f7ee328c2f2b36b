import type { Result } from '../../../shared/contract/errors';
import type { AgentItemPage, ServiceAcknowledgement, WebTool } from '../../../shared/model/service';
import type { CallOptions, ServiceHttp } from './http';
import { webToolPageSchema, webToolSchema } from './schemas/web-tools';

/**
 * Voice-agent web tools (v1, plus the v2 list). The v1 bodies may say `success: false` on a
 * success; the request core decides by HTTP status only, so nothing here reads that field.
 */

export interface WebToolListQuery {
  voiceAgentId?: string;
  isActive?: boolean;
  /** 1-based page number (sent as `skip`, which on this service is a page, not an offset). */
  page?: number;
  /** Page size (sent as `take`). */
  pageSize?: number;
  /** MCP, FUNCTION or WEB_TOOL. */
  type?: string;
  search?: string;
}

export interface WebToolListV2Query {
  voiceAgentId?: string;
  isActive?: boolean;
  returnUncategorized?: boolean;
  page?: number;
  pageSize?: number;
}

export interface WebToolActivation {
  voiceAgentId: string;
  webToolId: string;
  isActive: boolean;
}

export function getWebTool(http: ServiceHttp, id: string, call?: CallOptions): Promise<Result<WebTool>> {
  return http.data('webToolGet', webToolSchema, { id, call });
}

/** Deprecated upstream in favour of listWebToolsV2, but the only one with `type` and `search`. */
export function listWebTools(http: ServiceHttp, query: WebToolListQuery = {}, call?: CallOptions): Promise<Result<AgentItemPage<WebTool>>> {
  return http.data(
    'webToolList',
    webToolPageSchema,
    {
      query: {
        voiceAgentId: query.voiceAgentId,
        isActive: query.isActive,
        skip: query.page,
        take: query.pageSize,
        type: query.type,
        search: query.search,
      },
      call,
    },
    'items',
  );
}

export function listWebToolsV2(
  http: ServiceHttp,
  query: WebToolListV2Query = {},
  call?: CallOptions,
): Promise<Result<AgentItemPage<WebTool>>> {
  return http.data(
    'webToolListV2',
    webToolPageSchema,
    {
      query: {
        voiceAgentId: query.voiceAgentId,
        isActive: query.isActive,
        returnUncategorized: query.returnUncategorized,
        skip: query.page,
        take: query.pageSize,
      },
      call,
    },
    'items',
  );
}

/** The service's message names the kind of tool deleted; it is passed back as is. */
export function deleteWebTool(http: ServiceHttp, id: string, call?: CallOptions): Promise<Result<ServiceAcknowledgement>> {
  return http.acknowledge('webToolDelete', { id, call });
}

export function setWebToolActive(
  http: ServiceHttp,
  activation: WebToolActivation,
  call?: CallOptions,
): Promise<Result<ServiceAcknowledgement>> {
  return http.acknowledge('webToolToggle', {
    body: () => ({ voiceAgentId: activation.voiceAgentId, webToolId: activation.webToolId, isActive: activation.isActive }),
    call,
  });
}
