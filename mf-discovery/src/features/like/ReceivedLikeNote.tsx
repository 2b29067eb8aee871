import { LikedQuote } from '@dating/ui/LikedQuote';
import { type ReceivedLike } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import './likes.css';

/** On a like received: what of the member's profile it liked and the liker's comment. */
export function ReceivedLikeNote({ note }: { note: ReceivedLike }) {
  const { t } = useTranslation();
  return (
    <div className="received-like">
      {note.liked ? (
        <>
          <p className="received-like__what">
            {t(
              note.liked.kind === 'photo'
                ? 'aimedLikes.likedYourPhoto'
                : 'aimedLikes.likedYourAnswer',
            )}
          </p>
          <LikedQuote liked={note.liked} photoAlt={t('aimedLikes.yourPhoto')} />
        </>
      ) : null}
      {note.comment ? (
        <p className="received-like__comment" dir="auto">
          {note.comment}
        </p>
      ) : null}
    </div>
  );
}
