import { useTranslation } from 'react-i18next';
import { formatNumber } from './format';

/** Previous/next paging with "page x of y · results: n"; the service counts pages from 1. */
export function Pager(props: { page: number; pageSize: number; filtered: number; onPage: (page: number) => void; testId: string }) {
  const { t, i18n } = useTranslation();
  const pages = Math.max(1, Math.ceil(props.filtered / props.pageSize));
  const lang = i18n.language;
  return (
    <nav className="agent-pager" aria-label={t('agentTools.pager.label')} data-testid={props.testId}>
      <button
        type="button"
        className="button"
        data-variant="secondary"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        {t('agentTools.pager.previous')}
      </button>
      <span aria-live="polite" data-testid={`${props.testId}-status`}>
        {t('agentTools.pager.status', {
          page: formatNumber(props.page, lang),
          pages: formatNumber(pages, lang),
          count: formatNumber(props.filtered, lang),
        })}
      </span>
      <button
        type="button"
        className="button"
        data-variant="secondary"
        disabled={props.page >= pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t('agentTools.pager.next')}
      </button>
    </nav>
  );
}
