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
  fill,
}: {
  message: string;
  action: string;
  onAction: () => void;
  testId?: string;
  /** The screen has nothing else to show: the message takes the room the list would, unboxed. */
  fill?: boolean;
}) {
  return (
    <div className="empty-state" data-testid={testId} data-fill={fill ? 'true' : undefined}>
      <p className="empty-state-message">{message}</p>
      <button type="button" className="button" onClick={onAction}>
        {action}
      </button>
    </div>
  );
}
