import type { TFunction } from 'i18next';
import { profilesEn } from './strings/profiles';

/**
 * A profile's name as shown. The core names the first profile "Sandbox" (FIRST_PROFILE_NAME in
 * electron/core/profiles/profile-registry.ts) whatever the language; that name was only ever the
 * studio's, so it follows the interface language ("بيئة التجربة" in Arabic), as the studio-given
 * draft names do. A name the user typed is shown as typed.
 */
export function shownProfileName(name: string, t: TFunction): string {
  return name === profilesEn.profiles.firstName ? t('settings.profiles.firstName') : name;
}
