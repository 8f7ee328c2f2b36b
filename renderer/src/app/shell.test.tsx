// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail } from '../../../shared/contract';
import { createFakeTransport } from '../testing/fake-transport';
import { renderStudio, resetStudio } from '../testing/render-studio';
import { isolate } from '../i18n';

const html = () => document.documentElement;
const navButton = (section: string) => {
  const button = document.querySelector<HTMLButtonElement>(`nav [data-section="${section}"]`);
  if (!button) throw new Error(`no nav button for ${section}`);
  return button;
};

describe('the shell', () => {
  afterEach(resetStudio);

  it('renders in Arabic, right to left, with every section labelled in Arabic', async () => {
    await renderStudio('ar');
    expect(html().lang).toBe('ar');
    expect(html().dir).toBe('rtl');
    const nav = screen.getByRole('navigation', { name: 'الأقسام' });
    const labels = within(nav)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual(['الأصوات', 'المشاريع', 'السجل', 'أدوات الوكيل', 'معاجم النطق', 'الإعدادات']);
    expect(await screen.findByRole('heading', { level: 1, name: 'الأصوات' })).toBeTruthy();
    expect(document.title).toBe('استوديو صوت');
  });

  it('renders in English, left to right', async () => {
    await renderStudio('en');
    expect(html().lang).toBe('en');
    expect(html().dir).toBe('ltr');
    expect(navButton('voices').textContent).toBe('Voices');
    expect(navButton('agent-tools').textContent).toBe('Agent tools');
    expect(navButton('lexicons').textContent).toBe('Lexicons');
    expect(document.title).toBe('Sawt Studio');
  });

  it('switches language at once and remembers the choice', async () => {
    await renderStudio('en');
    const languageSwitch = screen.getByTestId('language-switch');
    expect(languageSwitch.textContent).toBe('العربية');
    expect(languageSwitch.getAttribute('lang')).toBe('ar');

    fireEvent.click(languageSwitch);
    expect(html().dir).toBe('rtl');
    expect(html().lang).toBe('ar');
    expect(navButton('voices').textContent).toBe('الأصوات');
    expect(screen.getByTestId('language-switch').textContent).toBe('English');
    expect(window.localStorage.getItem('sawt.language')).toBe('ar');

    fireEvent.click(screen.getByTestId('language-switch'));
    expect(html().dir).toBe('ltr');
    expect(navButton('voices').textContent).toBe('Voices');
    expect(window.localStorage.getItem('sawt.language')).toBe('en');
  });

  it('moves between sections and marks only the current one', async () => {
    await renderStudio('en');
    expect(navButton('voices').getAttribute('aria-current')).toBe('page');
    fireEvent.click(navButton('history'));
    expect(navButton('history').getAttribute('aria-current')).toBe('page');
    expect(navButton('voices').hasAttribute('aria-current')).toBe(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'History' })).toBeTruthy();
  });

  it('keeps developer detail out of the status bar and shows it in the About sheet', async () => {
    await renderStudio('en');
    const statusBar = screen.getByRole('contentinfo');
    expect(statusBar.textContent).not.toContain('9.8.7');
    expect(statusBar.textContent).not.toContain('web');
    expect(document.querySelector('.shell')?.getAttribute('data-ready')).toBe('true');
    fireEvent.click(within(statusBar).getByRole('button', { name: 'About' }));
    const sheet = await screen.findByRole('dialog', { name: 'About this studio' });
    expect(within(sheet).getByText('9.8.7')).toBeTruthy();
    expect(within(sheet).getByText('Web mode (local HTTP)')).toBeTruthy();
    expect(within(sheet).getByText('/home/test/.config/sawt-studio')).toBeTruthy();
  });

  it('round-trips a ping from the About sheet', async () => {
    const { fake } = await renderStudio('en');
    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'About' }));
    const sheet = await screen.findByRole('dialog', { name: 'About this studio' });
    fireEvent.change(within(sheet).getByLabelText('Message'), { target: { value: 'marhaba' } });
    await act(async () => {
      fireEvent.click(within(sheet).getByRole('button', { name: 'Ping' }));
    });
    const result = await screen.findByTestId('ping-result');
    expect(result.textContent).toContain(`Reply: ${isolate('marhaba')}`);
    expect(result.textContent).toMatch(/Round trip: [\d.,]+/);
    expect(fake.calls.at(-1)).toEqual({ name: 'app.ping', input: { message: 'marhaba' } });
  });

  it('shows a failed ping by its error code, in the interface language', async () => {
    const fake = createFakeTransport();
    fake.handle('app.ping', () => fail('NETWORK', 'connect ECONNREFUSED'));
    await renderStudio('ar', fake);
    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'حول الاستوديو' }));
    const sheet = await screen.findByRole('dialog', { name: 'حول الاستوديو' });
    await act(async () => {
      fireEvent.click(within(sheet).getByRole('button', { name: 'افحص الاتصال' }));
    });
    const error = await screen.findByTestId('ping-error');
    expect(error.textContent).toBe('فشل الفحص: تعذّر الاتصال؛ تحقّق من الشبكة.');
    expect(screen.queryByTestId('ping-result')).toBeNull();
  });

  it('reports connectivity changes in the status bar', async () => {
    const { fake } = await renderStudio('en');
    act(() => fake.emit('app.connectivityChanged', { online: false, reason: 'NETWORK' }));
    expect(screen.getByText('Offline: showing saved data')).toBeTruthy();
    act(() => fake.emit('app.connectivityChanged', { online: true }));
    expect(screen.getByText('Connected to the service')).toBeTruthy();
  });

  it('stays usable when app.info fails, saying why in the status bar', async () => {
    const fake = createFakeTransport();
    fake.handle('app.info', () => fail('UNAUTHORIZED', 'expired', { status: 401 }));
    await renderStudio('en', fake);
    expect(within(screen.getByRole('contentinfo')).getByRole('alert').textContent).toContain('Not authorised');
    fireEvent.click(navButton('history'));
    expect(navButton('history').getAttribute('aria-current')).toBe('page');
  });
});
