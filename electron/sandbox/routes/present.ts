import type { DialectRecord, HistoryRecord, SandboxState, VoiceRecord } from '../state/types';
import type { RouteContext } from './context';

/** Where the sandbox serves files; these paths are not API routes and need no Authorization. */
export const filePaths = {
  audio: (historyId: string) => `/files/audio/${encodeURIComponent(historyId)}.wav`,
  avatar: (voiceId: string) => `/files/voices/${encodeURIComponent(voiceId)}/avatar.svg`,
  sample: (voiceId: string) => `/files/voices/${encodeURIComponent(voiceId)}/sample.wav`,
};

export function presentDialect(dialect: DialectRecord): object {
  return { id: dialect.id, name: dialect.name, nameAr: dialect.nameAr, language: dialect.language, languageCode: dialect.languageCode };
}

export function dialectOf(state: SandboxState, voice: VoiceRecord): DialectRecord {
  const dialect = state.dialects.find((d) => d.id === voice.dialectId);
  if (!dialect) throw new Error(`voice ${voice.id} names a missing dialect`);
  return dialect;
}

/** TtsVoice as the service shapes it; `projectId` (null for catalogue voices) is an extra field. */
export function presentVoice(context: RouteContext, voice: VoiceRecord): object {
  const dialect = dialectOf(context.store.state, voice);
  return {
    id: voice.id,
    language: voice.language,
    name: voice.name,
    tags: [...voice.tags],
    voiceRecord: `${context.baseUrl}${filePaths.sample(voice.id)}`,
    createdAt: voice.createdAt,
    isFavourite: voice.isFavourite,
    // §2.4 documents booleans; services have been seen sending counts (the lenient shape).
    usedInJobs: context.settings.shape === 'spec' ? voice.usedInJobs > 0 : voice.usedInJobs,
    usedInVoiceAgents: context.settings.shape === 'spec' ? voice.usedInVoiceAgents > 0 : voice.usedInVoiceAgents,
    dialectId: voice.dialectId,
    dialect: { name: dialect.name, languageCode: dialect.languageCode },
    image: `${context.baseUrl}${filePaths.avatar(voice.id)}`,
    projectId: voice.ownerProjectId,
  };
}

/** HistoryEntry with freshly signed audio and download URLs (each read re-signs: the refresh path). */
export function presentHistory(context: RouteContext, entry: HistoryRecord): object {
  const path = filePaths.audio(entry.id);
  const expiresAt = context.now() + context.settings.audioUrlLifetimeMs;
  return {
    id: entry.id,
    audio: context.signer.sign(context.baseUrl, path, expiresAt, false),
    downloadUrl: context.signer.sign(context.baseUrl, path, expiresAt, true),
    script: entry.script,
    createdAt: entry.createdAt,
    ttsVoice: { name: entry.ttsVoice.name, dialect: { ...entry.ttsVoice.dialect } },
  };
}
