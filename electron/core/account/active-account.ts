import { ok, type Result } from '../../../shared/contract';
import type { AccountChangeReason } from '../../../shared/model/account';
import type { CoreContext } from '../core-context';
import type { Profile } from '../profiles';
import type { SettingsStore } from '../settings';

export interface ActiveAccount {
  profile: Profile;
  settings: SettingsStore;
}

/** The active profile and its (loaded) settings store: what every account operation starts from. */
export async function activeAccount(core: Pick<CoreContext, 'profiles'>): Promise<Result<ActiveAccount>> {
  const profile = await core.profiles.active();
  if (!profile.ok) return profile;
  const settings = await core.profiles.settingsOf(profile.value.id);
  if (!settings.ok) return settings;
  return ok({ profile: profile.value, settings: settings.value });
}

/**
 * After the active account changed: close the session (the next call opens one for the account now
 * in force) and tell the renderer, whose features reload. The event names the profile, never a key.
 */
export async function accountChanged(
  core: Pick<CoreContext, 'sessions' | 'events' | 'profiles'>,
  reason: AccountChangeReason,
): Promise<void> {
  await core.sessions.reset();
  const active = await core.profiles.active();
  if (active.ok) core.events.emit('account.changed', { activeProfileId: active.value.id, reason });
}
