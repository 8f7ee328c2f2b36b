import type { Handlers } from '../dispatch/dispatch';
import type { CoreContext } from '../core-context';
import type { voicesOperations } from '../../../shared/contract/ops/voices';
import { registerVoiceMedia, VoiceCatalogue } from '.';

/**
 * Handlers of every operation declared in shared/contract/ops/voices.ts. Building them also
 * registers the voice-sample and voice-image audio kinds, which resolve through the same cache.
 */
export function voicesHandlers(core: CoreContext): Pick<Handlers, keyof typeof voicesOperations> {
  registerVoiceMedia(core.audio, core.sessions);
  const catalogue = new VoiceCatalogue(core.sessions, core.events);
  return {
    'dialects.list': () => catalogue.dialects(),
    'voices.list': (input) => catalogue.list(input),
    'voices.get': ({ voiceId }) => catalogue.get(voiceId),
    'voices.refresh': () => catalogue.refresh(),
    'voices.setFavourite': ({ voiceId, isFavourite }) => catalogue.setFavourite(voiceId, isFavourite),
    'voices.delete': ({ voiceId }) => catalogue.delete(voiceId),
    'voices.setDialectDefault': ({ dialectCode, voiceId }) => catalogue.setDialectDefault(dialectCode, voiceId),
    'voices.getServiceDefault': () => catalogue.serviceDefault(),
  };
}
