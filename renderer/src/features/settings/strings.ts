import { accountAr, accountEn } from './strings/account';
import { apiKeyAr, apiKeyEn } from './strings/api-key';
import { connectionTestAr, connectionTestEn } from './strings/connection-test';
import { profilesAr, profilesEn } from './strings/profiles';
import { studioAr, studioEn } from './strings/studio';
import { welcomeAr, welcomeEn } from './strings/welcome';

/**
 * This feature's interface strings, in both languages; i18n/en.ts and i18n/ar.ts mount them under
 * `settings.*`. Each part in strings/ types its Arabic object by its English one, and so does this
 * whole, so a missing translation is a type error.
 */
export const settingsEn = {
  title: 'Settings',
  ...studioEn,
  ...profilesEn,
  ...accountEn,
  ...apiKeyEn,
  ...connectionTestEn,
  ...welcomeEn,
};

export const settingsAr: typeof settingsEn = {
  title: 'الإعدادات',
  ...studioAr,
  ...profilesAr,
  ...accountAr,
  ...apiKeyAr,
  ...connectionTestAr,
  ...welcomeAr,
};
