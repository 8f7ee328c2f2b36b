import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CustomScheme } from 'electron';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, uiSecurityHeaders } from '../../../electron/core/security/csp';
import {
  appResponseHeaders,
  appSchemePrivileges,
  handleAppProtocol,
  registerAppScheme,
  resolveAppUrl,
  respondToAppRequest,
} from '../../../electron/main/protocol';

// A built renderer in a temp dir, with a secret beside it that no URL may reach.
let base: string;
let root: string;
beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'sawt-protocol-'));
  root = join(base, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Sawt</title>');
  writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(root, 'assets', 'index-abc123.css'), 'body{}');
  writeFileSync(join(root, 'assets', 'noto.woff2'), 'wOF2');
  writeFileSync(join(base, 'secret.txt'), 'TOP SECRET');
  mkdirSync(join(base, 'outside'));
  writeFileSync(join(base, 'outside', 'secret.txt'), 'TOP SECRET');
  symlinkSync(join(base, 'secret.txt'), join(root, 'link-out.txt'));
  symlinkSync(join(base, 'outside'), join(root, 'linkdir'));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const get = (url: string, method = 'GET') => respondToAppRequest(new Request(url, { method }), root);

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(uiSecurityHeaders)) expect(response.headers.get(name)).toBe(value);
  expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
}

const traversal = [
  'app://studio/../secret.txt',
  'app://studio/%2e%2e/secret.txt',
  'app://studio/%2E%2E/secret.txt',
  'app://studio/..%2fsecret.txt',
  'app://studio/%2e%2e%2fsecret.txt',
  'app://studio/assets/..%2f..%2fsecret.txt',
  'app://studio/%252e%252e/secret.txt',
  'app://studio/..%5csecret.txt',
  'app://studio/..\\secret.txt',
  'app://studio/assets\\..\\..\\secret.txt',
  'app://studio//etc/passwd',
  'app://studio/%2fetc%2fpasswd',
  `app://studio/${encodeURIComponent(join(tmpdir(), 'x'))}`,
  'app://studio/C:%5cWindows%5cwin.ini',
  'app://studio/C:/Windows/win.ini',
  'app://studio/index.html%00.js',
  'app://studio/%E0%A4%A',
  'app://studio/link-out.txt',
  'app://studio/linkdir/secret.txt',
  'app://studio/assets',
  'app://studio/missing.js',
];

const foreign = [
  'app://evil/index.html',
  'app://studio.evil/index.html',
  'app://user@studio/index.html',
  'app://studio:8080/index.html',
  'app:///index.html',
  'file:///etc/passwd',
  'https://studio/index.html',
  'not a url',
];

describe('resolveAppUrl', () => {
  it('maps app://studio/ and /index.html to the entry file', () => {
    expect(resolveAppUrl('app://studio/', root)).toMatch(/renderer[/\\]index\.html$/);
    expect(resolveAppUrl('app://studio/index.html?x=1#y', root)).toMatch(/renderer[/\\]index\.html$/);
  });

  it('maps an asset path into the assets folder', () => {
    expect(resolveAppUrl('app://studio/assets/index-abc123.js', root)).toMatch(/assets[/\\]index-abc123\.js$/);
  });

  it.each(traversal)('refuses %s', (url) => {
    expect(resolveAppUrl(url, root)).toBeNull();
  });

  it.each(foreign)('refuses a URL that is not app://studio (%s)', (url) => {
    expect(resolveAppUrl(url, root)).toBeNull();
  });
});

describe('respondToAppRequest', () => {
  it('serves index.html as HTML with the CSP and every shared security header', async () => {
    const response = await get('app://studio/index.html');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(response);
    expect(await response.text()).toContain('<title>Sawt</title>');
  });

  it.each([
    ['assets/index-abc123.js', 'text/javascript; charset=utf-8'],
    ['assets/index-abc123.css', 'text/css; charset=utf-8'],
    ['assets/noto.woff2', 'font/woff2'],
  ])('serves %s as %s, cached as immutable', async (path, type) => {
    const response = await get(`app://studio/${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expectSecurityHeaders(response);
  });

  // A Request cannot even be built from a URL with credentials or from a non-URL.
  const requestable = foreign.filter((u) => u !== 'not a url' && !u.includes('@'));
  it.each([...traversal, ...requestable])('answers 404 with the CSP for %s', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
    expect(await response.text()).not.toContain('TOP SECRET');
  });

  it('answers HEAD without a body', async () => {
    const response = await get('app://studio/index.html', 'HEAD');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it.each(['POST', 'PUT', 'DELETE'])('refuses %s with 405 and the CSP', async (method) => {
    const response = await get('app://studio/index.html', method);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expectSecurityHeaders(response);
  });
});

describe('appResponseHeaders', () => {
  it('puts the one CSP on found and not-found responses alike', () => {
    expect(appResponseHeaders(null)['Content-Security-Policy']).toBe(contentSecurityPolicy);
    expect(appResponseHeaders('/x/index.html', '/index.html')['Content-Security-Policy']).toBe(contentSecurityPolicy);
    expect(appResponseHeaders('/x/blob.bin', '/blob.bin')['Content-Type']).toBe('application/octet-stream');
  });
});

describe('the app scheme', () => {
  it('is registered as standard, secure, fetch- and stream-capable, and nothing more', () => {
    const registered: CustomScheme[][] = [];
    registerAppScheme({ registerSchemesAsPrivileged: (schemes) => void registered.push(schemes) });
    expect(registered).toEqual([[appSchemePrivileges]]);
    expect(appSchemePrivileges).toEqual({
      scheme: 'app',
      privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true },
    });
  });

  it('is handled by the file server rooted at the renderer directory', async () => {
    let handler: ((request: Request) => Response | Promise<Response>) | undefined;
    let scheme = '';
    handleAppProtocol(
      {
        handle: (name, fn) => {
          scheme = name;
          handler = fn as (request: Request) => Promise<Response>;
        },
      },
      root,
    );
    expect(scheme).toBe('app');
    const response = await handler?.(new Request('app://studio/'));
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
  });
});
