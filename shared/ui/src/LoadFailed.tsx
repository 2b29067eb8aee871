import type { ReactNode } from 'react';

/**
 * What a page shows where its content could not be loaded (no network, a server that did not
 * answer in time): what failed, a button that asks again, and what else the page offers
 * (`children`: a way back for a page with no other).
 */
export function LoadFailed({
  text,
  retryLabel,
  onRetry,
  children,
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
  children?: ReactNode;
}) {
  return (
    <div role="alert" className="dating-load-failed">
      <p>{text}</p>
      <button type="button" className="dating-button" onClick={onRetry}>
        {retryLabel}
      </button>
      {children}
    </div>
  );
}
