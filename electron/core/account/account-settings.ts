import { ok, type Result } from '../../../shared/contract';
import type { AccountSettings } from '../../../shared/model/account';
import type { CoreContext } from '../core-context';
import { accountFieldsChanged } from '../session';
import { accountSettingsView } from './account-view';
import { accountChanged, activeAccount } from './active-account';

/** The address of the running sandbox, for a sandbox profile; null for any other account. */
async function runningSandboxUrl(core: Pick<CoreContext, 'sessions'>, kind: string): Promise<string | null> {
  if (kind !== 'sandbox') return null;
  const url = await core.sessions.use((session) => session.client.baseUrl());
  return url.ok ? url.value : null;
}

export async function readAccountSettings(core: Pick<CoreContext, 'profiles' | 'sessions'>): Promise<Result<AccountSettings>> {
  const account = await activeAccount(core);
  if (!account.ok) return account;
  const settings = account.value.settings.get();
  const sandboxUrl = await runningSandboxUrl(core, settings.serviceBaseUrl.kind);
  return ok(accountSettingsView(account.value.profile.id, settings, sandboxUrl, account.value.settings.reopenSection()));
}

/**
 * Saves a change to the active profile's settings through ProfileApiKeys, which refuses a value
 * holding the key. When the account itself changed (service, project, key identifier) the session
 * is reopened and `account.changed` fires; a preference alone changes nothing else.
 */
export async function updateAccountSettings(
  core: Pick<CoreContext, 'profiles' | 'sessions' | 'apiKeys' | 'events'>,
  patch: unknown,
): Promise<Result<AccountSettings>> {
  const account = await activeAccount(core);
  if (!account.ok) return account;
  const before = account.value.settings.get();
  const updated = await core.apiKeys.updateSettings(account.value.profile.id, patch);
  if (!updated.ok) return updated;
  if (accountFieldsChanged(before, updated.value)) await accountChanged(core, 'settings-changed');
  const sandboxUrl = await runningSandboxUrl(core, updated.value.serviceBaseUrl.kind);
  return ok(accountSettingsView(account.value.profile.id, updated.value, sandboxUrl, account.value.settings.reopenSection()));
}
