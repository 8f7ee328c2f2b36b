import { fail, ok, type Result } from '../../../shared/contract/errors';
import type { SimulatedCall } from '../../../shared/model/webhooks';
import type { ProfileSession } from '../session';
import type { EventInspector } from './inspector';

/**
 * Asks the sandbox (a peer reached over HTTP, like the service) to simulate one call of the agent,
 * delivering the five events to the local inspector with the inspector's secret. Only for sandbox
 * accounts: a real service has no such route, and its webhook URL is set in its dashboard.
 */
export async function simulateCall(
  session: ProfileSession,
  inspector: EventInspector,
  input: { agentId: string; customParams?: Record<string, string> },
  fetchImpl: typeof fetch = fetch,
): Promise<Result<SimulatedCall>> {
  if (session.accountKind !== 'sandbox') {
    return fail('VALIDATION', 'Simulated calls come from the built-in sandbox; switch this profile to the sandbox to use them.', {
      messageKey: 'webhooks.notSandbox',
    });
  }
  const sandboxUrl = await session.client.baseUrl();
  if (!sandboxUrl.ok) return sandboxUrl;
  const webhookUrl = await inspector.start();
  const route = `${sandboxUrl.value}/__sandbox/voice-agents/${encodeURIComponent(input.agentId)}/simulate-call`;
  let response: Response;
  try {
    response = await fetchImpl(route, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        webhookUrl,
        webhookAuth: { authKey: 'bearer', authSecret: inspector.authSecret },
        customParams: input.customParams ?? { studio: 'event-inspector' },
      }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    return fail('NETWORK', 'The sandbox could not be reached to simulate a call.');
  }
  if (response.status === 404) {
    return fail('NOT_FOUND', 'This sandbox cannot simulate calls (its control routes are off or it is older).', {
      messageKey: 'webhooks.simulateUnavailable',
    });
  }
  const body = (await response.json().catch(() => null)) as {
    callId?: unknown;
    deliveries?: Array<{ delivered?: unknown }>;
    message?: unknown;
  } | null;
  if (!response.ok || body === null) {
    return fail(
      'SERVER',
      `The sandbox refused the simulated call: ${typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`}`,
      { status: response.status },
    );
  }
  const deliveries = Array.isArray(body.deliveries) ? body.deliveries : [];
  return ok({
    callId: typeof body.callId === 'string' ? body.callId : null,
    delivered: deliveries.filter((d) => d.delivered === true).length,
    attempted: deliveries.length,
  });
}
