import type { WaitingMatch } from '@dating/contract/schemas';
import { MESSAGES, type Language } from '@dating/contract/rules';
import { ApiError } from '../../http/apiError';
import type { FileStorage } from '../../storage/fileStorage';
import { memberTexts } from '../../texts/memberTexts';
import type { ChatService } from '../chat/chatService';
import type { LikesService } from '../likes/likesService';
import type { YourTurnGate } from './yourTurnGate';

/** The deck's Your Turn panel: the matches waiting for the member, and closing one kindly. */
export class YourTurnService {
  constructor(
    private readonly gate: YourTurnGate,
    private readonly chat: Pick<ChatService, 'send'>,
    private readonly likes: Pick<LikesService, 'unfriend'>,
    private readonly storage: Pick<FileStorage, 'urlOf'>,
  ) {}

  /** webyourturn */
  async state(
    memberId: number,
  ): Promise<{ your_turn: 'true' | 'false'; limit: number; waiting: WaitingMatch[] }> {
    const { yourTurn, limit, waiting } = await this.gate.stateOf(memberId);
    return {
      your_turn: yourTurn ? 'true' : 'false',
      limit,
      waiting: waiting.map((row) => ({
        user_id: row.user_id,
        user_name: row.user_name,
        user_image: row.main_photo ? this.storage.urlOf(row.main_photo) : '',
        chat_id: row.chat_id,
        message: row.last_text,
        chatTime: Math.floor(row.last_at.getTime() / 1000),
      })),
    };
  }

  /**
   * webclosekindly: a match waiting for the member gets a kind closing message in the member's
   * language, sent as the member (the chat's rules apply), then the match ends. Answers the text.
   */
  async closeKindly(memberId: number, otherId: number, language: Language): Promise<string> {
    const { waiting } = await this.gate.stateOf(memberId);
    const match = waiting.find((row) => row.user_id === otherId);
    if (!match) throw new ApiError(409, MESSAGES.notWaitingForYou);
    const message = memberTexts(language).kindClosingMessage;
    await this.chat.send(
      memberId,
      { chat_id: match.chat_id, receiver_id: otherId, message, send_anyway: 'true' },
      language,
    );
    await this.likes.unfriend(memberId, otherId);
    return message;
  }
}
