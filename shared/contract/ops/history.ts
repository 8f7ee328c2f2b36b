import { z } from 'zod';
import { operation } from '../define';
import type { CacheStatus, DeleteOutcome, HistoryFacets, HistoryListPage, SyncSummary } from '../../model/history';

const historyId = z.string().min(1).max(200);
/** A selection: bounded so one call cannot tie the core up indefinitely. */
const historyIds = z.array(historyId).min(1).max(5_000);
const timeMs = z.number().int().min(0).max(8.64e15);

/** Operations history.* (sync, list, search, delete, the cache's size and limit). Spread into shared/contract/operations.ts. */
export const historyOperations = {
  'history.list': operation<HistoryListPage>()(
    z
      .object({
        cursor: z.string().max(300).optional(),
        /** Start at this row (0 = the first in `order`) instead of a cursor: a windowed list jumps there. */
        position: z.number().int().min(0).max(100_000_000).optional(),
        limit: z.number().int().min(1).max(100).default(100),
        search: z.string().max(500).optional(),
        voiceName: z.string().max(200).optional(),
        dialectCode: z.string().max(50).optional(),
        from: timeMs.optional(),
        to: timeMs.optional(),
        order: z.enum(['newest', 'oldest']).default('newest'),
      })
      .strict(),
    'One page from the local cache (keyset; or from a position, for filters the cache can count exactly); never waits on the network. Search ignores Arabic spelling variants.',
  ),
  'history.facets': operation<HistoryFacets>()(
    z.object({}).strict(),
    'The voices and dialects present in the cache, for the filters; local only.',
  ),
  'history.sync': operation<SyncSummary>()(
    z.object({}).strict(),
    'Brings the cache up to date with the service, one sync at a time: asked while one runs, it runs once more after it (requests made meanwhile share that one).',
  ),
  'history.cancelSync': operation<{ cancelled: boolean }>()(
    z.object({}).strict(),
    'Stops a running sync after its current step; what was written stays consistent.',
  ),
  'history.delete': operation<DeleteOutcome>()(
    z.object({ ids: historyIds }).strict(),
    'Deletes on the service first, then from the cache, entry by entry; refused with OFFLINE when the service is unreachable.',
  ),
  'history.cacheStatus': operation<CacheStatus>()(
    z.object({}).strict(),
    'Sizes of the database and the audio files, and how many entries are cached.',
  ),
  'history.setCacheLimit': operation<CacheStatus>()(
    z.object({ bytes: z.number().int().min(0).max(1e13).nullable() }).strict(),
    'Caps the audio cache; least recently played (then oldest) clips beyond it are evicted, rows stay.',
  ),
  'history.clearCache': operation<CacheStatus>()(
    z.object({}).strict(),
    'Removes every cached history row and audio file; the service keeps the history, the next sync refills it.',
  ),
} as const;
