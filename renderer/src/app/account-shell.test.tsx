// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeAccount, sandboxProfile } from '../testing/account-fakes';
import { useStudioStore } from '../store';
import { createFakeTransport } from '../testing/fake-transport';
import { renderStudio, resetStudio } from '../testing/render-studio';
import { isolate } from '../i18n';

const section = () => useStudioStore.getState().ui.section;

async function firstRun() {
  const fake = createFakeTransport();
  const state = installFakeAccount(fake, { firstRun: true });
  await renderStudio('en', fake);
  const dialog = await screen.findByRole('dialog', { name: 'Welcome to Sawt Studio' });
  return { fake, state, dialog };
}

describe('the first-run welcome and the profile switcher', () => {
  afterEach(resetStudio);

  it('"Explore with the sandbox" lands on Voices and is remembered by the main process', async () => {
    const { fake } = await firstRun();
    await act(async () => {
      fireEvent.click(screen.getByTestId('welcome-sandbox'));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(section()).toBe('voices');
    expect(fake.calls.find((c) => c.name === 'settings.update')?.input).toEqual({ preferences: { welcomeDone: true } });
  });

  it('"Connect your account" opens Settings at the account form', async () => {
    await firstRun();
    await act(async () => {
      fireEvent.click(screen.getByTestId('welcome-connect'));
    });
    expect(section()).toBe('settings');
    await screen.findByTestId('account-section');
    await waitFor(() => expect((document.activeElement as HTMLInputElement | null)?.name).toBe('account-kind'));
  });

  it('closes with Escape, keeping focus inside while open', async () => {
    const { dialog, state } = await firstRun();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(state.settings.preferences.welcomeDone).toBe(true);
  });

  it('does not show once answered, even when the installation is fresh', async () => {
    const fake = createFakeTransport();
    const state = installFakeAccount(fake, { firstRun: true });
    state.settings = { ...state.settings, preferences: { ...state.settings.preferences, welcomeDone: true } };
    await renderStudio('en', fake);
    await screen.findByTestId('profile-switcher');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches profile from the header menu and reloads when account.changed arrives', async () => {
    const fake = createFakeTransport();
    installFakeAccount(fake, { profiles: [sandboxProfile(), sandboxProfile({ id: 'p-2', name: 'Work', isActive: false })] });
    await renderStudio('en', fake);
    const trigger = await screen.findByTestId('profile-switcher');
    expect(trigger.getAttribute('aria-label')).toBe(`Profile: ${isolate('Sandbox')}`);
    await act(async () => {
      fireEvent.keyDown(trigger, { key: 'Enter' });
    });
    const item = await screen.findByRole('menuitemcheckbox', { name: 'Work' });
    await act(async () => {
      fireEvent.click(item);
    });
    expect(fake.calls.find((c) => c.name === 'profiles.switch')?.input).toEqual({ id: 'p-2' });
    await waitFor(() => expect(screen.getByTestId('profile-switcher').getAttribute('aria-label')).toBe(`Profile: ${isolate('Work')}`));

    const listsBefore = fake.calls.filter((c) => c.name === 'profiles.list').length;
    await act(async () => {
      fake.emit('account.changed', { activeProfileId: 'p-2', reason: 'settings-changed' });
    });
    expect(fake.calls.filter((c) => c.name === 'profiles.list').length).toBe(listsBefore + 1);
  });
});
