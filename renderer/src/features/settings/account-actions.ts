import { fail, type Result } from '../../../../shared/contract';
import type { AccountChoice, AccountSettings, ProfileRemovalOutcome, ProfileSummary } from '../../../../shared/model/account';
import { showSection, sliceSetter } from '../../store';
import { activeStudio } from '../../transport';
import type { AccountSlice } from './account-slice';

type SettingsPatch = Parameters<ReturnType<typeof activeStudio>['settings']['update']>[0];

const setAccount = sliceSetter('account');

/** One contract call that never throws: a broken transport becomes an INTERNAL result. */
async function call<T>(run: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await run();
  } catch (error) {
    return fail('INTERNAL', error instanceof Error ? error.message : String(error));
  }
}

/** Profiles, the active profile's settings and its key status, read together. */
export async function loadAccount(): Promise<void> {
  const [overview, settings, secrets] = await Promise.all([
    call(() => activeStudio().profiles.list()),
    call(() => activeStudio().settings.get()),
    call(() => activeStudio().secrets.status()),
  ]);
  const failed = [overview, settings, secrets].find((result) => !result.ok);
  setAccount({
    ...(overview.ok ? { overview: overview.value } : {}),
    ...(settings.ok ? { settings: settings.value } : {}),
    ...(secrets.ok ? { secrets: secrets.value } : {}),
    loadError: failed && !failed.ok ? failed.error : null,
  });
}

/**
 * Follows `account.changed` (a switch, a new key, another window's change): reloads and forgets
 * a connection test that was about the previous account — but not the test that itself saved the
 * project id it found (its event can arrive after its result). Returns the unsubscribe.
 */
export function followAccountChanges(): () => void {
  return activeStudio().events.on('account.changed', ({ reason }) => {
    if (reason !== 'project-discovered') setAccount({ connectionTest: { status: 'idle' } });
    void loadAccount();
  });
}

async function thenReload<T>(result: Result<T>): Promise<Result<T>> {
  if (result.ok) await loadAccount();
  return result;
}

export async function saveApiKey(apiKey: string): Promise<Result<{ configured: true }>> {
  const saved = await call(() => activeStudio().secrets.setApiKey({ apiKey }));
  if (saved.ok) setAccount({ connectionTest: { status: 'idle' } });
  return thenReload(saved);
}

export async function removeApiKey(): Promise<Result<{ configured: false; removed: boolean }>> {
  const removed = await call(() => activeStudio().secrets.clearApiKey({}));
  if (removed.ok) setAccount({ connectionTest: { status: 'idle' } });
  return thenReload(removed);
}

export async function saveSettings(patch: SettingsPatch): Promise<Result<AccountSettings>> {
  const saved = await call(() => activeStudio().settings.update(patch));
  if (saved.ok) setAccount({ settings: saved.value });
  return thenReload(saved);
}

/** Moves the active profile to the built-in sandbox (the shortcut when an account does not work). */
export const switchToSandbox = () => saveSettings({ serviceBaseUrl: { kind: 'sandbox' } });

export async function testConnection(): Promise<void> {
  setAccount({ connectionTest: { status: 'testing' } });
  const tested = await call(() => activeStudio().account.testConnection({}));
  setAccount({ connectionTest: tested.ok ? { status: 'ok', check: tested.value } : { status: 'failed', error: tested.error } });
  // A discovered project id was saved: show it in the form.
  if (tested.ok && tested.value.projectIdSaved) await loadAccount();
}

export async function createProfile(name: string, account: AccountChoice): Promise<Result<ProfileSummary>> {
  return thenReload(await call(() => activeStudio().profiles.create({ name, account })));
}

export async function renameProfile(id: string, name: string): Promise<Result<ProfileSummary>> {
  return thenReload(await call(() => activeStudio().profiles.rename({ id, name })));
}

export async function switchProfile(id: string): Promise<Result<ProfileSummary>> {
  const switched = await call(() => activeStudio().profiles.switch({ id }));
  if (switched.ok) setAccount({ connectionTest: { status: 'idle' } });
  return thenReload(switched);
}

export async function removeProfile(id: string, deleteCache: boolean): Promise<Result<ProfileRemovalOutcome>> {
  return thenReload(await call(() => activeStudio().profiles.remove({ id, deleteCache })));
}

/** The first-run welcome shows until answered, here or (remembered) in the profile's settings. */
export function welcomeWanted(account: AccountSlice): boolean {
  if (account.welcomeAnswered || !account.overview?.firstRun) return false;
  return account.settings?.preferences.welcomeDone !== true;
}

/**
 * Answers the welcome: "connect" opens Settings at the account form; "sandbox" and "dismiss"
 * (Escape, the close button) leave the user where they are — the studio starts on Voices, and
 * the welcome can arrive a moment after start-up, when the user may already have moved on; the
 * first profile already uses the sandbox. Remembered in the profile's settings by the main
 * process, so it does not come back on the next start.
 */
export async function answerWelcome(choice: 'connect' | 'sandbox' | 'dismiss'): Promise<void> {
  setAccount({ welcomeAnswered: true, focusAccountForm: choice === 'connect' });
  if (choice === 'connect') showSection('settings');
  await saveSettings({ preferences: { welcomeDone: true } });
}

/** The settings screen took the focus request. */
export const accountFormFocused = () => setAccount({ focusAccountForm: false });
