/**
 * What a page shows where its content could not be loaded (no network, a server that did not
 * answer in time): what failed, and a button that asks again.
 */
export function LoadFailed({
  text,
  retryLabel,
  onRetry,
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="dating-load-failed">
      <p>{text}</p>
      <button type="button" className="dating-button" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
