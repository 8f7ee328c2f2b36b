// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studio, textarea, withScriptScreenRig } from '../../testing/script-screen-rig';

withScriptScreenRig();

// Issue 33 item 1: under the limit as typed, over it once read-as makes its numbers words.
const numbersScript = 'عندي 1234567 كتاب. '.repeat(150);
async function ready(): Promise<void> {
  await waitFor(() => expect((screen.getByTestId('voice-select') as HTMLSelectElement).value).toBe('v2'));
}

describe('a script over the limit only once it is read aloud', () => {
  it.each([
    ['en', /characters as spoken \(2,850 as written\)/, 'Split into parts', /over the 3,000-character limit/],
    ['ar', /الأحرف منطوقةً: .* \(مكتوبةً: 2,850\)/, 'التقسيم إلى أجزاء', /يتجاوز حدّ ٣٠٠٠ حرف/],
  ] as const)(
    '(%s) counts what is sent, offers the split where Generate is refused, and cuts parts by what is sent',
    async (language, count, split, refusal) => {
      const fake = studio(language);
      await ready();
      fireEvent.change(textarea(), { target: { value: numbersScript } });
      await waitFor(() => expect(screen.getByTestId('script-count').textContent).toMatch(count));
      expect(screen.getByTestId('script-count').dataset.over).toBe('true');
      expect(screen.getByTestId('split-offer')).toBeTruthy();

      fireEvent.click(screen.getByTestId('generate-button'));
      const alert = await screen.findByTestId('generation-error');
      expect(alert.textContent).toMatch(refusal);
      expect(fake.calls.some((c) => c.name === 'tts.generate')).toBe(false);
      // The refusal itself offers the way out.
      fireEvent.click(within(alert).getByRole('button', { name: split }));

      const parts = screen.getAllByTestId('script-part-count');
      expect(parts.length).toBeGreaterThan(1);
      for (const part of parts) expect(Number(part.dataset.sent)).toBeLessThanOrEqual(3000);
      expect(screen.queryByTestId('generation-error')).toBeNull();
    },
  );
});
