import { useTranslation } from 'react-i18next';
import { knowledgeBaseStatuses } from '../../../../shared/contract/ops/agents';

type Status = (typeof knowledgeBaseStatuses)[number];
const failures = new Set<string>(['FAILED', 'COMPLETED_WITH_ERRORS', 'UPLOAD_FAILURE', 'READING_FAILURE', 'INGESTION_FAILURE']);

/**
 * A knowledge item's status; null or absent means still processing. Failures show their reason
 * beside the badge. A status the studio has no words for is shown as the service spelled it, never
 * renamed to one it knows (it could be a failure or a success: the studio cannot tell).
 */
export function StatusBadge({ status, failureReason }: { status: string | null | undefined; failureReason?: string | null | undefined }) {
  const { t } = useTranslation();
  if (status && !(knowledgeBaseStatuses as readonly string[]).includes(status)) {
    return (
      <span className="agent-status">
        <span className="agent-badge" data-tone="unknown" data-status={status} dir="ltr">
          {status}
        </span>
      </span>
    );
  }
  const known: Status = (status as Status | null | undefined) ?? 'PROCESSING';
  const tone = known === 'PROCESSED' ? 'ok' : failures.has(known) ? 'failed' : 'pending';
  return (
    <span className="agent-status">
      <span className="agent-badge" data-tone={tone} data-status={known}>
        {t(`agentTools.status.${known}`)}
      </span>
      {/* The service's words, usually English: isolated in their own direction, so in an Arabic cell the
          sentence keeps its full stop at its end instead of at the cell's start. */}
      {tone === 'failed' && failureReason && (
        <span className="agent-failure-reason" dir="auto">
          {failureReason}
        </span>
      )}
    </span>
  );
}
