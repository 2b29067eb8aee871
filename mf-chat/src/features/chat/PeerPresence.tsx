import type { Language } from '@dating/shared';
import { useTranslation } from 'react-i18next';
import { lastSeenPhrase } from './formatLastSeen';
import { useNow } from './useNow';

/** 'Last seen 5 minutes ago' moves on to '6 minutes ago' without any event. */
const RELATIVE_TIME_REFRESH_MS = 30_000;

export interface PeerPresenceProps {
  online: boolean;
  /** Epoch seconds; null when never seen. */
  lastSeen: number | null;
  language: Language;
}

/** The header's 'Online' or 'Last seen …' line, kept current while the chat stays open. */
export function PeerPresence({ online, lastSeen, language }: PeerPresenceProps) {
  const { t } = useTranslation();
  const now = useNow(RELATIVE_TIME_REFRESH_MS, !online && lastSeen !== null);
  let text: string | null = null;
  if (online) text = t('common.online');
  else if (lastSeen !== null) {
    const phrase = lastSeenPhrase(lastSeen, language, now);
    text = t(phrase.key, { time: phrase.time });
  }
  if (!text) return null;
  return (
    <p
      className={
        online ? 'chat-header__presence chat-header__presence--online' : 'chat-header__presence'
      }
    >
      {text}
    </p>
  );
}
