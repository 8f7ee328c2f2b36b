// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryOutcome, WebhookTestReport } from '../../../../../shared/model/webhooks';
import { initI18n } from '../../../i18n';
import { TestReport } from './TestReport';

afterEach(cleanup);

const refusedBeforeSending: DeliveryOutcome = {
  credential: 'secret',
  attempted: false,
  latencyMs: 0,
  slow: false,
  headers: [],
  body: '',
  bodyTruncated: false,
  bodyBytes: 0,
  failure: { rule: 'dns.notFound', facts: { host: 'gone.example.com', detail: 'ENOTFOUND' } },
};

const report: WebhookTestReport = {
  eventType: 'call.started',
  mode: 'delivery',
  payload: { eventType: 'call.started', callId: 'c', timestamp: '', projectId: 'p', agentId: 'a', agentName: 'n', data: {} },
  deliveries: [refusedBeforeSending],
  verdict: 'notSent',
  sentAt: '2026-01-01T00:00:00.000Z',
};

/** Issue 33 item 11: a delivery refused before connecting said "No answer, 0 ms" instead of the refusal. */
describe('a test delivery refused before anything was sent', () => {
  it.each([
    ['en', 'Nothing was sent', 'Not sent', 'does not resolve'],
    ['ar', 'لم يُرسل شيء', 'لم يُرسل', 'لا يشير إلى أي عنوان'],
  ] as const)('says so in %s, with the rule it broke and no latency', (language, verdict, status, rule) => {
    initI18n(language);
    render(<TestReport report={report} />);
    expect(screen.getByRole('status').textContent).toContain(verdict);
    expect(screen.getByTestId('delivery-status').textContent).toBe(status);
    expect(document.body.textContent).toContain(rule);
    expect(document.body.textContent).not.toMatch(/No answer|لا إجابة|0 ms|0 ملّي/);
  });
});
