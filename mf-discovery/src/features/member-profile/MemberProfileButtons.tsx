import { useTranslation } from 'react-i18next';
import type { ProfileViewRules } from './profileViews';
import type { MemberProfileActions } from './useMemberProfileActions';
import { Icon } from '@dating/ui';

/**
 * The profile's buttons: Send message and Unfriend for a match; decline (or dislike), super like
 * and like for someone the member may still swipe, each asked first, and Save for later.
 */
export function MemberProfileButtons({
  actions,
  refuse,
}: {
  actions: MemberProfileActions;
  refuse: ProfileViewRules['refuse'];
}) {
  const { t } = useTranslation();
  const { chat, busy, ask } = actions;
  return (
    <>
      <div className="member-profile__actions">
        {actions.matched ? (
          <>
            <button
              type="button"
              className="dating-button"
              disabled={chat.opening}
              onClick={() => void chat.openChat(actions.friendId)}
            >
              {t('match.sendMessage')}
            </button>
            <button
              type="button"
              className="dating-button dating-button--ghost"
              onClick={() => ask('unfriend')}
            >
              {t('profile.unfriend')}
            </button>
          </>
        ) : null}
        {actions.canSwipe ? (
          <>
            <button
              type="button"
              className="swipe-button swipe-button--nope"
              aria-label={t(refuse === 'decline' ? 'profile.decline' : 'profile.dislike')}
              disabled={busy}
              onClick={() => ask('refuse')}
            >
              <Icon name="close" />
            </button>
            <button
              type="button"
              className="swipe-button swipe-button--superlike"
              aria-label={t('profile.superLike')}
              disabled={busy}
              onClick={() => ask('superlike')}
            >
              <Icon name="star" />
            </button>
            <button
              type="button"
              className="swipe-button swipe-button--like"
              aria-label={t('profile.like')}
              disabled={busy}
              onClick={() => ask('like')}
            >
              <Icon name="heart" />
            </button>
          </>
        ) : null}
      </div>
      {actions.canSwipe ? (
        <button
          type="button"
          className="dating-button dating-button--ghost member-profile__save"
          disabled={actions.saving}
          onClick={actions.saveForLater}
        >
          {t('swipe.save')}
        </button>
      ) : null}
      {chat.failed ? (
        <p className="dating-form-message dating-form-message--error" role="alert">
          {t('match.chatFailed')}
        </p>
      ) : null}
    </>
  );
}
