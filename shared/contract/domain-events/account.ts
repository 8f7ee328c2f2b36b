import { event } from '../define';
import type { AccountChanged } from '../../model/account';

/** Events about profile and key changes. Spread into shared/contract/events.ts. */
export const accountEvents = {
  'account.changed': event<AccountChanged>(
    'Fires after the active profile, its account settings or its key changed: features reload from the (new) account. Never carries the key.',
  ),
} as const;
