import { describe, expect, it, vi } from 'vitest';
import { externalLinkHosts, isAllowedExternalUrl, openExternal } from '../../../electron/main/external-links';

const allowed = [
  'https://tryhamsa.com',
  'https://tryhamsa.com/',
  'https://docs.tryhamsa.com/api/tts',
  'https://app.tryhamsa.com/pricing?plan=pro#top',
  'HTTPS://TRYHAMSA.COM/About',
];

const hostile: Array<[string, unknown]> = [
  ['a file: URL', 'file:///etc/passwd'],
  ['a file: URL on the host', 'file://tryhamsa.com/share'],
  ['javascript:', 'javascript:alert(1)'],
  ['javascript: with whitespace tricks', ' javascript:alert(1)'],
  ['an smb: share', 'smb://tryhamsa.com/share'],
  ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
  ['a UNC path', '\\\\tryhamsa.com\\share\\setup.exe'],
  ['a UNC path to another host', '\\\\evil.example\\share'],
  ['https with backslashes', 'https:\\\\tryhamsa.com\\'],
  ['a backslash before @', 'https://tryhamsa.com\\@evil.example/'],
  ['plain http', 'http://tryhamsa.com/'],
  ['ftp', 'ftp://tryhamsa.com/'],
  ['a custom protocol handler', 'ms-msdt:/id PCWDiagnostic'],
  ['our own app scheme', 'app://studio/index.html'],
  ['userinfo naming us before another host', 'https://tryhamsa.com@evil.example/'],
  ['userinfo with encoded slash', 'https://tryhamsa.com%2f@evil.example/'],
  ['credentials on our host', 'https://user:pass@tryhamsa.com/'],
  ['our name as a subdomain of another host', 'https://tryhamsa.com.evil.example/'],
  ['a host that merely ends with our name', 'https://eviltryhamsa.com/'],
  ['a trailing-dot host', 'https://tryhamsa.com./'],
  ['a Cyrillic lookalike', 'https://tryh\u0430msa.com/'],
  ['the lookalike already in punycode', 'https://xn--tryhmsa-5fg.com/'],
  ['a non-default port', 'https://tryhamsa.com:8443/'],
  ['an IP address', 'https://127.0.0.1/'],
  ['a scheme-relative URL', '//tryhamsa.com/'],
  ['a single-slash https URL', 'https:/tryhamsa.com'],
  ['https without slashes', 'https:tryhamsa.com'],
  ['a leading space', ' https://tryhamsa.com/'],
  ['an embedded newline', 'https://tryhamsa.com/\nevil'],
  ['a NUL byte', 'https://tryhamsa.com\u0000.evil.example/'],
  ['a tab in the host', 'https://tryh\tamsa.com/'],
  ['an overlong URL', `https://tryhamsa.com/${'a'.repeat(3_000)}`],
  ['an empty string', ''],
  ['undefined', undefined],
  ['a number', 42],
  ['an object that stringifies to an allowed URL', { toString: () => 'https://tryhamsa.com/' }],
];

describe('isAllowedExternalUrl: the one allow-list for the OS browser', () => {
  it.each(allowed)('allows %s', (url) => {
    expect(isAllowedExternalUrl(url)).toBe(true);
  });

  it.each(hostile)('refuses %s', (_name, url) => {
    expect(isAllowedExternalUrl(url)).toBe(false);
  });

  it('allows only hosts under tryhamsa.com', () => {
    expect(externalLinkHosts).toEqual(['tryhamsa.com']);
  });
});

describe('openExternal', () => {
  it('hands the re-serialised URL of an allowed link to the shell', async () => {
    const shell = { openExternal: vi.fn(async () => {}) };
    await expect(openExternal('HTTPS://Docs.TryHamsa.com/a b'.replace(' ', '%20'), shell)).resolves.toBe(true);
    expect(shell.openExternal).toHaveBeenCalledWith('https://docs.tryhamsa.com/a%20b');
  });

  it.each(hostile)('never calls the shell for %s', async (_name, url) => {
    const shell = { openExternal: vi.fn(async () => {}) };
    await expect(openExternal(url, shell)).resolves.toBe(false);
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('reports false, without throwing, when the shell fails', async () => {
    const shell = { openExternal: vi.fn(async () => Promise.reject(new Error('no handler'))) };
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(openExternal('https://tryhamsa.com/', shell)).resolves.toBe(false);
    spy.mockRestore();
  });
});
