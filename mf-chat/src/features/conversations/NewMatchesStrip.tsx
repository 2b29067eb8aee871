import { pathTo, type ChatListItem } from '@dating/contract';
import { useSession } from '@dating/web';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TEST_IDS } from '../../testIds';
import { useChatListQuery, useCreateChatMutation } from './conversationsApi';
import './NewMatchesStrip.css';

/** As many as a wide screen shows; the strip scrolls sideways. */
const NEW_MATCHES_SHOWN = 30;

/**
 * The matches nobody has written to yet, as a row of photos with names above the
 * conversations: a tap opens the chat (created at the first tap when there is none yet).
 */
export function NewMatchesStrip() {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const navigate = useNavigate();
  const headingId = useId();
  const { data } = useChatListQuery({
    memberId,
    filter: 'All Chats',
    search: '',
    sort: 'recent',
    limit: NEW_MATCHES_SHOWN,
    section: 'new_matches',
  });
  const [createChat, { isLoading }] = useCreateChatMutation();
  if (!data?.matches.length) return null;

  const open = async (item: ChatListItem) => {
    let chatId = item.chat_id;
    if (chatId === 0) {
      const created = await createChat({ memberId, userId: item.user_id });
      if (created.error) return;
      chatId = created.data.chatid;
    }
    void navigate(pathTo('chat', { userId: item.user_id, chatId }));
  };

  return (
    <section className="new-matches" aria-labelledby={headingId} data-testid={TEST_IDS.newMatches}>
      <h2 id={headingId} className="new-matches__title">
        {t('list.newMatches')}
      </h2>
      <ul className="new-matches__strip">
        {data.matches.map((item) => (
          <li key={item.user_id}>
            <button
              type="button"
              className="new-matches__match"
              disabled={isLoading}
              aria-label={t('list.chatWith', { name: item.user_name })}
              onClick={() => void open(item)}
            >
              {item.user_image ? (
                <img className="new-matches__photo" src={item.user_image} alt="" />
              ) : (
                <span className="new-matches__photo" aria-hidden="true">
                  {item.user_name.slice(0, 1)}
                </span>
              )}
              <span className="new-matches__name" dir="auto">
                {item.user_name}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
