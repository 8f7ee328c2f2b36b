import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { syncErrorOf } from '../features/history/history-format';
import type { PayloadOf } from '../../../shared/contract';
import type { SyncProgress } from '../../../shared/model/history';
import { useStudioStore } from '../store';
import { activeStudio } from '../transport';
import { announce } from './announcer';
import { errorText } from '../i18n/error-text';

/*
 * Announcements the screens cannot make themselves. Each screen speaks its own progress and errors
 * in place while it shows (live regions in ProgressStrip, SyncStatus...); the shell speaks for a
 * screen that is not showing, so work started there and finished elsewhere is still heard.
 */

/**
 * Sync progress comes as core events, which the history screen only listens to while it shows; the
 * shell listens itself so a sync finishing or failing elsewhere is still heard. Start, end and
 * failure only: page-by-page counts would drown out everything else.
 */
function syncAnnouncer(t: TFunction): (sync: SyncProgress) => void {
  let lastPhase: SyncProgress['phase'] | null = null;
  return (sync) => {
    const changed = sync.phase !== lastPhase;
    lastPhase = sync.phase;
    if (!changed || useStudioStore.getState().ui.section === 'history') return;
    if (sync.phase === 'listing') announce(t('announce.syncStarted'));
    if (sync.phase === 'done') announce(t('history.sync.done'));
    if (sync.phase === 'failed') announce(t('history.sync.failed', { reason: errorText(syncErrorOf(sync)) }), 'assertive');
  };
}

/**
 * The generation queue runs in the core whatever screen shows: a chapter finished while Projects is
 * not on screen is said here (on that screen its status line says it).
 */
function chapterDoneAnnouncer(t: TFunction): (done: PayloadOf<'queue.chapterDone'>) => void {
  return (done) => {
    if (useStudioStore.getState().ui.section === 'projects') return;
    const key = done.failed > 0 ? 'projects.queue.chapterDoneFailed' : 'projects.queue.chapterDone';
    announce(t(key, { title: done.title, count: done.failed }));
  };
}

/** Follows the store and the sync events for the shell's lifetime and speaks what the watchers above pick out. */
export function useAnnouncementsFromStore(): void {
  const { t } = useTranslation();
  const ready = useStudioStore((state) => state.app.ready);
  useEffect(() => {
    // The transport exists once the app is ready (init-app.ts).
    if (!ready) return;
    const offSync = activeStudio().events.on('history.syncProgress', syncAnnouncer(t));
    const offChapters = activeStudio().events.on('queue.chapterDone', chapterDoneAnnouncer(t));
    return () => {
      offSync();
      offChapters();
    };
  }, [ready, t]);
}
