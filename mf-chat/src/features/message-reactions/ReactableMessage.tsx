import { CHAT_REACTIONS, type ChatReaction } from '@dating/contract';
import { Icon } from '@dating/ui';
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { useReactToMessageMutation, type ThreadMessage } from '../chat/chatApi';
import './messageReactions.css';

/** How long a finger rests on a message before the reactions open (touch has no hover). */
const LONG_PRESS_MS = 500;

const REACTION_NAMES = {
  '❤️': 'love',
  '😂': 'laugh',
  '😮': 'wow',
  '😢': 'sad',
  '👍': 'like',
  '🔥': 'fire',
} as const satisfies Record<ChatReaction, string>;

export interface ReactableMessageProps {
  message: ThreadMessage;
  memberId: number;
  peerName: string;
  /** Whether the member may react (not in a blocked chat, not on a message still sending). */
  canReact: boolean;
  children: ReactNode;
}

/**
 * A message with its reactions: a React button (shown on hover or focus, opened by a long press
 * on touch) offers the emoji; choosing the member's own again removes it. The reactions of both
 * members are listed under the message.
 */
export function ReactableMessage({
  message,
  memberId,
  peerName,
  canReact,
  children,
}: ReactableMessageProps) {
  const { t } = useTranslation();
  const [react] = useReactToMessageMutation();
  const [open, setOpen] = useState(false);
  const pressTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const reactions = message.reactions ?? [];
  const mine = reactions.find((reaction) => reaction.user_id === memberId)?.emoji;
  const reactable = canReact && !message.pending;

  const choose = (emoji: ChatReaction) => {
    setOpen(false);
    toggleRef.current?.focus();
    void react({
      memberId,
      chatId: message.chat_id,
      messageId: message.id,
      emoji: emoji === mine ? '' : emoji,
    });
  };
  const endPress = () => clearTimeout(pressTimer.current);
  const onPointerDown = (event: PointerEvent) => {
    if (!reactable || event.pointerType !== 'touch') return;
    pressTimer.current = setTimeout(() => setOpen(true), LONG_PRESS_MS);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <div
      className="reactable-message"
      onPointerDown={onPointerDown}
      onPointerUp={endPress}
      onPointerCancel={endPress}
      onPointerLeave={endPress}
      onKeyDown={onKeyDown}
    >
      {children}
      {reactable ? (
        <button
          ref={toggleRef}
          type="button"
          className="reactable-message__toggle"
          aria-expanded={open}
          aria-label={t('reactions.react')}
          onClick={() => setOpen(!open)}
        >
          <Icon name="smile" />
        </button>
      ) : null}
      {open && reactable ? (
        <div
          role="group"
          aria-label={t('reactions.choose')}
          className="reactable-message__picker"
          data-testid={TEST_IDS.reactionPicker}
        >
          {CHAT_REACTIONS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              aria-pressed={emoji === mine}
              aria-label={t(`reactions.names.${REACTION_NAMES[emoji]}`)}
              onClick={() => choose(emoji)}
            >
              {emoji}
            </button>
          ))}
        </div>
      ) : null}
      {reactions.length > 0 ? (
        <ul
          className="reactable-message__reactions"
          aria-label={t('reactions.shown')}
          data-testid={TEST_IDS.reactions}
        >
          {reactions.map((reaction) => (
            <li key={reaction.user_id}>
              <span aria-hidden="true">{reaction.emoji}</span>
              <span className="dating-visually-hidden">
                {t('reactions.by', {
                  reaction: t(`reactions.names.${REACTION_NAMES[reaction.emoji]}`),
                  name: reaction.user_id === memberId ? t('chat.you') : peerName,
                })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
