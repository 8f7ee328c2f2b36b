import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCounts } from '../../../electron/sandbox/server';
import { startTestSandbox, type TestSandbox } from '../../helpers/test-sandbox';

let sandbox: TestSandbox;
let agentIds: string[];
interface Item {
  id: string;
  itemName: string;
  type: string;
  status: string | null;
  extension: number | null;
  fileSize: string;
  wordsNumber: number;
  createdAt: string;
  isActive: boolean;
  used: boolean;
  failureReason: string | null;
  content: string | null;
}

beforeAll(async () => {
  // The spec shape's bodies (success: false on v1); the lenient shape's variants: sandbox-spec-envelopes.test.ts.
  sandbox = await startTestSandbox({ shape: 'spec' });
  agentIds = (await sandbox.api('/v1/voice-agents')).body.data.voiceAgents.map((a: { id: string }) => a.id);
});
afterAll(() => sandbox.dispose());

async function list(query = ''): Promise<{ total: number; filtered: number; items: Item[] }> {
  const response = await sandbox.api(`/v1/voice-agents/knowledge-base/list${query}`);
  expect(response.status).toBe(200);
  // §2.1: the v1 sample bodies carry success: false on a success, and no messageKey.
  expect(response.body).toEqual({ success: false, message: expect.any(String), data: expect.any(Object) });
  return response.body.data;
}

const bytes = (size: string) => {
  const [, n, unit] = /^([\d.]+)(KB|MB|B)$/.exec(size)!;
  return Number(n) * ({ B: 1, KB: 1024, MB: 1024 ** 2 } as Record<string, number>)[unit!]!;
};

