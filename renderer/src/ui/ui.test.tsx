// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n';
import { ConfirmDialog, Dialog, Slider, Switch } from '.';

function withStrings(node: React.ReactNode) {
  return render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

describe('ui primitives', () => {
  beforeAll(() => {
    initI18n('en');
  });
  afterEach(cleanup);

  it('ConfirmDialog is an alertdialog that confirms once and closes', async () => {
    const onConfirm = vi.fn();
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Delete 3 clips?"
          description="They are removed from this computer."
          confirmLabel="Delete"
          destructive
          onConfirm={onConfirm}
        />
      );
    }
    withStrings(<Harness />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete 3 clips?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Dialog has a localised close button and closes with it', async () => {
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} onOpenChange={setOpen} title="Voice details">
          <p>body</p>
        </Dialog>
      );
    }
    withStrings(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Voice details' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Switch is a labelled role="switch" that reports the new state', () => {
    const onCheckedChange = vi.fn();
    withStrings(<Switch checked={false} onCheckedChange={onCheckedChange} label="Favourites only" />);
    const control = screen.getByRole('switch', { name: 'Favourites only' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(control);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('Slider exposes a named thumb with its value and range', () => {
    withStrings(<Slider value={1.2} onValueChange={() => undefined} min={0.5} max={2} step={0.1} label="Speed" valueText="1.2×" />);
    const thumb = screen.getByRole('slider', { name: 'Speed' });
    expect(thumb.getAttribute('aria-valuenow')).toBe('1.2');
    expect(thumb.getAttribute('aria-valuemin')).toBe('0.5');
    expect(thumb.getAttribute('aria-valuemax')).toBe('2');
    expect(thumb.getAttribute('aria-valuetext')).toBe('1.2×');
  });
});
