// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaPath, ok } from '../../../../shared/contract';
import type { DialectNames, HistoryFacets, HistoryItem } from '../../../../shared/model/history';
import { initI18n, isolate } from '../../i18n';
import { resetStudioStore } from '../../store';
import { connectTransport, disconnectTransport } from '../../transport';
import { fakeElementSize } from '../../testing/fake-layout';
import { createFakeTransport } from '../../testing/fake-transport';
import HistoryScreen from './HistoryScreen';

const egyptian: DialectNames = { en: 'Egyptian', ar: 'مصرية' };
const palestinian: DialectNames = { en: 'Palestinian', ar: 'فلسطينية' };
const saudi: DialectNames = { en: 'Arabic (Saudi Arabia)', ar: 'العربية (السعودية)' };

const item = (id: string, dialectCode: string | null, dialectName: DialectNames | null): HistoryItem => ({
  id,
  script: `نص ${id}`,
  voiceId: null,
  voiceName: 'Layla',
  dialectCode,
  dialectName,
  language: 'ar',
  createdAt: new Date(Date.UTC(2025, 0, 1)).toISOString(),
  durationMs: 2_000,
  audioCached: true,
  audioUrl: mediaPath('history', id),
});

/** The history as the core gives it before and after the voice catalogue has been read. */
const unnamed = {
  items: [item('a', 'egy', null), item('b', 'pls', null)],
  facets: [
    { code: 'egy', name: null, count: 1 },
    { code: 'pls', name: null, count: 1 },
  ],
};
const named = {
  items: [item('a', 'egy', egyptian), item('b', 'pls', palestinian), item('c', 'qqq', null), item('d', null, null)],
  facets: [
    { code: 'ar-sa', name: saudi, count: 3 },
    { code: 'egy', name: egyptian, count: 5 },
    { code: 'pls', name: palestinian, count: 2 },
    { code: 'qqq', name: null, count: 1 },
  ],
};

function setup(state: { items: HistoryItem[]; facets: HistoryFacets['dialects'] }) {
  const fake = createFakeTransport('web');
  fake.handle('history.list', () => ok({ items: state.items, nextCursor: null, total: state.items.length }));
  fake.handle('history.facets', () => ok({ voices: [{ name: 'Layla', count: state.items.length }], dialects: state.facets }));
  fake.handle('history.cacheStatus', () => ok({ databaseBytes: 4096, audioBytes: 0, entries: 0, entriesWithAudio: 0, limitBytes: null }));
  fake.handle('dialects.list', () => ok([]));
  connectTransport(fake.transport);
  return fake;
}

fakeElementSize();
beforeEach(() => {
  resetStudioStore();
});
afterEach(() => {
  cleanup();
  disconnectTransport();
});

const dialectOf = (id: string) => document.querySelector(`[data-id="${id}"] .history-dialect`);
const dialectChoices = () =>
  Array.from(screen.getByTestId('history-filter-dialect').querySelectorAll('option')).map((o) => [o.value, o.textContent]);

async function renderWithFacets(facetCount: number) {
  render(<HistoryScreen />);
  await screen.findAllByTestId('history-row');
  await waitFor(() => expect(screen.getByTestId('history-filter-dialect').querySelectorAll('option')).toHaveLength(facetCount + 1));
}

describe('dialect names in the history, English interface', () => {
  beforeEach(() => initI18n('en'));

  it('names each row’s dialect in English, and shows the code where the catalogue has no name', async () => {
    setup(named);
    await renderWithFacets(4);
    expect(dialectOf('a')?.textContent).toBe('Egyptian');
    expect(dialectOf('a')?.getAttribute('data-code')).toBe('egy');
    expect(dialectOf('b')?.textContent).toBe('Palestinian');
    expect(dialectOf('c')?.textContent).toBe('qqq');
    expect(dialectOf('d')).toBeNull();
  });

  it('lists the dialect filter by English name with counts, and filters by the code', async () => {
    const fake = setup(named);
    await renderWithFacets(4);
    expect(dialectChoices()).toEqual([
      ['', 'All dialects'],
      ['ar-sa', `${isolate('Arabic (Saudi Arabia)')} (3)`],
      ['egy', `${isolate('Egyptian')} (5)`],
      ['pls', `${isolate('Palestinian')} (2)`],
      ['qqq', `${isolate('qqq')} (1)`],
    ]);
    await act(async () => {
      fireEvent.change(screen.getByTestId('history-filter-dialect'), { target: { value: 'egy' } });
    });
    const lists = fake.calls.filter((c) => c.name === 'history.list');
    expect(lists[lists.length - 1]!.input).toMatchObject({ dialectCode: 'egy' });
  });
});

describe('dialect names in the history, Arabic interface', () => {
  beforeEach(() => initI18n('ar'));

  it('names each row’s dialect in Arabic', async () => {
    setup(named);
    await renderWithFacets(4);
    expect(dialectOf('a')?.textContent).toBe('مصرية');
    expect(dialectOf('b')?.textContent).toBe('فلسطينية');
    expect(dialectOf('c')?.textContent).toBe('qqq');
  });

  it('lists the dialect filter in Arabic alphabetical order, values still the codes', async () => {
    setup(named);
    await renderWithFacets(4);
    expect(dialectChoices()).toEqual([
      ['', 'كل اللهجات'],
      ['ar-sa', `${isolate('العربية (السعودية)')} (3)`],
      ['pls', `${isolate('فلسطينية')} (2)`],
      ['egy', `${isolate('مصرية')} (5)`],
      ['qqq', `${isolate('qqq')} (1)`],
    ]);
  });
});

describe('before the voice catalogue has been read', () => {
  beforeEach(() => initI18n('en'));

  it('shows the codes, asks for the catalogue, and names the rows once a refresh lands', async () => {
    const state = { ...unnamed };
    const fake = setup(state);
    await renderWithFacets(2);
    expect(dialectOf('a')?.textContent).toBe('egy');
    await waitFor(() => expect(fake.calls.some((c) => c.name === 'dialects.list')).toBe(true));

    Object.assign(state, { items: named.items.slice(0, 2), facets: named.facets.slice(1, 3) });
    act(() => fake.emit('voices.changed', { reason: 'refresh', refreshedAt: '2025-01-01T00:00:00.000Z' }));
    await waitFor(() => expect(dialectOf('a')?.textContent).toBe('Egyptian'));
    await waitFor(() => expect(dialectChoices()).toContainEqual(['pls', `${isolate('Palestinian')} (2)`]));
  });

  it('does not ask for the catalogue when every dialect already has its names', async () => {
    const fake = setup({ ...named, facets: named.facets.filter((f) => f.name !== null) });
    await renderWithFacets(3);
    expect(fake.calls.filter((c) => c.name === 'history.facets')).toHaveLength(1);
    expect(fake.calls.some((c) => c.name === 'dialects.list')).toBe(false);
  });
});
