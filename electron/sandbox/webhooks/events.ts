import { randomUUID } from 'node:crypto';
import { guessed } from '../guesses';
import type { SandboxState, VoiceAgentRecord } from '../state/types';

/** §6, in the order a call fires them. */
export const callEvents = ['call.started', 'call.answered', 'transcription.update', 'tool.executed', 'call.ended'] as const;
export type CallEvent = (typeof callEvents)[number];

export interface SimulatedCall {
  agent: VoiceAgentRecord;
  customParams: Record<string, string>;
  callerNumber: string;
}

/**
 * The five events of one simulated call. The envelope's field names are the guess shared with the
 * studio (guesses.ts); inside `data` the fields follow §6's "Contents" column, whose names the
 * interface does not show. Every event echoes the call's custom parameters (§6: "echoed back in
 * events for identification") and carries `sandbox: true`, so no receiver mistakes it for a call.
 */
export function eventsOfCall(
  state: SandboxState,
  call: SimulatedCall,
  now: number,
): Array<{ eventType: CallEvent; payload: Record<string, unknown> }> {
  const callId = randomUUID();
  const { agent, customParams, callerNumber } = call;
  const arabic = agent.language !== 'en';
  const greeting = arabic ? 'أهلًا بك، كيف أستطيع مساعدتك؟' : 'Hello, how can I help you today?';
  const question = arabic ? 'أريد أن أعرف أين وصل طلبي.' : 'I would like to know where my order is.';
  const tool = toolOf(state, agent.id);
  const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();
  const data: Record<CallEvent, Record<string, unknown>> = {
    'call.started': { direction: 'inbound', caller: { phoneNumber: callerNumber }, startedAt: at(0) },
    'call.answered': { answeredAt: at(4), ringDurationMs: 4_000, connection: { channel: 'phone', codec: 'PCMU' } },
    'transcription.update': { speaker: 'agent', text: greeting, language: agent.language, isFinal: true },
    'tool.executed': { toolName: tool, input: { orderId: 'A-10293' }, output: { status: 'shipped' }, durationMs: 350 },
    'call.ended': {
      endedAt: at(40),
      durationSeconds: 36,
      outcome: 'completed',
      transcript: [
        { speaker: 'agent', text: greeting, at: at(5) },
        { speaker: 'user', text: question, at: at(9) },
      ],
      // The sandbox records nothing: there is no recording to point at.
      recordingUrl: null,
    },
  };
  const [eventType, callIdKey, timestamp, projectId, agentId, agentName, dataKey] = guessed.webhook.envelope;
  return callEvents.map((event, index) => ({
    eventType: event,
    payload: {
      [eventType]: event,
      [callIdKey]: callId,
      [timestamp]: at(index * 8),
      [projectId]: agent.projectId,
      [agentId]: agent.id,
      [agentName]: agent.agentName,
      [dataKey]: { ...data[event], [guessed.webhook.customParams]: { ...customParams } },
      sandbox: true,
    },
  }));
}

/** The name of a web tool the agent has switched on, else of any tool (the call needs one). */
function toolOf(state: SandboxState, agentId: string): string {
  const active = state.activations.webTools[agentId]?.[0];
  const tool = state.webTools.find((t) => t.persistentId === active) ?? state.webTools[0];
  return tool?.name ?? 'lookup_order';
}
