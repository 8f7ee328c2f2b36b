import type { TFunction } from 'i18next';
import type { StudioError } from '../../../../../shared/contract';
import type { WebhookIssue } from '../../../../../shared/model/webhooks';
import { errorText } from '../../../i18n/error-text';
import { formatDateTime } from '../format';
import { isLiteralRule, literalRuleKey, ruleKey } from '../strings/webhook-rules';

type SecretErrorKey = 'empty' | 'noBearer' | 'bearerCase' | 'spacing' | 'characters' | 'tooShort';
const secretErrorKeys: readonly string[] = [
  'empty',
  'noBearer',
  'bearerCase',
  'spacing',
  'characters',
  'tooShort',
] satisfies SecretErrorKey[];

/** A broken rule in the reader's language, with its dates in the reader's calendar. */
export function issueText(t: TFunction, issue: WebhookIssue, language: string): string {
  const fact = (name: string) => issue.facts[name] ?? '';
  const facts = {
    host: fact('host'),
    address: fact('address'),
    port: fact('port'),
    detail: fact('detail'),
    names: fact('names'),
    scheme: fact('scheme'),
    date: issue.facts.date ? formatDateTime(issue.facts.date, language) : '',
  };
  // An IP address typed as the host: "127.0.0.1 means 127.0.0.1" would say nothing, so its own sentence.
  const typedAsItself = facts.host !== '' && facts.host.toLowerCase() === facts.address.toLowerCase();
  const key = typedAsItself && isLiteralRule(issue.rule) ? literalRuleKey(issue.rule) : ruleKey(issue.rule);
  // One key stands for all in the type: the rule keys differ only in which facts they interpolate.
  return t(key as 'agentTools.webhooks.rules.tls.connect', facts);
}

/** An error of a webhooks operation: the specific sentence when the core named one, else the code's. */
export function webhookErrorText(t: TFunction, error: StudioError): string {
  const key = error.messageKey ?? '';
  const secretKey = key.startsWith('webhooks.secret.') ? key.slice('webhooks.secret.'.length) : '';
  if (secretErrorKeys.includes(secretKey)) return t(`agentTools.webhooks.secretErrors.${secretKey as SecretErrorKey}`);
  if (key === 'webhooks.noUrl' || key === 'webhooks.noSecret') return t('agentTools.webhooks.tests.needBoth');
  if (key === 'webhooks.urlRefused') return t('agentTools.webhooks.tests.needPassingUrl');
  return errorText(error);
}

/** Why "Simulate a call" did not work: not a sandbox profile, a sandbox without the route, or the code's reason. */
export function simulateErrorText(t: TFunction, error: StudioError): string {
  if (error.messageKey === 'webhooks.notSandbox') return t('agentTools.webhooks.inspector.notSandbox');
  if (error.messageKey === 'webhooks.simulateUnavailable') return t('agentTools.webhooks.inspector.unavailable');
  return t('agentTools.webhooks.inspector.failed', { reason: errorText(error) });
}

/** Writes text to the clipboard; false when the browser refuses (no permission, no secure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
