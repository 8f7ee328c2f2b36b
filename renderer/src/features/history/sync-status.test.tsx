// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, mediaPath, ok } from '../../../../shared/contract';
import type { HistoryItem } from '../../../../shared/model/history';
import { initI18n } from '../../i18n';
import { resetStudioStore } from '../../store';
import { connectTransport, disconnectTransport } from '../../transport';
import { fakeElementSize } from '../../testing/fake-layout';
import { createFakeTransport } from '../../testing/fake-transport';
import HistoryScreen from './HistoryScreen';

/**
 * The sync line tells the latest sync's outcome in the reader's language (issue 33 items 5 and 7):
 * a full disk by its cause, and a failure that a later sync replaced is not shown any more.
 */
const item: HistoryItem = {
  id: 'one',
  script: 'نص واحد',
  voiceId: null,
  voiceName: 'Layla',
  dialectCode: null,
  dialectName: null,
  language: 'ar',
  createdAt: new Date(Date.UTC(2025, 0, 1)).toISOString(),
  durationMs: 2_000,
  audioCached: true,
  audioUrl: mediaPath('history', 'one'),
};

function setup() {
  const fake = createFakeTransport('web');
  fake.handle('history.list', () => ok({ items: [item], nextCursor: null, total: 1 }));
  fake.handle('history.facets', () => ok({ voices: [], dialects: [] }));
  fake.handle('history.cacheStatus', () => ok({ databaseBytes: 4096, audioBytes: 0, entries: 1, entriesWithAudio: 1, limitBytes: null }));
  connectTransport(fake.transport);
  return fake;
}

const status = () => screen.getByTestId('history-sync-status').textContent;

fakeElementSize();
beforeEach(() => {
  initI18n('en');
  resetStudioStore();
});
afterEach(() => {
  cleanup();
  disconnectTransport();
});

describe('the sync line', () => {
  it('says the disk is full when a sync stops on a full disk, in English and Arabic', async () => {
    const fake = setup();
    render(<HistoryScreen />);
    await screen.findAllByTestId('history-row');
    act(() => fake.emit('history.syncProgress', { phase: 'failed', done: 0, total: 0, errorCode: 'DISK', errorKey: 'disk.SQLITE_FULL' }));
    expect(status()).toBe('Sync stopped: The disk is full, so the history cache cannot grow; free some space.');
    await act(async () => initI18n('ar'));
    expect(status()).toBe('توقفت المزامنة: القرص ممتلئ، فلا تتّسع ذاكرة السجل المؤقتة؛ أفرِغ بعض المساحة.');
  });

  it('drops a failure once a later sync succeeds: no "Could not connect" beside "Up to date"', async () => {
    const fake = setup();
    fake.handle('history.sync', () => {
      fake.emit('history.syncProgress', { phase: 'failed', done: 0, total: 0, errorCode: 'NETWORK' });
      return fail('NETWORK', 'could not reach the service');
    });
    render(<HistoryScreen />);
    await screen.findAllByTestId('history-row');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sync now' })));
    expect(status()).toBe('Sync stopped: Could not connect; check the network.');

    // The core syncs again by itself once the service is back.
    act(() => fake.emit('history.syncProgress', { phase: 'listing', done: 0, total: 1 }));
    act(() => fake.emit('history.syncProgress', { phase: 'done', done: 1, total: 1 }));
    expect(status()).toBe('Up to date');
    expect(screen.queryByText(/Could not connect/)).toBeNull();
  });
});
