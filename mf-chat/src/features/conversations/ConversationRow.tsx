import { pathTo, type ChatListItem } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TEST_IDS } from '../../testIds';
import { callLineText } from '../calls/CallLine';

export interface ConversationRowProps {
  item: ChatListItem;
  onToggleFavorite: (item: ChatListItem) => void;
}

/** One conversation: the photo links to the profile, the rest to the chat (spec section 2). */
export function ConversationRow({ item, onToggleFavorite }: ConversationRowProps) {
  const { t } = useTranslation();
  const linkable = item.user_status !== 2;
  const name = linkable ? item.user_name : t('list.deletedAccount');
  const photo = item.user_image ? (
    <img className="conversation__photo" src={item.user_image} alt="" />
  ) : (
    <span className="conversation__photo" aria-hidden="true" />
  );
  const favorite = item.favorite === 'true';
  const lastMessage = item.call
    ? callLineText(t, item.call)
    : item.voice === 'true'
      ? t('list.voiceSent')
      : item.imagename && !item.message
        ? t('list.photoSent')
        : item.message;

  return (
    <li className="conversation" data-testid={TEST_IDS.chatRow}>
      {linkable ? (
        <Link
          to={pathTo('friendProfile', { userId: item.user_id })}
          className="conversation__profile"
          aria-label={t('list.profileOf', { name })}
        >
          {photo}
        </Link>
      ) : (
        <span className="conversation__profile">{photo}</span>
      )}
      {item.online === '1' ? (
        <span className="conversation__online" role="img" aria-label={t('common.online')} />
      ) : null}
      <Link
        to={pathTo('chat', { userId: item.user_id, chatId: item.chat_id })}
        className="conversation__chat"
        aria-label={t('list.chatWith', { name })}
      >
        {/* Member-written: each line takes its own direction, whatever the page's. */}
        <span className="conversation__name" dir="auto">
          {name}
        </span>
        <span className="conversation__last" dir="auto">
          {lastMessage}
        </span>
      </Link>
      {item.unread > 0 ? (
        <span
          className="conversation__unread"
          aria-label={t('list.unread', { count: item.unread })}
        >
          {item.unread}
        </span>
      ) : null}
      <button
        type="button"
        className="conversation__favorite"
        aria-pressed={favorite}
        aria-label={t(favorite ? 'list.unfavorite' : 'list.favorite', { name })}
        onClick={() => onToggleFavorite(item)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z" />
        </svg>
      </button>
    </li>
  );
}
