import type { EventName } from './events';
import type { OperationName } from './operations';

/**
 * The contract's operation and event names as plain data: what the preload needs to build
 * `window.studio` and its IPC channels, without the zod schemas (which would make the preload
 * many times its size goal: `npm run bench -- bundles`). The compiler checks these lists against
 * the declared operations and events, so a name added or removed in one place and not the other
 * fails the type check.
 */
export const operationNameList = [
  'app.info',
  'app.ping',
  'app.connectivity',
  'secrets.status',
  'secrets.setApiKey',
  'secrets.clearApiKey',
  'settings.get',
  'settings.update',
  'account.testConnection',
  'profiles.list',
  'profiles.create',
  'profiles.rename',
  'profiles.switch',
  'profiles.remove',
  'dialects.list',
  'voices.list',
  'voices.get',
  'voices.refresh',
  'voices.setFavourite',
  'voices.delete',
  'voices.setDialectDefault',
  'voices.getServiceDefault',
  'dictionaries.list',
  'projects.list',
  'projects.create',
  'projects.get',
  'projects.rename',
  'projects.duplicate',
  'projects.delete',
  'projects.updateSettings',
  'projects.estimate',
  'projects.previewVoice',
  'deliverables.getSettings',
  'deliverables.saveSettings',
  'deliverables.setCover',
  'deliverables.export',
  'deliverables.prepareDownload',
  'deliverables.cancelExport',
  'chapters.get',
  'chapters.create',
  'chapters.update',
  'chapters.delete',
  'chapters.move',
  'chapters.merge',
  'chapters.split',
  'blocks.update',
  'blocks.insert',
  'blocks.split',
  'blocks.merge',
  'blocks.delete',
  'blocks.move',
  'blocks.takes',
  'blocks.chooseTake',
  'queue.start',
  'queue.pause',
  'queue.resume',
  'queue.cancel',
  'queue.status',
  'import.preview',
  'import.create',
  'history.list',
  'history.facets',
  'history.sync',
  'history.cancelSync',
  'history.delete',
  'history.cacheStatus',
  'history.setCacheLimit',
  'history.clearCache',
  'agents.list',
  'agents.select',
  'agents.matrix',
  'agents.setActiveMany',
  'webTools.list',
  'webTools.get',
  'webTools.revealSecret',
  'webTools.setActive',
  'webTools.delete',
  'knowledgeBase.list',
  'knowledgeBase.get',
  'knowledgeBase.setActive',
  'audioExport.startDrag',
  'audioExport.saveAs',
  'audioExport.fileName',
  'audioExport.exportToFolder',
  'audioExport.getSettings',
  'audioExport.saveSettings',
  'audioExport.prepareDownload',
  'audio.waveform',
  'webhooks.get',
  'webhooks.checkUrl',
  'webhooks.generateSecret',
  'webhooks.setSecret',
  'webhooks.revealSecret',
  'webhooks.deleteSecret',
  'webhooks.sendTest',
  'webhooks.templates',
  'webhooks.inspector',
  'webhooks.clearInspector',
  'webhooks.simulateCall',
  'lexicons.list',
  'lexicons.get',
  'lexicons.create',
  'lexicons.rename',
  'lexicons.delete',
  'lexicons.setEnabled',
  'lexicons.upsertEntries',
  'lexicons.deleteEntries',
  'lexicons.import',
  'lexicons.export',
  'lexicons.inEffect',
  'lexicons.tryEntry',
] as const;

export const eventNameList = [
  'app.connectivityChanged',
  'account.changed',
  'voices.changed',
  'voices.refreshFailed',
  'projects.changed',
  'queue.changed',
  'queue.chapterDone',
  'deliverables.exportProgress',
  'history.syncProgress',
  'history.changed',
  'audioExport.exportProgress',
  'agents.activationChanged',
  'webhooks.eventReceived',
  'lexicons.changed',
] as const;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Drift checks: each line fails to compile when the list and the declarations differ.
export const operationNamesMatch: Same<(typeof operationNameList)[number], OperationName> = true;
export const eventNamesMatch: Same<(typeof eventNameList)[number], EventName> = true;

/** Every operation name, typed (the same list). */
export const operationNames: readonly OperationName[] = operationNameList;
export const eventNames: readonly EventName[] = eventNameList;

const operationSet: ReadonlySet<string> = new Set(operationNameList);
const eventSet: ReadonlySet<string> = new Set(eventNameList);

export function isOperationName(name: unknown): name is OperationName {
  return typeof name === 'string' && operationSet.has(name);
}

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && eventSet.has(name);
}
