// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n, withoutIsolates } from '../../i18n';
import { studio, textarea, withScriptScreenRig } from '../../testing/script-screen-rig';

withScriptScreenRig();

// Issue 33 item 16: ten 30-second markers in a row, 4.5 minutes of silence before one passage.
const pausesScript = `مرحبا بكم.${'[pause 30s]'.repeat(10)} في الاستوديو.`;

async function ready(): Promise<void> {
  await waitFor(() => expect((screen.getByTestId('voice-select') as HTMLSelectElement).value).toBe('v2'));
}

describe('pauses over their caps', () => {
  it('are named in the editor in English and Arabic, and refused before anything is sent', async () => {
    const fake = studio('en');
    await ready();
    fireEvent.change(textarea(), { target: { value: pausesScript } });
    await waitFor(() =>
      expect(screen.getByTestId('script-pause-cap').textContent).toBe(
        'The pauses around one passage add up to 4.5 min; one part may carry at most 2 min of silence. Remove some of these markers.',
      ),
    );
    await act(async () => initI18n('ar'));
    expect(screen.getByTestId('script-pause-cap').textContent).toBe(
      'مجموع الوقفات حول مقطع واحد 4.5 د، ولا يحمل الجزء الواحد أكثر من 2 د من الصمت. احذف بعض هذه العلامات.',
    );
    await act(async () => initI18n('en'));

    fireEvent.click(screen.getByTestId('split-button'));
    fireEvent.click(screen.getByTestId('generate-parts'));
    const alert = await screen.findByTestId('generation-error');
    expect(withoutIsolates(alert.textContent ?? '')).toBe(
      'Part 2: Its pause markers add up to more than 2 min of silence, the most one part may carry: remove some of them.',
    );
    expect(fake.calls.some((c) => c.name.startsWith('tts.'))).toBe(false);
  });
});
