import { LikedQuote } from '@dating/ui/LikedQuote';
import { Modal } from '@dating/ui/Modal';
import { LIMITS, type LikedItem } from '@dating/contract';
import { TextArea } from '@dating/ui/forms';
import { validateLikeComment } from '@dating/contract/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The small composer a like of one photo or one answer opens: what is liked, quoted, and an
 * optional comment for them. `onSend` gets the comment trimmed ('' for none).
 */
export function LikeComposer({
  liked,
  sending,
  onSend,
  onClose,
}: {
  liked: LikedItem;
  sending: boolean;
  onSend: (comment: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const problem = validateLikeComment(comment);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!problem) onSend(comment.trim());
  };

  return (
    <Modal
      open
      title={t('aimedLikes.composerTitle')}
      onClose={onClose}
      closeLabel={t('aimedLikes.cancel')}
    >
      <form className="like-composer" noValidate onSubmit={onSubmit}>
        <LikedQuote liked={liked} photoAlt={t('aimedLikes.composerPhoto')} />
        <TextArea
          label={t('aimedLikes.comment')}
          value={comment}
          rows={3}
          limit={LIMITS.likeCommentMax}
          counterLabel={(used, limit) => t('aimedLikes.characterCount', { used, limit })}
          overLimitError={t('messages.likeCommentTooLong')}
          onChange={(event) => setComment(event.target.value)}
        />
        <div className="like-composer__actions">
          <button type="button" className="dating-button dating-button--ghost" onClick={onClose}>
            {t('aimedLikes.cancel')}
          </button>
          <button type="submit" className="dating-button" disabled={sending || problem !== null}>
            {t('aimedLikes.send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
