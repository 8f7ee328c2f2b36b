import { useTranslation } from 'react-i18next';
import { switchProfile } from '../features/settings/account-actions';
import { shownProfileName } from '../features/settings/profile-names';
import { showSection, useStudioStore } from '../store';
import { announce } from './announcer';
import { errorText } from '../i18n/error-text';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui';

/**
 * The header's quick switcher: the profile in use, and a menu of the others (arrow keys, typeahead,
 * Enter; radix DropdownMenu). A switch makes the main process emit `account.changed`, which every
 * feature follows to reload from the new account.
 */
export function ProfileSwitcher() {
  const { t } = useTranslation();
  const overview = useStudioStore((state) => state.account.overview);
  if (!overview) return null;
  const active = overview.profiles.find((profile) => profile.isActive);
  if (!active) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className="profile-switcher"
          data-testid="profile-switcher"
          aria-label={t('settings.switcher.label', { name: shownProfileName(active.name, t) })}
        >
          <span className="profile-switcher-name" dir="auto">
            {shownProfileName(active.name, t)}
          </span>
          <span aria-hidden="true">▾</span>
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('settings.switcher.menuLabel')}</DropdownMenuLabel>
        {overview.profiles.map((profile) => (
          <DropdownMenuCheckboxItem
            key={profile.id}
            checked={profile.isActive}
            data-profile-id={profile.id}
            onSelect={() => {
              if (profile.isActive) return;
              // Nothing on screen changes when a switch fails, so say it (assertively).
              void switchProfile(profile.id).then((switched) => {
                if (!switched.ok)
                  announce(
                    t('announce.switchFailed', { name: shownProfileName(profile.name, t), reason: errorText(switched.error) }),
                    'assertive',
                  );
              });
            }}
          >
            {/* dir=auto, as on the button and in Settings: a name of both scripts reads in one order everywhere. */}
            <span dir="auto">{shownProfileName(profile.name, t)}</span>
          </DropdownMenuCheckboxItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => showSection('settings')}>{t('settings.switcher.manage')}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
