import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ServiceClient } from '../../../electron/core/service/client';
import { startTestSandbox, type TestSandbox } from '../../helpers/test-sandbox';

// Every generation failure says what happened to the clip (issue 14 item 6): real HTTP to the
// sandbox, whose fault switches lose the answer after the entry is made, or drop the request.
let sandbox: TestSandbox;
let voiceId: string;

const client = () =>
  new ServiceClient({
    baseUrl: sandbox.url,
    getApiKey: async () => sandbox.apiKey,
    getProjectId: () => sandbox.projectId,
    getApiKeyId: () => sandbox.apiKeyId,
    retry: { maxAttempts: 1 },
  });

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const voices = await client().listVoices({ page: 1, perPage: 5 });
  if (!voices.ok) throw new Error(voices.error.message);
  voiceId = voices.value.voices[0]!.id;
});
afterAll(async () => {
  await sandbox.dispose();
});
beforeEach(() => sandbox.faults.reset());

describe('after an ambiguous generation failure', () => {
  it('finds the clip the service made although its answer was lost', async () => {
    sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'responseLost', times: 1 }] });
    const script = `answer lost ${Date.now()}`;
    const result = await client().generate({ voiceId, script });
    expect(result).toMatchObject({ ok: true, value: { foundIn: 'history', entry: { script } } });
  });

  it('says no clip was made when the history shows none', async () => {
    sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'drop', times: 1 }] });
    const result = await client().generate({ voiceId, script: `dropped ${Date.now()}` });
    expect(result).toMatchObject({ ok: false, error: { code: 'NETWORK', message: expect.stringContaining('no clip was made') } });
  });

  it('says it is not known when the history cannot be read either', async () => {
    sandbox.faults.set({ rules: [{ kind: 'drop' }] });
    const result = await client().generate({ voiceId, script: `unknown ${Date.now()}` });
    expect(result).toMatchObject({ ok: false, error: { message: expect.stringContaining('not known whether a clip was made') } });
  });

  it('does not look when the service refused the request outright', async () => {
    sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'status', status: 422, times: 1 }] });
    const before = sandbox.requests.count('historyList');
    const result = await client().generate({ voiceId, script: `refused ${Date.now()}` });
    expect(result.ok).toBe(false);
    expect(sandbox.requests.count('historyList')).toBe(before);
  });
});
