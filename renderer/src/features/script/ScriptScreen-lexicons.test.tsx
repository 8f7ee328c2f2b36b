// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../shared/contract';
import { lexiconDigest, type EffectiveEntry } from '../../../../shared/lexicon';
import type { ReadAsOptions } from '../../../../shared/read-as';
import { initI18n } from '../../i18n';
import { withoutIsolates } from '../../i18n/bidi';
import { lastCall, studio, withScriptScreenRig } from '../../testing/script-screen-rig';

withScriptScreenRig();

const entries: EffectiveEntry[] = [
  {
    written: 'مرحبا',
    spoken: 'مَرحَبًا',
    dialects: [],
    caseSensitive: false,
    source: { lexiconId: 'l1', lexiconName: 'Greetings', entryId: 'e1', scope: 'profile' },
  },
];
const inEffect = { projectId: null, digest: lexiconDigest(entries), entries };

describe('the Script editor with lexicons', () => {
  const ready = () => waitFor(() => expect((screen.getByTestId('voice-select') as HTMLSelectElement).value).toBe('v2'));

  it('previews an entry with its lexicon, and sends its digest, never the entries', async () => {
    const fake = studio('ar');
    fake.handle('lexicons.inEffect', () => ok(inEffect));
    await ready();
    // Lexicons changed elsewhere (the Lexicons screen): the open editor reads them again.
    act(() => fake.emit('lexicons.changed', { lexiconId: 'l1', projectId: null }));
    const preview = await screen.findByRole('group', { name: 'النص المنطوق' });
    const span = await waitFor(() => {
      const button = [...preview.querySelectorAll('button')].find((b) => b.textContent === 'مَرحَبًا');
      expect(button?.dataset.rule).toBe('lexicon');
      return button!;
    });
    fireEvent.focus(span);
    expect(withoutIsolates(screen.getByRole('tooltip').textContent ?? '')).toContain('من معجم «Greetings»: تُنطق «مرحبا» هكذا: «مَرحَبًا».');
    fireEvent.click(screen.getByTestId('generate-button'));
    await screen.findByTestId('generation-result');
    const sent = (lastCall(fake, 'tts.generate')!.input as { readAs: ReadAsOptions }).readAs;
    expect(sent.lexiconScope).toEqual({ projectId: null, digest: inEffect.digest });
    expect('lexicon' in sent).toBe(false);
  });

  it('says in words that the lexicons changed, and reads them again so the preview shows what would be sent', async () => {
    const fake = studio('en');
    await ready();
    fake.handle('tts.generate', () =>
      fail('VALIDATION', 'changed', { field: 'readAs.lexiconScope', messageKey: 'LexiconChanged', outcome: 'notSent' }),
    );
    fake.handle('lexicons.inEffect', () => ok(inEffect));
    const before = fake.calls.filter((c) => c.name === 'lexicons.inEffect').length;
    fireEvent.click(screen.getByTestId('generate-button'));
    expect((await screen.findByTestId('generation-error')).textContent).toContain(
      'Your lexicons changed after the preview was shown, so nothing was sent.',
    );
    await waitFor(() => expect(fake.calls.filter((c) => c.name === 'lexicons.inEffect').length).toBeGreaterThan(before));
    expect(await screen.findByRole('button', { name: 'مَرحَبًا' })).toBeTruthy();
    await act(async () => initI18n('ar'));
    expect(screen.getByTestId('generation-error').textContent).toContain('تغيّرت معاجم النطق بعد عرض المعاينة');
  });
});
