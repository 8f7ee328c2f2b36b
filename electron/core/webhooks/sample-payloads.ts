import { randomUUID } from 'node:crypto';
import { webhookEventTypes, type WebhookEventType, type WebhookSamplePayload } from '../../../shared/model/webhooks';

export interface SampleContext {
  projectId: string;
  agentId: string;
  agentName: string;
  /** One call's id for all five events, so a receiver's per-call grouping can be seen working. */
  callId?: string;
  now?: Date;
}

/**
 * A realistic event per type. The envelope (eventType, callId, timestamp, projectId, agentId,
 * agentName, data) is the documented one (docs/service-api.md); the fields inside `data` are an
 * EXAMPLE shaped after §6's "Contents" column, because the spec shows no payload fields. The UI
 * says so beside every sample.
 */
export function samplePayload(eventType: WebhookEventType, context: SampleContext): WebhookSamplePayload {
  const now = context.now ?? new Date();
  return {
    eventType,
    callId: context.callId ?? randomUUID(),
    timestamp: now.toISOString(),
    projectId: context.projectId,
    agentId: context.agentId,
    agentName: context.agentName,
    data: exampleData[eventType](now),
  };
}

export function samplePayloads(context: SampleContext): WebhookSamplePayload[] {
  const callId = context.callId ?? randomUUID();
  return webhookEventTypes.map((type) => samplePayload(type, { ...context, callId }));
}

const customParams = { orderId: 'A-10293', campaign: 'ramadan-followup' };
const seconds = (now: Date, delta: number) => new Date(now.getTime() + delta * 1000).toISOString();

const exampleData: Record<WebhookEventType, (now: Date) => Record<string, unknown>> = {
  'call.started': () => ({
    direction: 'inbound',
    caller: { phoneNumber: '+966500000000', name: 'Layla Haddad' },
    calledNumber: '+966110000000',
    customParams,
  }),
  'call.answered': (now) => ({
    answeredAt: now.toISOString(),
    ringDurationMs: 4200,
    connection: { channel: 'phone', codec: 'PCMU', region: 'me-central-1' },
  }),
  'transcription.update': () => ({
    speaker: 'user',
    text: 'مرحبًا، أريد أن أعرف أين وصل طلبي رقم A-10293.',
    language: 'ar',
    isFinal: true,
  }),
  'tool.executed': () => ({
    toolName: 'lookup_order',
    input: { orderId: 'A-10293' },
    output: { status: 'shipped', expectedDelivery: '2 days' },
    durationMs: 412,
  }),
  'call.ended': (now) => ({
    endedAt: now.toISOString(),
    durationSeconds: 94,
    endedBy: 'user',
    outcome: 'resolved',
    transcript: [
      { speaker: 'agent', text: 'أهلًا بك، كيف أستطيع مساعدتك؟', at: seconds(now, -94) },
      { speaker: 'user', text: 'مرحبًا، أريد أن أعرف أين وصل طلبي رقم A-10293.', at: seconds(now, -88) },
      { speaker: 'agent', text: 'طلبك في الطريق، ويصل خلال يومين.', at: seconds(now, -80) },
    ],
    recordingUrl: 'https://recordings.example.invalid/calls/sample.wav',
    customParams,
  }),
};
