import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '../../../../shared/model/account';
import { ConfirmDialog } from '../../ui';
import { shownProfileName } from './profile-names';

export interface RemoveProfileDialogProps {
  profile: ProfileSummary | null;
  /** The profile that becomes active when the one in use is removed. */
  next: ProfileSummary | null;
  onCancel: () => void;
  onConfirm: (deleteCache: boolean) => void;
}

/**
 * Says what removing a profile does (its key leaves the keychain; its saved data stays unless
 * asked) and offers to delete the saved data too. Unticked by default: nothing is lost by a slip.
 */
export function RemoveProfileDialog({ profile, next, onCancel, onConfirm }: RemoveProfileDialogProps) {
  const { t } = useTranslation();
  const checkboxId = useId();
  const [deleteCache, setDeleteCache] = useState(false);
  return (
    <ConfirmDialog
      open={profile !== null}
      onOpenChange={(open) => {
        if (!open) {
          setDeleteCache(false);
          onCancel();
        }
      }}
      title={t('settings.profiles.removeTitle', { name: profile ? shownProfileName(profile.name, t) : '' })}
      description={
        <>
          {t('settings.profiles.removeSummary')}
          {profile?.isActive && next && <> {t('settings.profiles.removeActiveNote', { next: shownProfileName(next.name, t) })}</>}
          <span className="remove-cache">
            <input
              id={checkboxId}
              type="checkbox"
              data-testid="remove-profile-delete-cache"
              checked={deleteCache}
              onChange={(event) => setDeleteCache(event.target.checked)}
            />
            <label htmlFor={checkboxId}>{t('settings.profiles.deleteCache')}</label>
          </span>
        </>
      }
      confirmLabel={t('settings.profiles.removeConfirm')}
      destructive
      onConfirm={() => {
        onConfirm(deleteCache);
        setDeleteCache(false);
      }}
    />
  );
}
