import { z } from 'zod';
import { operation } from '../define';
import type { DictionaryList } from '../../model/script';

/**
 * Operations of the generation road's own data (electron/core/speech): the service's
 * pronunciation dictionaries a project may send with its blocks. Spread into
 * shared/contract/operations.ts.
 */
export const speechOperations = {
  'dictionaries.list': operation<DictionaryList>()(
    z.object({ search: z.string().max(200).optional() }).strict(),
    'The voice dictionaries from the service, or from the local copy (stale: true) when it cannot be reached.',
  ),
} as const;
