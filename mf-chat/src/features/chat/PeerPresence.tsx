import type { Language } from '@dating/contract';
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
  if (online) {
    return (
      <p className="chat-header__presence chat-header__presence--online">{t('common.online')}</p>
    );
  }
  if (lastSeen === null) return null;
  // A new last-seen time starts a new clock: one read when the page opened would count from then.
  return <LastSeen key={lastSeen} lastSeen={lastSeen} language={language} />;
}

function LastSeen({ lastSeen, language }: { lastSeen: number; language: Language }) {
  const { t } = useTranslation();
  const now = useNow(RELATIVE_TIME_REFRESH_MS);
  const phrase = lastSeenPhrase(lastSeen, language, now);
  return <p className="chat-header__presence">{t(phrase.key, { time: phrase.time })}</p>;
}
