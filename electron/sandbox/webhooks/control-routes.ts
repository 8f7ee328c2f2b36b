import type { IncomingMessage } from 'node:http';
import { readJsonBody } from '../http/body';
import { ServiceFailure, fail } from '../http/errors';
import { json, type SandboxResponse } from '../http/response';
import type { SandboxStore } from '../state/store';
import { describeWebhook, judgeDestination, parseWebhookConfig, type WebhookConfig } from './config';
import { deliverEvents } from './deliver';
import { eventsOfCall } from './events';

export interface WebhookControlServices {
  store: SandboxStore;
  closing: AbortSignal;
  now(): number;
}

const agentPath = /^\/__sandbox\/voice-agents\/([^/]+)\/(webhook|simulate-call)$/;

export function isWebhookControlPath(rawPath: string): boolean {
  return agentPath.test(rawPath);
}

/**
 * Control routes for §6, the call webhook (the service configures it in its dashboard, not by API):
 *   GET  /__sandbox/voice-agents/{id}/webhook         the agent's config (secret not echoed)
 *   PUT  /__sandbox/voice-agents/{id}/webhook         body §2.8: { webhookUrl, webhookAuth: { authKey, authSecret? } }
 *   POST /__sandbox/voice-agents/{id}/simulate-call   body { customParams?, callerNumber?, webhookUrl?, webhookAuth? }
 * A simulated call POSTs the five events to the agent's URL (or to the one in the body) and
 * answers what each delivery got. Errors are `{ code, message, messageKey }` with an HTTP status.
 */
export async function handleWebhookControl(
  method: string,
  rawPath: string,
  request: IncomingMessage,
  services: WebhookControlServices,
): Promise<SandboxResponse> {
  try {
    const [, rawId = '', action] = agentPath.exec(rawPath) ?? [];
    const agent = services.store.state.voiceAgents.find((a) => a.id === decodeURIComponent(rawId));
    if (!agent) throw fail.notFound('Voice agent not found');
    if (action === 'webhook' && method === 'GET') {
      return agent.webhook
        ? json(200, describeWebhook(agent.webhook))
        : json(404, { code: 404, message: 'This agent has no webhook configured' });
    }
    if (action === 'webhook' && method === 'PUT') {
      agent.webhook = parseWebhookConfig(objectBody(await readJsonBody(request)));
      services.store.save();
      return json(200, describeWebhook(agent.webhook));
    }
    if (action === 'simulate-call' && method === 'POST') {
      const fields = objectBody((await readJsonBody(request)) ?? {});
      const config: WebhookConfig | undefined = fields.webhookUrl !== undefined ? parseWebhookConfig(fields) : agent.webhook;
      if (!config)
        throw fail.validation(
          'This agent has no webhook: PUT /__sandbox/voice-agents/{id}/webhook first, or give webhookUrl and webhookAuth',
          'WebhookNotConfigured',
        );
      const destination = judgeDestination(config.webhookUrl);
      const call = { agent, customParams: customParamsOf(fields.customParams), callerNumber: callerNumberOf(fields.callerNumber) };
      const events = eventsOfCall(services.store.state, call, services.now());
      const deliveries = await deliverEvents(config, events, services.closing);
      const callId = (events[0]?.payload.callId as string | undefined) ?? null;
      return json(200, {
        callId,
        agentId: agent.id,
        webhookUrl: config.webhookUrl,
        destination,
        delivered: deliveries.every((d) => d.delivered),
        deliveries,
      });
    }
    return json(405, { code: 405, message: `${method} is not allowed on ${rawPath}` });
  } catch (error) {
    if (!(error instanceof ServiceFailure)) throw error;
    return json(error.status, {
      code: error.status,
      message: error.message,
      ...(error.messageKey ? { messageKey: error.messageKey } : {}),
    });
  }
}

function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw fail.validation('The body must be a JSON object', 'BodyMustBeObject');
  return body as Record<string, unknown>;
}

/** A flat map of text values, at most 20: what a call's custom parameters plausibly are. */
function customParamsOf(value: unknown): Record<string, string> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw fail.validation('customParams must be an object of text values', 'FieldMustBeObject');
  const entries = Object.entries(value);
  if (entries.length > 20) throw fail.validation('customParams may hold at most 20 values', 'ArrayMaxSize');
  for (const [name, member] of entries) {
    if (typeof member !== 'string') throw fail.validation(`customParams.${name} must be text`, 'FieldMustBeString');
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

function callerNumberOf(value: unknown): string {
  if (value === undefined) return '+966500000000';
  if (typeof value !== 'string' || !/^\+?[\d ]{3,20}$/.test(value))
    throw fail.validation('callerNumber must be a phone number such as +966500000000', 'InvalidPhoneNumber');
  return value;
}
