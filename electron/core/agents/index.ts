export { listAgents, selectAgent, pickMatrixAgents } from './agent-directory';
export { listWebTools, getWebTool, revealWebToolSecret, deleteWebTool, webToolKeyOf } from './web-tools';
export { listKnowledgeItems, getKnowledgeItem } from './knowledge-base';
export { setActivation, setActivations } from './activation';
export { buildMatrix, newestVersions } from './matrix';
export { toWebToolView, maskSecret, isSecretHeaderName, pickSecret } from './web-tool-view';
export { mapWithConcurrency } from './service-reads';
export { readAgents } from './agent-cache';
