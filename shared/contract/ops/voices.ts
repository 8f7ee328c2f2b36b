import { z } from 'zod';
import { operation } from '../define';
import type { DialectSummary, VoiceCard, VoiceList, VoiceRefresh } from '../../model/voices';
import { voiceSorts } from '../../model/voices';

const id = z.string().min(1).max(200);
const code = z.string().min(1).max(40);

/** Operations voices.*, dialects.* (catalogue, favourites, defaults, samples). Spread into shared/contract/operations.ts. */
export const voicesOperations = {
  'dialects.list': operation<DialectSummary[]>()(
    z.object({}).strict(),
    'Dialects from the local cache with voice counts and the local default voice; answers offline.',
  ),
  'voices.list': operation<VoiceList>()(
    z
      .object({
        dialectCode: code.optional(),
        language: z.string().min(1).max(10).optional(),
        tags: z.array(z.string().min(1).max(40)).max(10).optional(),
        favouritesOnly: z.boolean().optional(),
        search: z.string().max(200).optional(),
        sort: z.enum(voiceSorts).optional(),
        refresh: z.boolean().optional(),
      })
      .strict(),
    'Answers at once from the cache; when stale or asked, refreshes in the background and emits voices.changed if the data changed.',
  ),
  'voices.get': operation<VoiceCard>()(
    z.object({ voiceId: id }).strict(),
    'One cached voice card; NOT_FOUND when the cache does not know it.',
  ),
  'voices.refresh': operation<VoiceRefresh>()(
    z.object({}).strict(),
    'Refreshes dialects, voices and the default voice from the service now (joins a refresh already running).',
  ),
  'voices.setFavourite': operation<VoiceCard>()(
    z.object({ voiceId: id, isFavourite: z.boolean() }).strict(),
    'Sets the favourite flag on the service and in the cache; on failure the cache keeps the old flag.',
  ),
  'voices.delete': operation<{ voiceId: string }>()(
    z.object({ voiceId: id }).strict(),
    "Deletes the voice on the service, then from the cache; FORBIDDEN when the voice is not the project's own.",
  ),
  'voices.setDialectDefault': operation<DialectSummary>()(
    z.object({ dialectCode: code, voiceId: id.nullable() }).strict(),
    'Chooses (or clears with null) the local default voice of a dialect; the voice must be of that dialect.',
  ),
  'voices.getServiceDefault': operation<VoiceCard | null>()(
    z.object({}).strict(),
    "The service's current default voice as last seen, from the cache; null if not known yet.",
  ),
} as const;
