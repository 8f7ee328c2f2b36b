import { z } from 'zod';
import { operation } from '../define';
import type {
  AccountSettings,
  ConnectionCheck,
  ProfileRemovalOutcome,
  ProfilesOverview,
  ProfileSummary,
  SecretsStatus,
} from '../../model/account';

// Shapes and bounds only: the core checks meaning (URL rules, id formats, name rules) and answers
// with a VALIDATION error naming the field, so both transports and every caller get one message.

const empty = z.object({}).strict();
const profileId = z.string().max(64);
const profileName = z.string().max(200);
const address = z.string().max(2048);

const accountChoice = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hosted') }).strict(),
  z.object({ kind: z.literal('sandbox') }).strict(),
  z.object({ kind: z.literal('custom'), url: address }).strict(),
]);

const settingsPatch = z
  .object({
    serviceBaseUrl: accountChoice.optional(),
    /** null clears it (discover again from the key). */
    projectId: z.string().max(200).nullable().optional(),
    /** null clears it: generation then sends the key itself. */
    apiKeyId: z.string().max(200).nullable().optional(),
    preferences: z
      .object({
        language: z.enum(['system', 'ar', 'en']).optional(),
        theme: z.enum(['system', 'light', 'dark']).optional(),
        playAfterGenerate: z.boolean().optional(),
        welcomeDone: z.boolean().optional(),
        lastSection: z
          .string()
          .regex(/^[a-z][a-z-]{0,39}$/)
          .optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

/** Operations secrets.*, settings.*, profiles.*, account.* (the key, settings, profiles, first run). */
export const accountOperations = {
  'secrets.status': operation<SecretsStatus>()(
    empty,
    'Whether the active profile has a key and whether the keychain works; describes the key, never returns it.',
  ),
  'secrets.setApiKey': operation<{ configured: true }>()(
    z.object({ apiKey: z.string().max(4096) }).strict(),
    'Write-only: trims and stores the key in the OS keychain for the active profile; returns only { configured: true }.',
  ),
  'secrets.clearApiKey': operation<{ configured: false; removed: boolean }>()(
    empty,
    'Removes the active profile\u2019s key from the OS keychain; removed says whether there was one.',
  ),
  'settings.get': operation<AccountSettings>()(
    empty,
    'The active profile\u2019s settings as the UI may see them; the API key is never among them.',
  ),
  'settings.update': operation<AccountSettings>()(
    settingsPatch,
    'Validates and saves a change atomically, refusing a pasted key; an account change reopens the session and emits account.changed.',
  ),
  'account.testConnection': operation<ConnectionCheck>()(
    empty,
    'Asks the service for the caller\u2019s project with the active account; fails with the exact reason (NO_API_KEY, UNAUTHORIZED, NETWORK, TIMEOUT, KEYCHAIN_UNAVAILABLE).',
  ),
  'profiles.list': operation<ProfilesOverview>()(
    empty,
    'Every profile, which one is active, whether each has a key (never the key), and whether this is the first run.',
  ),
  'profiles.create': operation<ProfileSummary>()(
    z.object({ name: profileName, account: accountChoice }).strict(),
    'Creates a profile with its own settings and cache folder; does not switch to it.',
  ),
  'profiles.rename': operation<ProfileSummary>()(
    z.object({ id: profileId, name: profileName }).strict(),
    'Renames a profile; names are unique regardless of case.',
  ),
  'profiles.switch': operation<ProfileSummary>()(
    z.object({ id: profileId }).strict(),
    'Makes the profile active: its key, settings and cache are used from now on; emits account.changed.',
  ),
  'profiles.remove': operation<ProfileRemovalOutcome>()(
    z.object({ id: profileId, deleteCache: z.boolean() }).strict(),
    'Removes a profile and its keychain item, and its cache folder only when deleteCache; never the last profile.',
  ),
} as const;
