import { z } from 'zod';
import { normaliseProfileName, profileNameKey } from './profile-name';
import { profileIdSchema } from './profile-id';

export const PROFILES_SCHEMA_VERSION = 1;
export const MAX_PROFILES = 50;

const profileNameSchema = z.string().superRefine((value, ctx) => {
  const checked = normaliseProfileName(value);
  if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.error.message });
  else if (checked.value !== value) ctx.addIssue({ code: 'custom', message: 'the name is not in canonical form' });
});

export const profileRecordSchema = z.strictObject({
  id: profileIdSchema,
  name: profileNameSchema,
  createdAt: z.iso.datetime(),
});
export type ProfileRecord = z.output<typeof profileRecordSchema>;

/** `<dataDir>/profiles.json`: who the profiles are and which one is in use. No secrets, ever. */
export const profilesFileSchema = z
  .strictObject({
    schemaVersion: z.literal(PROFILES_SCHEMA_VERSION),
    activeProfileId: profileIdSchema,
    profiles: z.array(profileRecordSchema).min(1).max(MAX_PROFILES),
  })
  .superRefine((file, ctx) => {
    const ids = new Set(file.profiles.map((p) => p.id));
    if (ids.size !== file.profiles.length) ctx.addIssue({ code: 'custom', path: ['profiles'], message: 'two profiles share an id' });
    const names = new Set(file.profiles.map((p) => profileNameKey(p.name)));
    if (names.size !== file.profiles.length) ctx.addIssue({ code: 'custom', path: ['profiles'], message: 'two profiles share a name' });
    if (!ids.has(file.activeProfileId)) {
      ctx.addIssue({ code: 'custom', path: ['activeProfileId'], message: 'the active profile is not in the list' });
    }
  });
export type ProfilesFile = z.output<typeof profilesFileSchema>;
