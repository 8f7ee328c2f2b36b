// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, type Language } from '../../i18n';
import { DateField } from './DateField';

function renderField(language: Language, initial: string, onChange = vi.fn()) {
  initI18n(language);
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <DateField
        label={language === 'ar' ? 'من' : 'From'}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  render(
    <I18nextProvider i18n={i18n}>
      <div dir={language === 'ar' ? 'rtl' : 'ltr'}>
        <Harness />
      </div>
    </I18nextProvider>,
  );
  return onChange;
}

const press = (key: string, init: Partial<KeyboardEventInit> = {}) =>
  act(async () => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key, ...init });
  });

describe('DateField', () => {
  afterEach(cleanup);

  it('shows the day in Arabic words, with a labelled calendar button in its group', () => {
    renderField('ar', '2026-11-25');
    const group = screen.getByRole('group', { name: 'من' });
    expect(within(group).getByRole<HTMLInputElement>('textbox', { name: 'من' }).value).toBe('25 نوفمبر 2026');
    expect(within(group).getByRole('button', { name: 'التقويم' })).toBeTruthy();
  });

  it('opens on the chosen day; arrows follow the eye right to left, PageDown turns the month, Enter chooses', async () => {
    const onChange = renderField('ar', '2026-11-25');
    const opener = screen.getByRole('button', { name: 'التقويم' });
    await act(async () => fireEvent.click(opener));
    const dialog = screen.getByRole('dialog', { name: 'من: اختر يومًا' });
    expect(within(dialog).getByRole('heading').textContent).toBe('نوفمبر 2026');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('الأربعاء، 25 نوفمبر 2026');
    await press('ArrowLeft');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('الخميس، 26 نوفمبر 2026');
    await press('PageDown');
    expect(within(dialog).getByRole('heading').textContent).toBe('ديسمبر 2026');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('السبت، 26 ديسمبر 2026');
    await press('Home');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('السبت، 26 ديسمبر 2026');
    await press('End');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('الجمعة، 1 يناير 2027');
    await press('Enter');
    expect(onChange).toHaveBeenCalledWith('2027-01-01');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'من' }).value).toBe('1 يناير 2027');
    // Radix gives focus back on a timer after the dialog unmounts; a loaded machine runs it late.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('in English right is the next day; Escape closes without choosing and gives focus back', async () => {
    const onChange = renderField('en', '2026-11-25');
    const opener = screen.getByRole('button', { name: 'Calendar' });
    opener.focus();
    await act(async () => fireEvent.click(opener));
    await press('ArrowRight');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Thursday, November 26, 2026');
    await press('ArrowUp');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Thursday, November 19, 2026');
    await press('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    // Radix gives focus back on a timer after the dialog unmounts; a loaded machine runs it late.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('opens with Alt+Down from the text field, and Clear empties the day', async () => {
    const onChange = renderField('en', '2026-11-25');
    screen.getByRole('textbox', { name: 'From' }).focus();
    await press('ArrowDown', { altKey: true });
    const dialog = screen.getByRole('dialog', { name: 'From: choose a day' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' })));
    expect(onChange).toHaveBeenCalledWith('');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'From' }).value).toBe('');
  });

  it('takes a typed ISO day in any digits, and keeps a bad one as typed with the reason', async () => {
    const onChange = renderField('ar', '');
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'من' });
    field.focus();
    fireEvent.change(field, { target: { value: '2026-02-30' } });
    await press('Enter');
    expect(screen.getByRole('alert').textContent).toBe('لا يوجد في فبراير 2026 يوم 30: عدد أيامه 28.');
    expect(field.value).toBe('2026-02-30');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '٢٠٢٦-١١-٢٥' } });
    await act(async () => fireEvent.blur(field));
    expect(onChange).toHaveBeenCalledWith('2026-11-25');
    expect(field.value).toBe('25 نوفمبر 2026');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('words a mistake in the language of the moment', async () => {
    renderField('en', '');
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'From' });
    fireEvent.change(field, { target: { value: 'next week' } });
    await act(async () => fireEvent.blur(field));
    expect(screen.getByRole('alert').textContent).toMatch(
      /^"\u2068next week\u2069" is not a date\. Type it like .+ \d{4} or \d{4}-\d{2}-\d{2}\.$/,
    );
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    expect(screen.getByRole('alert').textContent).toMatch(/^«\u2068next week\u2069» ليس تاريخًا/);
    expect(field.value).toBe('next week');
  });
});
