import { join } from 'node:path';
import { z } from 'zod';
import { ok, type Result } from '../../../shared/contract/errors';
import { readJsonFile, SerialQueue, writeFileAtomic } from '../fs';

/**
 * Per agent, in the profile folder: the endpoint URL last checked, and whether the keychain holds
 * a webhook secret for it. A URL is not a secret (the token never goes here); remembering it spares
 * retyping and tells the test sender where to post. The secret flag lets a removed profile take
 * its agents' keychain items with it, since the keychain is never listed.
 */
const ENDPOINTS_FILE = 'webhooks.json';
const agentSchema = z.object({ url: z.string().max(2048).optional(), secretStored: z.boolean().optional() });
const endpointsSchema = z.object({ agents: z.record(z.string(), agentSchema) });
type Endpoints = z.infer<typeof endpointsSchema>;
type AgentRecord = z.infer<typeof agentSchema>;

const queues = new Map<string, SerialQueue>();

export async function readEndpointUrl(directory: string, agentId: string): Promise<string | null> {
  return (await readEndpoints(directory)).agents[agentId]?.url ?? null;
}

export const rememberEndpointUrl = (directory: string, agentId: string, url: string) => updateAgent(directory, agentId, { url });

/** Notes that the keychain holds (or no longer holds) a secret for the agent. */
export const rememberSecretStored = (directory: string, agentId: string, secretStored: boolean) =>
  updateAgent(directory, agentId, { secretStored });

/** Agents of this profile whose webhook secret is in the keychain, as far as the file knows. */
export async function agentsWithSecrets(directory: string): Promise<string[]> {
  return Object.entries((await readEndpoints(directory)).agents)
    .filter(([, agent]) => agent.secretStored)
    .map(([agentId]) => agentId);
}

function updateAgent(directory: string, agentId: string, change: AgentRecord): Promise<Result<void>> {
  let queue = queues.get(directory);
  if (!queue) queues.set(directory, (queue = new SerialQueue()));
  return queue.run(async () => {
    const endpoints = await readEndpoints(directory);
    const before = endpoints.agents[agentId] ?? {};
    const after = { ...before, ...change };
    if (JSON.stringify(before) === JSON.stringify(after)) return ok(undefined);
    endpoints.agents[agentId] = after;
    return writeFileAtomic(join(directory, ENDPOINTS_FILE), JSON.stringify(endpoints, null, 2), { label: 'webhook endpoints' });
  });
}

async function readEndpoints(directory: string): Promise<Endpoints> {
  const read = await readJsonFile(join(directory, ENDPOINTS_FILE), endpointsSchema, { label: 'webhook endpoints' });
  // Missing or damaged: nothing remembered yet; the user types the URL again.
  return read.ok ? read.value : { agents: {} };
}
