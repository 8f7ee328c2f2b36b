import { parseArgs } from 'node:util';

/**
 * `npm run sandbox -- simulate-call --sandbox URL --agent ID [--webhook-url URL]
 *   [--bearer TOKEN | --no-auth] [--param name=value ...] [--caller +9665…]`
 * Asks a running sandbox (started with --control) to simulate a call for the agent: it POSTs the
 * five §6 events to the agent's webhook (or to --webhook-url). Prints one line per event; exit 0
 * when all were acknowledged with 2xx, 1 when not, 2 on a usage error.
 */
export const simulateCallUsage =
  'usage: npm run sandbox -- simulate-call --sandbox URL --agent ID [--webhook-url URL] [--bearer TOKEN | --no-auth] [--param name=value ...] [--caller NUMBER]';

interface SimulateCallArgs {
  sandboxUrl: string;
  agentId: string;
  body: Record<string, unknown>;
}

export function parseSimulateCallArgs(argv: string[]): SimulateCallArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      sandbox: { type: 'string' },
      agent: { type: 'string' },
      'webhook-url': { type: 'string' },
      bearer: { type: 'string' },
      'no-auth': { type: 'boolean', default: false },
      param: { type: 'string', multiple: true, default: [] },
      caller: { type: 'string' },
    },
    strict: true,
  });
  if (!values.sandbox) throw new Error('--sandbox is required (the URL the sandbox printed)');
  if (!values.agent) throw new Error('--agent is required (a voice agent id)');
  if (values.bearer !== undefined && values['no-auth']) throw new Error('--bearer and --no-auth exclude each other');
  const customParams: Record<string, string> = {};
  for (const param of values.param) {
    const at = param.indexOf('=');
    if (at < 1) throw new Error(`--param must be name=value, got "${param}"`);
    customParams[param.slice(0, at)] = param.slice(at + 1);
  }
  const body: Record<string, unknown> = { customParams };
  if (values.caller !== undefined) body.callerNumber = values.caller;
  if (values['webhook-url'] !== undefined) {
    body.webhookUrl = values['webhook-url'];
    body.webhookAuth = values.bearer !== undefined ? { authKey: 'bearer', authSecret: `Bearer ${values.bearer}` } : { authKey: 'noAuth' };
  } else if (values.bearer !== undefined || values['no-auth']) {
    throw new Error("--bearer and --no-auth go with --webhook-url (otherwise the agent's saved webhook is used)");
  }
  return { sandboxUrl: values.sandbox.replace(/\/+$/, ''), agentId: values.agent, body };
}

interface SimulateCallReport {
  callId: string;
  webhookUrl: string;
  destination: { label: string };
  delivered: boolean;
  deliveries: Array<{ eventType: string; status: number | null; delivered: boolean; error?: string; durationMs: number }>;
}

/** Runs the command; resolves with the exit code. */
export async function runSimulateCall(argv: string[]): Promise<number> {
  let args: SimulateCallArgs;
  try {
    args = parseSimulateCallArgs(argv);
  } catch (error) {
    console.error(`sandbox simulate-call: ${error instanceof Error ? error.message : String(error)}\n${simulateCallUsage}`);
    return 2;
  }
  const response = await fetch(`${args.sandboxUrl}/__sandbox/voice-agents/${encodeURIComponent(args.agentId)}/simulate-call`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(args.body),
  });
  const answer = (await response.json().catch(() => null)) as (SimulateCallReport & { message?: string }) | null;
  if (!response.ok || !answer) {
    const hint = response.status === 404 && !answer?.message?.includes('agent') ? ' (was the sandbox started with --control?)' : '';
    console.error(`sandbox simulate-call: ${response.status} ${answer?.message ?? 'no readable answer'}${hint}`);
    return 1;
  }
  console.log(`Call ${answer.callId} → ${answer.webhookUrl}`);
  console.log(answer.destination.label);
  for (const d of answer.deliveries) {
    console.log(
      `${d.eventType}: ${d.status ?? 'no answer'} ${d.delivered ? 'delivered' : `NOT delivered${d.error ? ` (${d.error})` : ''}`} in ${d.durationMs} ms`,
    );
  }
  return answer.delivered ? 0 : 1;
}
