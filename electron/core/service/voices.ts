import type { Result } from '../../../shared/contract/errors';
import type { Dialect, ServiceAcknowledgement, TtsVoice, VoicePage } from '../../../shared/model/service';
import type { CallOptions, ServiceHttp } from './http';
import { dialectListSchema, ttsVoiceSchema, voicePageSchema } from './schemas/voices';

/** TTS voices and dialects (v2; `projectId` is added by the request core). */

export interface VoiceListQuery {
  /** 1-based. */
  page?: number;
  perPage?: number;
  /** Name search. */
  search?: string;
}

export function listVoices(http: ServiceHttp, query: VoiceListQuery = {}, call?: CallOptions): Promise<Result<VoicePage>> {
  return http.data(
    'voiceList',
    voicePageSchema,
    {
      query: { page: query.page, perPage: query.perPage, voiceSearch: query.search },
      call,
    },
    'voices',
  );
}

export function getVoice(http: ServiceHttp, id: string, call?: CallOptions): Promise<Result<TtsVoice>> {
  return http.data('voiceGet', ttsVoiceSchema, { id, call });
}

export function getDefaultVoice(http: ServiceHttp, call?: CallOptions): Promise<Result<TtsVoice>> {
  return http.data('voiceDefault', ttsVoiceSchema, { call });
}

export function deleteVoice(http: ServiceHttp, id: string, call?: CallOptions): Promise<Result<ServiceAcknowledgement>> {
  return http.acknowledge('voiceDelete', { id, call });
}

export function setVoiceFavourite(
  http: ServiceHttp,
  id: string,
  isFavourite: boolean,
  call?: CallOptions,
): Promise<Result<ServiceAcknowledgement>> {
  return http.acknowledge('voiceFavourite', { id, body: () => ({ isFavourite }), call });
}

export function listDialects(http: ServiceHttp, call?: CallOptions): Promise<Result<Dialect[]>> {
  return http.data('dialectList', dialectListSchema, { call }, '');
}
