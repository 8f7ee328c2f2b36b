import { fail, parseMediaPath } from '../../../shared/contract';
import type { audioOperations } from '../../../shared/contract/ops/audio';
import type { Handlers } from '../dispatch/dispatch';
import type { CoreContext } from '../core-context';
import { clipWaveform } from './waveform';

/** Handlers of every operation declared in shared/contract/ops/audio.ts: what the player draws of a clip. */
export function audioHandlers(core: CoreContext): Pick<Handlers, keyof typeof audioOperations> {
  return {
    'audio.waveform': async ({ src, buckets }) => {
      // The clip is resolved as the player's request for it is, so the page names no file.
      const parts = parseMediaPath(src);
      if (!parts) return fail('VALIDATION', 'The clip address is not one the studio serves.');
      const file = await core.audio.resolve(parts.kind, parts.id);
      return file.ok ? clipWaveform(file.value.path, file.value.contentType, buckets) : file;
    },
  };
}
