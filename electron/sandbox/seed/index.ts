import type { SandboxState } from '../state/types';
import { seedVoiceAgents, seedDictionaries } from './agents';
import { seedDialects } from './dialects';
import { seedKnowledgeBase } from './knowledge-base';
import { SeededRandom } from './rng';
import { seedVoices } from './voices';
import { seedWebTools } from './web-tools';

const SEED = 0x5a177;

/** Identity and secrets that are not seed data: generated per data dir by the caller. */
export interface SeedIdentity {
  apiKey: string;
  signingSecret: string;
}

/** The first-start state. Deterministic apart from `identity`, so tests can rely on counts and ids. */
export function buildSeedState(identity: SeedIdentity): SandboxState {
  const random = new SeededRandom(SEED);
  const projectId = random.uuid();
  const userId = random.uuid();
  const apiKeyId = random.uuid();
  const dialects = seedDialects(random);
  const voices = seedVoices(random, dialects, projectId);
  const voiceAgents = seedVoiceAgents(random, voices, projectId);
  const webTools = seedWebTools(random, projectId, userId);
  const knowledgeBase = seedKnowledgeBase(random, projectId, userId);
  const dictionaries = seedDictionaries(random, voiceAgents);
  const msa = dialects.find((d) => d.languageCode === 'msa')!;
  const defaultVoice = voices.find((v) => v.dialectId === msa.id && v.ownership === 'catalogue')!;

  // Activations: the first agents each switch on a few tools (by persistentId) and documents.
  const persistentIds = [...new Set(webTools.map((t) => t.persistentId))];
  const pick = <T>(list: T[], indexes: number[]): T[] => indexes.map((i) => list[i]).filter((x): x is T => x !== undefined);
  const kbIds = knowledgeBase.map((k) => k.id);
  const agentIds = voiceAgents.map((a) => a.id);

  return {
    schemaVersion: 1,
    apiKey: identity.apiKey,
    apiKeyId,
    projectId,
    projectName: 'Sandbox project — مشروع تجريبي',
    userId,
    signingSecret: identity.signingSecret,
    defaultVoiceId: defaultVoice.id,
    dialects,
    voices,
    histories: [],
    voiceAgents,
    webTools,
    knowledgeBase,
    dictionaries,
    activations: {
      webTools: {
        [agentIds[0]!]: pick(persistentIds, [0, 1, 4]),
        [agentIds[1]!]: pick(persistentIds, [2, 5]),
        [agentIds[2]!]: pick(persistentIds, [1]),
      },
      knowledgeBase: {
        [agentIds[0]!]: pick(kbIds, [0, 1, 3, 18]),
        [agentIds[1]!]: pick(kbIds, [0, 9, 13, 15]),
        [agentIds[3]!]: pick(kbIds, [10, 17]),
      },
    },
  };
}

/** Counts of the first-start data, for tests and for the CLI banner. */
export const seedCounts = (() => {
  const state = buildSeedState({ apiKey: 'counting', signingSecret: 'counting' });
  return {
    dialects: state.dialects.length,
    voices: state.voices.length,
    catalogueVoices: state.voices.filter((v) => v.ownership === 'catalogue').length,
    projectVoices: state.voices.filter((v) => v.ownership === 'project').length,
    sharedVoices: state.voices.filter((v) => v.ownership === 'shared').length,
    voiceAgents: state.voiceAgents.length,
    webTools: state.webTools.length,
    webToolsDistinct: new Set(state.webTools.map((t) => t.persistentId)).size,
    knowledgeBaseItems: state.knowledgeBase.length,
    dictionaries: state.dictionaries.length,
    histories: 0,
  } as const;
})();
