import { appendFileSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seedSandboxHistory } from '../../helpers/history-seed';
import { makeTempDir, startTestSandbox, type TestSandbox } from '../../helpers/test-sandbox';

let sandbox: TestSandbox | null = null;
afterEach(async () => {
  await sandbox?.dispose();
  sandbox = null;
});

async function generate(s: TestSandbox, script: string): Promise<void> {
  const voice = (await s.api('/v2/tts/voices/default/current')).body.data;
  const made = await s.api('/v2/tts/histories', { method: 'POST', body: { ttsVoiceId: voice.id, script, apiKey: s.apiKeyId } });
  expect(made.status).toBe(200);
}

describe('the sandbox history log', () => {
  it('appends a generation without rewriting the state file, and keeps entries and removals across restarts', async () => {
    sandbox = await startTestSandbox();
    const stateFile = join(sandbox.dataDir, 'state.json');
    const before = { text: readFileSync(stateFile, 'utf8'), mtime: statSync(stateFile).mtimeMs };
    await generate(sandbox, 'First clip.');
    await generate(sandbox, 'Second clip.');
    expect({ text: readFileSync(stateFile, 'utf8'), mtime: statSync(stateFile).mtimeMs }).toEqual(before);
    expect(readFileSync(join(sandbox.dataDir, 'histories.jsonl'), 'utf8').trim().split('\n')).toHaveLength(2);

    const [second, first] = (await sandbox.api('/v2/tts/histories')).body.data.ttsHistories;
    expect([second.script, first.script]).toEqual(['Second clip.', 'First clip.']);
    expect((await sandbox.api(`/v2/tts/histories/${first.id}`, { method: 'DELETE' })).status).toBe(200);

    const dataDir = sandbox.dataDir;
    await sandbox.close();
    sandbox = await startTestSandbox({ dataDir });
    const listed = (await sandbox.api('/v2/tts/histories')).body.data;
    expect(listed.totalCount).toBe(1);
    expect(listed.ttsHistories.map((h: { id: string }) => h.id)).toEqual([second.id]);
    expect((await fetch(listed.ttsHistories[0].audio)).status).toBe(200);
  });

  it('survives a torn last line (a crash mid-append) and goes on appending', async () => {
    const dataDir = makeTempDir();
    sandbox = await startTestSandbox({ dataDir });
    await generate(sandbox, 'Kept clip.');
    await sandbox.close();
    appendFileSync(join(dataDir, 'histories.jsonl'), '{"add":{"id":"torn');
    sandbox = await startTestSandbox({ dataDir });
    await generate(sandbox, 'After the crash.');
    await sandbox.close();
    sandbox = await startTestSandbox({ dataDir });
    const scripts = (await sandbox.api('/v2/tts/histories')).body.data.ttsHistories.map((h: { script: string }) => h.script);
    expect(scripts).toEqual(['After the crash.', 'Kept clip.']);
  });

  it('takes entries seeded into state.json into the log, and pages them newest first', async () => {
    const dataDir = makeTempDir();
    const ids = await seedSandboxHistory(dataDir, 25);
    sandbox = await startTestSandbox({ dataDir });
    const page2 = (await sandbox.api('/v2/tts/histories?page=2&perPage=10')).body.data;
    expect(page2).toMatchObject({ totalCount: 25, totalPages: 3, page: 2 });
    expect(page2.ttsHistories.map((h: { id: string }) => h.id)).toEqual(ids.slice(10, 20));
    expect(JSON.parse(readFileSync(join(dataDir, 'state.json'), 'utf8')).histories).toEqual([]);
  });

  it('reads a log of many chunks whole at open, lines cut across chunks and removals included', async () => {
    const dataDir = makeTempDir();
    const ids = await seedSandboxHistory(dataDir, 1);
    await (await startTestSandbox({ dataDir })).close(); // moves the seeded entry into the log
    const log = join(dataDir, 'histories.jsonl');
    const [first] = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).add);
    // ~1.2 MB of lines of uneven length: several read chunks, most boundaries inside a line.
    const added = Array.from({ length: 3_000 }, (_, i) => ({ ...first, id: `bulk-${i}`, script: `${'نص '.repeat(i % 97)}${i}` }));
    appendFileSync(log, added.map((add) => `${JSON.stringify({ add })}\n`).join('') + `${JSON.stringify({ remove: 'bulk-2999' })}\n`);
    sandbox = await startTestSandbox({ dataDir });
    const page = (await sandbox.api('/v2/tts/histories?page=1&perPage=3')).body.data;
    expect(page.totalCount).toBe(3_000);
    expect(page.ttsHistories.map((h: { id: string }) => h.id)).toEqual(['bulk-2998', 'bulk-2997', 'bulk-2996']);
    const last = (await sandbox.api('/v2/tts/histories?page=1000&perPage=3')).body.data.ttsHistories;
    expect(last.map((h: { id: string }) => h.id)).toEqual(['bulk-1', 'bulk-0', ids[0]]);
  });
});
