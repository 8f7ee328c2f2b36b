import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, routes, type RouteName } from '../../../electron/core/service/api-table';
import { rawRequest } from '../../helpers/raw-http';
import { startTestSandbox, type TestSandbox } from '../../helpers/test-sandbox';

let sandbox: TestSandbox;
const someId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.dispose());

function pathOf(name: RouteName): string {
  return buildPath(routes[name].path, { id: someId });
}

describe('sandbox auth', () => {
  it.each(Object.keys(routes) as RouteName[])('refuses %s without an Authorization header (401)', async (name) => {
    const response = await sandbox.api(pathOf(name), { method: routes[name].method, auth: false });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 401, message: 'Unauthorized' });
  });

  it('refuses a wrong key and a wrong scheme', async () => {
    expect((await sandbox.api('/v2/tts/dialects', { auth: '11111111-1111-4111-8111-111111111111' })).status).toBe(401);
    const bearer = await sandbox.api('/v2/tts/dialects', { auth: false, headers: { Authorization: `Bearer ${sandbox.apiKey}` } });
    expect(bearer.status).toBe(401);
  });

  it('uses the v1 error shape on v1 routes and the v2 shape on v2 routes', async () => {
    const v1 = await sandbox.api('/v1/voice-agents', { auth: false });
    expect(v1.body).toEqual({ code: 401, message: 'Unauthorized' });
    const v2 = await sandbox.api('/v2/tts/dialects', { auth: false });
    expect(v2.body).toEqual({ success: false, code: 401, message: 'Unauthorized' });
  });

  it('accepts the scheme in any case', async () => {
    const response = await sandbox.api('/v2/tts/dialects', { auth: false, headers: { Authorization: `token ${sandbox.apiKey}` } });
    expect(response.status).toBe(200);
  });
});

describe('sandbox routing', () => {
  it('answers 404 for unknown paths and wrong methods', async () => {
    expect((await sandbox.api('/v2/nothing-here')).status).toBe(404);
    expect((await sandbox.api('/v2/tts/dialects', { method: 'DELETE' })).status).toBe(404);
    expect((await sandbox.api('/v2/tts/dialects/')).status).toBe(404);
    const v2 = await sandbox.api('/v2/nothing');
    expect(v2.body).toEqual({ success: false, code: 404, message: 'Resource not found' });
  });

  it.each([
    ['slash', '/v2/tts/voices/a/b'],
    ['encoded slash', '/v2/tts/voices/..%2Fhistories'],
    ['dot-dot', '/v2/tts/voices/..'],
    ['encoded dot-dot', '/v2/tts/voices/%2E%2E'],
    ['encoded slash to history list', '/v2/tts/histories/%2Fv2%2Ftts%2Fhistories'],
    ['bad escape', '/v2/tts/voices/%E0%A4%A'],
  ])('never lets an id with a %s reach another route (404)', async (_label, path) => {
    const response = await sandbox.api(path);
    expect(response.status).toBe(404);
  });

  it('does not resolve a raw dot-dot segment into another route', async () => {
    // fetch would normalise the URL before sending; a raw request sends the path as written.
    const port = Number(new URL(sandbox.url).port);
    const raw = await rawRequest({ port, path: '/v2/tts/voices/../histories', headers: { Authorization: `Token ${sandbox.apiKey}` } });
    expect(raw.status).toBe(404);
    const rawDots = await rawRequest({ port, path: '/v2/tts/histories/..', headers: { Authorization: `Token ${sandbox.apiKey}` } });
    expect(rawDots.status).toBe(404);
  });

  it('builds paths with the shared table so traversal stays inside one segment', async () => {
    const response = await sandbox.api(buildPath(routes.voiceGet.path, { id: '../histories' }));
    expect(response.status).toBe(404);
    expect(sandbox.requests.all().at(-1)?.route).toBe('voiceGet');
  });

  it('hides the control routes when they are not enabled', async () => {
    for (const [method, path] of [
      ['GET', '/__sandbox/requests'],
      ['POST', '/__sandbox/faults'],
      ['GET', '/__sandbox/info'],
    ] as const) {
      const response = await sandbox.api(path, { method, body: method === 'POST' ? { rules: [] } : undefined });
      expect(response.status).toBe(404);
    }
  });

  it('answers a malformed JSON body with a 9400 error, not a crash', async () => {
    const response = await sandbox.api('/v2/tts/histories', { method: 'POST', body: '{"script": "hi",' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 9400, messageKey: 'InvalidJsonBody' });
    expect((await sandbox.api('/v2/tts/dialects')).status).toBe(200);
  });

  it('checks projectId on v2 routes: 9400 when not a uuid, 403 for another project', async () => {
    const notUuid = await sandbox.api('/v2/tts/dialects?projectId=abc');
    expect(notUuid.status).toBe(400);
    expect(notUuid.body).toMatchObject({ code: 9400, messageKey: 'FieldMustBeUuid' });
    const other = await sandbox.api(`/v2/tts/dialects?projectId=${someId}`);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ success: false, code: 403, message: 'You are not authorized to perform this action' });
    expect((await sandbox.api(`/v2/tts/dialects?projectId=${sandbox.projectId}`)).status).toBe(200);
  });

  it('logs requests with their route and repeated query keys', async () => {
    sandbox.requests.clear();
    await sandbox.api('/v1/voice-agents/knowledge-base/list?type=TEXT&type=URL&skip=1');
    const [entry] = sandbox.requests.all();
    expect(entry).toMatchObject({ method: 'GET', route: 'knowledgeBaseList', path: '/v1/voice-agents/knowledge-base/list' });
    expect(entry?.query).toEqual({ type: ['TEXT', 'URL'], skip: '1' });
    expect(sandbox.requests.count('knowledgeBaseList')).toBe(1);
  });

  it('answers the project of the key', async () => {
    const response = await sandbox.api('/v1/projects/by-api-key');
    expect(response.status).toBe(200);
    expect(response.body.data.id).toBe(sandbox.projectId);
  });
});
