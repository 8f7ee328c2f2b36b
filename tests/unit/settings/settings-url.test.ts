import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCustomServiceUrl, HOSTED_SERVICE_URL } from '../../../electron/core/settings/service-url';
import { resolveServiceBaseUrl } from '../../../electron/core/settings/service-base-url';
import { describeApiKeyId, resolveApiKeyId } from '../../../electron/core/settings/api-key-id';
import { defaultSettings } from '../../../electron/core/settings/settings-schema';

describe('checkCustomServiceUrl', () => {
  it.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['https://api.example.com/', 'https://api.example.com'],
    ['  https://API.Example.com:8443/base/  ', 'https://api.example.com:8443/base'],
    ['http://127.0.0.1:4010', 'http://127.0.0.1:4010'],
    ['http://localhost:4010/', 'http://localhost:4010'],
    ['http://[::1]:4010', 'http://[::1]:4010'],
    ['https://localhost', 'https://localhost'],
  ])('accepts %j as %j', (input, normalised) => {
    expect(checkCustomServiceUrl(input)).toEqual({ ok: true, url: normalised });
  });

  it.each([
    ['http://api.example.com', /plain http:\/\/ is allowed only for this computer \(127\.0\.0\.1, ::1, localhost\); use https:\/\//],
    ['http://192.168.1.10', /plain http:\/\//],
    ['http://127.0.0.1.example.com', /plain http:\/\//],
    ['http://localhost.evil.com', /plain http:\/\//],
    ['ftp://api.example.com', /must start with https:\/\//],
    ['file:///etc/passwd', /must start with https:\/\//],
    ['javascript:alert(1)', /must start with https:\/\//],
    ['https://user:pass@api.example.com', /user name or password/],
    ['https://api.example.com/?token=1', /query/],
    ['https://api.example.com/#x', /fragment/],
    ['api.example.com', /not a valid address/],
    ['', /enter the service address/],
  ])('refuses %j', (input, message) => {
    const checked = checkCustomServiceUrl(input);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.message).toMatch(message);
  });

  it('never throws, and only accepts https or loopback http', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `http://${s}`),
        ),
        (input) => {
          const checked = checkCustomServiceUrl(input);
          if (checked.ok) {
            const url = new URL(checked.url);
            expect(url.protocol === 'https:' || ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname)).toBe(true);
            expect(url.username + url.password + url.search + url.hash).toBe('');
          } else {
            expect(checked.message.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('resolveServiceBaseUrl', () => {
  it('maps each preset to the address requests go to', () => {
    expect(resolveServiceBaseUrl({ kind: 'hosted' }, {})).toEqual({ ok: true, value: HOSTED_SERVICE_URL });
    expect(resolveServiceBaseUrl({ kind: 'custom', url: 'https://x.example' }, {})).toEqual({ ok: true, value: 'https://x.example' });
    expect(resolveServiceBaseUrl({ kind: 'sandbox' }, { sandboxUrl: 'http://127.0.0.1:5123' })).toEqual({
      ok: true,
      value: 'http://127.0.0.1:5123',
    });
    expect(resolveServiceBaseUrl({ kind: 'sandbox' }, {})).toMatchObject({ ok: false, error: { code: 'OFFLINE' } });
  });
});

describe('the API-key identifier', () => {
  it('describes "use the key" to the renderer without the key', () => {
    const settings = defaultSettings();
    expect(describeApiKeyId(settings)).toEqual({ source: 'api-key' });
    expect(resolveApiKeyId(settings, 'the-key')).toBe('the-key');
  });

  it('uses the identifier the user set', () => {
    const settings = { ...defaultSettings(), apiKeyId: '123e4567-e89b-12d3-a456-426614174000' };
    expect(describeApiKeyId(settings)).toEqual({ source: 'settings', apiKeyId: '123e4567-e89b-12d3-a456-426614174000' });
    expect(resolveApiKeyId(settings, 'the-key')).toBe('123e4567-e89b-12d3-a456-426614174000');
  });
});