describe('sandbox knowledge base', () => {
  it('seeds every type, status and extension, with failure reasons and text sizes', async () => {
    const { total, items } = await list('?take=100');
    expect(total).toBe(seedCounts.knowledgeBaseItems);
    expect(new Set(items.map((i) => i.type))).toEqual(new Set(['TEXT', 'URL', 'FILE']));
    expect(new Set(items.map((i) => i.status))).toEqual(
      new Set(['PROCESSED', 'FAILED', 'COMPLETED_WITH_ERRORS', 'UPLOAD_FAILURE', 'READING_FAILURE', 'INGESTION_FAILURE', 'PROCESSING']),
    );
    // §2.3: a number in the list sample (pdf, docx, doc, txt, html, epub → 1…6).
    expect(new Set(items.map((i) => i.extension).filter((e) => e !== null))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    for (const item of items.filter((i) => i.status?.includes('FAIL'))) expect(item.failureReason).toEqual(expect.any(String));
    expect(items.every((i) => /^[\d.]+(B|KB|MB)$/.test(i.fileSize))).toBe(true);
    expect(Object.keys(items[0]!)).toEqual(
      expect.arrayContaining([
        'id',
        'userId',
        'projectId',
        'itemName',
        'fileSize',
        'type',
        'status',
        'failureReason',
        'content',
        'itemUrl',
        'itemUrls',
        'wordsNumber',
        'extension',
        'createdAt',
        'isActive',
        'used',
      ]),
    );
  });

  it('filters by repeated type, status and extension keys', async () => {
    const textOrUrl = await list('?type=TEXT&type=URL&take=100');
    expect(textOrUrl.items.every((i) => i.type === 'TEXT' || i.type === 'URL')).toBe(true);
    expect(textOrUrl.filtered).toBe(textOrUrl.items.length);
    const failed = await list('?status=FAILED&status=READING_FAILURE&take=100');
    expect(new Set(failed.items.map((i) => i.status))).toEqual(new Set(['FAILED', 'READING_FAILURE']));
    const processing = await list('?status=PROCESSING&take=100');
    // Items still processing (null in the seed) are PROCESSING in the spec shape, and found by it.
    expect(processing.items.map((i) => i.status)).toEqual(['PROCESSING', 'PROCESSING', 'PROCESSING', 'PROCESSING']);
    const docs = await list('?extension=pdf&extension=epub&take=100');
    expect(docs.items.every((i) => i.extension === 1 || i.extension === 6)).toBe(true);
    expect((await list('?type=FILE&extension=doc')).items.map((i) => i.itemName)).toEqual(['Old price list.doc']);
  });

  it('refuses unknown filter values and comma lists with a v1 400', async () => {
    for (const query of [
      '?type=PDF',
      '?type=TEXT,URL',
      '?status=DONE',
      '?extension=exe',
      '?sortBy=name',
      '?sortOrder=up',
      '?used=1',
      '?skip=abc',
    ]) {
      const response = await sandbox.api(`/v1/voice-agents/knowledge-base/list${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body).toEqual({ code: 400, message: expect.any(String) });
    }
  });

  it('searches names and content, folding Arabic variants', async () => {
    expect((await list('?search=catalogue')).items.map((i) => i.itemName)).toEqual(['Product catalogue 2024.pdf']);
    const arabic = await list(`?search=${encodeURIComponent('سياسه')}`);
    expect(arabic.items.map((i) => i.itemName)).toEqual(['سياسة الاسترجاع.docx']);
  });

  it.each([
    ['words', (i: Item) => i.wordsNumber],
    ['fileSize', (i: Item) => bytes(i.fileSize)],
    ['createdAt', (i: Item) => Date.parse(i.createdAt)],
  ] as const)('sorts by %s both ways', async (field, value) => {
    const asc = (await list(`?sortBy=${field}&sortOrder=asc&take=100`)).items.map(value);
    const desc = (await list(`?sortBy=${field}&sortOrder=desc&take=100`)).items.map(value);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('pages with skip as a page number', async () => {
    const all = (await list('?take=100')).items.map((i) => i.id);
    expect((await list()).items.map((i) => i.id)).toEqual(all.slice(0, 10));
    expect((await list('?skip=2&take=10')).items.map((i) => i.id)).toEqual(all.slice(10, 20));
    expect((await list('?skip=3&take=10')).items.map((i) => i.id)).toEqual(all.slice(20));
    expect((await list('?skip=4&take=10')).items).toEqual([]);
    expect((await list('?skip=5&take=1')).items.map((i) => i.id)).toEqual([all[4]]);
  });

  it('reflects per-agent activation in isActive and used, and toggles it', async () => {
    const agent = agentIds[2]!;
    expect((await list(`?voiceAgentId=${agent}&used=true`)).filtered).toBe(0);
    const item = (await list('?type=TEXT&take=1')).items[0]!;
    const on = await sandbox.api('/v1/voice-agents/knowledge-base/toggle-activation', {
      method: 'POST',
      body: { voiceAgentId: agent, knowledgeBaseItemId: item.id },
    });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ success: false, message: 'Item activated successfully', messageKey: 'ItemActivatedSuccessfully' });
    const active = await list(`?voiceAgentId=${agent}&isActive=true`);
    expect(active.items.map((i) => i.id)).toEqual([item.id]);
    expect(active.items[0]).toMatchObject({ isActive: true, used: true });
    expect((await list(`?voiceAgentId=${agentIds[1]}&take=100`)).items.find((i) => i.id === item.id)?.isActive).toBe(false);
    const off = await sandbox.api('/v1/voice-agents/knowledge-base/toggle-activation', {
      method: 'POST',
      body: { voiceAgentId: agent, knowledgeBaseItemId: item.id, isActive: false },
    });
    expect(off.body.messageKey).toBe('ItemDeactivatedSuccessfully');
    expect((await list(`?voiceAgentId=${agent}&used=true`)).filtered).toBe(0);
  });

  it('validates the toggle body and answers 404 for unknown ids', async () => {
    const bad = await sandbox.api('/v1/voice-agents/knowledge-base/toggle-activation', {
      method: 'POST',
      body: { voiceAgentId: agentIds[0], knowledgeBaseItemId: 5 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 400, message: expect.any(String) });
    const unknown = await sandbox.api('/v1/voice-agents/knowledge-base/toggle-activation', {
      method: 'POST',
      body: { voiceAgentId: agentIds[0], knowledgeBaseItemId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
  });

  it('gets one item with its content; the list leaves content out', async () => {
    const item = (await list('?type=TEXT&take=1')).items[0]!;
    expect(item.content).toBeNull();
    const one = await sandbox.api(`/v1/voice-agents/knowledge-base/${item.id}`);
    expect(one.body.data).toMatchObject({ id: item.id, content: expect.any(String) });
    expect((await sandbox.api('/v1/voice-agents/knowledge-base/00000000-0000-4000-8000-000000000000')).body).toEqual({
      code: 404,
      message: 'Knowledge base item not found',
    });
  });
});

describe('sandbox knowledge base, lenient shape', () => {
  let lenient: TestSandbox;
  beforeAll(async () => {
    lenient = await startTestSandbox({ shape: 'lenient' });
  });
  afterAll(() => lenient.dispose());

  it('sends extension as text and success: true', async () => {
    const response = await lenient.api('/v1/voice-agents/knowledge-base/list?type=FILE&take=100');
    expect(response.body).toMatchObject({ success: true, data: { total: seedCounts.knowledgeBaseItems } });
    const extensions = (response.body.data.items as Array<{ extension: string }>).map((i) => i.extension);
    expect(new Set(extensions)).toEqual(new Set(['pdf', 'docx', 'doc', 'txt', 'html', 'epub']));
  });
});
