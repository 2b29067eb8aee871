import { isRefusal } from '@dating/web';
import { useCallback, useEffect, useMemo, useState } from 'react';

/** Spec sections 8 and 9: server messages show for about 2 s, the forms' own checks for 4 s. */
export const MESSAGE_DURATION_MS = { server: 2000, client: 4000 } as const;

export interface ShownMessage {
  text: string;
  tone: 'error' | 'success';
}

interface TimedMessage extends ShownMessage {
  durationMs: number;
}

export interface TimedMessageControls {
  shown: ShownMessage | null;
  /** A server answer, shown as-is (translated when it is one of the spec's texts). */
  fromServer: (text: string, tone?: ShownMessage['tone']) => void;
  /** A form's own check (spec sections 5 and 8). */
  fromClient: (text: string) => void;
  /** A failed call: its message when the server refused, otherwise `failureText` if given. */
  fromFailure: (error: unknown) => void;
  clear: () => void;
}

/**
 * The red (or green) area of a form: one message at a time, hidden after its duration. A new
 * message, even the same text again, starts its own timer.
 */
export function useTimedMessage(
  options: {
    /** Shown for a failure the server did not explain (a 5xx, the network); none by default. */
    failureText?: string;
  } = {},
): TimedMessageControls {
  const { failureText } = options;
  const [shown, setShown] = useState<TimedMessage | null>(null);

  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(null), shown.durationMs);
    return () => window.clearTimeout(timer);
  }, [shown]);

  const fromServer = useCallback((text: string, tone: ShownMessage['tone'] = 'error') => {
    setShown({ text, tone, durationMs: MESSAGE_DURATION_MS.server });
  }, []);

  const fromClient = useCallback((text: string) => {
    setShown({ text, tone: 'error', durationMs: MESSAGE_DURATION_MS.client });
  }, []);

  // Spec section 8: server error bodies and network failures are never shown as such.
  const fromFailure = useCallback(
    (error: unknown) => {
      const text = isRefusal(error) && error.message ? error.message : failureText;
      if (text) fromServer(text);
    },
    [fromServer, failureText],
  );

  const clear = useCallback(() => setShown(null), []);

  return useMemo(
    () => ({ shown, fromServer, fromClient, fromFailure, clear }),
    [shown, fromServer, fromClient, fromFailure, clear],
  );
}
