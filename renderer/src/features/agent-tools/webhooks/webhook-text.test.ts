import { describe, expect, it } from 'vitest';
import { webhookRules, type WebhookRule } from '../../../../../shared/model/webhooks';
import { i18n, initI18n, isolate, withoutIsolates } from '../../../i18n';
import { issueText } from './webhook-text';

/** A rule's sentence in `language`, without the bidi isolates around its facts. */
function say(language: 'en' | 'ar', rule: WebhookRule, facts: Record<string, string>): string {
  initI18n(language);
  return withoutIsolates(issueText(i18n.t, { rule, facts }, language));
}

describe('webhook rule sentences', () => {
  it.each(['en', 'ar'] as const)('every rule has its own sentence in %s', (language) => {
    initI18n(language);
    for (const rule of webhookRules) {
      const text = issueText(i18n.t, { rule, facts: { host: 'hooks.example.com', address: '8.8.8.8' } }, language);
      expect(text, rule).not.toContain('agentTools.');
    }
  });

  it('an IP address typed as the host is not said to mean or resolve to itself (127.0.0.1:8443)', () => {
    const facts = { host: '127.0.0.1', address: '127.0.0.1' };
    expect(say('en', 'url.ipLiteral', facts)).toBe(
      'Use the endpoint’s host name, not an IP address: certificates are issued to names, and the service refuses local IPs.',
    );
    expect(say('en', 'address.loopback', facts)).toBe('127.0.0.1 is a loopback address (this computer); the service refuses it.');
    expect(say('ar', 'url.ipLiteral', facts)).not.toContain('يعني');
    expect(say('ar', 'address.loopback', facts)).toBe('العنوان 127.0.0.1 عنوان استرجاع (هذا الحاسوب)؛ والخدمة ترفضه.');
    expect(say('en', 'address.linkLocal', { host: 'FE80::1', address: 'fe80::1' })).toMatch(/^fe80::1 is a link-local address/);
  });

  it('a host spelled otherwise still says what it means', () => {
    const facts = { host: '2130706433', address: '127.0.0.1' };
    expect(say('en', 'url.ipLiteral', facts)).toContain('(2130706433 means 127.0.0.1)');
    expect(say('en', 'address.loopback', facts)).toBe(
      '2130706433 resolves to 127.0.0.1, a loopback address (this computer); the service refuses it.',
    );
    initI18n('en');
    expect(issueText(i18n.t, { rule: 'address.loopback', facts }, 'en')).toContain(isolate('127.0.0.1'));
  });

  it('a name that can never resolve says so, not "try again"', () => {
    const facts = { host: 'hooks.example.invalid', detail: '.invalid' };
    expect(say('en', 'host.reserved', facts)).toBe(
      'hooks.example.invalid ends in .invalid, a name reserved so that it never resolves: no server can have it. Use your endpoint’s public host name.',
    );
    expect(say('ar', 'host.reserved', facts)).toContain('اسم محجوز لا يشير إلى أي عنوان أبدًا');
  });
});
