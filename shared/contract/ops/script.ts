import { z } from 'zod';
import { operation } from '../define';
import type { DictionaryList, Draft, DraftList, DraftSummary, GeneratedClip, ScriptPiece } from '../../model/script';
import { draftCharLimit } from '../../model/script';
import { readAsOptionsSchema, readAsSettingsSchema } from './read-as-schema';

/** Operations tts.*, drafts.*, dictionaries.* (editor, drafts, generation). Spread into shared/contract/operations.ts. */

const id = z.string().min(1).max(200);
const requestId = z.string().uuid();
/**
 * A draft id names its file (`<profile>/drafts/<id>.json`) and drafts.save accepts ids from the
 * renderer, so only a safe file name passes: lowercase letters, digits, - and _ (no separator, no
 * dot, so no `..`), lowercase so two ids never share a file on a case-insensitive disk, and none of
 * Windows' reserved device names. The core's ids are lowercase uuids, well inside this.
 */
export const draftIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'a draft id is a lowercase uuid (letters a–z, digits, - and _)')
  .refine((value) => !/^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/.test(value), 'this draft id is a name reserved by the system');
// Bounds here only stop absurd payloads; the service's own limits (3,000 characters, 1–10
// dictionaries, config ranges) are checked by the handler so the error names what is wrong.
const scriptText = z.string().max(20_000);
const dictionaryIds = z.array(id).max(50);
const config = z.object({ speed: z.number().finite(), expressiveness: z.number().finite() }).strict();
const draftName = z.string().trim().min(1).max(120);
const generationSettings = {
  voiceId: z.string().max(200),
  voiceName: z.string().max(200).optional(),
  config: config.optional(),
  dictionaryIds: dictionaryIds.optional(),
};

export const scriptOperations = {
  'tts.generate': operation<GeneratedClip>()(
    z
      .object({
        requestId,
        script: scriptText,
        ...generationSettings,
        readAs: readAsOptionsSchema.optional(),
        draftId: draftIdSchema.optional(),
      })
      .strict(),
    "Reads the script as read-as shows it (when given), validates, sends exactly once, caches the audio before the row; cancelled by tts.cancel with no row or file left. With a draft id the clip is kept as a take of the draft's whole script (part 0) and chosen.",
  ),
  'tts.cancel': operation<{ cancelled: boolean }>()(
    z.object({ requestId }).strict(),
    'Aborts the generation (or piece) running under this request id; false when none is running.',
  ),
  'tts.createPiece': operation<ScriptPiece>()(
    z
      .object({ name: draftName, parts: z.array(scriptText).min(1).max(100), ...generationSettings, draftId: draftIdSchema.optional() })
      .strict(),
    "Keeps the parts of a long script together as one piece (of the draft, when given: its parts' takes are then kept and chosen per draft); nothing is generated yet.",
  ),
  'tts.savePieceParts': operation<ScriptPiece>()(
    z.object({ pieceId: id, parts: z.array(scriptText).min(1).max(100) }).strict(),
    'Replaces the texts of a piece; a part whose text changed loses its generated audio.',
  ),
  'tts.generatePiece': operation<ScriptPiece>()(
    z.object({ requestId, pieceId: id, readAs: readAsOptionsSchema.optional() }).strict(),
    'Generates the parts not yet generated, in order (each read as read-as shows it, when given), stopping at the first failure; resumable.',
  ),
  'tts.getPiece': operation<ScriptPiece>()(
    z.object({ pieceId: id }).strict(),
    'One piece with its parts and, once complete, its joined audio.',
  ),
  'tts.listPieces': operation<ScriptPiece[]>()(
    z.object({}).strict(),
    'Long renders for History: every piece with a generated part, newest first, with its parts and (once complete) its joined audio.',
  ),
  'dictionaries.list': operation<DictionaryList>()(
    z.object({ search: z.string().max(200).optional() }).strict(),
    'The voice dictionaries from the service, or from the local copy (stale: true) when it cannot be reached.',
  ),
  'drafts.list': operation<DraftList>()(z.object({}).strict(), 'Every draft, newest change first, and which one was open last.'),
  'drafts.get': operation<Draft>()(z.object({ id: draftIdSchema }).strict(), 'One draft in full; remembers it as the open one.'),
  'drafts.create': operation<Draft>()(
    z.object({ name: draftName, text: z.string().max(draftCharLimit).optional() }).strict(),
    'A new draft, which becomes the open one.',
  ),
  'drafts.save': operation<DraftSummary>()(
    z
      .object({
        id: draftIdSchema,
        name: draftName,
        text: z.string().max(draftCharLimit),
        voiceId: z.string().max(200).nullable().optional(),
        config: config.optional(),
        dictionaryIds: dictionaryIds.optional(),
        readAs: readAsSettingsSchema.optional(),
      })
      .strict(),
    'Writes the draft durably (creating it if new) before answering; called on every pause in typing.',
  ),
  'drafts.rename': operation<DraftSummary>()(
    z.object({ id: draftIdSchema, name: draftName }).strict(),
    'Renames a draft; its text is untouched.',
  ),
  'drafts.delete': operation<DraftList>()(
    z.object({ id: draftIdSchema }).strict(),
    'Deletes a draft and answers with the drafts that remain.',
  ),
} as const;
