// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, mediaPath, ok } from '../../../../shared/contract';
import type { HistoryItem } from '../../../../shared/model/history';
import { initI18n, withoutIsolates } from '../../i18n';
import { resetStudioStore, useStudioStore } from '../../store';
import { connectTransport, disconnectTransport } from '../../transport';
import { fakeElementSize } from '../../testing/fake-layout';
import { createFakeTransport } from '../../testing/fake-transport';
import HistoryScreen from './HistoryScreen';

const items: HistoryItem[] = Array.from({ length: 5 }, (_, i) => ({
  id: `id-${i}`,
  script: i % 2 ? `The English script ${i}` : `نص عربي رقم ${i}`,
  voiceId: null,
  voiceName: i % 2 ? 'Omar' : 'ليلى',
  dialectCode: 'egy',
  dialectName: { en: 'Egyptian', ar: 'مصرية' },
  language: 'ar',
  createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
  durationMs: 61_000,
  audioCached: true,
  audioUrl: mediaPath('history', `id-${i}`),
}));

function setup() {
  const fake = createFakeTransport('web');
  fake.handle('history.list', () => ok({ items, nextCursor: null, total: items.length }));
  fake.handle('history.facets', () =>
    ok({ voices: [{ name: 'Omar', count: 2 }], dialects: [{ code: 'egy', name: { en: 'Egyptian', ar: 'مصرية' }, count: 5 }] }),
  );
  fake.handle('history.cacheStatus', () =>
    ok({ databaseBytes: 4096, audioBytes: 2 * 1024 * 1024, entries: 5, entriesWithAudio: 5, limitBytes: null }),
  );
  connectTransport(fake.transport);
  return fake;
}

// jsdom has no layout: give every element a size so the virtual list has a viewport to fill.

async function renderScreen() {
  render(<HistoryScreen />);
  const list = await screen.findByTestId('history-list');
  await screen.findAllByTestId('history-row');
  return list;
}

fakeElementSize();
beforeEach(() => {
  initI18n('en');
  resetStudioStore();
});
afterEach(() => {
  cleanup();
  disconnectTransport();
});

describe('the history screen', () => {
  it('shows each script in its own direction with voice, dialect and length', async () => {
    setup();
    await renderScreen();
    const rows = await screen.findAllByTestId('history-row');
    expect(rows.length).toBeGreaterThan(0);
    const script = rows[0]!.querySelector('.history-script')!;
    expect(script.getAttribute('dir')).toBe('auto');
    expect(rows[0]!.textContent).toContain('ليلى');
    expect(rows[0]!.textContent).toContain('1:01');
  });

  it('selects with click, Ctrl and Shift', async () => {
    setup();
    await renderScreen();
    const rows = await screen.findAllByTestId('history-row');
    fireEvent.click(rows[0]!);
    fireEvent.click(rows[2]!, { shiftKey: true });
    expect(useStudioStore.getState().history.selected).toEqual(['id-0', 'id-1', 'id-2']);
    fireEvent.click(rows[1]!, { ctrlKey: true });
    expect(useStudioStore.getState().history.selected).toEqual(['id-0', 'id-2']);
    expect(rows[1]!.getAttribute('aria-selected')).toBe('false');
  });

  it('reports a partial delete per entry after confirmation', async () => {
    const fake = setup();
    fake.handle('history.delete', () => ok({ deleted: ['id-0'], failed: [{ id: 'id-1', code: 'SERVER', message: 'x' }] }));
    await renderScreen();
    const rows = await screen.findAllByTestId('history-row');
    fireEvent.click(rows[0]!);
    fireEvent.click(rows[1]!, { shiftKey: true });
    fireEvent.click(screen.getByTestId('history-delete'));
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    });
    expect((await screen.findByTestId('history-notice')).textContent).toContain('Deleted: 1. Could not delete: 1.');
    expect(useStudioStore.getState().history.items.map((i) => i.id)).not.toContain('id-0');
  });

  it('says clearly that deleting is refused offline, and shows the offline banner', async () => {
    const fake = setup();
    fake.handle('history.delete', () => fail('OFFLINE', 'offline'));
    useStudioStore.setState((s) => ({ app: { ...s.app, connectivity: { online: false, reason: 'NETWORK' } } }));
    await renderScreen();
    expect(screen.getByTestId('history-offline').textContent).toContain('Offline');
    const rows = await screen.findAllByTestId('history-row');
    fireEvent.click(rows[0]!);
    fireEvent.keyDown(screen.getByTestId('history-list'), { key: 'Delete' });
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    });
    expect((await screen.findByTestId('history-notice')).textContent).toContain('Deleting needs the service');
    expect(useStudioStore.getState().history.items).toHaveLength(5);
  });

  it('shows an export refusal inside the export dialog, in the current language, until the field changes', async () => {
    const fake = setup();
    fake.handle('audioExport.exportToFolder', () => fail('VALIDATION', 'no such folder', { field: 'directory' }));
    await renderScreen();
    fireEvent.click((await screen.findAllByTestId('history-row'))[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Export…' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Folder (full path)' }), { target: { value: '/no/such/folder' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Export' })));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'That folder cannot be used: give the full path of an existing folder.',
    );
    expect(screen.queryByTestId('history-notice')).toBeNull();
    await act(async () => initI18n('ar'));
    expect(within(dialog).getByRole('alert').textContent).toBe('لا يمكن استخدام هذا المجلد: اكتب المسار الكامل لمجلد موجود.');
    fireEvent.change(within(dialog).getByTestId('export-folder'), { target: { value: '/tmp' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('an export refusal of a field without a sentence of its own names the field, never a raw key', async () => {
    const fake = setup();
    fake.handle('audioExport.exportToFolder', () => fail('VALIDATION', 'settings.mp3Kbps: bad', { field: 'settings.mp3Kbps' }));
    await renderScreen();
    fireEvent.click((await screen.findAllByTestId('history-row'))[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Export…' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Folder (full path)' }), { target: { value: '/tmp' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Export' })));
    const alert = await within(dialog).findByRole('alert');
    expect(withoutIsolates(alert.textContent!)).toBe(
      'Nothing was exported: “MP3 bitrate” was not accepted: correct that field and try again.',
    );
  });

  it('says how many entries the sync could not read, in both languages', async () => {
    const fake = setup();
    fake.handle('history.sync', () =>
      ok({ added: 1, updated: 0, removed: 0, downloaded: 1, downloadFailures: 0, fullListing: true, dropped: 3 }),
    );
    await renderScreen();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sync now' })));
    expect((await screen.findByTestId('history-notice')).textContent).toContain('3 history entries could not be read and are not shown.');
    await act(async () => initI18n('ar'));
    expect(screen.getByTestId('history-notice').textContent).toContain('تعذّرت قراءة 3 مدخلات من السجل فلم تُعرض.');
  });

  it('renders in Arabic', async () => {
    initI18n('ar');
    setup();
    await renderScreen();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('السجل');
    expect(screen.getByTestId('history-total').textContent).toContain('عدد المقاطع');
  });
});
