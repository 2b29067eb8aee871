import type { ReactNode } from 'react';

/** The hint and the error under a field; the error is announced when it appears. */
export function FieldNotes({
  hintId,
  hint,
  errorId,
  error,
}: {
  hintId: string;
  hint?: ReactNode;
  errorId: string;
  error?: ReactNode;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="dating-field__hint">
          {hint}
        </p>
      ) : null}
      <p id={errorId} className="dating-field__error" aria-live="polite">
        {error || null}
      </p>
    </>
  );
}
