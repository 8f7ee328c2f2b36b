import type { Result } from '../../../shared/contract/errors';
import type { HistoryEntry, HistoryPage, ServiceAcknowledgement } from '../../../shared/model/service';
import type { CallOptions, ServiceHttp } from './http';
import { historyEntrySchema, historyPageSchema } from './schemas/histories';

/** The generation history (v2). Generation itself is in generation.ts. */

export interface HistoryListQuery {
  /** 1-based. */
  page?: number;
  perPage?: number;
}

export function listHistory(http: ServiceHttp, query: HistoryListQuery = {}, call?: CallOptions): Promise<Result<HistoryPage>> {
  return http.data('historyList', historyPageSchema, { query: { page: query.page, perPage: query.perPage }, call }, 'ttsHistories');
}

/** Also the way to a fresh audio URL when a signed one has expired. */
export function getHistoryEntry(http: ServiceHttp, id: string, call?: CallOptions): Promise<Result<HistoryEntry>> {
  return http.data('historyGet', historyEntrySchema, { id, call });
}

export function deleteHistoryEntry(http: ServiceHttp, id: string, call?: CallOptions): Promise<Result<ServiceAcknowledgement>> {
  return http.acknowledge('historyDelete', { id, call });
}
