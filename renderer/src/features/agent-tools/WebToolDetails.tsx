import { useTranslation } from 'react-i18next';
import type { Freshness, WebToolView } from '../../../../shared/model/agents';
import { formatMilliseconds } from '../../i18n/format';
import type { Language } from '../../i18n';
import { Dialog } from '../../ui/Dialog';
import { activeStudio } from '../../transport';
import { formatDateTime } from './format';
import { SecretValue } from './SecretValue';
import { useDetails } from './use-details';
import './agent-details.css';
import { errorText } from '../../i18n/error-text';

const loadTool = (id: string) => activeStudio().webTools.get({ id });

/** Everything about one web tool; secrets stay masked until revealed one by one. */
export function WebToolDetails({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { value, error } = useDetails<{ tool: WebToolView; freshness: Freshness }>(id, loadTool);
  const tool = value?.tool;
  const none = <span className="agent-muted">{t('agentTools.tool.none')}</span>;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={tool ? <span dir="auto">{tool.name}</span> : t('agentTools.details.loading')}
    >
      <div className="agent-details" data-testid="web-tool-details">
        {error && (
          <p role="alert" className="agent-error">
            {t('agentTools.details.failed', { reason: errorText(error) })}
          </p>
        )}
        {!tool && !error && <p role="status">{t('agentTools.details.loading')}</p>}
        {value?.freshness.source === 'cache' && (
          <p className="agent-muted">{t('agentTools.details.savedAt', { time: formatDateTime(value.freshness.savedAt, i18n.language) })}</p>
        )}
        {tool && (
          <>
            <dl className="agent-facts">
              <dt>{t('agentTools.columns.type')}</dt>
              <dd>{t(`agentTools.toolType.${tool.type as 'MCP'}`, { defaultValue: tool.type })}</dd>
              <dt>{t('agentTools.tool.version')}</dt>
              <dd>{tool.version ?? none}</dd>
              <dt>{t('agentTools.tool.persistentId')}</dt>
              <dd>
                <code className="agent-code">{tool.persistentId}</code>
              </dd>
              <dt>{t('agentTools.tool.async')}</dt>
              <dd>{tool.async ? t('agentTools.tool.yes') : t('agentTools.tool.no')}</dd>
              <dt>{t('agentTools.tool.description')}</dt>
              {/* The service's words below are isolated, each in its own direction (dir=auto). */}
              <dd dir="auto">{tool.description || none}</dd>
              <dt>{t('agentTools.tool.serverUrl')}</dt>
              <dd>
                <code className="agent-code" dir="ltr">
                  {tool.serverUrl}
                </code>
              </dd>
              <dt>{t('agentTools.tool.method')}</dt>
              <dd dir="auto">{tool.methodType ?? none}</dd>
              <dt>{t('agentTools.tool.timeout')}</dt>
              <dd>{tool.timeoutMs === null ? none : formatMilliseconds(tool.timeoutMs, i18n.language as Language)}</dd>
              <dt>{t('agentTools.tool.authToken')}</dt>
              <dd>
                {tool.authToken ? <SecretValue toolId={tool.id} value={tool.authToken} label={t('agentTools.tool.authToken')} /> : none}
              </dd>
            </dl>
            <h3>{t('agentTools.tool.headers')}</h3>
            {tool.headers.length === 0 ? (
              none
            ) : (
              <dl className="agent-facts" data-testid="tool-headers">
                {tool.headers.map((header) => (
                  <div key={header.name} className="agent-fact">
                    <dt dir="ltr">{header.name}</dt>
                    <dd>
                      <SecretValue toolId={tool.id} value={header} label={header.name} />
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            <h3>{t('agentTools.tool.pathParameters')}</h3>
            {tool.pathParameters.length === 0 ? (
              none
            ) : (
              <dl className="agent-facts">
                {tool.pathParameters.map((p) => (
                  <div key={p.name} className="agent-fact">
                    <dt dir="ltr">{p.name}</dt>
                    <dd>
                      <code className="agent-code">{p.value}</code>
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            <h3>{t('agentTools.tool.params')}</h3>
            {tool.params.length === 0 ? (
              none
            ) : (
              <table className="agent-table" data-testid="tool-params">
                <thead>
                  <tr>
                    <th scope="col">{t('agentTools.tool.paramName')}</th>
                    <th scope="col">{t('agentTools.tool.paramType')}</th>
                    <th scope="col">{t('agentTools.tool.paramDescription')}</th>
                  </tr>
                </thead>
                <tbody>
                  {tool.params.map((p) => (
                    <tr key={p.name}>
                      <th scope="row" dir="ltr">
                        {p.name}
                      </th>
                      <td dir="auto">{p.type}</td>
                      <td dir="auto">{p.description}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <h3>{t('agentTools.tool.messages')}</h3>
            {tool.messages.length === 0 ? (
              none
            ) : (
              <dl className="agent-facts">
                {tool.messages.map((m, index) => (
                  <div key={index} className="agent-fact">
                    <dt dir="ltr">{m.type}</dt>
                    <dd dir="auto">{m.content}</dd>
                  </div>
                ))}
              </dl>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
