import { z } from 'zod';
import { operation } from '../define';
import {
  webhookEventTypes,
  type InspectorState,
  type ReceiverTemplate,
  type SimulatedCall,
  type UrlCheckResult,
  type WebhookAgentState,
  type WebhookTestReport,
} from '../../model/webhooks';

const agentId = z.string().min(1).max(100);
/** Long enough for any real endpoint; the URL's own rules are checked by the core, as data. */
const url = z.string().max(2048);

/** Operations webhooks.* (a voice agent's call webhook, spec §6). Spread into shared/contract/operations.ts. */
export const webhooksOperations = {
  'webhooks.get': operation<WebhookAgentState>()(
    z.object({ agentId }).strict(),
    "One agent's remembered endpoint, whether it has a secret (masked), and a sample payload per event; never the secret itself.",
  ),
  'webhooks.checkUrl': operation<UrlCheckResult>()(
    z.object({ agentId, url }).strict(),
    "Checks an endpoint by the service's rules (HTTPS, public address, valid certificate), deciding on the resolved addresses before connecting, and remembers it for the agent.",
  ),
  'webhooks.generateSecret': operation<WebhookAgentState>()(
    z.object({ agentId }).strict(),
    'Makes a new 32-byte URL-safe secret for the agent and stores it in the OS keychain only (replacing any earlier one); answers the masked state.',
  ),
  'webhooks.setSecret': operation<WebhookAgentState>()(
    z.object({ agentId, authSecret: z.string().max(4096) }).strict(),
    'Stores a secret the user already has, only in the exact form "Bearer <token>" with a long token; the message of a refusal never quotes it.',
  ),
  'webhooks.revealSecret': operation<{ authSecret: string }>()(
    z.object({ agentId }).strict(),
    'Returns the agent\'s secret as "Bearer <token>" on explicit request (to show or copy it); read from the keychain.',
  ),
  'webhooks.deleteSecret': operation<WebhookAgentState>()(z.object({ agentId }).strict(), "Removes the agent's secret from the keychain."),
  'webhooks.sendTest': operation<WebhookTestReport>()(
    z
      .object({
        agentId,
        eventType: z.enum(webhookEventTypes),
        mode: z.enum(['delivery', 'negative', 'duplicate']),
      })
      .strict(),
    "Posts a sample event to the agent's checked endpoint: with the secret (delivery), without and with a wrong one (negative), or the same event twice (duplicate); each connection goes to an address checked just before.",
  ),
  'webhooks.templates': operation<ReceiverTemplate[]>()(
    z.object({}).strict(),
    'Minimal Node and Python receivers that check the Bearer secret in constant time, answer 200 at once and drop repeated events.',
  ),
  'webhooks.inspector': operation<InspectorState>()(
    z.object({}).strict(),
    'Starts the local event inspector if needed (loopback only, a per-run secret kept in memory) and answers its address and what it received this run.',
  ),
  'webhooks.clearInspector': operation<InspectorState>()(z.object({}).strict(), "Forgets the inspector's received events."),
  'webhooks.simulateCall': operation<SimulatedCall>()(
    z
      .object({
        agentId,
        customParams: z.record(z.string().max(50), z.string().max(200)).optional(),
      })
      .strict(),
    "Sandbox accounts only: asks the sandbox to simulate a call of the agent, posting the five events to the local inspector with the inspector's secret.",
  ),
} as const;
