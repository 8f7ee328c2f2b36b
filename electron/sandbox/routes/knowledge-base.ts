import { matchesSearch } from '../../../shared/text';
import { guessed } from '../guesses';
import { fail } from '../http/errors';
import { okEnvelope, v1Envelope } from '../http/response';
import type { ResponseShape } from '../shape';
import type { KnowledgeBaseRecord } from '../state/types';
import { isActivatedAnywhere, isActivatedFor, setActivation } from './activation';
import { bodyObject, booleanWithDefault, requiredUuid } from './body-fields';
import { pathId, type RouteContext, type RouteHandlers } from './context';
import { enumArray, optionalBoolean, optionalEnum, optionalString, pageOf, v1Paging } from './query';
import { findVoiceAgent, optionalVoiceAgentId } from './voice-agents';

const itemTypes = ['TEXT', 'URL', 'FILE'] as const;
/** PROCESSING also matches items whose status is still null; `null` may be asked for explicitly. */
const itemStatuses = [
  'PROCESSED',
  'FAILED',
  'COMPLETED_WITH_ERRORS',
  'UPLOAD_FAILURE',
  'READING_FAILURE',
  'INGESTION_FAILURE',
  'PROCESSING',
  'null',
] as const;
const itemExtensions = ['pdf', 'docx', 'doc', 'txt', 'html', 'epub'] as const;
const sortFields = ['words', 'createdAt', 'fileSize'] as const;
const sortOrders = ['asc', 'desc'] as const;

const sizeUnits: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/** "2.5MB" → bytes, for sorting by `fileSize` (the service reports it as text). */
export function fileSizeBytes(text: string | null): number {
  const match = /^([\d.]+)\s*(B|KB|MB|GB)$/i.exec(text?.trim() ?? '');
  return match ? Number(match[1]) * (sizeUnits[match[2]!.toUpperCase()] ?? 1) : 0;
}

/**
 * §2.3: `extension` is "number in the list sample" while the filter spells pdf, docx, ...; what
 * the numbers mean is not shown. The spec shape sends the filter value's 1-based position in
 * that list (pdf = 1); the lenient shape sends the text.
 */
function presentExtension(shape: ResponseShape, extension: string | null): number | string | null {
  if (shape === 'lenient' || extension === null) return extension;
  const position = (itemExtensions as readonly string[]).indexOf(extension);
  return position === -1 ? extension : position + 1;
}

/**
 * §2.3 documents `status` as a string; items still processing have none in the seed (null, as a
 * real service was seen to send). The spec shape never sends null: such an item says the guessed
 * PROCESSING (guesses.ts); the lenient shape sends null as seen.
 */
function presentStatus(shape: ResponseShape, status: string | null): string | null {
  return shape === 'lenient' ? status : (status ?? guessed.knowledgeBaseProcessing);
}

/**
 * `isActive` and `used` as seen by the given agent (whether it has the item switched on); with no
 * agent, `isActive` is the item's own flag and `used` whether any agent uses it.
 */
function presentItem(context: RouteContext, item: KnowledgeBaseRecord, agentId: string | undefined, withContent: boolean) {
  const { activations } = context.store.state;
  const forAgent = agentId === undefined ? null : isActivatedFor(activations, 'knowledgeBase', agentId, item.id);
  return {
    ...item,
    status: presentStatus(context.settings.shape, item.status),
    extension: presentExtension(context.settings.shape, item.extension),
    itemUrls: [...item.itemUrls],
    content: withContent ? item.content : null,
    isActive: forAgent ?? item.isActive,
    used: forAgent ?? isActivatedAnywhere(activations, 'knowledgeBase', item.id),
  };
}

function sortValue(item: KnowledgeBaseRecord, field: (typeof sortFields)[number]): number {
  if (field === 'words') return item.wordsNumber;
  if (field === 'fileSize') return fileSizeBytes(item.fileSize);
  return Date.parse(item.createdAt);
}

export const knowledgeBaseHandlers: Pick<RouteHandlers, 'knowledgeBaseList' | 'knowledgeBaseGet' | 'knowledgeBaseToggle'> = {
  knowledgeBaseList(context) {
    const { query } = context;
    const paging = v1Paging(query);
    const agentId = optionalVoiceAgentId(context);
    const isActive = optionalBoolean(query, guessed.query.isActive);
    const used = optionalBoolean(query, guessed.query.used);
    const types = enumArray(query, guessed.query.type, itemTypes);
    const statuses = enumArray(query, guessed.query.status, itemStatuses);
    const extensions = enumArray(query, guessed.query.extension, itemExtensions);
    const search = optionalString(query, guessed.query.search);
    const sortBy = optionalEnum(query, guessed.query.sortBy, sortFields) ?? 'createdAt';
    const direction = (optionalEnum(query, guessed.query.sortOrder, sortOrders) ?? 'desc') === 'asc' ? 1 : -1;

    const all = context.store.state.knowledgeBase;
    const statusMatches = (status: string | null): boolean =>
      statuses.length === 0 || statuses.includes((status ?? 'null') as never) || (status === null && statuses.includes('PROCESSING'));
    const rows = all
      .filter(
        (item) =>
          (types.length === 0 || types.includes(item.type)) &&
          statusMatches(item.status) &&
          (extensions.length === 0 || (item.extension !== null && extensions.includes(item.extension as never))) &&
          (search === undefined || matchesSearch(`${item.itemName} ${item.content ?? ''}`, search)),
      )
      .map((item) => ({ item, view: presentItem(context, item, agentId, false) }))
      .filter(({ view }) => (isActive === undefined || view.isActive === isActive) && (used === undefined || view.used === used))
      .sort((a, b) => direction * (sortValue(a.item, sortBy) - sortValue(b.item, sortBy)) || a.item.id.localeCompare(b.item.id));
    return v1Envelope(context.settings.shape, 'Items fetched successfully', {
      data: { total: all.length, filtered: rows.length, items: pageOf(rows, paging).map((r) => r.view) },
    });
  },

  knowledgeBaseGet(context) {
    const item = context.store.state.knowledgeBase.find((k) => k.id === pathId(context));
    if (!item) throw fail.notFound('Knowledge base item not found');
    return okEnvelope(presentItem(context, item, optionalVoiceAgentId(context), true));
  },

  knowledgeBaseToggle(context) {
    const fields = bodyObject(context.body);
    const agentId = requiredUuid(fields, 'voiceAgentId');
    const itemId = requiredUuid(fields, 'knowledgeBaseItemId');
    const isActive = booleanWithDefault(fields, 'isActive', true);
    findVoiceAgent(context, agentId);
    if (!context.store.state.knowledgeBase.some((k) => k.id === itemId)) throw fail.notFound('Knowledge base item not found');
    setActivation(context.store.state.activations, 'knowledgeBase', agentId, itemId, isActive);
    context.store.save();
    return isActive
      ? v1Envelope(context.settings.shape, 'Item activated successfully', { messageKey: 'ItemActivatedSuccessfully' })
      : v1Envelope(context.settings.shape, 'Item deactivated successfully', { messageKey: 'ItemDeactivatedSuccessfully' });
  },
};
