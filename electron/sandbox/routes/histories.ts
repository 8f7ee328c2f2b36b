import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fail } from '../http/errors';
import { okEnvelope, v2Acknowledgement } from '../http/response';
import type { HistoryRecord, SandboxState } from '../state/types';
import { pathId, type RouteContext, type RouteHandlers } from './context';
import { parseGenerationRequest } from './generation-request';
import { dialectOf, presentHistory } from './present';
import { totalPages, v2Paging } from './query';

/** Whether an entry has become visible (see SandboxOptions.historyVisibilityDelayMs). */
function visibleNow(context: RouteContext): (entry: HistoryRecord) => boolean {
  const now = context.now();
  return (entry) => entry.visibleAt <= now;
}

function findHistory(context: RouteContext): HistoryRecord {
  const entry = context.store.histories.get(pathId(context));
  if (!entry || !visibleNow(context)(entry)) throw fail.notFound();
  return entry;
}

function genderOf(tags: string[]): 'male' | 'female' {
  return tags.includes('female') ? 'female' : 'male';
}

function checkDictionaries(state: SandboxState, ids: string[]): void {
  if (ids.some((id) => !state.dictionaries.some((d) => d.id === id))) throw fail.notFound();
}

export const historyHandlers: Pick<RouteHandlers, 'historyCreate' | 'historyList' | 'historyGet' | 'historyDelete'> = {
  /**
   * Generation: validate → synthesise → audio file first (atomic) → entry second → save.
   * Answers `data: []` as the documented sample does (the client must find the entry in the
   * list afterwards), or `[entry]` with returnCreatedEntry.
   */
  async historyCreate(context) {
    const { state } = context.store;
    const request = parseGenerationRequest(context.body, state);
    const voice = state.voices.find((v) => v.id === request.ttsVoiceId);
    if (!voice) throw fail.notFound();
    checkDictionaries(state, request.voiceDictionaryIds);
    const dialect = dialectOf(state, voice);

    const id = randomUUID();
    const audioFile = `${id}.wav`;
    const speech = await context.speech.renderToFile(
      {
        text: request.script,
        language: voice.language === 'en' ? 'en' : 'ar',
        gender: genderOf(voice.tags),
        pitch: voice.pitch,
        speed: request.speed,
        expressiveness: request.expressiveness,
      },
      `${voice.name}: ${request.script.slice(0, 60)}`,
      join(context.store.audioDir, audioFile),
    );

    const now = context.now();
    const entry: HistoryRecord = {
      id,
      script: request.script,
      createdAt: new Date(now).toISOString(),
      visibleAt: now + context.settings.historyVisibilityDelayMs,
      ttsVoice: { name: voice.name, dialect: { languageCode: dialect.languageCode, language: dialect.language } },
      ttsVoiceId: voice.id,
      audioFile,
      durationMs: speech.durationMs,
      engine: speech.engine,
    };
    context.store.histories.add(entry);
    // The voice's usage count is kept in memory only: rewriting the state per generation is what
    // the log avoids, and a count lost to a restart is harmless.
    voice.usedInJobs += 1;
    return okEnvelope(context.settings.returnCreatedEntry ? [presentHistory(context, entry)] : [], 'Speech generated successfully');
  },

  historyList(context) {
    const paging = v2Paging(context.query);
    const visible = visibleNow(context);
    const { histories } = context.store;
    const count = histories.size - histories.hiddenAtEnd(visible);
    const page = histories.newestFirst((paging.page - 1) * paging.size, paging.size, visible);
    return okEnvelope({
      ttsHistories: page.map((h) => presentHistory(context, h)),
      totalPages: totalPages(count, paging.size),
      page: paging.page,
      totalCount: count,
    });
  },

  historyGet: (context) => okEnvelope(presentHistory(context, findHistory(context))),

  historyDelete(context) {
    const entry = findHistory(context);
    context.store.histories.remove(entry.id);
    // Row first, then file: a crash in between leaves an orphan file, never an entry without audio.
    rmSync(join(context.store.audioDir, entry.audioFile), { force: true });
    return v2Acknowledgement(context.settings.shape, 'TTS History deleted successfully');
  },
};
