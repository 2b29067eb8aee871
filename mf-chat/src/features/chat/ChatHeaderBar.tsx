import { VerifiedBadge } from '@dating/ui';
import { ConfirmModal } from '@dating/ui/Modal';
import { pathTo, type ChatHeader, type Language } from '@dating/contract';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BlockState } from './blockStateOf';
import { PeerPresence } from './PeerPresence';

/** The actions of the three-dot menu that ask Yes/No first. */
export type ChatAction = 'block' | 'unblock' | 'clear' | 'unfriend';

export interface ChatHeaderBarProps {
  header: ChatHeader;
  /** Follows the socket (presence, typing), not only what the header said when it loaded. */
  peerOnline: boolean;
  blockState: BlockState;
  language: Language;
  onAction: (action: ChatAction) => void;
  /** Opens the report dialog (it asks for a reason, not Yes/No). */
  onReport: () => void;
  /** The call buttons (features/calls), beside the menu; none while the chat is closed. */
  calls?: ReactNode;
  /** The menu's "Allow calls" switch (features/calls). */
  callsSwitch?: ReactNode;
}

/**
 * The chat's header (spec section 2, Chat): who (with the verified badge), whether online, and
 * the three-dot menu.
 */
export function ChatHeaderBar({
  header,
  peerOnline,
  blockState,
  language,
  onAction,
  onReport,
  calls,
  callsSwitch,
}: ChatHeaderBarProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirming, setConfirming] = useState<ChatAction | null>(null);
  const menu = useRef<HTMLDivElement>(null);
  const deleted = blockState === 'deleted';
  const name = deleted ? t('list.deletedAccount') : header.user_name;

  useEffect(() => {
    if (!menuOpen) return;
    const closeOutside = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [menuOpen]);

  const ask = (action: ChatAction) => {
    setMenuOpen(false);
    setConfirming(action);
  };

  const identity = (
    <>
      {header.images ? (
        <img className="chat-header__avatar" src={header.images} alt="" />
      ) : (
        <span className="chat-header__avatar" aria-hidden="true" />
      )}
      <div className="chat-header__text">
        <h1 className="chat-header__name">
          <bdi>{name}</bdi>
          {!deleted && header.verified === 'true' ? <VerifiedBadge /> : null}
        </h1>
        {deleted ? null : (
          <PeerPresence online={peerOnline} lastSeen={header.onlinelasttime} language={language} />
        )}
      </div>
    </>
  );

  const questions: Record<ChatAction, string> = {
    block: t('chat.blockQuestion', { name }),
    unblock: t('chat.unblockQuestion', { name }),
    clear: t('chat.clearQuestion'),
    unfriend: t('chat.unfriendQuestion', { name }),
  };

  return (
    <header className="chat-header">
      <Link to={pathTo('messages')} className="chat-header__back" aria-label={t('chat.back')}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" />
        </svg>
      </Link>
      {deleted ? (
        <div className="chat-header__who">{identity}</div>
      ) : (
        <Link
          to={pathTo('friendProfile', { userId: header.user_id })}
          className="chat-header__who chat-header__link"
        >
          {identity}
        </Link>
      )}
      {calls}
      <div className="chat-menu" ref={menu}>
        <button
          type="button"
          className="chat-menu__toggle"
          aria-label={t('chat.options')}
          aria-haspopup="true"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="5" r="2" />
            <circle cx="12" cy="12" r="2" />
            <circle cx="12" cy="19" r="2" />
          </svg>
        </button>
        {menuOpen ? (
          <ul className="chat-menu__items" id={menuId}>
            {blockState === 'blockedByMe' ? (
              <li>
                <button type="button" onClick={() => ask('unblock')}>
                  {t('chat.unblock')}
                </button>
              </li>
            ) : null}
            {blockState === 'open' ? (
              <li>
                <button type="button" onClick={() => ask('block')}>
                  {t('chat.block')}
                </button>
              </li>
            ) : null}
            {callsSwitch ? <li>{callsSwitch}</li> : null}
            <li>
              <button type="button" onClick={() => ask('clear')}>
                {t('chat.clear')}
              </button>
            </li>
            <li>
              <Link to={pathTo('help', { id: 2 })}>{t('chat.safetyTips')}</Link>
            </li>
            {deleted ? null : (
              <li>
                <button
                  type="button"
                  onClick={() => {
                    setMenuOpen(false);
                    onReport();
                  }}
                >
                  {t('chat.report')}
                </button>
              </li>
            )}
            {deleted ? null : (
              <li>
                <button type="button" onClick={() => ask('unfriend')}>
                  {t('chat.unfriend')}
                </button>
              </li>
            )}
          </ul>
        ) : null}
      </div>
      <ConfirmModal
        open={confirming !== null}
        title={t('common.areYouSure')}
        yesLabel={t('common.yes')}
        noLabel={t('common.no')}
        onYes={() => {
          if (confirming) onAction(confirming);
          setConfirming(null);
        }}
        onNo={() => setConfirming(null)}
      >
        {confirming ? questions[confirming] : null}
      </ConfirmModal>
    </header>
  );
}
