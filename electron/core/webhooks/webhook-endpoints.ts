import { join } from 'node:path';
import { z } from 'zod';
import { ok, type Result } from '../../../shared/contract/errors';
import { readJsonFile, SerialQueue, writeFileAtomic } from '../fs';

/**
 * The endpoint URL last checked for each agent, in the profile folder. A URL is not a secret (the
 * token never goes here); remembering it spares retyping and tells the test sender where to post.
 */
const ENDPOINTS_FILE = 'webhooks.json';
const endpointsSchema = z.object({ agents: z.record(z.string(), z.object({ url: z.string().max(2048) })) });
type Endpoints = z.infer<typeof endpointsSchema>;

const queues = new Map<string, SerialQueue>();

export async function readEndpointUrl(directory: string, agentId: string): Promise<string | null> {
  return (await readEndpoints(directory)).agents[agentId]?.url ?? null;
}

export function rememberEndpointUrl(directory: string, agentId: string, url: string): Promise<Result<void>> {
  let queue = queues.get(directory);
  if (!queue) queues.set(directory, (queue = new SerialQueue()));
  return queue.run(async () => {
    const endpoints = await readEndpoints(directory);
    if (endpoints.agents[agentId]?.url === url) return ok(undefined);
    endpoints.agents[agentId] = { url };
    return writeFileAtomic(join(directory, ENDPOINTS_FILE), JSON.stringify(endpoints, null, 2), { label: 'webhook endpoints' });
  });
}

async function readEndpoints(directory: string): Promise<Endpoints> {
  const read = await readJsonFile(join(directory, ENDPOINTS_FILE), endpointsSchema, { label: 'webhook endpoints' });
  // Missing or damaged: nothing remembered yet; the user types the URL again.
  return read.ok ? read.value : { agents: {} };
}
