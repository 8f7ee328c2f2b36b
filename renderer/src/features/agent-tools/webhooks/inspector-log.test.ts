import { describe, expect, it } from 'vitest';
import type { InspectorEntry } from '../../../../../shared/model/webhooks';
import { filterEntries, mergeEntry, toNdjson } from './inspector-log';

const entry = (id: number, eventType: string, text = ''): InspectorEntry => ({
  id,
  receivedAt: '2026-01-01T10:00:00.000Z',
  authorized: true,
  eventType,
  callId: 'call-1',
  duplicate: false,
  payload: { eventType, data: { text } },
  text: null,
  bytes: 10,
});

describe('the inspector log', () => {
  const log = [entry(1, 'call.started'), entry(2, 'transcription.update', 'أين طلبي'), entry(3, 'call.ended')];

  it('finds entries by every word of the query, in any field, Arabic included', () => {
    expect(filterEntries(log, 'call.ended').map((e) => e.id)).toEqual([3]);
    expect(filterEntries(log, 'طلبي').map((e) => e.id)).toEqual([2]);
    expect(filterEntries(log, 'CALL-1 started').map((e) => e.id)).toEqual([1]);
    expect(filterEntries(log, '   ')).toBe(log);
  });

  it('exports one JSON object per line', () => {
    const lines = toNdjson(log).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines.slice(0, 3).map((line) => JSON.parse(line).id)).toEqual([1, 2, 3]);
    expect(toNdjson([])).toBe('');
  });

  it('merges a live entry once', () => {
    expect(mergeEntry(log, entry(3, 'call.ended'))).toBe(log);
    expect(mergeEntry(log, entry(4, 'call.ended')).map((e) => e.id)).toEqual([1, 2, 3, 4]);
  });
});
