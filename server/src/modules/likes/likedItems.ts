import type { LikedItem } from '@dating/contract/schemas';

/** What a like aimed at one thing stores, on its swipe and on the chat message it becomes. */
export interface LikedColumns {
  /** The liked photo's storage key. */
  liked_photo: string | null;
  liked_prompt_id: number | null;
  /** The answer as it read when liked. */
  liked_answer: string | null;
}

export const NOTHING_LIKED: LikedColumns = {
  liked_photo: null,
  liked_prompt_id: null,
  liked_answer: null,
};

/** The wire's liked item, or null for a like of the whole profile. */
export function likedItemOf(row: LikedColumns, urlOf: (name: string) => string): LikedItem | null {
  if (row.liked_photo !== null) return { kind: 'photo', image: urlOf(row.liked_photo) };
  if (row.liked_prompt_id !== null) {
    return { kind: 'prompt', prompt_id: row.liked_prompt_id, answer: row.liked_answer ?? '' };
  }
  return null;
}
