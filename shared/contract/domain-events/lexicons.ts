import { event } from '../define';

export interface LexiconsChanged {
  /** The lexicon that changed, or null when several did (an import into a new one names it). */
  lexiconId: string | null;
  projectId: string | null;
}

/** Events about the studio's lexicons. Spread into shared/contract/events.ts. */
export const lexiconsEvents = {
  'lexicons.changed': event<LexiconsChanged>(
    'Fires after a lexicon or its entries change (created, renamed, switched, deleted, entries added or removed, imported): previews read the lexicons in effect again.',
  ),
} as const;
