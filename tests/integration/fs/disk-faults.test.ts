import { describe, expect, it } from 'vitest';
import type { VoiceList } from '../../../shared/model/voices';
import { useCoreRig } from '../../helpers/core-rig';

// Disk faults are named (issue 14 item 8): a real SQLite file that cannot grow (its page count
// capped, as a full disk would leave it) answers a write with DISK, never INTERNAL.
const rig = useCoreRig();

describe('a full disk', () => {
  it('is reported as DISK with the reason, and the cache keeps working for reads', async () => {
    const voices = await rig.call<VoiceList>('voices.list', { refresh: true });
    if (!voices.ok) throw new Error(voices.error.message);
    await rig.core.context.sessions.use(async (session) => {
      const pages = (session.cache.db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count;
      session.cache.db.exec(`PRAGMA max_page_count = ${pages}`);
      return { ok: true, value: undefined };
    });
    const parts = Array.from({ length: 100 }, (_, i) => `${'نص طويل للاختبار '.repeat(150)} ${i}`);
    const result = await rig.call('tts.createPiece', { name: 'Too big for the disk', voiceId: 'any-voice', parts });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'DISK', messageKey: 'disk.SQLITE_FULL', message: expect.stringContaining('disk is full') },
    });
    expect((await rig.call('dialects.list', {})).ok).toBe(true);
  });
});
