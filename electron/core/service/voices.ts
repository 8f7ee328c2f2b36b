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

/** §4.3: its 404 can only mean there is no default voice for the current language, and says so. */
export async function getDefaultVoice(http: ServiceHttp, call?: CallOptions): Promise<Result<TtsVoice>> {
  const read = await http.data('voiceDefault', ttsVoiceSchema, { call });
  if (read.ok || read.error.code !== 'NOT_FOUND') return read;
  const status = read.error.status === undefined ? '' : ` (HTTP ${read.error.status})`;
  return {
    ok: false,
    error: {
      ...read.error,
      message: `Could not load the default voice: the service has no default voice for the current language${status}.`,
    },
  };
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
