import { join } from 'node:path';
import { z } from 'zod';
import { ok, type Result } from '../../../shared/contract/errors';
import { readJsonFile, SerialQueue, writeFileAtomic } from '../fs';

/**
 * Per agent, in the profile folder: the endpoint URL last checked and whether it passed, and
 * whether the keychain holds a webhook secret for it. A URL is not a secret (the token never goes here); remembering it spares
 * retyping and tells the test sender where to post. The secret flag lets a removed profile take
 * its agents' keychain items with it, since the keychain is never listed.
 *
 * Agents are keyed in a Map, never as properties of an object: an agent id is any text the
 * renderer sends, and `agents["__proto__"] = …` sets a prototype instead of a key, so an agent of
 * that id had its secret stored but never listed, and it outlived its profile.
 */
const ENDPOINTS_FILE = 'webhooks.json';
const agentSchema = z.object({
  url: z.string().max(2048).optional(),
  /** Absent in files written before it was kept: such a URL is checked again before tests go to it. */
  urlPassed: z.boolean().optional(),
  secretStored: z.boolean().optional(),
});
/** The file's shape; each agent's record is read on its own (a Map, see above), a damaged one alone is dropped. */
const fileSchema = z.object({ agents: z.unknown() });
type AgentRecord = z.infer<typeof agentSchema>;
type Endpoints = Map<string, AgentRecord>;

const queues = new Map<string, SerialQueue>();

export async function readEndpointUrl(directory: string, agentId: string): Promise<string | null> {
  return (await readEndpoint(directory, agentId)).url;
}

/** The URL last checked for the agent, and whether that check passed. */
export async function readEndpoint(directory: string, agentId: string): Promise<{ url: string | null; passed: boolean }> {
  const agent = (await readEndpoints(directory)).get(agentId);
  return { url: agent?.url ?? null, passed: agent?.url !== undefined && agent.urlPassed === true };
}

export const rememberEndpointUrl = (directory: string, agentId: string, url: string, passed: boolean) =>
  updateAgent(directory, agentId, { url, urlPassed: passed });

/** Drops the remembered URL (it held the agent's secret once that was stored). */
export const forgetEndpointUrl = (directory: string, agentId: string) =>
  updateAgent(directory, agentId, { url: undefined, urlPassed: undefined });

/** Notes that the keychain holds (or no longer holds) a secret for the agent. */
export const rememberSecretStored = (directory: string, agentId: string, secretStored: boolean) =>
  updateAgent(directory, agentId, { secretStored });

/** Agents of this profile whose webhook secret is in the keychain, as far as the file knows. */
export async function agentsWithSecrets(directory: string): Promise<string[]> {
  return [...(await readEndpoints(directory))].filter(([, agent]) => agent.secretStored).map(([agentId]) => agentId);
}

function updateAgent(directory: string, agentId: string, change: AgentRecord): Promise<Result<void>> {
  let queue = queues.get(directory);
  if (!queue) queues.set(directory, (queue = new SerialQueue()));
  return queue.run(async () => {
    const endpoints = await readEndpoints(directory);
    const before = endpoints.get(agentId) ?? {};
    const after: AgentRecord = { ...before, ...change };
    if (after.url === undefined) delete after.url;
    if (after.urlPassed === undefined) delete after.urlPassed;
    if (JSON.stringify(before) === JSON.stringify(after)) return ok(undefined);
    endpoints.set(agentId, after);
    // fromEntries defines each id as an own property, `__proto__` included, so JSON writes it.
    const text = JSON.stringify({ agents: Object.fromEntries(endpoints) }, null, 2);
    return writeFileAtomic(join(directory, ENDPOINTS_FILE), text, { label: 'webhook endpoints' });
  });
}

async function readEndpoints(directory: string): Promise<Endpoints> {
  const endpoints: Endpoints = new Map();
  const read = await readJsonFile(join(directory, ENDPOINTS_FILE), fileSchema, { label: 'webhook endpoints' });
  // Missing or damaged: nothing remembered yet; the user types the URL again.
  const agents = read.ok ? read.value.agents : undefined;
  if (typeof agents !== 'object' || agents === null || Array.isArray(agents)) return endpoints;
  // JSON.parse makes every key an own property, `__proto__` too: entries lists them all.
  for (const [agentId, record] of Object.entries(agents)) {
    const parsed = agentSchema.safeParse(record);
    if (parsed.success) endpoints.set(agentId, parsed.data);
  }
  return endpoints;
}
