import type { IncomingMessage } from 'node:http';
import { parseFaultConfig, type FaultSwitchboard } from '../faults';
import type { MemoryRequestLog } from '../request-log';
import { seedCounts } from '../seed';
import type { SandboxStore } from '../state/store';
import { handleWebhookControl, isWebhookControlPath } from '../webhooks/control-routes';
import { readJsonBody } from './body';
import { json, type SandboxResponse } from './response';

export interface ControlServices {
  store: SandboxStore;
  faults: FaultSwitchboard;
  requests: MemoryRequestLog;
  closing: AbortSignal;
  now(): number;
}

/**
 * Test-only routes, mounted only with `enableControlRoute` (otherwise every /__sandbox path is an
 * ordinary 404). They let a test in another process (e2e, web mode) steer the sandbox:
 *   GET    /__sandbox/info      identity and seed counts
 *   POST   /__sandbox/faults    body: FaultConfig (replaces the current one)
 *   DELETE /__sandbox/faults    back to no faults
 *   GET    /__sandbox/requests  the request log
 *   DELETE /__sandbox/requests  clears it
 *   /__sandbox/voice-agents/{id}/webhook and …/simulate-call: call webhooks (webhooks/control-routes.ts)
 * They are never logged and never subject to faults, so a test can always recover.
 */
export async function handleControl(
  method: string,
  rawPath: string,
  request: IncomingMessage,
  services: ControlServices,
): Promise<SandboxResponse> {
  if (isWebhookControlPath(rawPath)) return handleWebhookControl(method, rawPath, request, services);
  const { state } = services.store;
  switch (`${method} ${rawPath}`) {
    case 'GET /__sandbox/info':
      return json(200, { apiKey: state.apiKey, apiKeyId: state.apiKeyId, projectId: state.projectId, seedCounts });
    case 'POST /__sandbox/faults':
      try {
        services.faults.set(parseFaultConfig(await readJsonBody(request)));
        return json(200, { ok: true });
      } catch (error) {
        return json(400, { ok: false, error: error instanceof Error ? error.message : String(error) });
      }
    case 'DELETE /__sandbox/faults':
      services.faults.reset();
      return json(200, { ok: true });
    case 'GET /__sandbox/requests':
      return json(200, { requests: services.requests.all() });
    case 'DELETE /__sandbox/requests':
      services.requests.clear();
      return json(200, { ok: true });
    default:
      return json(404, { code: 404, message: 'Unknown control route' });
  }
}
