// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaPath, ok } from '../../../../shared/contract';
import type { HistoryItem } from '../../../../shared/model/history';
import { initI18n, withoutIsolates } from '../../i18n';
import { resetStudioStore } from '../../store';
import { connectTransport, disconnectTransport } from '../../transport';
import { fakeElementSize } from '../../testing/fake-layout';
import { createFakeTransport } from '../../testing/fake-transport';
import HistoryScreen from './HistoryScreen';

/**
 * A row says what was written and, where read-as changed it, what was spoken; a take names its
 * draft, its part (or the draft, for a one-part script) and whether it is in use (issue 33 item 8);
 * a take of a project's block names its project, chapter and block (issue 30).
 */
const base = {
  voiceId: null,
  voiceName: 'Layla',
  dialectCode: null,
  dialectName: null,
  language: 'ar',
  durationMs: 2_000,
  audioCached: true,
} satisfies Partial<HistoryItem>;

const items: HistoryItem[] = [
  {
    ...base,
    id: 'price',
    script: 'السعر مئتين وخمسين ريالًا',
    written: 'السعر ٢٥٠ ريال',
    createdAt: new Date(Date.UTC(2025, 0, 2)).toISOString(),
    audioUrl: mediaPath('history', 'price'),
    origin: { draftId: 'draft-1', partIndex: 0 },
    take: { draftName: 'Price list', part: null, inUse: true },
  },
  {
    ...base,
    id: 'part',
    script: 'The second part.',
    createdAt: new Date(Date.UTC(2025, 0, 1)).toISOString(),
    audioUrl: mediaPath('history', 'part'),
    origin: { draftId: 'draft-2', partIndex: 1 },
    take: { draftName: 'Chapter', part: 2, inUse: false },
  },
  {
    ...base,
    id: 'block',
    script: 'A paragraph of a project.',
    createdAt: new Date(Date.UTC(2024, 11, 31)).toISOString(),
    audioUrl: mediaPath('history', 'block'),
    block: {
      projectId: 'p-1',
      chapterId: 'c-1',
      blockId: 'b-1',
      projectName: 'Audiobook',
      chapterTitle: 'Prologue',
      blockNumber: 3,
      inUse: true,
    },
  },
];

function setup() {
  const fake = createFakeTransport('web');
  fake.handle('history.list', () => ok({ items, nextCursor: null, total: items.length }));
  fake.handle('history.facets', () => ok({ voices: [], dialects: [] }));
  fake.handle('history.cacheStatus', () => ok({ databaseBytes: 4096, audioBytes: 0, entries: 3, entriesWithAudio: 3, limitBytes: null }));
  connectTransport(fake.transport);
}

async function rowTexts(): Promise<string[]> {
  const rows = await screen.findAllByRole('option');
  return rows.map((row) => withoutIsolates(row.textContent ?? ''));
}

fakeElementSize();
beforeEach(() => resetStudioStore());
afterEach(() => {
  cleanup();
  disconnectTransport();
});

describe('a history row', () => {
  it('shows the written and the spoken text, the draft and whether the take is in use', async () => {
    initI18n('en');
    setup();
    render(<HistoryScreen />);
    const [price, part, block] = await rowTexts();
    expect(price).toMatch(/^▶السعر ٢٥٠ ريالSpoken: السعر مئتين وخمسين ريالًا/);
    expect(price).toContain('Draft: Price listTake of the draftIn use');
    expect(price).not.toContain('part 1');
    expect(part).toContain('Draft: ChapterTake of part 2');
    expect(part).not.toContain('In use');
    expect(part).not.toContain('Spoken');
    // A take of a project's block names its project, chapter and block (History's link back to it).
    expect(block).toContain('Project: AudiobookTake of block 3 of “Prologue”In use');
  });

  it('says the same in Arabic', async () => {
    initI18n('ar');
    setup();
    render(<HistoryScreen />);
    const [price, part, block] = await rowTexts();
    expect(price).toContain('المنطوق: السعر مئتين وخمسين ريالًا');
    expect(price).toContain('المسوّدة: Price listنسخة من المسوّدةالمستخدمة');
    expect(part).toContain('المسوّدة: Chapterنسخة من الجزء 2');
    expect(part).not.toContain('المستخدمة');
    expect(block).toContain('المشروع: Audiobookنسخة من الفقرة 3 في «Prologue»المستخدمة');
  });
});
