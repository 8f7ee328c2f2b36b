// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../shared/contract';
import type { DialectSummary, VoiceCard } from '../../../../shared/model/voices';
import { useStudioStore } from '../../store';
import { createFakeTransport } from '../../testing/fake-transport';
import { fakeElementSize } from '../../testing/fake-layout';
import { renderStudio, resetStudio } from '../../testing/render-studio';
import { isolate } from '../../i18n';

const dialects: DialectSummary[] = [
  { id: 'd1', code: 'egy', name: 'Egyptian', nameAr: 'مصرية', language: 'ar', voiceCount: 2, defaultVoiceId: null },
  { id: 'd2', code: 'en', name: 'English', nameAr: 'الإنجليزية', language: 'en', voiceCount: 1, defaultVoiceId: null },
];

const voice = (id: string, name: string, dialectCode: string, tags: string[], extra: Partial<VoiceCard> = {}): VoiceCard => ({
  id,
  name,
  language: dialectCode === 'en' ? 'en' : 'ar',
  dialectId: dialectCode,
  dialectCode,
  tags,
  isFavourite: false,
  usedInJobs: { used: true, count: 3 },
  usedInVoiceAgents: { used: true, count: 1 },
  isServiceDefault: false,
  imageUrl: null,
  sampleUrl: `/api/audio/voice-sample/${id}`,
  createdAt: '2024-01-01T00:00:00Z',
  ...extra,
});

const voices = [
  voice('v1', 'أحمد', 'egy', ['male', 'narrator'], { isServiceDefault: true }),
  voice('v2', 'Layla', 'egy', ['female', 'conversational']),
  voice('v3', 'Emma', 'en', ['female', 'narrator']),
];

function catalogueTransport(cards: VoiceCard[] = voices) {
  const fake = createFakeTransport('web');
  fake.handle('dialects.list', () => ok(dialects));
  fake.handle('voices.list', () => ok({ voices: cards, total: cards.length, refreshedAt: null, stale: false }));
  fake.handle('voices.refresh', () => ok({ changed: false, refreshedAt: '2024-01-02T00:00:00Z', voiceCount: 3 }));
  return fake;
}

