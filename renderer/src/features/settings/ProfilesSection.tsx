import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfilesOverview, ProfileSummary } from '../../../../shared/model/account';
import { isolate } from '../../i18n';
import { removeProfile, renameProfile, switchProfile } from './account-actions';
import { accountErrorText } from './account-errors';
import { NewProfileForm } from './NewProfileForm';
import { shownProfileName } from './profile-names';
import { RemoveProfileDialog } from './RemoveProfileDialog';
import type { Wording } from './wording';

function keyStateKey(profile: ProfileSummary) {
  if (profile.accountKind === 'sandbox') return null;
  if (profile.hasApiKey === null) return 'settings.profiles.keyUnknown';
  return profile.hasApiKey ? 'settings.profiles.keySaved' : 'settings.profiles.keyMissing';
}

function RenameForm({ profile, onDone }: { profile: ProfileSummary; onDone: (error: Wording | null) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [name, setName] = useState(() => shownProfileName(profile.name, t));
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') return onDone((tr) => tr('settings.profiles.nameEmpty'));
    const renamed = await renameProfile(profile.id, name);
    onDone(renamed.ok ? null : (tr) => accountErrorText(tr, renamed.error));
  }
  return (
    <form className="field-row" onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('settings.profiles.renameLabel', { name: shownProfileName(profile.name, t) })}
      </label>
      {/* The rename field takes focus at once: it replaced the button that was pressed. */}
      <input
        id={inputId}
        className="text-input"
        dir="auto"
        value={name}
        maxLength={60}
        autoFocus
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="button">
        {t('settings.profiles.save')}
      </button>
      <button type="button" className="button" data-variant="secondary" onClick={() => onDone(null)}>
        {t('settings.profiles.cancel')}
      </button>
    </form>
  );
}

/** The profiles of this installation: use one, rename, remove (asking first), create. */
export function ProfilesSection({ overview }: { overview: ProfilesOverview }) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ProfileSummary | null>(null);
  // Kept as a wording, put into words as shown: it follows a language switch.
  const [message, setMessage] = useState<{ say: Wording; error: boolean } | null>(null);
  const only = overview.profiles.length === 1;
  const next = removing ? (overview.profiles.find((p) => p.id !== removing.id) ?? null) : null;

  async function use(profile: ProfileSummary) {
    const switched = await switchProfile(profile.id);
    setMessage(
      switched.ok
        ? { say: (tr) => tr('settings.switcher.switched', { name: shownProfileName(profile.name, tr) }), error: false }
        : { say: (tr) => tr('settings.switcher.failed', { reason: accountErrorText(tr, switched.error) }), error: true },
    );
  }

  async function remove(profile: ProfileSummary, deleteCache: boolean) {
    setRemoving(null);
    const removed = await removeProfile(profile.id, deleteCache);
    if (!removed.ok) return setMessage({ say: (tr) => accountErrorText(tr, removed.error), error: true });
    const { warning } = removed.value;
    const say: Wording = warning
      ? (tr) => tr('settings.profiles.removedKeptFolder', { detail: warning })
      : (tr) => tr('settings.profiles.removed');
    setMessage({ say, error: warning !== null });
  }

  return (
    <>
      <ul className="profile-list" data-testid="profile-list">
        {overview.profiles.map((profile) => {
          const keyState = keyStateKey(profile);
          return (
            <li key={profile.id} className="profile-row" data-profile-id={profile.id} data-active={profile.isActive}>
              {renaming === profile.id ? (
                <RenameForm
                  profile={profile}
                  onDone={(error) => {
                    setRenaming(null);
                    setMessage(error ? { say: error, error: true } : null);
                  }}
                />
              ) : (
                <>
                  {/* dir=auto: a name of both scripts reads in one order here, in the switcher and in every sentence. */}
                  <span className="profile-name" dir="auto">
                    {shownProfileName(profile.name, t)}
                  </span>
                  <span className="profile-meta">
                    {t(`settings.profiles.kind.${profile.accountKind}`)}
                    {keyState && ` · ${t(keyState)}`}
                  </span>
                  {profile.isActive ? (
                    <span className="profile-active">{t('settings.profiles.active')}</span>
                  ) : (
                    <button type="button" className="button" data-variant="secondary" onClick={() => void use(profile)}>
                      {t('settings.profiles.use')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button"
                    data-variant="secondary"
                    aria-label={`${t('settings.profiles.rename')}: ${isolate(shownProfileName(profile.name, t))}`}
                    onClick={() => setRenaming(profile.id)}
                  >
                    {t('settings.profiles.rename')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    data-variant="secondary"
                    disabled={only}
                    title={only ? t('settings.profiles.onlyOne') : undefined}
                    aria-label={`${t('settings.profiles.remove')}: ${isolate(shownProfileName(profile.name, t))}`}
                    onClick={() => setRemoving(profile)}
                  >
                    {t('settings.profiles.remove')}
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <div aria-live="polite">
        {message && (
          <p className={message.error ? 'field-error' : 'field-note'} role={message.error ? 'alert' : undefined}>
            {message.say(t)}
          </p>
        )}
      </div>
      <NewProfileForm onCreated={(say) => setMessage({ say, error: false })} />
      <RemoveProfileDialog
        profile={removing}
        next={next}
        onCancel={() => setRemoving(null)}
        onConfirm={(deleteCache) => removing && void remove(removing, deleteCache)}
      />
    </>
  );
}
