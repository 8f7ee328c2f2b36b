import { z } from 'zod';
import type { ClipWaveform } from '../../model/audio';
import { operation } from '../define';

/** Operations audio.* (what the player draws of a clip). Spread into shared/contract/operations.ts. */
export const audioOperations = {
  'audio.waveform': operation<ClipWaveform>()(
    z
      .object({
        // The clip as the player loads it: /api/audio/<kind>/<id>, resolved by the core like the audio itself.
        src: z
          .string()
          .min(1)
          .max(400)
          .regex(/^\/api\/audio\/[a-z-]+\/[^/]+$/),
        buckets: z.number().int().min(16).max(4_000),
      })
      .strict(),
    "A WAV clip's waveform (largest magnitude per bucket), computed in the core so the page never decodes a long clip.",
  ),
} as const;
