import { z } from 'zod';
import { checkCustomServiceUrl } from './service-url';

// Only zod here (no Node), so the contract can reuse these schemas for settings.update's input.

export const SETTINGS_SCHEMA_VERSION = 1;

const customServiceUrl = z.string().transform((value, ctx) => {
  const checked = checkCustomServiceUrl(value);
  if (checked.ok) return checked.url;
  ctx.issues.push({ code: 'custom', message: checked.message, input: value });
  return z.NEVER;
});

/**
 * Where the service is: the hosted Hamsa service, the embedded sandbox (its loopback URL is only
 * known once it has started, so it is never stored), or a custom https address.
 */
export const serviceBaseUrlSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('hosted') }),
  z.strictObject({ kind: z.literal('sandbox') }),
  z.strictObject({ kind: z.literal('custom'), url: customServiceUrl }),
]);
export type ServiceBaseUrl = z.output<typeof serviceBaseUrlSchema>;

/** Project ids go into query strings; restrict them to what ids look like. */
export const projectIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, 'use the project id exactly as the service shows it (letters, digits, - and _)');

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The API-key identifier the generation call sends as `apiKey` (a uuid, docs/service-api.md). */
export const apiKeyIdSchema = z
  .string()
  .trim()
  .regex(uuidPattern, 'the API-key identifier is a uuid such as 123e4567-e89b-12d3-a456-426614174000');

const preferenceFields = {
  language: z.enum(['system', 'ar', 'en']),
  theme: z.enum(['system', 'light', 'dark']),
  /** Play a new generation as soon as its audio is in the cache. */
  playAfterGenerate: z.boolean(),
  /** The first-run welcome was answered or dismissed (absent in older files: not yet). */
  welcomeDone: z.boolean(),
  /** The sidebar section last shown (a renderer id, checked there; absent: none yet). */
  lastSection: z.string().regex(/^[a-z][a-z-]{0,39}$/),
};

/** Stored preferences; a field missing from an older file takes its default. */
export const preferencesSchema = z.strictObject({
  language: preferenceFields.language.default('system'),
  theme: preferenceFields.theme.default('system'),
  playAfterGenerate: preferenceFields.playAfterGenerate.default(true),
  // No default: a file without it reads exactly as before, and absence means "not yet".
  welcomeDone: preferenceFields.welcomeDone.optional(),
  lastSection: preferenceFields.lastSection.optional(),
});
export type Preferences = z.output<typeof preferencesSchema>;

/** One profile's settings, as stored in `<profile dir>/settings.json`. Never holds the API key. */
export const settingsSchema = z.strictObject({
  schemaVersion: z.literal(SETTINGS_SCHEMA_VERSION),
  serviceBaseUrl: serviceBaseUrlSchema,
  /** Discovered through GET /v1/projects/by-api-key unless the user set it. */
  projectId: projectIdSchema.optional(),
  /** Unset means "use the key itself" (see api-key-id.ts). */
  apiKeyId: apiKeyIdSchema.optional(),
  preferences: preferencesSchema.prefault({}),
});
export type Settings = z.output<typeof settingsSchema>;

/** A change from the UI: every field optional; `null` clears projectId / apiKeyId. */
export const settingsPatchSchema = z.strictObject({
  serviceBaseUrl: serviceBaseUrlSchema.optional(),
  projectId: projectIdSchema.nullable().optional(),
  apiKeyId: apiKeyIdSchema.nullable().optional(),
  // No defaults here: a field left out of a patch must keep its current value, not reset.
  preferences: z.strictObject(preferenceFields).partial().optional(),
});
export type SettingsPatch = z.input<typeof settingsPatchSchema>;

export function defaultSettings(serviceBaseUrl: ServiceBaseUrl = { kind: 'sandbox' }): Settings {
  return {
    schemaVersion: SETTINGS_SCHEMA_VERSION,
    serviceBaseUrl,
    preferences: { language: 'system', theme: 'system', playAfterGenerate: true },
  };
}
