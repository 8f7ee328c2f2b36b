// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../../shared/contract';
import type { Draft } from '../../../../shared/model/script';
import { applyLanguage } from '../../app/language';
import { initI18n, isolate, type Language } from '../../i18n';
import { resetStudioStore } from '../../store';
import { createFakeTransport } from '../../testing/fake-transport';
import { connectTransport, disconnectTransport } from '../../transport';
import { RETRY_FIRST_MS, changeDraft, createDraft, flushDraft, loadDrafts, openDraft, resetDraftSaving } from './draft-actions';
import { DraftBar } from './DraftBar';
import { UnreadableDrafts } from './UnreadableDrafts';
import { getScript, setScript } from './script-state';

// The drafts journal answers a failed write (disk full, no permission) with a DISK error; the
// editor must say the text is not saved and keep it until a save succeeds.

const draft: Draft = {
  id: 'draft-1',
  name: 'Welcome',
  text: 'مرحبا',
  voiceId: null,
  config: { speed: 1, expressiveness: 0.5 },
  dictionaryIds: [],
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
};
const diskFull = fail('DISK', 'Could not save draft (/p/drafts/draft-1.json): the disk is full; free some space and try again.', {
  messageKey: 'disk.ENOSPC',
});

function studio(language: Language) {
  initI18n(language);
  applyLanguage(language);
  const fake = createFakeTransport('web');
  let failNext = true;
  fake.handle('drafts.list', () =>
    ok({
      drafts: [{ id: draft.id, name: draft.name, preview: '', chars: 5, updatedAt: draft.updatedAt }],
      lastOpenId: draft.id,
      unreadable: [],
    }),
  );
  fake.handle('drafts.get', () => ok(draft));
  fake.handle('drafts.save', (input) => {
    if (failNext) {
      failNext = false;
      return diskFull;
    }
    const i = input as Draft;
    return ok({ id: i.id, name: i.name, preview: i.text, chars: i.text.length, updatedAt: 'now' });
  });
  connectTransport(fake.transport);
  return fake;
}

beforeEach(() => {
  resetStudioStore();
  resetDraftSaving();
});
afterEach(() => {
  cleanup();
  resetDraftSaving();
  disconnectTransport();
});

// What the core answers on a read-only data folder (tests/integration/script/drafts-read-only.test.ts).
const readOnly = fail('DISK', 'Could not save draft (/p/drafts/draft-1.json): the disk is read-only. The previous draft is unchanged.', {
  messageKey: 'disk.EROFS',
});

describe('a draft save the disk refuses', () => {
  it.each([
    ['en', diskFull, /^Not saved: The disk is full; free some space\. Your text is kept here/],
    ['ar', diskFull, /^لم تُحفظ: القرص ممتلئ؛ أفرِغ بعض المساحة\. نصّك باقٍ هنا/],
    ['en', readOnly, /^Not saved: The disk is read-only\. Your text is kept here/],
    ['ar', readOnly, /^لم تُحفظ: القرص للقراءة فقط\. نصّك باقٍ هنا/],
  ] as const)('is announced in %s as not saved, in a status region', async (language, refusal, message) => {
    studio(language);
    await act(() => loadDrafts());
    render(<DraftBar />);
    act(() => setScript({ saveState: 'failed', saveError: refusal.ok ? null : refusal.error }));
    const state = screen.getByTestId('draft-save-state');
    expect(state.dataset.state).toBe('failed');
    expect(state.getAttribute('role')).toBe('status');
    expect(state.textContent).toMatch(message);
  });

  it('keeps the text, tries once per attempt, and stores it on the backoff retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const fake = studio('en');
      await act(() => loadDrafts());
      render(<DraftBar />);
      let stored = true;
      await act(async () => {
        changeDraft({ text: 'نص جديد' });
        stored = await flushDraft();
      });
      const saves = () => fake.calls.filter((c) => c.name === 'drafts.save').map((c) => (c.input as Draft).text);
      // One refused save, not a loop against the same refusal.
      expect(stored).toBe(false);
      expect(saves()).toEqual(['نص جديد']);
      expect(getScript().draft?.text).toBe('نص جديد');
      expect(screen.getByTestId('draft-save-state').dataset.state).toBe('failed');
      await act(() => vi.advanceTimersByTimeAsync(RETRY_FIRST_MS - 1));
      expect(saves()).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(saves()).toEqual(['نص جديد', 'نص جديد']);
      expect(screen.getByTestId('draft-save-state').dataset.state).toBe('saved');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays on the draft whose text could not be stored instead of opening another', async () => {
    const fake = studio('en');
    fake.handle('drafts.get', (input) => ok({ ...draft, id: input.id, text: 'other' }));
    await act(() => loadDrafts());
    await act(async () => {
      changeDraft({ text: 'لم يُحفظ بعد' });
      await openDraft('draft-2');
    });
    expect(getScript().draft).toMatchObject({ id: 'draft-1', text: 'لم يُحفظ بعد' });
    expect(getScript().saveState).toBe('failed');
  });

  it('says which draft files could not be read and where they went, until dismissed', async () => {
    const fake = studio('en');
    fake.handle('drafts.list', () =>
      ok({
        drafts: [{ id: draft.id, name: draft.name, preview: '', chars: 5, updatedAt: draft.updatedAt }],
        lastOpenId: draft.id,
        unreadable: [
          { path: '/p/drafts/old.json', movedTo: '/p/drafts/old.json.corrupt-1' },
          { path: '/p/drafts/locked.json', movedTo: null },
        ],
      }),
    );
    await act(() => loadDrafts());
    render(<UnreadableDrafts />);
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('Nothing was deleted');
    expect(notice.textContent).toContain(`moved to ${isolate('/p/drafts/old.json.corrupt-1')}`);
    expect(notice.textContent).toContain(`${isolate('/p/drafts/locked.json')} could not be opened and was left where it is`);
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByTestId('unreadable-drafts')).toBeNull();
  });

  // The core's refusal of a new draft on a read-only folder (tests/integration/script/drafts-read-only.test.ts):
  // no draft was there before, so the bar must not speak of one being unchanged, nor of a save.
  const newRefused = fail('DISK', 'Could not save draft (/p/drafts/new.json): the disk is read-only. No file was created.', {
    messageKey: 'disk.EROFS',
  });
  it.each([
    ['en', 'No new draft was made: The disk is read-only. The open draft is as it was.'],
    ['ar', 'لم تُنشأ مسوّدة جديدة: القرص للقراءة فقط. المسوّدة المفتوحة كما هي.'],
  ] as const)('says in %s that no new draft was made when the disk refuses one, and keeps the open draft', async (language, message) => {
    const fake = studio(language);
    fake.handle('drafts.create', () => newRefused);
    await act(() => loadDrafts());
    render(<DraftBar />);
    await act(() => createDraft());
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByTestId('draft-save-state').textContent).not.toMatch(/Not saved|لم تُحفظ/);
    expect(getScript().draft).toMatchObject({ id: 'draft-1', text: 'مرحبا' });
    // The next draft-bar action that works clears the refusal.
    fake.handle('drafts.create', () => ok({ ...draft, id: 'draft-2', name: 'Draft 2', text: '' }));
    await act(() => createDraft());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
