import { useId } from 'react';
import type { LikedItem } from '@dating/contract';

export interface LikedQuoteProps {
  liked: LikedItem;
  /** The liked photo's text for screen readers. */
  photoAlt: string;
  /** What the quote is ('Liked an answer'): with one, the quote is a figure named by it. */
  caption?: string;
}

/**
 * What a like aimed at: the photo, small, or the answer, quoted (the member's own text, in any
 * language). One quote for discovery (the like composer, likes received) and the chat (the
 * message a match began with). Styled by the `dating-liked-*` classes of `ui.css`.
 */
export function LikedQuote({ liked, photoAlt, caption }: LikedQuoteProps) {
  const captionId = useId();
  const quote =
    liked.kind === 'photo' ? (
      <img
        className="dating-liked-quote dating-liked-quote--photo"
        src={liked.image}
        alt={photoAlt}
      />
    ) : (
      <blockquote className="dating-liked-quote" dir="auto">
        {liked.answer}
      </blockquote>
    );
  if (caption === undefined) return quote;
  return (
    <figure className="dating-liked-figure" aria-labelledby={captionId}>
      <figcaption id={captionId}>{caption}</figcaption>
      {quote}
    </figure>
  );
}
