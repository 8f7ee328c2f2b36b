import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openCacheDatabase, type CacheDatabase } from '../../../electron/core/cache';
import { migrations } from '../../../electron/core/cache/migrations';
import { readVoice, readVoices, replaceCatalogue } from '../../../electron/core/voices/catalogue-store';
import type { TtsVoice } from '../../../shared/model/service';

// A voice's use is kept in the cache as the service said it: a flag, a count, or nothing.

const dirs: string[] = [];
const open: CacheDatabase[] = [];
afterEach(() => {
  for (const cache of open.splice(0)) cache.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function openAt(path: string, upTo = Infinity): CacheDatabase {
  const opened = openCacheDatabase(
    path,
    migrations.filter((m) => m.version <= upTo),
  );
  if (!opened.ok) throw new Error(opened.error.message);
  open.push(opened.value.database);
  return opened.value.database;
}
function freshPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-usage-'));
  dirs.push(dir);
  return join(dir, 'cache.db');
}

const voice = (id: string, usage: Pick<TtsVoice, 'usedInJobs' | 'usedInVoiceAgents'>): TtsVoice => ({
  id,
  name: id,
  tags: [],
  isFavourite: false,
  dialect: { languageCode: 'egy' },
  ...usage,
});

describe('voice usage in the catalogue cache', () => {
  it('keeps a flag, a count and silence apart', () => {
    const cache = openAt(freshPath());
    const voices = [
      voice('flag', { usedInJobs: { used: true, count: null }, usedInVoiceAgents: { used: false, count: null } }),
      voice('count', { usedInJobs: { used: true, count: 12 }, usedInVoiceAgents: { used: false, count: 0 } }),
      voice('silent', {}),
    ];
    replaceCatalogue(cache, { dialects: [], voices, serviceDefaultId: null }, 'f', new Date());
    expect(readVoice(cache, 'flag')).toMatchObject({
      usedInJobs: { used: true, count: null },
      usedInVoiceAgents: { used: false, count: null },
    });
    expect(readVoice(cache, 'count')).toMatchObject({
      usedInJobs: { used: true, count: 12 },
      usedInVoiceAgents: { used: false, count: 0 },
    });
    expect(readVoice(cache, 'silent')).toMatchObject({ usedInJobs: null, usedInVoiceAgents: null });
  });

  it('carries the counts of a cache written before usage was kept as said', () => {
    const path = freshPath();
    const before = openAt(path, 8);
    before.db
      .prepare(
        `INSERT INTO catalogue_voices (id, name, name_search, language, dialect_id, dialect_code, tags, is_favourite,
           used_in_jobs, used_in_agents, sample_url, image_url, created_at) VALUES ('v', 'V', 'v', 'ar', NULL, 'egy', '[]', 0, 7, 0, NULL, NULL, NULL)`,
      )
      .run();
    before.close();
    const after = openAt(path);
    expect(readVoices(after)).toMatchObject([
      { id: 'v', usedInJobs: { used: true, count: 7 }, usedInVoiceAgents: { used: false, count: 0 } },
    ]);
  });
});
