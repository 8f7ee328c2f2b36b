import { guessed } from '../guesses';
import type { WebhookConfig } from './config';
import type { CallEvent } from './events';

/** Per delivery: long enough for a slow local receiver, short enough that a test never hangs. */
const DELIVERY_TIMEOUT_MS = 5_000;

export interface Delivery {
  eventType: CallEvent;
  /** The receiver's HTTP status, or null when there was no answer. */
  status: number | null;
  /** §6: a receiver acknowledges with 2xx (a redirect is not followed and is not a delivery). */
  delivered: boolean;
  error?: string;
  durationMs: number;
}

/**
 * POSTs each event as JSON, one after the other (a call's events happen in order), with the
 * agent's credential: `Authorization: Bearer …` for bearer, no header for noAuth. Retries and
 * delivery guarantees are not shown (§6), so none are made: each event is sent once.
 */
export async function deliverEvents(
  config: WebhookConfig,
  events: Array<{ eventType: CallEvent; payload: unknown }>,
  closing: AbortSignal,
): Promise<Delivery[]> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'Sawt-Studio-Sandbox-Webhooks/1' };
  if (config.webhookAuth.authKey === 'bearer') headers[guessed.webhook.secretHeader] = config.webhookAuth.authSecret;
  const deliveries: Delivery[] = [];
  for (const { eventType, payload } of events) {
    const started = Date.now();
    try {
      const response = await fetch(config.webhookUrl, {
        method: 'POST',
        headers,
        body: JSON.stringify(payload),
        redirect: 'manual',
        signal: AbortSignal.any([closing, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]),
      });
      await response.body?.cancel();
      deliveries.push({
        eventType,
        status: response.status,
        delivered: response.status >= 200 && response.status < 300,
        durationMs: Date.now() - started,
      });
    } catch (error) {
      deliveries.push({ eventType, status: null, delivered: false, error: describeFailure(error), durationMs: Date.now() - started });
    }
  }
  return deliveries;
}

function describeFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `no answer within ${DELIVERY_TIMEOUT_MS} ms`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
  return cause ?? (error instanceof Error ? error.message : String(error));
}
