// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeTransport } from '../../testing/fake-transport';
import { renderStudio, resetStudio } from '../../testing/render-studio';
import { installFakeAccount, sandboxProfile, type FakeAccountState } from '../../testing/account-fakes';
import { isolate } from '../../i18n';

async function openSettings(language: 'en' | 'ar', overrides: Partial<FakeAccountState> = {}) {
  const fake = createFakeTransport();
  const state = installFakeAccount(fake, overrides);
  const view = await renderStudio(language, fake);
  await act(async () => {
    fireEvent.click(document.querySelector<HTMLButtonElement>('nav [data-section="settings"]')!);
  });
  await screen.findByTestId('account-section');
  return { ...view, fake, state };
}

const customAccount = {
  serviceBaseUrl: { kind: 'custom' as const, url: 'https://tts.example.com' },
};

describe('the account settings', () => {
  afterEach(resetStudio);

  it('takes the key in a masked field, sends it once, and never shows it again', async () => {
    const base = installFakeAccount(createFakeTransport());
    const { state } = await openSettings('en', { settings: { ...base.settings, ...customAccount } });
    const input = await screen.findByTestId('api-key-input');
    expect(input.getAttribute('type')).toBe('password');
    expect(screen.getByTestId('api-key-status').textContent).toBe('No key is saved for this profile yet.');

    const key = 'sk-live-0123456789abcdef';
    fireEvent.change(input, { target: { value: key } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('save-api-key'));
    });
    expect(state.savedKeys).toEqual([key]);
    await waitFor(() => expect(screen.getByTestId('api-key-status').textContent).toBe('A key is saved in the system keychain.'));
    expect((screen.getByTestId('api-key-input') as HTMLInputElement).value).toBe('');
    expect(document.documentElement.innerHTML).not.toContain(key);
  });

  it('removes the key only after confirmation', async () => {
    const base = installFakeAccount(createFakeTransport());
    const { state, fake } = await openSettings('en', { hasKey: true, settings: { ...base.settings, ...customAccount } });
    await act(async () => {
      fireEvent.click(await screen.findByTestId('remove-api-key'));
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Remove the API key?' });
    expect(fake.calls.some((c) => c.name === 'secrets.clearApiKey')).toBe(false);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove key' }));
    });
    expect(state.hasKey).toBe(false);
    expect(await screen.findByText('Key removed from the system keychain.')).toBeTruthy();
  });

  it('says "wrong key" in Arabic when the service rejects the key', async () => {
    await openSettings('ar', { connection: { ok: false, error: { code: 'UNAUTHORIZED', message: 'x', status: 401 } } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('test-connection'));
    });
    const error = await screen.findByTestId('connection-error');
    expect(error.textContent).toBe('فشل اختبار الاتصال: المفتاح خاطئ — رفضت الخدمة مفتاح الواجهة البرمجية هذا.');
  });

  it.each([
    [{ code: 'NETWORK' as const, message: 'x' }, 'no network, or the service cannot be reached.'],
    [{ code: 'NO_API_KEY' as const, message: 'x' }, 'no key is saved for this profile.'],
    [{ code: 'KEYCHAIN_UNAVAILABLE' as const, message: 'x', messageKey: 'keychain.locked' }, 'the keychain is locked'],
  ])('names the exact reason a connection test failed (%o)', async (error, text) => {
    await openSettings('en', { connection: { ok: false, error } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('test-connection'));
    });
    expect((await screen.findByTestId('connection-error')).textContent).toContain(text);
  });

  it('shows the project when the connection works', async () => {
    await openSettings('en');
    await act(async () => {
      fireEvent.click(screen.getByTestId('test-connection'));
    });
    expect((await screen.findByTestId('connection-result')).textContent).toContain('Demo (proj-1)');
  });

  it('keeps the result when the project id it discovered arrives as an account change after it', async () => {
    const { fake } = await openSettings('en');
    await act(async () => {
      fireEvent.click(screen.getByTestId('test-connection'));
    });
    await screen.findByTestId('connection-result');
    await act(async () => {
      fake.emit('account.changed', { activeProfileId: sandboxProfile().id, reason: 'project-discovered' });
    });
    expect(screen.getByTestId('connection-result').textContent).toContain('Demo (proj-1)');
    // Any other change to the account makes the old result meaningless.
    await act(async () => {
      fake.emit('account.changed', { activeProfileId: sandboxProfile().id, reason: 'settings-changed' });
    });
    expect(screen.queryByTestId('connection-result')).toBeNull();
  });

  it.each([
    ['en', 'The built-in sandbox needs no key of yours.'],
    ['ar', 'لا تحتاج بيئة التجربة المدمجة إلى مفتاح خاص بك.'],
  ] as const)('shows no key field for the built-in sandbox, and says it needs none (%s)', async (language, sentence) => {
    await openSettings(language);
    expect(screen.getByTestId('api-key-status').textContent).toBe(sentence);
    expect(screen.queryByTestId('api-key-input')).toBeNull();
    expect(screen.queryByTestId('save-api-key')).toBeNull();
  });

  it('still offers to remove a key saved before the profile went to the sandbox', async () => {
    const { state } = await openSettings('en', { hasKey: true });
    expect(screen.getByTestId('api-key-status').textContent).toContain('the key saved in the system keychain is not used with it');
    expect(screen.queryByTestId('api-key-input')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByTestId('remove-api-key'));
    });
    await act(async () => {
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove key' }));
    });
    expect(state.hasKey).toBe(false);
  });

  it('shows why the keychain cannot be used', async () => {
    await openSettings('en', { keychain: { state: 'unavailable', reason: 'no-secret-service', message: 'x' } });
    expect(screen.getByTestId('api-key-status').textContent).toContain('no Secret Service is running');
  });

  it('refuses plain http to another computer with the field’s own message, sending nothing', async () => {
    const { fake } = await openSettings('en');
    fireEvent.click(screen.getByTestId('account-kind-custom'));
    fireEvent.change(screen.getByTestId('service-url-input'), { target: { value: 'http://tts.example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('save-connection'));
    });
    expect(screen.getByTestId('connection-form-error').textContent).toContain('Plain http:// is allowed only for this computer');
    expect(screen.getByTestId('service-url-input').getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls.some((c) => c.name === 'settings.update')).toBe(false);

    fireEvent.change(screen.getByTestId('service-url-input'), { target: { value: 'http://127.0.0.1:5300' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('save-connection'));
    });
    expect(fake.calls.find((c) => c.name === 'settings.update')?.input).toEqual({
      serviceBaseUrl: { kind: 'custom', url: 'http://127.0.0.1:5300' },
    });
  });

  it('marks only the identifier at fault and sends nothing, then saves and says so', async () => {
    const base = installFakeAccount(createFakeTransport());
    const { fake } = await openSettings('en', { settings: { ...base.settings, ...customAccount } });
    const project = screen.getByTestId('project-id-input');
    const keyId = screen.getByTestId('api-key-id-input');
    const form = within(keyId.closest('form')!);
    fireEvent.change(keyId, { target: { value: 'not-a-uuid' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save identifiers' }));
    });
    expect(form.getByRole('alert').textContent).toContain('The API-key identifier is a uuid');
    expect(keyId.getAttribute('aria-invalid')).toBe('true');
    // A screen reader on the field hears why it is invalid, not only that it is.
    expect(keyId.getAttribute('aria-describedby')?.split(' ')).toContain(form.getByRole('alert').id);
    expect(project.getAttribute('aria-invalid')).toBeNull();
    expect(fake.calls.some((c) => c.name === 'settings.update')).toBe(false);

    fireEvent.change(keyId, { target: { value: '123e4567-e89b-12d3-a456-426614174000' } });
    fireEvent.change(project, { target: { value: 'proj_1' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save identifiers' }));
    });
    expect(fake.calls.find((c) => c.name === 'settings.update')?.input).toEqual({
      projectId: 'proj_1',
      apiKeyId: '123e4567-e89b-12d3-a456-426614174000',
    });
    expect(keyId.getAttribute('aria-invalid')).toBeNull();
    expect(form.getByText('Saved.')).toBeTruthy();
  });

  it("marks the field the main process refused, with that refusal's own words", async () => {
    const base = installFakeAccount(createFakeTransport());
    const { fake } = await openSettings('en', { settings: { ...base.settings, ...customAccount } });
    fake.handle('settings.update', () => ({
      ok: false,
      error: { code: 'VALIDATION', message: 'no', field: 'apiKeyId', messageKey: 'settings.valueIsApiKey' },
    }));
    const keyId = screen.getByTestId('api-key-id-input');
    fireEvent.change(keyId, { target: { value: '123e4567-e89b-12d3-a456-426614174000' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save identifiers' }));
    });
    expect(within(keyId.closest('form')!).getByRole('alert').textContent).toContain('This is your API key');
    expect(keyId.getAttribute('aria-invalid')).toBe('true');
    expect((keyId as HTMLInputElement).value).toBe('123e4567-e89b-12d3-a456-426614174000');
  });

  it('offers "Switch to the sandbox" on another account', async () => {
    const base = installFakeAccount(createFakeTransport());
    const { state } = await openSettings('en', { settings: { ...base.settings, ...customAccount } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Switch to the sandbox' }));
    });
    expect(state.settings.serviceBaseUrl).toEqual({ kind: 'sandbox' });
    expect(await screen.findByText('This profile now uses the built-in sandbox.')).toBeTruthy();
  });

  it('removes a profile after a summary, deleting its cache only when ticked', async () => {
    const { fake } = await openSettings('en', {
      profiles: [sandboxProfile(), sandboxProfile({ id: 'p-2', name: 'Work', isActive: false, accountKind: 'hosted', hasApiKey: true })],
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `Remove: ${isolate('Work')}` }));
    });
    const dialog = screen.getByRole('alertdialog', { name: `Remove the profile “${isolate('Work')}”?` });
    expect(dialog.textContent).toContain('Its API key is deleted from the system keychain');
    fireEvent.click(within(dialog).getByLabelText('Also delete its saved data (cache and audio files)'));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove profile' }));
    });
    expect(fake.calls.find((c) => c.name === 'profiles.remove')?.input).toEqual({ id: 'p-2', deleteCache: true });
    expect(await screen.findByText('Profile removed.')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Remove: ${isolate('Sandbox')}` }).hasAttribute('disabled')).toBe(true);

    // Still on screen after a language switch: in the new language, not left in English.
    await act(async () => {
      fireEvent.click(screen.getByTestId('language-switch'));
    });
    expect(await screen.findByText('أُزيل الملف الشخصي.')).toBeTruthy();
    expect(screen.queryByText('Profile removed.')).toBeNull();
  });

  it('creates and renames profiles', async () => {
    const { state } = await openSettings('en');
    const form = screen.getByTestId('new-profile-form');
    fireEvent.change(within(form).getByLabelText('Profile name'), { target: { value: 'Personal' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Create profile' }));
    });
    expect(await screen.findByText(`Profile “${isolate('Personal')}” created.`)).toBeTruthy();
    expect(state.profiles.map((p) => p.name)).toEqual(['Sandbox', 'Personal']);

    fireEvent.click(screen.getByRole('button', { name: `Rename: ${isolate('Personal')}` }));
    fireEvent.change(screen.getByLabelText(`New name for ${isolate('Personal')}`), { target: { value: 'Home' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(state.profiles.map((p) => p.name)).toEqual(['Sandbox', 'Home']);
  });
});