describe('the voices screen', () => {
  // jsdom has no ResizeObserver (radix Switch and Slider measure with one); nothing resizes here.
  afterEach(resetStudio);

  it('lists the dialects with both names and counts, and the voices', async () => {
    await renderStudio('en', catalogueTransport());
    // The first render loads the screen's lazy code; a loaded machine can take longer than the 1 s default.
    const nav = await screen.findByRole('navigation', { name: 'Dialects' }, { timeout: 10_000 });
    await waitFor(() => expect(within(nav).getByText(/Egyptian/)).toBeTruthy());
    expect(within(nav).getByText(/مصرية/)).toBeTruthy();
    expect(within(nav).getAllByText('2 voices').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByTestId('voices-count').textContent).toBe('3 voices'));
  });

  it('filters by search across Arabic variants, tags and favourites', async () => {
    await renderStudio('en', catalogueTransport());
    await waitFor(() => expect(screen.getByTestId('voices-count').textContent).toBe('3 voices'));
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'احمد' } });
    await waitFor(() => expect(screen.getByTestId('voices-count').textContent).toBe('1 voice'));
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Female' }));
    await waitFor(() => expect(screen.getByTestId('voices-count').textContent).toBe('2 voices'));
    fireEvent.click(screen.getByRole('button', { name: 'Narrator' }));
    await waitFor(() => expect(screen.getByTestId('voices-count').textContent).toBe('1 voice'));
  });

  it('says how many voices the refresh could not read', async () => {
    const fake = catalogueTransport();
    fake.handle('voices.refresh', () => ok({ changed: false, refreshedAt: '2024-01-02T00:00:00Z', voiceCount: 3, dropped: 2 }));
    await renderStudio('ar', fake);
    expect((await screen.findByTestId('voices-notice')).textContent).toContain('تعذّرت قراءة صوتين فلم يُعرضا.');
  });

  it('rolls a refused favourite back with a message', async () => {
    const fake = catalogueTransport();
    fake.handle('voices.setFavourite', () => fail('FORBIDDEN', 'no', { messageKey: 'voices.errors.favouriteForbidden' }));
    await renderStudio('en', fake);
    await waitFor(() => expect(screen.getByTestId('voices-count').textContent).toBe('3 voices'));
    const before = useStudioStore.getState().voices.voices.find((v) => v.id === 'v2')!.isFavourite;
    await act(async () => {
      const { setFavourite } = await import('./voices-actions');
      await setFavourite(voices[1]!, !before);
    });
    expect(useStudioStore.getState().voices.voices.find((v) => v.id === 'v2')!.isFavourite).toBe(before);
    expect(screen.getByTestId('voices-notice').textContent).toContain(
      'The service does not allow you to change whether this voice is a favourite.',
    );
  });

  it('shows the offline banner when the refresh cannot reach the service, and keeps the voices', async () => {
    const fake = catalogueTransport();
    fake.handle('voices.refresh', () => fail('NETWORK', 'unreachable'));
    await renderStudio('ar', fake);
    expect((await screen.findByTestId('voices-offline')).textContent).toContain('تعذّر الوصول إلى الخدمة');
    expect(screen.getByTestId('voices-count').textContent).toBe('3 أصوات');
  });

  it('keeps a voice whose deletion is refused, saying it may not be deleted', async () => {
    const fake = catalogueTransport();
    fake.handle('voices.delete', () => fail('FORBIDDEN', 'no', { status: 403 }));
    await renderStudio('en', fake);
    await waitFor(() => expect(screen.getByTestId('voices-count').textContent).toBe('3 voices'));
    await act(async () => {
      const { deleteVoice } = await import('./voices-actions');
      await deleteVoice(voices[2]!);
    });
    expect(screen.getByTestId('voices-notice').textContent).toContain('The service does not allow you to delete this voice.');
    expect(useStudioStore.getState().voices.voices).toHaveLength(3);
  });
});

