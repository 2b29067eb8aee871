import type { HiddenItem } from '@dating/contract/schemas';
import { HIDDEN_WORDS_MAX, MESSAGES, validateHiddenWord } from '@dating/contract/rules';
import { ApiError } from '../../http/apiError';
import type { FileStorage } from '../../storage/fileStorage';
import { hiddenWordsMatcher, normalizeForHiding } from './hiddenWordsMatcher';
import type { HiddenWordsRepository } from './hiddenWordsRepository';

/**
 * Hidden words: a member's own list, and whether a text sent to them holds one. What holds one
 * (an opening message, a like's comment) goes to their Hidden folder; its sender is not told.
 */
export class HiddenWordsService {
  constructor(
    private readonly repository: HiddenWordsRepository,
    private readonly storage: Pick<FileStorage, 'urlOf'>,
    private readonly now: () => Date,
  ) {}

  /** webhiddenwords: the member's list, after adding `add` or removing `remove`. */
  async words(memberId: number, change: { add?: string; remove?: string } = {}): Promise<string[]> {
    const current = (await this.repository.wordsOf([memberId])).get(memberId) ?? [];
    if (change.remove !== undefined) {
      const removed = normalizeForHiding(change.remove);
      await this.repository.remove(
        memberId,
        current.filter((word) => normalizeForHiding(word) === removed),
      );
    }
    if (change.add !== undefined) {
      const problem = validateHiddenWord(change.add);
      if (problem) throw new ApiError(400, problem);
      const added = normalizeForHiding(change.add);
      // The same word in another case or with other accents is already there.
      if (!current.some((word) => normalizeForHiding(word) === added)) {
        if (current.length >= HIDDEN_WORDS_MAX) {
          throw new ApiError(409, MESSAGES.tooManyHiddenWords);
        }
        await this.repository.add(memberId, change.add.trim(), this.now());
      }
    }
    if (change.add === undefined && change.remove === undefined) return current;
    return (await this.repository.wordsOf([memberId])).get(memberId) ?? [];
  }

  /** Whether `text`, sent to the member, holds one of their hidden words. */
  async hides(memberId: number, text: string): Promise<boolean> {
    if (text.trim() === '') return false;
    return (await this.matchersOf([memberId])).get(memberId)?.(text) ?? false;
  }

  /** Each member's test of a text, read in one query. */
  async matchersOf(memberIds: readonly number[]): Promise<Map<number, (text: string) => boolean>> {
    const words = await this.repository.wordsOf(memberIds);
    return new Map([...words].map(([id, list]) => [id, hiddenWordsMatcher(list)]));
  }

  /** webhiddenmessages: the member's Hidden folder, newest first. */
  async hiddenFolder(memberId: number): Promise<HiddenItem[]> {
    const rows = await this.repository.hiddenFolder(memberId);
    return rows.map((row) => ({
      kind: row.kind,
      user_id: row.user_id,
      user_name: row.user_name,
      user_image: row.main_photo ? this.storage.urlOf(row.main_photo) : '',
      chat_id: row.chat_id,
      message_id: Number(row.message_id),
      message: row.message,
      chatTime: Math.floor(row.created_at.getTime() / 1000),
    }));
  }
}
