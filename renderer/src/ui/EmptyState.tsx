import './screen.css';

/**
 * What an empty list shows instead of an empty box: one message and the next thing to do, as a
 * labelled button.
 */
export function EmptyState({
  message,
  action,
  onAction,
  testId,
}: {
  message: string;
  action: string;
  onAction: () => void;
  testId?: string;
}) {
  return (
    <div className="empty-state" data-testid={testId}>
      <p className="empty-state-message">{message}</p>
      <button type="button" className="button" onClick={onAction}>
        {action}
      </button>
    </div>
  );
}
