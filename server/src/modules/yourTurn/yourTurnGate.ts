import { MESSAGES } from '@dating/contract/rules';
import { ApiError } from '../../http/apiError';
import type { ContentService } from '../content/contentService';
import type { WaitingRow, YourTurnRepository } from './yourTurnRepository';

/** Whether the rule holds the member's likes now, with the matches waiting for them. */
export interface YourTurnState {
  yourTurn: boolean;
  limit: number;
  waiting: WaitingRow[];
}

/**
 * Your Turn: while more than the admin's `your_turn_limit` matches wait for a member's reply
 * (and `your_turn` is 'on'), the member answers or closes some before liking anyone new. Read
 * by the likes (which refuse) and by the deck's panel.
 */
export class YourTurnGate {
  constructor(
    private readonly repository: YourTurnRepository,
    private readonly content: Pick<ContentService, 'settings'>,
    private readonly now: () => Date,
  ) {}

  async stateOf(memberId: number): Promise<YourTurnState> {
    const settings = await this.content.settings();
    const limit = Number(settings.your_turn_limit);
    if (settings.your_turn !== 'on') return { yourTurn: false, limit, waiting: [] };
    const waiting = await this.repository.waiting(memberId, this.now());
    return { yourTurn: waiting.length > limit, limit, waiting };
  }

  /** Refuses a like (409, saying why) while the member's turn holds it. */
  async assertMayLike(memberId: number): Promise<void> {
    if ((await this.stateOf(memberId)).yourTurn) throw new ApiError(409, MESSAGES.yourTurnFirst);
  }
}
