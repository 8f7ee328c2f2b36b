import { z } from 'zod';
import { SETTINGS_SCHEMA_VERSION, settingsSchema } from './settings-schema';

/**
 * Upgrades an older settings file, one version at a time, before it is validated. Version 1 is the
 * first, so the table is empty; a migration from N is added here when SETTINGS_SCHEMA_VERSION
 * becomes N + 1, with a test that a version-N file loads.
 */
const migrations: Readonly<Record<number, (raw: Record<string, unknown>) => Record<string, unknown>>> = {};

/** settings.json as read from disk: migrated, then validated against the current schema. */
export const settingsFileSchema = z.preprocess((raw, ctx) => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  let record = raw as Record<string, unknown>;
  let version = record['schemaVersion'];
  if (typeof version === 'number' && version > SETTINGS_SCHEMA_VERSION) {
    ctx.issues.push({
      code: 'custom',
      path: ['schemaVersion'],
      message: `written by a newer version of Sawt Studio (settings version ${version}; this version reads up to ${SETTINGS_SCHEMA_VERSION})`,
      input: version,
    });
    return z.NEVER;
  }
  while (typeof version === 'number' && version < SETTINGS_SCHEMA_VERSION) {
    const migrate = migrations[version];
    if (!migrate) break;
    record = migrate(record);
    version = record['schemaVersion'];
  }
  return record;
}, settingsSchema);
