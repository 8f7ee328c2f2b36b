import { useTranslation } from 'react-i18next';
import type { Freshness } from '../../../../shared/model/agents';
import type { KnowledgeBaseItem } from '../../../../shared/model/service';
import { Dialog } from '../../ui/Dialog';
import { activeStudio } from '../../transport';
import { formatDateTime, formatNumber } from './format';
import { StatusBadge } from './StatusBadge';
import { useDetails } from './use-details';
import './agent-details.css';
import { errorText } from '../../i18n/error-text';

const loadItem = (id: string) => activeStudio().knowledgeBase.get({ id });

/** One knowledge item: its text for TEXT, its URLs for URL, extension and size for FILE. */
export function KnowledgeDetails({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { value, error } = useDetails<{ item: KnowledgeBaseItem; freshness: Freshness }>(id, loadItem);
  const item = value?.item;
  const lang = i18n.language;
  const urls = item ? [...new Set([...(item.itemUrl ? [item.itemUrl] : []), ...(item.itemUrls ?? [])])] : [];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={item ? <span dir="auto">{item.itemName}</span> : t('agentTools.details.loading')}
    >
      <div className="agent-details" data-testid="knowledge-details">
        {error && (
          <p role="alert" className="agent-error">
            {t('agentTools.details.failed', { reason: errorText(error) })}
          </p>
        )}
        {!item && !error && <p role="status">{t('agentTools.details.loading')}</p>}
        {value?.freshness.source === 'cache' && (
          <p className="agent-muted">{t('agentTools.details.savedAt', { time: formatDateTime(value.freshness.savedAt, lang) })}</p>
        )}
        {item && (
          <>
            <dl className="agent-facts">
              <dt>{t('agentTools.columns.type')}</dt>
              <dd>{t(`agentTools.itemType.${item.type as 'TEXT'}`, { defaultValue: item.type })}</dd>
              <dt>{t('agentTools.columns.status')}</dt>
              <dd>
                <StatusBadge status={item.status} failureReason={item.failureReason} />
              </dd>
              <dt>{t('agentTools.item.words')}</dt>
              <dd>{formatNumber(item.wordsNumber, lang)}</dd>
              <dt>{t('agentTools.item.created')}</dt>
              <dd>{formatDateTime(item.createdAt, lang)}</dd>
              {item.type === 'FILE' && (
                <>
                  <dt>{t('agentTools.item.extension')}</dt>
                  <dd dir="ltr">{item.extension}</dd>
                  <dt>{t('agentTools.item.size')}</dt>
                  <dd dir="ltr">{item.fileSize}</dd>
                </>
              )}
            </dl>
            {item.type === 'URL' && (
              <>
                <h3>{t('agentTools.item.urls')}</h3>
                <ul className="agent-urls" data-testid="knowledge-urls">
                  {urls.map((url) => (
                    <li key={url} dir="ltr">
                      {url}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {item.type === 'TEXT' && (
              <>
                <h3>{t('agentTools.item.content')}</h3>
                {item.content ? (
                  <p className="agent-content" dir="auto" data-testid="knowledge-content">
                    {item.content}
                  </p>
                ) : (
                  <p className="agent-muted">{t('agentTools.item.noContent')}</p>
                )}
              </>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
