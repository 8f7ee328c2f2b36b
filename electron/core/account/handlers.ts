import { ok } from '../../../shared/contract';
import type { accountOperations } from '../../../shared/contract/ops/account';
import {
  accountChanged,
  activeAccount,
  createProfile,
  listProfiles,
  readAccountSettings,
  removeProfile,
  renameProfile,
  secretsStatus,
  switchProfile,
  testConnection,
  updateAccountSettings,
} from '.';
import type { Handlers } from '../dispatch/dispatch';
import type { CoreContext } from '../core-context';

/**
 * Handlers of every operation declared in shared/contract/ops/account.ts. Write-only about the key:
 * it enters through secrets.setApiKey and no handler here has a value that could carry it out.
 */
export function accountHandlers(core: CoreContext): Pick<Handlers, keyof typeof accountOperations> {
  return {
    'secrets.status': async () => secretsStatus(core),
    'secrets.setApiKey': async (input) => {
      const account = await activeAccount(core);
      if (!account.ok) return account;
      const stored = await core.apiKeys.set(account.value.profile.id, input.apiKey);
      if (!stored.ok) return stored;
      await accountChanged(core, 'key-changed');
      return ok({ configured: true as const });
    },
    'secrets.clearApiKey': async () => {
      const account = await activeAccount(core);
      if (!account.ok) return account;
      const cleared = await core.apiKeys.clear(account.value.profile.id);
      if (!cleared.ok) return cleared;
      await accountChanged(core, 'key-changed');
      return ok({ configured: false as const, removed: cleared.value });
    },
    'settings.get': async () => readAccountSettings(core),
    'settings.update': async (patch) => updateAccountSettings(core, patch),
    'account.testConnection': async (_input, ctx) => testConnection(core, ctx.signal),
    'profiles.list': async () => listProfiles(core),
    'profiles.create': async (input) => createProfile(core, input.name, input.account),
    'profiles.rename': async (input) => renameProfile(core, input.id, input.name),
    'profiles.switch': async (input) => switchProfile(core, input.id),
    'profiles.remove': async (input) => removeProfile(core, input.id, input.deleteCache),
  };
}
