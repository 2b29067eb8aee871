import type { LikedItem } from '@dating/shared';
import './aimedLikes.css';

/** What a like aimed at: the photo, small, or the answer, quoted. */
export function LikedQuote({ liked, photoAlt }: { liked: LikedItem; photoAlt: string }) {
  return liked.kind === 'photo' ? (
    <img className="liked-quote liked-quote--photo" src={liked.image} alt={photoAlt} />
  ) : (
    <blockquote className="liked-quote" dir="auto">
      {liked.answer}
    </blockquote>
  );
}
