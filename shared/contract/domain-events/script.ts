import { event } from '../define';
import type { GenerationProgress } from '../../model/script';

/** Events about generation progress, drafts. Spread into shared/contract/events.ts. */
export const scriptEvents = {
  'tts.generationProgress': event<GenerationProgress>(
    'Fires as a generation (or a piece part) moves through validating → sending → locating → downloading → saving → done | failed.',
  ),
} as const;
