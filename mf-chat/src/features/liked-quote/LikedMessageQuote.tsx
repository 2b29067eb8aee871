import type { LikedItem } from '@dating/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './LikedMessageQuote.css';

/**
 * Above the message a match began with: the photo or the answer its sender liked, quoted. The
 * answer is the member's own text, in any language.
 */
export function LikedMessageQuote({ liked }: { liked: LikedItem }) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    <figure className="liked-message-quote" aria-labelledby={captionId}>
      <figcaption id={captionId}>
        {t(liked.kind === 'photo' ? 'likedQuote.likedPhoto' : 'likedQuote.likedAnswer')}
      </figcaption>
      {liked.kind === 'photo' ? (
        <img src={liked.image} alt={t('likedQuote.photo')} />
      ) : (
        <blockquote dir="auto">{liked.answer}</blockquote>
      )}
    </figure>
  );
}
