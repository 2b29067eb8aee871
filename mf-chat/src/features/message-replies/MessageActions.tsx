import { LIMITS } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import { useUnsendMessageMutation, type ThreadMessage } from '../chat/chatApi';
import './messageReplies.css';

const UNSEND_MS = LIMITS.unsendMinutes * 60 * 1000;

/** The member may still unsend it: their own, sent less than 15 minutes before `now`. */
export const unsendable = (message: ThreadMessage, memberId: number, now: Date) =>
  message.sender_id === memberId && now.getTime() - message.chatTime * 1000 < UNSEND_MS;

export interface MessageActionsProps {
  message: ThreadMessage;
  memberId: number;
  /** The clock the history reads (renewed while it shows). */
  now: Date;
  onReply: (message: ThreadMessage) => void;
}

/**
 * Reply, and for the member's own message within 15 minutes of its sending, Unsend (gone for
 * both). Shown on hover or keyboard focus, always on touch screens.
 */
export function MessageActions({ message, memberId, now, onReply }: MessageActionsProps) {
  const { t } = useTranslation();
  const [unsend] = useUnsendMessageMutation();
  if (message.pending || message.unsent === 'true') return null;
  return (
    <div className="chat-message__actions">
      <button type="button" aria-label={t('replies.reply')} onClick={() => onReply(message)}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M10 8V4l-7 7 7 7v-4c5 0 8 1.5 11 5-1-5-4-10-11-11z" />
        </svg>
      </button>
      {unsendable(message, memberId, now) ? (
        <button
          type="button"
          aria-label={t('replies.unsend')}
          onClick={() => void unsend({ memberId, chatId: message.chat_id, messageId: message.id })}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
