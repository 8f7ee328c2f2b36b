import { z } from 'zod';
import { operation } from '../define';
import type { ScriptPiece } from '../../model/script';
import type { DraftTakes } from '../../model/takes';
import { readAsOptionsSchema } from './read-as-schema';
import { draftIdSchema } from './script';

/** Operations takes.* and tts.regeneratePart (takes of a draft's parts). Spread into shared/contract/operations.ts. */

const historyId = z.string().min(1).max(200);
const partIndex = z.number().int().min(0).max(99);

export const takesOperations = {
  'takes.list': operation<DraftTakes>()(
    z.object({ draftId: draftIdSchema }).strict(),
    "Every take of the draft's parts with the chosen one marked, and the draft's long script (its newest piece) with the chosen takes as its parts.",
  ),
  'takes.choose': operation<DraftTakes>()(
    z.object({ draftId: draftIdSchema, partIndex, historyId }).strict(),
    "Makes a take the part's chosen one (the one the joined render uses); only a take of the part's current text may be chosen.",
  ),
  'tts.regeneratePart': operation<ScriptPiece>()(
    z
      .object({ requestId: z.string().uuid(), pieceId: z.string().min(1).max(200), partIndex, readAs: readAsOptionsSchema.optional() })
      .strict(),
    'Generates one part of a piece again as a new take, kept beside the earlier ones and chosen; the joined render is made again once the piece is whole.',
  ),
} as const;
