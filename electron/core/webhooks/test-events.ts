import type { DeliveryOutcome, WebhookEventType, WebhookTestMode, WebhookTestReport } from '../../../shared/model/webhooks';
import { deliver } from './deliver';
import type { WebhookNetwork } from './network';
import { samplePayload, type SampleContext } from './sample-payloads';
import { authSecretOf, newWebhookToken } from './webhook-secret';

export interface WebhookTest {
  url: string;
  token: string;
  eventType: WebhookEventType;
  mode: WebhookTestMode;
  sample: SampleContext;
}

/**
 * One test as the user asked for it. Deliveries go one after another (the duplicate test's second
 * copy must arrive after the first was answered, as a repeat would). The body bytes are identical
 * for every delivery of a test, so "the same event" is exactly the same.
 */
export async function runWebhookTest(test: WebhookTest, network: WebhookNetwork): Promise<WebhookTestReport> {
  const payload = samplePayload(test.eventType, test.sample);
  const body = JSON.stringify(payload);
  const sentAt = network.now().toISOString();
  const secret = authSecretOf(test.token);
  const send = (credential: DeliveryOutcome['credential']) =>
    deliver(
      {
        url: test.url,
        body,
        credential,
        // A fresh random token is certainly not the agent's: the endpoint must refuse it.
        authorization: credential === 'secret' ? secret : credential === 'wrong' ? authSecretOf(newWebhookToken()) : null,
      },
      network,
    );
  const plan: Array<DeliveryOutcome['credential']> =
    test.mode === 'negative' ? ['none', 'wrong'] : test.mode === 'duplicate' ? ['secret', 'secret'] : ['secret'];
  const deliveries: DeliveryOutcome[] = [];
  for (const credential of plan) deliveries.push(await send(credential));
  return { eventType: test.eventType, mode: test.mode, payload, deliveries, verdict: verdictOf(deliveries), sentAt };
}

function verdictOf(deliveries: DeliveryOutcome[]): WebhookTestReport['verdict'] {
  if (deliveries.some((d) => !d.attempted)) return 'notSent';
  if (deliveries.some((d) => d.status === undefined)) return 'unreachable';
  const accepted = deliveries.filter((d) => d.status! >= 200 && d.status! < 300).length;
  // For the negative test one accepted delivery is enough to say the endpoint lets anyone in.
  return accepted === deliveries.length ? 'accepted' : accepted === 0 ? 'refused' : 'mixed';
}
