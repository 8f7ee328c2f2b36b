import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceCard } from '../../../../shared/model/voices';
import { useStudioStore } from '../../store';
import { ConfirmDialog, EmptyState, refocusIfLost, Screen } from '../../ui';
import { DialectList } from './DialectList';
import { VoiceFiltersBar } from './VoiceFiltersBar';
import { VoiceList } from './VoiceList';
import { clearVoiceFilters, deleteVoice, dismissNotice, openVoices, refreshVoices, watchVoices } from './voices-actions';
import { noticeText } from '../../i18n/notice';
import { offlineActionsId } from './VoiceCardView';
import { voiceInUse, voiceUsageText } from './voice-usage';
import { useVisibleVoices } from './use-visible-voices';
import './voices.css';
// After voices.css: the row's rules came last in one file and keep that order.
import './voice-card.css';
import { errorText } from '../../i18n/error-text';

const cardOf = (voiceId: string | undefined) =>
  voiceId === undefined ? null : document.querySelector<HTMLElement>(`[data-testid="voice-card"][data-voice-id="${CSS.escape(voiceId)}"]`);

/**
 * Where focus goes when a delete took its button away: the card itself when the service refused
 * (its reason is shown there), else the voice that took its place in the list, else (the list is
 * now empty) the empty list's "show all" button, else the search.
 */
function cardAfterDelete(voiceId: string, listed: readonly VoiceCard[]) {
  const index = listed.findIndex((voice) => voice.id === voiceId);
  return () =>
    cardOf(voiceId) ??
    cardOf(listed[index + 1]?.id) ??
    cardOf(listed[index - 1]?.id) ??
    document.querySelector<HTMLElement>('[data-testid="voices-empty"] button') ??
    document.querySelector<HTMLElement>('.voices-filters input[type="search"]');
}

/** The voices browser: dialects on one side, the filtered, virtualised voices on the other. */
export default function VoicesScreen() {
  const { t } = useTranslation();
  const status = useStudioStore((s) => s.voices.status);
  // The core's connection state is the truth once known; before that, the last refresh's outcome.
  const offline = useStudioStore((s) => (s.app.connectivity ? !s.app.connectivity.online : s.voices.offline));
  const notice = useStudioStore((s) => s.voices.notice);
  const loadError = useStudioStore((s) => s.voices.loadError);
  const total = useStudioStore((s) => s.voices.voices.length);
  const visible = useVisibleVoices();
  // An empty cache while the first refresh is on its way is "loading", not "no voices saved yet".
  const arriving = useStudioStore((s) => s.voices.status === 'loading' || (s.voices.refreshing && s.voices.voices.length === 0));
  const [toDelete, setToDelete] = useState<VoiceCard | null>(null);
  // The screen can render before initApp has connected the transport; start once it has.
  const connected = useStudioStore((s) => s.app.transport !== null);

  useEffect(() => {
    if (!connected) return;
    const stop = watchVoices();
    void openVoices();
    return stop;
  }, [connected]);

  return (
    <Screen title={t('voices.title')} intro={t('voices.intro')} fill>
      {offline && (
        <p className="voices-banner voices-banner-offline" role="status" data-testid="voices-offline">
          {t('voices.offline')} <span id={offlineActionsId}>{t('voices.offlineActions')}</span>
        </p>
      )}
      {notice && (
        <p
          className={`voices-banner voices-banner-${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
          data-testid="voices-notice"
        >
          <span>{noticeText(notice)}</span>
          <button type="button" className="voices-button" onClick={dismissNotice}>
            {t('voices.dismiss')}
          </button>
        </p>
      )}
      {loadError && total === 0 && (
        <p className="voices-banner voices-banner-error" role="status">
          {t('voices.errors.loadFailed', { reason: errorText(loadError) })}
        </p>
      )}
      <div className="voices-layout">
        <DialectList />
        <div className="voices-main">
          <VoiceFiltersBar />
          <p className="voices-count" aria-live="polite" data-testid="voices-count">
            {arriving ? t('voices.loading') : t('voices.results', { count: visible.length })}
          </p>
          {/* Nothing to list: a message and the next step in place of an empty box. */}
          {status === 'ready' && total === 0 && !arriving && (
            <EmptyState
              testId="voices-empty"
              message={t('voices.emptyCache')}
              action={t('voices.emptyLoad')}
              onAction={() => void refreshVoices()}
            />
          )}
          {total > 0 && visible.length === 0 && (
            <EmptyState testId="voices-empty" message={t('voices.empty')} action={t('voices.emptyShowAll')} onAction={clearVoiceFilters} />
          )}
          {visible.length > 0 && <VoiceList voices={visible} onDelete={setToDelete} />}
        </div>
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('voices.deleteDialog.title', { name: toDelete?.name ?? '' })}
        description={
          toDelete && voiceInUse(toDelete)
            ? `${t('voices.deleteDialog.inUse', { usage: voiceUsageText(t, toDelete) })} ${t('voices.deleteDialog.description')}`
            : t('voices.deleteDialog.description')
        }
        confirmLabel={t('voices.deleteDialog.confirm')}
        destructive
        onConfirm={() => {
          if (toDelete) void deleteVoice(toDelete).then(() => refocusIfLost(cardAfterDelete(toDelete.id, visible)));
          setToDelete(null);
        }}
      />
    </Screen>
  );
}
