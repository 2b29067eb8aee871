import {
  eventBus,
  RemoteProviders,
  type CallScreenRequest,
  type RemoteWidgetProps,
} from '@dating/web';
import { useCallback, useEffect, useRef, useState } from 'react';
import { makeStore } from '../app/store';
import { CallScreen } from '../features/calls/CallScreen';
import { createChatI18n } from '../i18n/createChatI18n';

/** Exposed as `./widgets/Call`: the shell shows it on `call:open` (a ring, or a call started). */
export default function CallWidget({ onClose, request }: RemoteWidgetProps<'call'>) {
  // The call on screen, numbered so that the next one starts a session of its own.
  const [shown, setShown] = useState(request ? { request, turn: 0 } : null);
  const over = useRef(false);
  const markOver = useCallback(() => {
    over.current = true;
  }, []);

  // The shell keeps this widget open while a call's end is read (4 s): a ring or a call that
  // comes meanwhile takes the screen instead of being lost behind it.
  useEffect(() => {
    const next = (nextRequest: CallScreenRequest) => {
      if (!over.current) return;
      over.current = false;
      setShown((current) => ({ request: nextRequest, turn: (current?.turn ?? 0) + 1 }));
    };
    eventBus.on('call:open', next);
    return () => eventBus.off('call:open', next);
  }, []);

  if (!shown) return null;
  return (
    <RemoteProviders makeStore={makeStore} createI18n={createChatI18n}>
      <CallScreen key={shown.turn} request={shown.request} onClose={onClose} onOver={markOver} />
    </RemoteProviders>
  );
}
