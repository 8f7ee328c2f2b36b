import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GeneratedClip } from '../../../shared/model/script';
import { AudioStore } from '../../../electron/core/cache';
import { useGenerationRig } from '../../helpers/generation-rig';

/*
 * Issue 33 item 6: while a long clip was made, the core gathered its audio whole, copied it three
 * times and hashed it in one call on its own thread, stalling its event loop (57 ms measured; the
 * figure is bench/sandbox-event-loop.bench.ts). The core now writes the clip into the cache as it
 * arrives: here the sandbox's link is slowed so the download lasts, and its bytes are seen on disk,
 * growing, before the generation ends. Cancelling then leaves nothing behind.
 */

const g = useGenerationRig();
const script = 'Welcome to the studio. This clip is long enough to take a while on a slow link, so its bytes arrive in many pieces.';

const incomingFolder = () => join(g.session.audioStore.root, 'incoming');
const partSizes = (): number[] => {
  try {
    return readdirSync(incomingFolder())
      .filter((name) => name.endsWith('.part'))
      .map((name) => statSync(join(incomingFolder(), name)).size);
  } catch {
    return [];
  }
};

describe('a generated clip is streamed into the cache', () => {
  it('is on disk, growing, while it downloads, then filed under its hash with its row', async () => {
    g.rig.sandbox.faults.set({ bytesPerSecond: 96_000 });
    const generating = g.generate({ voiceId: g.englishVoice.id, script });
    const seen: number[] = [];
    await expect
      .poll(
        () => {
          seen.push(...partSizes().filter((size) => size > 0));
          return seen.length;
        },
        { interval: 20 },
      )
      .toBeGreaterThan(0);
    const result = await generating;
    if (!result.ok) throw new Error(result.error.message);
    const clip: GeneratedClip = result.value;
    const row = g.session.cache.db
      .prepare('SELECT audio_hash AS hash, audio_bytes AS bytes FROM history_entries WHERE id = ?')
      .get(clip.id) as {
      hash: string;
      bytes: number;
    };
    // What was on disk mid-way was a part of the clip, not the clip gathered first and then written.
    expect(Math.min(...seen)).toBeLessThan(row.bytes);
    const filed = g.session.audioStore.pathOf(row.hash)!;
    expect(AudioStore.hashOf(readFileSync(filed))).toBe(row.hash);
    expect(statSync(filed).size).toBe(row.bytes);
    expect(clip.durationMs).toBeGreaterThan(0);
    expect(partSizes()).toEqual([]);
    await g.expectServedWav('history', clip.id);
  });

  it('leaves no file and no row when cancelled while the audio arrives', async () => {
    const rows = g.historyRows();
    const bytes = g.audioBytes();
    g.rig.sandbox.faults.set({ bytesPerSecond: 48_000 });
    const generating = g.start({ voiceId: g.englishVoice.id, script: `${script} Again.` });
    await expect.poll(() => partSizes().some((size) => size > 0), { interval: 20 }).toBe(true);
    generating.cancel();
    const result = await generating.result;
    expect(result).toMatchObject({ ok: false, error: { code: 'CANCELLED', messageKey: 'CancelledAfterAccepted' } });
    expect(partSizes()).toEqual([]);
    expect(g.historyRows()).toBe(rows);
    expect(g.audioBytes()).toBe(bytes);
  });
});
