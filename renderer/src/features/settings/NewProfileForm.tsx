import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountChoice, AccountKind } from '../../../../shared/model/account';
import { createProfile } from './account-actions';
import { accountErrorText } from './account-errors';
import { FormStatus } from './form-parts';
import { addressProblem } from './service-address';
import type { Wording } from './wording';

/** Creates a profile on the hosted service, the sandbox or a custom address; it is not switched to. */
export function NewProfileForm({ onCreated }: { onCreated: (message: Wording) => void }) {
  const { t } = useTranslation();
  const nameId = useId();
  const kindId = useId();
  const urlId = useId();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<AccountKind>('hosted');
  const [url, setUrl] = useState('');
  // Kept as a wording, put into words as shown: it follows a language switch.
  const [error, setError] = useState<{ say: Wording } | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setError({ say: (tr) => tr('settings.profiles.nameEmpty') });
      return;
    }
    const problem = kind === 'custom' ? addressProblem(url) : null;
    if (problem) {
      setError({ say: (tr) => tr(`settings.account.urlErrors.${problem}`) });
      return;
    }
    const account: AccountChoice = kind === 'custom' ? { kind, url: url.trim() } : { kind };
    setPending(true);
    const created = await createProfile(name, account);
    setPending(false);
    if (created.ok) {
      setName('');
      setUrl('');
      setError(null);
      const { name: createdName } = created.value;
      onCreated((tr) => tr('settings.profiles.created', { name: createdName }));
    } else {
      setError({ say: (tr) => accountErrorText(tr, created.error) });
    }
  }

  return (
    // noValidate: the address is checked by addressProblem, whose sentence names what is wrong, in
    // the studio's language; the browser's own type=url check would stop the form before it.
    <form className="new-profile" noValidate onSubmit={(event) => void submit(event)} data-testid="new-profile-form">
      <h3>{t('settings.profiles.newHeading')}</h3>
      <div className="field-row">
        <span className="field">
          <label htmlFor={nameId}>{t('settings.profiles.nameLabel')}</label>
          <input
            id={nameId}
            className="text-input"
            dir="auto"
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
          />
        </span>
        <span className="field">
          <label htmlFor={kindId}>{t('settings.profiles.accountLabel')}</label>
          <select id={kindId} className="text-input" value={kind} onChange={(event) => setKind(event.target.value as AccountKind)}>
            <option value="hosted">{t('settings.profiles.kind.hosted')}</option>
            <option value="sandbox">{t('settings.profiles.kind.sandbox')}</option>
            <option value="custom">{t('settings.profiles.kind.custom')}</option>
          </select>
        </span>
        {kind === 'custom' && (
          <span className="field">
            <label htmlFor={urlId}>{t('settings.account.urlLabel')}</label>
            <input
              id={urlId}
              className="text-input"
              dir="ltr"
              type="url"
              spellCheck={false}
              value={url}
              maxLength={2048}
              onChange={(event) => setUrl(event.target.value)}
            />
          </span>
        )}
        <button type="submit" className="button" disabled={pending}>
          {t('settings.profiles.create')}
        </button>
      </div>
      <FormStatus problem={error?.say(t) ?? null} />
    </form>
  );
}
