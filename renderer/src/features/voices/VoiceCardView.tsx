import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialectSummary, VoiceCard } from '../../../../shared/model/voices';
import { player, useClipSounding } from '../../audio';
import { openProjectsWithVoice, useStudioStore } from '../../store';
import { currentScreenHeading, focusNextScreenHeading, refocusIfLost, Switch } from '../../ui';
import { setDialectDefault, setFavourite } from './voices-actions';
import { dialectName } from './use-visible-voices';
import { voiceUsageText } from './voice-usage';

export const sampleClipId = (voiceId: string) => `voice-sample:${voiceId}`;
/** The id of the voices screen's offline line that says which actions wait for the service. */
export const offlineActionsId = 'voices-offline-actions';

interface Props {
  voice: VoiceCard;
  dialect: DialectSummary | undefined;
  index: number;
  onDelete: (voice: VoiceCard) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, index: number) => void;
}

function Avatar({ voice }: { voice: VoiceCard }) {
  const [failed, setFailed] = useState(false);
  if (!voice.imageUrl || failed) {
    return (
      <span className="voice-avatar voice-avatar-initial" aria-hidden="true">
        {Array.from(voice.name)[0] ?? '?'}
      </span>
    );
  }
  return <img className="voice-avatar" src={voice.imageUrl} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

/** One voice: who it is, how it is used, and what can be done with it. */
export function VoiceCardView({ voice, dialect, index, onDelete, onKeyDown }: Props) {
  const { t } = useTranslation();
  const language = useStudioStore((s) => s.ui.language);
  const busy = useStudioStore((s) => s.voices.busy[voice.id] === true);
  const offline = useStudioStore((s) => s.app.connectivity?.online === false);
  const refused = useStudioStore((s) => s.voices.refused[voice.id]);
  const favouriteRefused = refused?.includes('favourite') === true;
  const deleteRefused = refused?.includes('delete') === true;
  const refusedNoteId = `voice-refused-${voice.id}`;
  // Why a service action cannot be used: this card's refusal, else the screen's offline banner.
  const reasonFor = (wasRefused: boolean) => (wasRefused ? refusedNoteId : offline ? offlineActionsId : undefined);
  const clip = sampleClipId(voice.id);
  const sounding = useClipSounding(clip);
  const dialectLabel = dialectName(dialect, language);
  const isDialectDefault = dialect !== undefined && dialect.defaultVoiceId === voice.id;
  const usage = voiceUsageText(t, voice);
  const cardRef = useRef<HTMLElement>(null);

  const toggleSample = () => {
    if (sounding) player.stop();
    else if (voice.sampleUrl) player.play({ id: clip, src: voice.sampleUrl, title: voice.name, kind: 'preview' });
  };

  return (
    <article
      ref={cardRef}
      className="voice-card"
      tabIndex={0}
      aria-labelledby={`voice-name-${voice.id}`}
      data-testid="voice-card"
      data-voice-id={voice.id}
      onKeyDown={(event) => onKeyDown(event, index)}
    >
      <Avatar voice={voice} />
      <div className="voice-card-body">
        <h2 className="voice-name" dir="auto" id={`voice-name-${voice.id}`}>
          {voice.name}
        </h2>
        {/* One line of meta (dialect, tags, defaults, usage): compact rows, so a screenful shows many voices. */}
        <p className="voice-meta">
          {/* The default's badge names the dialect, so it takes the dialect's place rather than repeat it. */}
          {isDialectDefault && dialectLabel ? (
            <span className="voice-badge voice-badge-accent" data-testid="dialect-default">
              {t('voices.card.dialectDefault', { dialect: dialectLabel })}
            </span>
          ) : (
            <span>{dialectLabel ?? t('voices.card.noDialect')}</span>
          )}
          {voice.tags.map((tag) => (
            <span key={tag} className="voice-tag" dir="auto">
              {tag in { male: 1, female: 1, conversational: 1, narrator: 1 } ? t(`voices.tags.${tag as 'male'}`) : tag}
            </span>
          ))}
          {voice.isServiceDefault && (
            <span className="voice-badge" title={t('voices.card.serviceDefaultHint')} data-testid="service-default">
              {t('voices.card.serviceDefault')}
            </span>
          )}
          {usage !== '' && (
            <span className="voice-usage" title={usage}>
              {usage}
            </span>
          )}
        </p>
        {refused && (
          <p className="voice-refused" id={refusedNoteId} data-testid="voice-refused">
            {[favouriteRefused && t('voices.errors.favouriteForbidden'), deleteRefused && t('voices.errors.deleteForbidden')]
              .filter(Boolean)
              .join(' ')}
          </p>
        )}
      </div>
      <div className="voice-actions">
        <button
          type="button"
          className="voice-play"
          onClick={toggleSample}
          disabled={!voice.sampleUrl}
          aria-label={
            voice.sampleUrl
              ? t(sounding ? 'voices.card.stopSample' : 'voices.card.playSample', { name: voice.name })
              : t('voices.card.noSample')
          }
          aria-pressed={sounding}
          data-testid="voice-play"
        >
          <span aria-hidden="true">{sounding ? '■' : '▶'}</span>
        </button>
        <Switch
          checked={voice.isFavourite}
          onCheckedChange={(on) => {
            // Stays enabled while the service answers, so focus stays on it (a disabled control
            // drops focus to the page); a second press meanwhile is ignored.
            if (busy) return;
            void setFavourite(voice, on).then(() => refocusIfLost(() => cardRef.current));
          }}
          label={t('voices.card.favourite')}
          disabled={offline || favouriteRefused}
          describedBy={reasonFor(favouriteRefused)}
        />
        {dialect && dialectLabel && (
          <button
            type="button"
            className="voices-button"
            aria-pressed={isDialectDefault}
            onClick={() => void setDialectDefault(dialect.code, isDialectDefault ? null : voice.id)}
            aria-label={t(isDialectDefault ? 'voices.card.clearDialectDefault' : 'voices.card.setDialectDefault', {
              dialect: dialectLabel,
            })}
          >
            {t(isDialectDefault ? 'voices.card.clearDefault' : 'voices.card.setDefault')}
          </button>
        )}
        <button
          type="button"
          className="voices-button voices-button-primary"
          onClick={() => {
            // The button leaves with this screen: focus follows the user to the projects' heading.
            const before = currentScreenHeading();
            openProjectsWithVoice(voice.id);
            focusNextScreenHeading(before);
          }}
        >
          {t('voices.card.use')}
        </button>
        <button
          type="button"
          className="voices-button voices-button-quiet"
          onClick={() => onDelete(voice)}
          disabled={busy || offline || deleteRefused}
          aria-describedby={reasonFor(deleteRefused)}
          aria-label={t('voices.card.deleteLabel', { name: voice.name })}
        >
          {t('voices.card.delete')}
        </button>
      </div>
    </article>
  );
}
