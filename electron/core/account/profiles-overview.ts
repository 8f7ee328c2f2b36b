import { fail, ok, type Result } from '../../../shared/contract';
import type { ProfileRemovalOutcome, ProfilesOverview, ProfileSummary } from '../../../shared/model/account';
import type { CoreContext } from '../core-context';
import type { Profile } from '../profiles';
import { describeIssue } from '../fs/zod-issues';
import { serviceBaseUrlSchema, type ServiceBaseUrl } from '../settings';
import { forgetProfileWebhookSecrets } from '../webhooks';
import { accountChanged } from './active-account';

type Core = Pick<CoreContext, 'profiles' | 'apiKeys' | 'sessions' | 'events' | 'webhookSecrets'>;

/**
 * Every profile with its account kind and whether its key is in the keychain. Once the keychain
 * fails it is not asked again for the other profiles (each failing call may wait for a timeout):
 * their key state is simply unknown (null).
 */
export async function listProfiles(core: Core): Promise<Result<ProfilesOverview>> {
  const profiles = await core.profiles.list();
  if (!profiles.ok) return profiles;
  const summaries: ProfileSummary[] = [];
  let keychainWorks = true;
  let firstRun = false;
  for (const profile of profiles.value) {
    const settings = await core.profiles.settingsOf(profile.id);
    if (!settings.ok) return settings;
    let hasApiKey: boolean | null = null;
    if (keychainWorks) {
      const has = await core.apiKeys.has(profile.id);
      if (has.ok) hasApiKey = has.value;
      else keychainWorks = false;
    }
    const current = settings.value.get();
    summaries.push(summaryOf(profile, current.serviceBaseUrl, hasApiKey));
    // A fresh installation: its one starting profile, still on the sandbox, welcome not answered.
    firstRun = profiles.value.length === 1 && current.serviceBaseUrl.kind === 'sandbox' && current.preferences.welcomeDone !== true;
  }
  const active = profiles.value.find((p) => p.isActive) ?? profiles.value[0];
  return ok({ profiles: summaries, activeProfileId: active?.id ?? '', firstRun });
}

/** Creates a profile on the given account; the address is checked before any folder is made. */
export async function createProfile(core: Core, name: string, account: unknown): Promise<Result<ProfileSummary>> {
  const checked = serviceBaseUrlSchema.safeParse(account);
  if (!checked.success) {
    const issue = describeIssue(checked.error);
    return fail('VALIDATION', `account.${issue.text}`, { field: issue.field ? `account.${issue.field}` : 'account' });
  }
  const created = await core.profiles.create(name, { serviceBaseUrl: checked.data });
  if (!created.ok) return created;
  return ok(summaryOf(created.value, checked.data, false));
}

export async function renameProfile(core: Core, id: string, name: string): Promise<Result<ProfileSummary>> {
  const renamed = await core.profiles.rename(id, name);
  if (!renamed.ok) return renamed;
  return ok(await describe(core, renamed.value));
}

/** Makes a profile active; a real switch reopens the session on its cache and account. */
export async function switchProfile(core: Core, id: string): Promise<Result<ProfileSummary>> {
  const before = await core.profiles.active();
  const switched = await core.profiles.switchTo(id);
  if (!switched.ok) return switched;
  if (!before.ok || before.value.id !== switched.value.id) await accountChanged(core, 'profile-switched');
  return ok(await describe(core, switched.value));
}

/**
 * Removes a profile (its agents' webhook secrets and its key first, then the listing, then on request its folder: see
 * ProfileRegistry.remove). The active profile's session is closed before its folder can go, since
 * its cache database is open inside it.
 */
export async function removeProfile(core: Core, id: string, deleteCache: boolean): Promise<Result<ProfileRemovalOutcome>> {
  const before = await core.profiles.active();
  const wasActive = before.ok && before.value.id === id;
  if (wasActive) await core.sessions.reset();
  // The agents' webhook secrets go with the profile (before its folder, which lists them).
  const directory = await core.profiles.directoryOf(id);
  if (directory.ok) {
    const forgotten = await forgetProfileWebhookSecrets(core.webhookSecrets, id, directory.value);
    if (!forgotten.ok) return forgotten;
  }
  const removed = await core.profiles.remove(id, { deleteCache });
  if (!removed.ok) return removed;
  if (wasActive) await accountChanged(core, 'profile-removed');
  const { removedId, activeProfileId, cacheDeleted, warning } = removed.value;
  return ok({ removedId, activeProfileId, cacheDeleted, warning: warning?.message ?? null });
}

async function describe(core: Core, profile: Profile): Promise<ProfileSummary> {
  const settings = await core.profiles.settingsOf(profile.id);
  const has = await core.apiKeys.has(profile.id);
  return summaryOf(profile, settings.ok ? settings.value.get().serviceBaseUrl : { kind: 'sandbox' }, has.ok ? has.value : null);
}

function summaryOf(profile: Profile, account: ServiceBaseUrl, hasApiKey: boolean | null): ProfileSummary {
  return {
    id: profile.id,
    name: profile.name,
    createdAt: profile.createdAt,
    isActive: profile.isActive,
    accountKind: account.kind,
    hasApiKey,
  };
}
