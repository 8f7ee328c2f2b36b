import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceiverTemplate } from '../../../../../shared/model/webhooks';
import { activeStudio } from '../../../transport';
import { copyText } from './webhook-text';

/** The Node and Python receivers, each with how to run it and a Copy button. */
export function TemplatesSection() {
  const { t } = useTranslation();
  const id = useId();
  const [templates, setTemplates] = useState<ReceiverTemplate[]>([]);
  useEffect(() => {
    let current = true;
    void activeStudio()
      .webhooks.templates({})
      .then((result) => {
        if (current && result.ok) setTemplates(result.value);
      });
    return () => {
      current = false;
    };
  }, []);
  return (
    <section className="webhooks-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('agentTools.webhooks.templates.title')}</h3>
      <p className="agent-muted">{t('agentTools.webhooks.templates.intro')}</p>
      {templates.map((template) => (
        <Template key={template.language} template={template} />
      ))}
    </section>
  );
}

function Template({ template }: { template: ReceiverTemplate }) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const name = t(`agentTools.webhooks.templates.${template.language}`);
  return (
    <div className="webhooks-template">
      <h4 id={id}>
        {name} · <code dir="ltr">{template.fileName}</code>
      </h4>
      <p className="agent-muted">
        {t('agentTools.webhooks.templates.run')} <code dir="ltr">{template.runCommand}</code>
      </p>
      <button type="button" className="button" data-variant="secondary" onClick={() => void copyText(template.source).then(setCopied)}>
        {t('agentTools.webhooks.templates.copy', { name })}
      </button>
      {copied && <span role="status">{t('agentTools.webhooks.templates.copied')}</span>}
      <pre dir="ltr" className="webhooks-code" tabIndex={0} aria-labelledby={id}>
        {template.source}
      </pre>
    </div>
  );
}
