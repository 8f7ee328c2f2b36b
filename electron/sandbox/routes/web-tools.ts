import { matchesSearch } from '../../../shared/text';
import { guessed } from '../guesses';
import { fail } from '../http/errors';
import { okEnvelope, v1Envelope } from '../http/response';
import type { WebToolRecord } from '../state/types';
import { isActivatedAnywhere, isActivatedFor, removeEverywhere, setActivation } from './activation';
import { bodyObject, booleanWithDefault, requiredUuid } from './body-fields';
import { pathId, type RouteContext, type RouteHandlers } from './context';
import { findVoiceAgent, optionalVoiceAgentId } from './voice-agents';
import { isUuid, optionalBoolean, optionalEnum, optionalString, pageOf, v1Paging } from './query';

const webToolTypes = ['MCP', 'FUNCTION', 'WEB_TOOL'] as const;

/**
 * `isActive` of a tool row: for the given agent, whether that agent has it switched on (guess: the
 * agent filter reads the flag as that agent sees it); with no agent, §2.2's meaning, "True when the
 * tool is currently active in any voice agent", from the same activations the toggles change.
 */
function presentWebTool(context: RouteContext, tool: WebToolRecord, agentId: string | undefined): object {
  const { activations } = context.store.state;
  const isActive =
    agentId === undefined
      ? isActivatedAnywhere(activations, 'webTools', tool.persistentId)
      : isActivatedFor(activations, 'webTools', agentId, tool.persistentId);
  return {
    id: tool.id,
    persistentId: tool.persistentId,
    version: tool.version,
    name: tool.name,
    type: tool.type,
    userId: tool.userId,
    projectId: tool.projectId,
    isActive,
    async: tool.async,
    description: tool.description,
    collectionId: tool.collectionId,
    toolSettings: {
      ...tool.toolSettings,
      httpHeaders: { ...tool.toolSettings.httpHeaders },
      pathParameters: { ...tool.toolSettings.pathParameters },
    },
    params: tool.params,
    messages: tool.messages,
    createdAt: tool.createdAt,
  };
}

/**
 * Every version is its own row (versions share `persistentId`), newest first. Filters: agent,
 * isActive (as seen by that agent), type, search over name and description.
 */
function listWebTools(
  context: RouteContext,
  options: { returnUncategorized: boolean },
): { total: number; filtered: number; items: object[] } {
  const paging = v1Paging(context.query);
  const agentId = optionalVoiceAgentId(context);
  const isActive = optionalBoolean(context.query, guessed.query.isActive);
  const type = optionalEnum(context.query, guessed.query.type, webToolTypes);
  const search = optionalString(context.query, guessed.query.search);
  const all = [...context.store.state.webTools].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const rows = all
    .map((tool) => ({ tool, view: presentWebTool(context, tool, agentId) as { isActive: boolean } }))
    .filter(
      ({ tool, view }) =>
        (isActive === undefined || view.isActive === isActive) &&
        (type === undefined || tool.type === type) &&
        (search === undefined || matchesSearch(`${tool.name} ${tool.description}`, search)) &&
        (options.returnUncategorized || tool.collectionId !== null),
    );
  return { total: all.length, filtered: rows.length, items: pageOf(rows, paging).map((r) => r.view) };
}

function findWebTool(context: RouteContext): WebToolRecord {
  const tool = context.store.state.webTools.find((t) => t.id === pathId(context));
  if (!tool) throw fail.notFound('Web tool not found');
  return tool;
}

export const webToolHandlers: Pick<RouteHandlers, 'webToolGet' | 'webToolList' | 'webToolListV2' | 'webToolDelete' | 'webToolToggle'> = {
  /**
   * §4.1: the path id is "string, uuid format" and 400 is a documented error, so an id that is
   * not a uuid is refused as the v1 400 body before any lookup. §2.1: the message defaults to "success".
   */
  webToolGet(context) {
    if (!isUuid(pathId(context))) throw fail.validation('id must be a UUID', 'FieldMustBeUuid');
    return v1Envelope(context.settings.shape, 'success', { data: presentWebTool(context, findWebTool(context), undefined) });
  },

  webToolList: (context) =>
    v1Envelope(context.settings.shape, 'Web tools fetched successfully', { data: listWebTools(context, { returnUncategorized: true }) }),

  /** The v2 list (doc names its query only): standard envelope; uncategorized tools unless told otherwise (guess). */
  webToolListV2(context) {
    const returnUncategorized = optionalBoolean(context.query, guessed.query.returnUncategorized) ?? true;
    return okEnvelope(listWebTools(context, { returnUncategorized }));
  },

  /**
   * Deletes one version. §3.4/§4.1: the message names the deleted kind ("web tool deleted
   * successfully"); the lenient shape names the kind of tool, as services were seen to.
   */
  webToolDelete(context) {
    const tool = findWebTool(context);
    const { state } = context.store;
    state.webTools = state.webTools.filter((t) => t.id !== tool.id);
    if (!state.webTools.some((t) => t.persistentId === tool.persistentId))
      removeEverywhere(state.activations, 'webTools', tool.persistentId);
    context.store.save();
    const lenientMessage = tool.type === 'MCP' ? 'MCP server deleted successfully' : 'Function deleted successfully';
    return v1Envelope(context.settings.shape, context.settings.shape === 'spec' ? 'web tool deleted successfully' : lenientMessage);
  },

  webToolToggle(context) {
    const fields = bodyObject(context.body);
    const agentId = requiredUuid(fields, 'voiceAgentId');
    const webToolId = requiredUuid(fields, 'webToolId');
    const isActive = booleanWithDefault(fields, 'isActive', true);
    findVoiceAgent(context, agentId);
    const tool = context.store.state.webTools.find((t) => t.id === webToolId || t.persistentId === webToolId);
    if (!tool) throw fail.notFound('Web tool not found');
    setActivation(context.store.state.activations, 'webTools', agentId, tool.persistentId, isActive);
    context.store.save();
    return v1Envelope(context.settings.shape, isActive ? 'web tool activated successfully' : 'web tool deactivated successfully');
  },
};
