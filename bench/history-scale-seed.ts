import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SandboxStore } from '../electron/sandbox/state/store';
import type { HistoryRecord } from '../electron/sandbox/state/types';
import { AudioStore, type CacheDatabase } from '../electron/core/cache';
import { historyRowParams, upsertHistoryRows } from '../electron/core/history';
import { clipBytes } from '../tests/helpers/history-seed';
import { corpusScripts } from '../tests/helpers/history-corpus';

/**
 * Seeding for the history-at-scale bench: rows go straight into the cache by SQL (the same
 * upsert a sync uses, 5,000 a transaction), all pointing at one shared audio file, so 200,000
 * entries take seconds rather than a full sync's minutes. Entry i is one minute older than i-1.
 */
export const newestMs = Date.UTC(2026, 0, 1);
const voices = ['Layla', 'Omar', 'Nour', 'Salma', 'Karim', 'Hala'];
const dialects = ['egy', 'ksa', 'msa', 'en'];
let scriptsCache: string[] = [];

/** The corpus's first `count` scripts (generated once per size asked for, then reused). */
export function benchScripts(count: number): string[] {
  if (scriptsCache.length < count) scriptsCache = corpusScripts(count, 20);
  return scriptsCache;
}

export interface BenchEntry {
  id: string;
  script: string;
  createdAt: string;
  voice: string;
  dialect: string;
}

/** Entry `i` of the bench's history (0 = newest), as the service would list it. */
export function benchEntry(i: number, script: string, idPrefix = 'bench'): BenchEntry {
  return {
    id: `${idPrefix}-${String(i).padStart(7, '0')}`,
    script,
    createdAt: new Date(newestMs - i * 60_000).toISOString(),
    voice: voices[i % voices.length]!,
    dialect: dialects[i % dialects.length]!,
  };
}

/**
 * Puts entries [from, to) into the cache with the shared clip as their audio, or with
 * `clipPerEntry` a clip file of its own each (as a synced cache has: start-up's orphan collection
 * then walks as many files as there are entries). Those files are written straight into the
 * store's layout (`<root>/<first two hex digits>/<sha256>.wav`, audio-store.ts) without fsync:
 * seeding 50,000 through the store's durable path would take minutes.
 */
export async function seedCache(
  cache: CacheDatabase,
  audioStore: AudioStore,
  from: number,
  to: number,
  { clipPerEntry = false }: { clipPerEntry?: boolean } = {},
): Promise<void> {
  const stored = await audioStore.put(clipBytes(1));
  if (!stored.ok) throw new Error(stored.error.message);
  const clipOf = (i: number): { hash: string; size: number } => {
    if (!clipPerEntry) return stored.value;
    const bytes = clipBytes(i, seededClipSamples);
    const hash = AudioStore.hashOf(bytes);
    mkdirSync(join(audioStore.root, hash.slice(0, 2)), { recursive: true, mode: 0o700 });
    writeFileSync(join(audioStore.root, hash.slice(0, 2), `${hash}.wav`), bytes, { mode: 0o600 });
    return { hash, size: bytes.byteLength };
  };
  const scripts = benchScripts(to);
  for (let start = from; start < to; start += 5_000) {
    const rows = [];
    for (let i = start; i < Math.min(to, start + 5_000); i++) {
      const e = benchEntry(i, scripts[i]!);
      rows.push(
        historyRowParams(
          {
            id: e.id,
            audio: 'x',
            script: e.script,
            createdAt: e.createdAt,
            ttsVoice: { name: e.voice, dialect: { languageCode: e.dialect } },
          },
          { ...clipOf(i), durationMs: 500 },
        ),
      );
    }
    upsertHistoryRows(cache, rows);
  }
}

/** Samples of a clip seeded per entry: 0.1 s at 8 kHz, so 50,000 files stay small on a shared disk. */
export const seededClipSamples = 800;

/**
 * Writes `count` entries into a sandbox's state, shaped as benchEntry() so a cache seeded with the
 * same indexes holds them unchanged. `fresh` more entries, newer than entry 0, come first. Their
 * audio is one shared clip, or with `clipSamples` a clip of its own each (that many 8 kHz samples;
 * a full sync then stores a file per entry, as a real one does).
 */
export async function seedSandbox(dataDir: string, count: number, fresh: number, clipSamples?: number): Promise<void> {
  const store = await SandboxStore.open(dataDir);
  const catalogue = store.state.voices.filter((v) => v.ownership === 'catalogue');
  writeFileSync(join(store.audioDir, 'shared.wav'), clipBytes(2));
  const audioFileOf = (id: string, i: number): string => {
    // New entries have clips of their own (a sync of them stores as many files); older ones share one.
    if (i < 0 && clipSamples === undefined) {
      writeFileSync(join(store.audioDir, `${id}.wav`), clipBytes(1_000_000 - i, seededClipSamples));
      return `${id}.wav`;
    }
    if (clipSamples === undefined) return 'shared.wav';
    writeFileSync(join(store.audioDir, `${id}.wav`), clipBytes(i + fresh, clipSamples));
    return `${id}.wav`;
  };
  const scripts = benchScripts(count);
  const records: HistoryRecord[] = [];
  // Oldest first: the sandbox lists the end of its array first.
  for (let i = count - 1; i >= -fresh; i--) {
    const e = i >= 0 ? benchEntry(i, scripts[i]!) : benchEntry(-i, `جديد ${-i}`, 'fresh');
    const createdMs = i >= 0 ? Date.parse(e.createdAt) : newestMs - i * 60_000;
    const voice = catalogue[Math.abs(i) % catalogue.length]!;
    records.push({
      id: e.id,
      script: e.script,
      createdAt: new Date(createdMs).toISOString(),
      visibleAt: createdMs,
      ttsVoice: { name: e.voice, dialect: { languageCode: e.dialect, language: e.dialect === 'en' ? 'English' : 'Arabic' } },
      ttsVoiceId: voice.id,
      audioFile: audioFileOf(e.id, i),
      durationMs: 500,
      engine: 'synthetic',
    });
  }
  store.close();
  // Straight into the sandbox's append-only log, in its line format ({ add: record }), in one
  // write: adding through the store syncs the file once per entry (minutes for 50,000).
  appendFileSync(join(dataDir, 'histories.jsonl'), records.map((add) => `${JSON.stringify({ add })}\n`).join(''));
}
