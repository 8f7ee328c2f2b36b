import { matchesSearch } from '../../../shared/text';
import { guessed } from '../guesses';
import { fail } from '../http/errors';
import { okEnvelope, v2Acknowledgement } from '../http/response';
import type { VoiceRecord } from '../state/types';
import { pathId, type RouteContext, type RouteHandlers } from './context';
import { bodyObject, requiredBoolean } from './body-fields';
import { presentDialect, presentVoice } from './present';
import { optionalString, pageOf, totalPages, v2Paging } from './query';

function findVoice(context: RouteContext): VoiceRecord {
  const voice = context.store.state.voices.find((v) => v.id === pathId(context));
  if (!voice) throw fail.notFound();
  return voice;
}

/**
 * Voices and dialects. Who may change a voice: catalogue voices may be favourited, never deleted;
 * the project's own voices both; voices shared read-only from another project neither (403).
 */
export const voiceHandlers: Pick<
  RouteHandlers,
  'voiceList' | 'voiceGet' | 'voiceDefault' | 'voiceDelete' | 'voiceFavourite' | 'dialectList'
> = {
  voiceList(context) {
    const paging = v2Paging(context.query);
    const search = optionalString(context.query, guessed.query.voiceSearch);
    const matching = context.store.state.voices.filter((v) => search === undefined || matchesSearch(v.name, search));
    return okEnvelope({
      voices: pageOf(matching, paging).map((v) => presentVoice(context, v)),
      total: matching.length,
      page: paging.page,
      perPage: paging.size,
      totalPages: totalPages(matching.length, paging.size),
    });
  },

  voiceGet: (context) => okEnvelope(presentVoice(context, findVoice(context))),

  voiceDefault(context) {
    const { state } = context.store;
    const voice = state.voices.find((v) => v.id === state.defaultVoiceId);
    if (!voice) throw fail.notFound();
    return okEnvelope(presentVoice(context, voice));
  },

  voiceDelete(context) {
    const voice = findVoice(context);
    if (voice.ownership !== 'project') throw fail.forbidden();
    const { state } = context.store;
    state.voices = state.voices.filter((v) => v.id !== voice.id);
    if (state.defaultVoiceId === voice.id) state.defaultVoiceId = state.voices.find((v) => v.ownership === 'catalogue')?.id ?? '';
    context.store.save();
    return v2Acknowledgement(context.settings.shape, 'TTS voice deleted successfully');
  },

  voiceFavourite(context) {
    const voice = findVoice(context);
    const isFavourite = requiredBoolean(bodyObject(context.body), 'isFavourite');
    if (voice.ownership === 'shared') throw fail.forbidden();
    voice.isFavourite = isFavourite;
    context.store.save();
    return v2Acknowledgement(context.settings.shape, 'favourite updated successfully');
  },

  dialectList: (context) => okEnvelope(context.store.state.dialects.map(presentDialect)),
};