describe('actions the service will not take', () => {
  afterEach(resetStudio);
  fakeElementSize();

  const card = (name: string) => screen.getByRole('article', { name });
  const description = (element: HTMLElement) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');

  it('stops offering a favourite or a delete the service refused (403) for that voice, saying why', async () => {
    const fake = catalogueTransport();
    fake.handle('voices.setFavourite', () => fail('FORBIDDEN', 'no', { status: 403, messageKey: 'voices.errors.favouriteForbidden' }));
    fake.handle('voices.delete', () => fail('FORBIDDEN', 'no', { status: 403 }));
    await renderStudio('en', fake);
    await waitFor(() => expect(screen.getByTestId('voices-count').textContent).toBe('3 voices'));
    await act(async () => fireEvent.click(within(card('Layla')).getByRole('switch', { name: 'Favourite' })));
    const favourite = within(card('Layla')).getByRole('switch', { name: 'Favourite' });
    await waitFor(() => expect(favourite).toHaveProperty('disabled', true));
    expect(description(favourite)).toContain('The service does not allow you to change whether this voice is a favourite.');
    expect(within(card('Emma')).getByRole('switch', { name: 'Favourite' })).toHaveProperty('disabled', false);

    fireEvent.click(within(card('Layla')).getByRole('button', { name: `Delete ${isolate('Layla')}` }));
    await act(async () => fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete voice' })));
    const remove = within(card('Layla')).getByRole('button', { name: `Delete ${isolate('Layla')}` });
    await waitFor(() => expect(remove).toHaveProperty('disabled', true));
    expect(description(remove)).toContain('The service does not allow you to delete this voice.');
  });

  it('disables favourite and delete while offline with the reason, and offers them again once online', async () => {
    await renderStudio('en', catalogueTransport());
    await waitFor(() => expect(screen.getByTestId('voices-count').textContent).toBe('3 voices'));
    act(() => useStudioStore.setState((s) => ({ app: { ...s.app, connectivity: { online: false, reason: 'NETWORK' } } })));
    const favourite = within(card('Emma')).getByRole('switch', { name: 'Favourite' });
    const remove = within(card('Emma')).getByRole('button', { name: `Delete ${isolate('Emma')}` });
    expect(favourite).toHaveProperty('disabled', true);
    expect(remove).toHaveProperty('disabled', true);
    expect(description(remove)).toBe('Favourites and deleting need the service and come back when it can be reached.');
    expect(screen.getByTestId('voices-offline')).toBeTruthy();
    act(() => useStudioStore.setState((s) => ({ app: { ...s.app, connectivity: { online: true } } })));
    expect(screen.queryByTestId('voices-offline')).toBeNull();
    expect(remove).toHaveProperty('disabled', false);
    expect(remove.getAttribute('aria-describedby')).toBeNull();
  });

  it('keeps a notice in the language the interface is in now', async () => {
    const fake = catalogueTransport();
    fake.handle('voices.delete', () => fail('SERVER', 'boom', { status: 500 }));
    await renderStudio('en', fake);
    await waitFor(() => expect(screen.getByTestId('voices-count').textContent).toBe('3 voices'));
    await act(async () => {
      const { deleteVoice } = await import('./voices-actions');
      await deleteVoice(voices[2]!);
    });
    expect(screen.getByTestId('voices-notice').textContent).toContain('The voice could not be deleted');
    const { i18n } = await import('../../i18n');
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    expect(screen.getByTestId('voices-notice').textContent).toContain('تعذّر حذف الصوت');
  });
});

describe('how a voice is used', () => {
  afterEach(resetStudio);
  fakeElementSize();

  // The interface documents usedIn* as flags; services have been seen sending counts. Both read well.
  const usageVoices = [
    voice('u1', 'Flagged', 'egy', [], { usedInVoiceAgents: { used: true, count: null }, usedInJobs: { used: false, count: null } }),
    voice('u2', 'Counted', 'egy', [], { usedInVoiceAgents: { used: true, count: 3 }, usedInJobs: { used: true, count: 11 } }),
    voice('u3', 'Unsaid', 'en', [], { usedInVoiceAgents: null, usedInJobs: null }),
  ];
  const usageLine = (name: string) => screen.getByRole('article', { name }).querySelector('.voice-usage')?.textContent ?? null;

  it('says how a voice is used, whether the service gave a flag or a count', async () => {
    await renderStudio('en', catalogueTransport(usageVoices));
    await waitFor(() => expect(screen.getByTestId('voices-count').textContent).toBe('3 voices'));
    expect(usageLine('Flagged')).toBe('Used by agents · Used in no jobs');
    expect(usageLine('Counted')).toBe('Used by 3 agents · Used in 11 jobs');
    expect(usageLine('Unsaid')).toBeNull();
  });

  it('says it in Arabic with the plural forms', async () => {
    await renderStudio('ar', catalogueTransport(usageVoices));
    await waitFor(() => expect(screen.getByTestId('voices-count').textContent).toBe('3 أصوات'));
    expect(usageLine('Flagged')).toBe('يستخدمه وكلاء · لم يُستخدم في أي مهمة');
    expect(usageLine('Counted')).toBe('يستخدمه 3 وكلاء · استُخدم في 11 مهمة');
  });

  it('warns in the delete confirmation that the voice is in use', async () => {
    await renderStudio('en', catalogueTransport(usageVoices));
    await waitFor(() => expect(screen.getByTestId('voices-count').textContent).toBe('3 voices'));
    fireEvent.click(screen.getByRole('button', { name: `Delete ${isolate('Flagged')}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('It is in use: Used by agents · Used in no jobs.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: `Delete ${isolate('Unsaid')}` }));
    expect((await screen.findByRole('alertdialog')).textContent).not.toContain('in use');
  });
});
