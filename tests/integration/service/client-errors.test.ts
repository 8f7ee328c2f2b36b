import { describe, expect, it } from 'vitest';
import type { RouteName } from '../../../electron/core/service/api-table';
import type { Result } from '../../../shared/contract/errors';
import { unwrap } from '../../helpers/core-rig';
import { useClientOnSandbox } from '../../helpers/client-on-sandbox';

/** The service's documented errors, and hostile ids, through the client against the real sandbox. */
const service = useClientOnSandbox();

describe('documented errors', () => {
  it('a wrong key is UNAUTHORIZED after exactly one request', async () => {
    const wrong = service.clientWith({ getApiKey: async () => '00000000-0000-4000-8000-000000000000' });
    service.sandbox.requests.clear();
    const result = await wrong.listDialects();
    expect(result).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED', status: 401 } });
    expect(service.sandbox.requests.count('dialectList')).toBe(1);
  });

  it('an unknown id is NOT_FOUND', async () => {
    expect(await service.client.getVoice('6b1a6c36-0000-4000-8000-000000000000')).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', status: 404 },
    });
    expect(await service.client.getKnowledgeBaseItem('6b1a6c36-0000-4000-8000-000000000000')).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });

  it('9400 is VALIDATION with the service message and messageKey', async () => {
    const result = await service.client.listHistory({ perPage: 1_000 });
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION', status: 400, messageKey: 'FieldOutOfRange' } });
    expect(!result.ok && result.error.message).toContain('perPage must be between 1 and 100');
    const voice = unwrap(await service.client.getDefaultVoice());
    const badKeyId = await service.client.generate({ voiceId: voice.id, script: 'Hello there', apiKeyId: 'not-a-key-id' });
    expect(badKeyId).toMatchObject({ ok: false, error: { code: 'VALIDATION', messageKey: 'InvalidApiKey' } });
    const language = await service.client.generate({ voiceId: voice.id, script: '你好世界' });
    expect(language).toMatchObject({ ok: false, error: { code: 'VALIDATION', messageKey: 'ScriptLanguageNotSupported' } });
  });

  it('a v1 400 is VALIDATION', async () => {
    expect(await service.client.listWebTools({ voiceAgentId: 'not-a-uuid' })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION', status: 400 },
    });
  });
});

describe('hostile ids never reach another route', () => {
  const hostile = ['/', '..', '.', '%2F', 'a/../b', '../dialects', '..%2F..%2Fv1%2Fprojects%2Fby-api-key', '%2E%2E', '?page=1', '#x'];
  const calls: Array<[RouteName, (id: string) => Promise<Result<unknown>>]> = [
    ['voiceGet', (id) => service.client.getVoice(id)],
    ['voiceDelete', (id) => service.client.deleteVoice(id)],
    ['voiceFavourite', (id) => service.client.setVoiceFavourite(id, true)],
    ['historyGet', (id) => service.client.getHistoryEntry(id)],
    ['historyDelete', (id) => service.client.deleteHistoryEntry(id)],
    ['webToolGet', (id) => service.client.getWebTool(id)],
    ['webToolDelete', (id) => service.client.deleteWebTool(id)],
    ['knowledgeBaseGet', (id) => service.client.getKnowledgeBaseItem(id)],
  ];

  it.each(calls)('%s', async (route, call) => {
    for (const id of hostile) {
      service.sandbox.requests.clear();
      const result = await call(id);
      // §4.1: the web tool get takes a uuid and documents 400, so a hostile id is refused as invalid there.
      const refusedAs = route === 'webToolGet' && !result.ok && result.error.status === 400 ? 'VALIDATION' : 'NOT_FOUND';
      expect(result, `id ${JSON.stringify(id)}`).toMatchObject({ ok: false, error: { code: refusedAs } });
      const hit = service.sandbox.requests.all().map((r) => r.route);
      expect(
        hit.every((name) => name === route),
        `id ${JSON.stringify(id)} hit ${hit.join(', ')}`,
      ).toBe(true);
    }
  });
});
