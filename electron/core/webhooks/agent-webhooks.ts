import { fail, ok, type Result } from '../../../shared/contract/errors';
import type {
  UrlCheckResult,
  WebhookAgentState,
  WebhookEventType,
  WebhookTestMode,
  WebhookTestReport,
} from '../../../shared/model/webhooks';
import { readAgents } from '../agents';
import type { ProfileSession } from '../session';
import { checkWebhookUrl } from './check-url';
import type { WebhookNetwork } from './network';
import { samplePayloads, type SampleContext } from './sample-payloads';
import { urlCarriesSecret } from './secret-in-url';
import { runWebhookTest } from './test-events';
import { authSecretOf, maskedAuthSecret, newWebhookToken, tokenOfAuthSecret, WebhookSecrets } from './webhook-secret';
import {
  agentsWithSecrets,
  forgetEndpointUrl,
  readEndpoint,
  readEndpointUrl,
  rememberEndpointUrl,
  rememberSecretStored,
} from './webhook-endpoints';

/** The webhook use-cases of one agent in the active profile; handlers.ts wires them to the contract. */
export interface WebhookDeps {
  secrets: WebhookSecrets;
  network: WebhookNetwork;
}

async function sampleContext(session: ProfileSession, agentId: string): Promise<SampleContext> {
  const project = await session.projectId();
  const agent = readAgents(session.cache).agents.find((a) => a.id === agentId);
  return { projectId: project.ok ? project.value : 'your-project-id', agentId, agentName: agent?.name ?? 'Voice agent' };
}

export async function webhookState(session: ProfileSession, deps: WebhookDeps, agentId: string): Promise<Result<WebhookAgentState>> {
  const token = await deps.secrets.read(session.profile.id, agentId);
  if (!token.ok) return token;
  const endpoint = await readEndpoint(session.directory, agentId);
  return ok({
    agentId,
    url: endpoint.url,
    urlPassed: endpoint.passed,
    hasSecret: token.value !== null,
    maskedSecret: token.value === null ? null : maskedAuthSecret(token.value),
    samples: samplePayloads(await sampleContext(session, agentId)),
  });
}

export async function checkAgentUrl(
  session: ProfileSession,
  deps: WebhookDeps,
  agentId: string,
  url: string,
): Promise<Result<UrlCheckResult>> {
  // The agent's token first: a URL that holds it is refused before anything leaves (no lookup),
  // and when the keychain cannot say, nothing is looked up or remembered either.
  const token = await deps.secrets.read(session.profile.id, agentId);
  if (!token.ok) return token;
  const result = await checkWebhookUrl(url, deps.network, token.value);
  // Remembered for the tests, unless it carries credentials: user:password in the URL, or the
  // agent's own token pasted into the wrong field. Files never hold a secret.
  const holdsSecret = result.failures.some((f) => f.rule === 'url.userInfo' || f.rule === 'url.secret');
  if (!holdsSecret && url.trim()) {
    const saved = await rememberEndpointUrl(session.directory, agentId, result.url, result.passed);
    if (!saved.ok) return saved;
  }
  return ok(result);
}

export function generateSecret(session: ProfileSession, deps: WebhookDeps, agentId: string): Promise<Result<WebhookAgentState>> {
  return storeToken(session, deps, agentId, newWebhookToken());
}

/**
 * Flag first, keychain second: a crash in between leaves a flag without a secret, never the
 * reverse. A URL remembered before this token was the agent's may hold it (a pasted secret): it
 * is forgotten before the token becomes the secret, so the file never holds one.
 */
async function storeToken(session: ProfileSession, deps: WebhookDeps, agentId: string, token: string): Promise<Result<WebhookAgentState>> {
  const noted = await rememberSecretStored(session.directory, agentId, true);
  if (!noted.ok) return noted;
  const url = await readEndpointUrl(session.directory, agentId);
  if (url !== null && urlCarriesSecret(url, token)) {
    const forgotten = await forgetEndpointUrl(session.directory, agentId);
    if (!forgotten.ok) return forgotten;
  }
  const saved = await deps.secrets.save(session.profile.id, agentId, token);
  return saved.ok ? webhookState(session, deps, agentId) : saved;
}

export async function setSecret(
  session: ProfileSession,
  deps: WebhookDeps,
  agentId: string,
  authSecret: string,
): Promise<Result<WebhookAgentState>> {
  const token = tokenOfAuthSecret(authSecret);
  return token.ok ? storeToken(session, deps, agentId, token.value) : token;
}

export async function revealSecret(session: ProfileSession, deps: WebhookDeps, agentId: string): Promise<Result<{ authSecret: string }>> {
  const token = await deps.secrets.read(session.profile.id, agentId);
  if (!token.ok) return token;
  if (token.value === null) return noSecret();
  return ok({ authSecret: authSecretOf(token.value) });
}

export async function deleteSecret(session: ProfileSession, deps: WebhookDeps, agentId: string): Promise<Result<WebhookAgentState>> {
  const removed = await deps.secrets.remove(session.profile.id, agentId);
  if (!removed.ok) return removed;
  const noted = await rememberSecretStored(session.directory, agentId, false);
  return noted.ok ? webhookState(session, deps, agentId) : noted;
}

/** Removes every webhook secret a profile stored (called when the profile itself is removed). */
export async function forgetProfileWebhookSecrets(secrets: WebhookSecrets, profileId: string, directory: string): Promise<Result<void>> {
  for (const agentId of await agentsWithSecrets(directory)) {
    const removed = await secrets.remove(profileId, agentId);
    if (!removed.ok) return removed;
  }
  return ok(undefined);
}

export async function sendTestEvent(
  session: ProfileSession,
  deps: WebhookDeps,
  input: { agentId: string; eventType: WebhookEventType; mode: WebhookTestMode },
): Promise<Result<WebhookTestReport>> {
  const { url, passed } = await readEndpoint(session.directory, input.agentId);
  if (url === null)
    return fail('VALIDATION', 'Check an endpoint URL for this agent first; tests are sent to it.', {
      field: 'url',
      messageKey: 'webhooks.noUrl',
    });
  // The service would refuse this URL: a test to it proves nothing, and the check already said why.
  if (!passed)
    return fail('VALIDATION', 'The endpoint URL did not pass the check; fix what it reported and check it again before sending tests.', {
      field: 'url',
      messageKey: 'webhooks.urlRefused',
    });
  const token = await deps.secrets.read(session.profile.id, input.agentId);
  if (!token.ok) return token;
  if (token.value === null) return noSecret();
  const sample = await sampleContext(session, input.agentId);
  return ok(await runWebhookTest({ url, token: token.value, eventType: input.eventType, mode: input.mode, sample }, deps.network));
}

const noSecret = () =>
  fail('VALIDATION', 'This agent has no webhook secret yet; generate one (or paste yours) first.', {
    field: 'authSecret',
    messageKey: 'webhooks.noSecret',
  });
