// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';

import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, type Language } from '../i18n';
import { Disclosure, type DisclosureProps } from '.';

/** The knowledge base's own strings, so the names checked are the ones users see in each language. */
function Filters(props: Partial<DisclosureProps> & { applied?: number }) {
  const { t } = useTranslation();
  const { applied = 0, ...rest } = props;
  return (
    <Disclosure
      label={t('agentTools.filters.label')}
      note={applied > 0 ? t('agentTools.filters.applied', { count: applied }) : undefined}
      {...rest}
    >
      <label>
        <input type="checkbox" />
        {t('agentTools.filters.onlyThisAgent')}
      </label>
    </Disclosure>
  );
}

function show(node: React.ReactNode, language: Language = 'en') {
  initI18n(language);
  return render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

const toggle = () => screen.getByRole('button');
const regionOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '');

describe('Disclosure', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it.each([
    ['en', 'Filters', 'Filters 1 on'],
    ['ar', 'عوامل التصفية', 'عوامل التصفية المفعّل: 1'],
  ] as const)('its accessible name is its visible text, with the note, in %s', (language, folded, counted) => {
    const view = show(<Filters />, language);
    expect(screen.getByRole('button', { name: folded, expanded: false }).textContent).toBe(folded);
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <Filters applied={1} />
      </I18nextProvider>,
    );
    const button = screen.getByRole('button', { name: counted });
    expect(button.textContent?.replace(/\s+/g, ' ')).toBe(counted);
    expect(button.hasAttribute('aria-label')).toBe(false);
  });

  it('is a native button whose aria-controls names the region, which stays in the page while folded', () => {
    show(<Filters />);
    const button = toggle();
    // A native type="button": Enter and Space press it, and it submits nothing.
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    const region = regionOf(button);
    expect(region).not.toBeNull();
    expect(region!.hidden).toBe(true);
    expect(region!.textContent).toContain('Only this agent’s');
  });

  it('pressing unfolds and folds, and focus stays on the same button', () => {
    show(<Filters />);
    const button = toggle();
    button.focus();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(regionOf(button)!.hidden).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(toggle()).toBe(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('initiallyOpen: open on the first show, and not remembered without a key', () => {
    const view = show(<Filters initiallyOpen />);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle());
    expect(window.localStorage.length).toBe(0);
    view.unmount();
    show(<Filters initiallyOpen />);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });

  it('rememberUnder: the last choice comes back on the next visit', () => {
    const first = show(<Filters rememberUnder="test.filters" />);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle());
    expect(window.localStorage.getItem('test.filters')).toBe('open');
    first.unmount();

    const second = show(<Filters rememberUnder="test.filters" />);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle());
    second.unmount();

    show(<Filters rememberUnder="test.filters" initiallyOpen />);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('rememberUnder: storage the browser denies leaves the default, and the button still works', () => {
    const denied = () => {
      throw new DOMException('Storage is disabled', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);
    show(<Filters rememberUnder="test.filters" initiallyOpen />);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('unfoldWhen: unfolds on the first show and whenever it turns true; the user can still fold it', () => {
    const view = show(<Filters unfoldWhen={false} />);
    const again = (unfoldWhen: boolean) =>
      view.rerender(
        <I18nextProvider i18n={i18n}>
          <Filters unfoldWhen={unfoldWhen} />
        </I18nextProvider>,
      );
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    again(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    // Folded by the user while the condition holds: it stays folded (the button always does what it says).
    fireEvent.click(toggle());
    again(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    // Turning false folds nothing; turning true again unfolds.
    fireEvent.click(toggle());
    again(false);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle());
    again(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    view.unmount();

    show(<Filters unfoldWhen />);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });

  it('unfoldWhen is the screen’s doing, not the user’s: it is not remembered', () => {
    const view = show(<Filters rememberUnder="test.filters" unfoldWhen />);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(window.localStorage.getItem('test.filters')).toBeNull();
    view.unmount();
    show(<Filters rememberUnder="test.filters" />);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });
});
