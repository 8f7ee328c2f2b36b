import { ok, type Result } from '../../../shared/contract';
import type { KeychainState, SecretsStatus } from '../../../shared/model/account';
import type { CoreContext } from '../core-context';
import { keychainStatusOf } from '../secrets';
import { activeAccount } from './active-account';

/**
 * The active profile's key, described: whether it is set and whether the keychain works now. A
 * probe first, so a locked keyring (which answers reads with "nothing stored") is reported as
 * locked instead of as "no key".
 */
export async function secretsStatus(core: Pick<CoreContext, 'profiles' | 'keychain' | 'apiKeys'>): Promise<Result<SecretsStatus>> {
  const account = await activeAccount(core);
  if (!account.ok) return account;
  const keyRequired = account.value.settings.get().serviceBaseUrl.kind !== 'sandbox';
  let keychain: KeychainState = keychainStatusOf(await core.keychain.probe());
  let configured = false;
  if (keychain.state === 'ready') {
    const has = await core.apiKeys.has(account.value.profile.id);
    if (has.ok) configured = has.value;
    else keychain = keychainStatusOf(has);
  }
  return ok({ configured, keyRequired, keychain });
}
