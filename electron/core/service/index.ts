/** The service client's public surface; everything else in this folder is its inside. */
export { ServiceClient, type ServiceClientOptions } from './client';
export type { CallOptions } from './http';
export type { RetryPolicy } from './retry';
export type { AudioDownload, AudioSource, AudioStream } from './audio';
export type { Generation, GenerationOptions, GenerationRequest } from './generation';
export type { LocatePolicy } from './locate-entry';
export type { HistoryListQuery } from './histories';
export type { VoiceListQuery } from './voices';
export type { WebToolActivation, WebToolListQuery, WebToolListV2Query } from './web-tools';
export type { KnowledgeBaseActivation, KnowledgeBaseListQuery } from './knowledge-base';
export type { VoiceAgentListQuery, VoiceDictionaryListQuery } from './agents';
