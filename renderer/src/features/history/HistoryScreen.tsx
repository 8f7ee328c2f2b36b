import { noticeText } from '../../i18n/notice';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openBlockOrigin, openTakeOrigin, showSection, useStudioStore } from '../../store';
import { ConfirmDialog, EmptyState, Screen } from '../../ui';
import { CachePanel } from './CachePanel';
import { ExportDialog } from './ExportDialog';
import { saveEntryAs } from './export-actions';
import { clearFilters, loadCacheStatus, loadFacets, reloadHistory, showNotice, syncHistory, watchHistoryEvents } from './history-actions';
import { HistoryFilters } from './HistoryFilters';
import { HistoryList } from './HistoryList';
import { narrowsHistory } from './history-slice';
import { clearSelection, deleteEntries, selectAllLoaded } from './selection-actions';
import { OfflineNotice, SyncStatus } from './SyncStatus';
import './history.css';
import { errorText } from '../../i18n/error-text';

/** While the service is unreachable, a sync is retried this often so it resumes when it is back. */
const offlineRetryMs = 15_000;

function useHistoryData(): void {
  const offline = useStudioStore((s) => s.app.connectivity?.online === false);
  useEffect(() => {
    const stop = watchHistoryEvents();
    // The rows first: facets and sizes scan the whole cache, and the core answers one call at a time.
    void reloadHistory().then(() => {
      void loadFacets();
      void loadCacheStatus();
    });
    return stop;
  }, []);
  useEffect(() => {
    if (!offline) return;
    const timer = setInterval(() => void syncHistory(), offlineRetryMs);
    return () => clearInterval(timer);
  }, [offline]);
}

export default function HistoryScreen() {
  const { t } = useTranslation();
  useHistoryData();
  const total = useStudioStore((s) => s.history.total);
  const atLeast = useStudioStore((s) => s.history.totalAtLeast);
  const loading = useStudioStore((s) => s.history.loading);
  const loadError = useStudioStore((s) => s.history.loadError);
  const selected = useStudioStore((s) => s.history.selected);
  const notice = useStudioStore((s) => s.history.notice);
  const filtered = useStudioStore((s) => narrowsHistory(s.history.filters));
  // "Open in editor" needs one selected clip that is a take: of a project's block (opened there), or of a draft's part.
  const chosen = useStudioStore((s) =>
    s.history.selected.length === 1 ? s.history.items.find((item) => item.id === s.history.selected[0]) : undefined,
  );
  const origin = chosen?.origin;
  const block = chosen?.block;
  const empty = total === 0 && !loading && !loadError;
  // Nothing generated at all (not just nothing matching): the screen is its one message and action.
  const blank = empty && !filtered;
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const [exporting, setExporting] = useState(false);

  return (
    <Screen title={t('history.title')} intro={t('history.intro')} fill>
      <div className="history-top">
        <HistoryFilters />
        <SyncStatus />
      </div>
      <OfflineNotice />
      {/* The selection's actions: nothing to act on in an empty library, so no row of disabled buttons. */}
      {!blank && (
        <div className="history-toolbar" role="toolbar" aria-label={t('history.list.label')}>
          <span data-testid="history-total">{t(atLeast ? 'history.list.matchingAtLeast' : 'history.list.matching', { count: total })}</span>
          <span data-testid="history-selected">{t('history.selection.count', { count: selected.length })}</span>
          <button type="button" className="button" data-variant="secondary" onClick={selectAllLoaded}>
            {t('history.selection.selectAll')}
          </button>
          <button type="button" className="button" data-variant="secondary" disabled={selected.length === 0} onClick={clearSelection}>
            {t('history.selection.clear')}
          </button>
          <button
            type="button"
            className="button"
            disabled={selected.length !== 1}
            data-testid="history-save-as"
            onClick={() => void saveEntryAs(selected[0]!)}
          >
            {t('history.export.saveAs')}
          </button>
          <button
            type="button"
            className="button"
            disabled={!origin && !block}
            onClick={() => (block ? openBlockOrigin(block) : origin && openTakeOrigin(origin))}
          >
            {t('history.row.openInEditor')}
          </button>
          <button
            type="button"
            className="button"
            disabled={selected.length === 0}
            data-testid="history-export"
            onClick={() => setExporting(true)}
          >
            {t('history.export.button')}
          </button>
          <button
            type="button"
            className="button"
            data-variant="danger"
            disabled={selected.length === 0}
            data-testid="history-delete"
            onClick={() => setDeleting(selected)}
          >
            {t('history.delete.button')}
          </button>
        </div>
      )}
      {notice && (
        <p
          className="history-notice"
          data-tone={notice.tone}
          role={notice.tone === 'error' ? 'alert' : 'status'}
          data-testid="history-notice"
        >
          {noticeText(notice)}
          <button type="button" className="history-notice-close" aria-label={t('dialog.close')} onClick={() => showNotice(null)}>
            ×
          </button>
        </p>
      )}
      {loadError && <p role="alert">{t('history.list.loadFailed', { reason: errorText(loadError) })}</p>}
      {/* Nothing to list: a message and the next step in place of an empty box. */}
      {empty && filtered && (
        <EmptyState
          testId="history-empty"
          message={t('history.list.emptyFiltered')}
          action={t('history.list.clearFilters')}
          onAction={clearFilters}
        />
      )}
      {blank && (
        <EmptyState
          fill
          testId="history-empty"
          message={t('history.list.empty')}
          action={t('history.list.writeScript')}
          onAction={() => showSection('projects')}
        />
      )}
      {!empty && <HistoryList onDelete={setDeleting} />}
      {!blank && <CachePanel />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('history.delete.title')}
        description={t('history.delete.description', { count: deleting?.length ?? 0 })}
        confirmLabel={t('history.delete.confirm')}
        destructive
        onConfirm={() => {
          if (deleting) void deleteEntries(deleting);
          setDeleting(null);
        }}
      />
      {exporting && <ExportDialog ids={selected} open={exporting} onOpenChange={setExporting} />}
    </Screen>
  );
}
