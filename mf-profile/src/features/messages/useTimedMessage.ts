import type { CallError } from '@dating/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';

/** Spec sections 4 and 9: banners hide after 2 to 5 seconds; the forms' own checks stay longer. */
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
  /** A server answer or a success, shown as sent (translated when it is one of the spec's texts). */
  fromServer: (text: string, tone?: ShownMessage['tone']) => void;
  /** A form's own check (spec sections 5 and 8). */
  fromClient: (text: string) => void;
  /** A failed call: the server's message when it refused, nothing to show otherwise (section 8). */
  fromFailure: (error: unknown) => void;
}

function refusalMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, message } = error as Partial<CallError>;
  return typeof status === 'number' && status >= 400 && status < 500 && message ? message : null;
}

/** One message area: a new message, even the same text again, starts its own timer. */
export function useTimedMessage(): TimedMessageControls {
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

  const fromFailure = useCallback(
    (error: unknown) => {
      const message = refusalMessage(error);
      if (message) fromServer(message);
    },
    [fromServer],
  );

  return useMemo(
    () => ({ shown, fromServer, fromClient, fromFailure }),
    [shown, fromServer, fromClient, fromFailure],
  );
}
