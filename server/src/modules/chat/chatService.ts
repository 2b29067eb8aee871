import type { ChatFilter, ChatListSection, ChatSort } from '@dating/contract/schemas';
import type {
  BlockedMember,
  ChatReaction,
  Flag,
  MessageReaction,
  ChatHeader,
  ChatListItem,
  ChatMessage,
  BlockStatus,
  CallLine,
  GetChatMessagesResponse,
  OutgoingChatMessage,
  QuotedMessage,
  TypingValue,
} from '@dating/contract/schemas';
import {
  DEFAULT_LANGUAGE,
  LIMITS,
  MESSAGES,
  validateChatMessage,
  type Language,
  type ScamKind,
} from '@dating/contract/rules';
import { randomBytes } from 'node:crypto';
import { ApiError } from '../../http/apiError';
import type { RateLimit, RateLimiter } from '../../limits/rateLimiter';
import { likedItemOf } from '../likes/likedItems';
import { pageAddress, type PushNotifier } from '../push/pushNotifier';
import type { FileStorage } from '../../storage/fileStorage';
import { bytesOfDataUrl, reencodePicture } from '../photos/photoProcessor';
import type { VisionService } from '../vision/visionService';
import type { HiddenWordsService } from '../hiddenWords/hiddenWordsService';
import type { VerifiedContactService } from '../verifiedContact/verifiedContactService';
import type { Realtime } from '../../realtime/realtime';
import { CHAT_MESSAGES } from './chatMessages';
import { callLineColumns, callLineOf, callLineText } from '../calls/callLines';
import { standingOf, type StandingColumns } from '../moderation/memberStanding';
import type { ScamFinding } from '../scams/scamCheck';
import type { ScamReview } from '../scams/scamReview';
import type { KindnessReview } from './kindness/kindnessReview';
import type { ReactionsRepository } from './reactions/reactionsRepository';
import type {
  AcknowledgementOutcome,
  ChatView,
  ReceiptsRepository,
} from './receipts/receiptsRepository';
import type {
  ChatRepository,
  ChatRow,
  MessageRow,
  NewMessage,
  SendContext,
} from './chatRepository';
import { readVoiceRecording } from './voiceNotes/voiceRecording';

/** What a history adds to the caller's messages: their receipts and the reactions. */
interface HistoryContext {
  memberId: number;
  view: ChatView;
  reactions: Map<number, MessageReaction[]>;
}

/** The messages a batch of replies quotes, by id (ChatRepository.quotedBy). */
type Quotes = ReadonlyMap<string, MessageRow>;
const NO_QUOTES: Quotes = new Map();

export interface SendInput extends OutgoingChatMessage {
  chat_id: number;
  receiver_id: number;
}

const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** At most this many messages a member sends, and typing notices, in a 10-second window. */
export const MESSAGES_PER_10_SECONDS = 30;
const FLOOD_LIMIT: RateLimit = { max: MESSAGES_PER_10_SECONDS, windowMs: 10_000 };
/** A chat picture or voice note never sent is deleted after this (at a later upload). */
const UNSENT_IMAGE_LIFETIME_MS = 24 * 60 * 60 * 1000;
const UNSEND_WINDOW_MS = LIMITS.unsendMinutes * 60 * 1000;
/** A voice note's recording by its storage key's extension. */
const VOICE_TYPES: Record<string, string> = { webm: 'audio/webm', ogg: 'audio/ogg' };
const toEpochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const flag = (value: boolean): Flag => (value ? 'true' : 'false');
// PostgreSQL text cannot hold NUL; nothing a person types contains it.
const NUL = /\0/g;
/** A send's text as it is checked and stored. */
const textOf = (input: SendInput) => (input.message ?? '').replace(NUL, '');

/** What a send's text alone tells (ChatService.textVerdict). */
interface TextVerdict {
  /** Valid, not asking first and without a scam hit: it may take the one-statement path. */
  plain: boolean;
  scam: ScamFinding;
}

export const FLAGGED_MESSAGE_PUSH_BODY = 'Sent you a message';

/**
 * What a notification shows of a message on a lock screen: its text, unless the sender chose to
 * send a text the check flagged, which the receiver should meet inside the chat, with the report
 * at hand, rather than on a lock screen.
 */
function pushBodyOf(message: ChatMessage): string {
  if (message.type === 'image') return '📷';
  if (message.type === 'voice') return '🎤';
  if (message.type !== 'text') return '';
  return message.flagged === 'true' || message.caution
    ? FLAGGED_MESSAGE_PUSH_BODY
    : message.message;
}

/**
 * Chat rules: only two matched members chat, a block in either direction stops sending, a
 * deleted member's side stays readable, clearing is the clearer's own. Every call checks that
 * the caller is a member of the chat it names.
 */
export class ChatService {
  constructor(
    private readonly repository: ChatRepository,
    private readonly storage: FileStorage,
    private readonly push: PushNotifier,
    private readonly kindness: KindnessReview,
    /** Finds texts asking to move to another app or for money: delivered with a caution. */
    private readonly scams: Pick<ScamReview, 'check' | 'recordChatHit' | 'contactsInPicture'>,
    private readonly receipts: ReceiptsRepository,
    private readonly reactions: ReactionsRepository,
    /** Counts messages, reactions and typing notices: the same limit however many processes. */
    private readonly limiter: RateLimiter,
    private readonly now: () => Date,
    private readonly realtime: Realtime,
    /**
     * The explicit-image detector, which marks a chat picture to reach its receiver blurred, and
     * the reading of its text and QR codes.
     */
    private readonly detector: Pick<VisionService, 'classifyImage' | 'readText'>,
    /** What the receiver chose about a first contact: who may make it, which words it hides. */
    private readonly firstContactRules: {
      hiddenWords: Pick<HiddenWordsService, 'hides'>;
      verifiedContact: Pick<VerifiedContactService, 'assertMayContact'>;
    },
  ) {}

  /**
   * Counts one under `key` (a kind and the member), or throws the 429 of the flood limit; far
   * from the limit without waiting for the count (RateLimiter.takeOften).
   */
  private async takeFlood(key: string): Promise<void> {
    await this.limiter.takeOften(`chat-flood:${key}`, FLOOD_LIMIT);
  }

  /** Per chat, the latest text's checks: the next text's wait for them. */
  private readonly sendTurns = new Map<number, Promise<unknown>>();

  /**
   * Answers `check` once the checks of the chat's texts that came before it are answered: the
   * limiter's round trips may come back in any order, and a chat's texts must reach the group
   * commit in the order they were sent.
   */
  private async inSendTurn<T>(chatId: number, check: Promise<T>): Promise<T> {
    // Awaited below, after those before it: not an unhandled rejection meanwhile.
    check.catch(() => undefined);
    const before = this.sendTurns.get(chatId);
    const turn = before
      ? before.then(
          () => check,
          () => check,
        )
      : check;
    this.sendTurns.set(chatId, turn);
    try {
      return await turn;
    } finally {
      if (this.sendTurns.get(chatId) === turn) this.sendTurns.delete(chatId);
    }
  }

  async list(
    memberId: number,
    request: {
      filter?: ChatFilter;
      search_key?: string;
      sort?: ChatSort;
      limit?: number;
      section?: ChatListSection;
    },
  ): Promise<{ matches: ChatListItem[]; total: number }> {
    const query = {
      filter: request.filter ?? 'All Chats',
      search: request.search_key?.trim() ?? '',
      sort: request.sort ?? 'recent',
      limit: request.limit ?? LIMITS.listPageSize,
      withMessages: request.section === 'conversations',
      now: this.now(),
    };
    const rows =
      request.section === 'new_matches'
        ? await this.repository.newMatches(memberId, query)
        : await this.repository.list(memberId, query);
    const matches = rows.map((row): ChatListItem => {
      const call = callLineOf(row);
      return {
        user_id: row.user_id ?? 0,
        // 0: a match without a chat yet (new matches); webcreatchat opens it.
        chat_id: row.chat_id ?? 0,
        user_name: row.user_name ?? '',
        user_image: row.main_photo ? this.storage.urlOf(row.main_photo) : '',
        user_status: row.user_id === null || row.member_status !== 'active' ? 2 : 1,
        online: row.online ? '1' : '0',
        // A block hides the chat from both lists; its page still shows the block (blockstatus).
        block: 'false',
        favorite: row.favorite ? 'true' : 'false',
        message: row.last_text ?? '',
        imagename: row.last_image ? this.storage.urlOf(row.last_image) : '',
        unread: row.unread,
        chatTime: toEpochSeconds(row.last_at ?? row.created_at),
        ...(call && { call }),
        ...(row.last_type === 'voice' && { voice: 'true' as const }),
      };
    });
    return { matches, total: rows[0]?.total ?? 0 };
  }

  /**
   * The chat's history for the caller (after `since` when given), with the receipts of their
   * own messages and the reactions; reading marks it read and the other's messages delivered.
   */
  async messages(
    memberId: number,
    chatId: number,
    since = 0,
  ): Promise<Omit<GetChatMessagesResponse, 'status'>> {
    const chat = await this.chatOf(memberId, chatId);
    const rows = await this.repository.messagesOf(chat.id, memberId, since);
    // The member's own marks are written beside the reads: the view reads the other's marks.
    const [view, reactions, quotes] = await Promise.all([
      this.receipts.viewOf(chat.id, memberId),
      this.reactions.of(rows.map((row) => Number(row.id))),
      this.repository.quotedBy(rows),
      this.markFetchedAndRead(chat, memberId, rows),
    ]);
    const history: HistoryContext = { memberId, view, reactions };
    return {
      chats: rows.map((row) => this.toMessage(row, chat, history, quotes)),
      show_explicit: flag(history.view.show_explicit),
      delivered_up_to: history.view.delivered_up_to,
      read_up_to: history.view.read_up_to,
    };
  }

  /** The member read the chat up to its last message fetched, and fetched the other's. */
  private async markFetchedAndRead(
    chat: ChatRow,
    memberId: number,
    rows: MessageRow[],
  ): Promise<void> {
    const last = rows.at(-1);
    if (last) await this.repository.markRead(chat.id, memberId, Number(last.id));
    await this.markFetched(chat, memberId, rows);
  }

  /** The receiver fetched the other's messages: they count as delivered. */
  private async markFetched(chat: ChatRow, memberId: number, rows: MessageRow[]): Promise<void> {
    const theirs = rows.findLast((row) => row.sender_id !== memberId);
    if (!theirs) return;
    const ack = { chatId: chat.id, memberId, messageId: Number(theirs.id), seen: false };
    this.tellSender(chat.id, await this.receipts.acknowledge(ack));
  }

  /**
   * The member's client received (or, `seen`, showed on a visible page) the chat up to this
   * message of the other member: the sender hears of it when a mark moved. Membership is checked
   * by the acknowledgement's own statement.
   */
  async acknowledge(
    memberId: number,
    chatId: number,
    messageId: number,
    seen: boolean,
  ): Promise<void> {
    const outcome = await this.receipts.acknowledge({ chatId, memberId, messageId, seen });
    if (!outcome) throw new ApiError(403, MESSAGES.invalidAccess);
    this.tellSender(chatId, outcome);
  }

  /** `receipt` to the sender, when an acknowledgement moved a mark they may learn of. */
  private tellSender(chatId: number, outcome: AcknowledgementOutcome | undefined): void {
    const receipt = outcome?.receipt;
    if (!receipt) return;
    const { senderId, delivered_up_to, read_up_to } = receipt;
    this.realtime.toMember(senderId, 'receipt', { chatid: chatId, delivered_up_to, read_up_to });
  }

  /** webreactmessage: the caller's reaction to a message of a chat they may still write in. */
  async react(
    memberId: number,
    chatId: number,
    messageId: number,
    emoji: ChatReaction | '',
  ): Promise<MessageReaction[]> {
    await this.takeFlood(`reaction:${memberId}`);
    const chat = await this.sendContextOf(memberId, chatId);
    const otherId = this.otherOf(chat, memberId);
    this.assertCanSend(chat, otherId);
    if (!(await this.reactions.isInChat(messageId, chat.id))) {
      throw new ApiError(404, CHAT_MESSAGES.messageNotFound);
    }
    await this.reactions.set(messageId, memberId, emoji, this.now());
    const reactions = (await this.reactions.of([messageId])).get(messageId) ?? [];
    this.realtime.toMembers([memberId, ...(otherId === null ? [] : [otherId])], 'reaction', {
      chatid: chat.id,
      message_id: messageId,
      reactions,
    });
    return reactions;
  }

  /** webshowexplicit: the caller views this chat's explicit pictures, on every device. */
  async showExplicit(memberId: number, chatId: number): Promise<void> {
    const chat = await this.chatOf(memberId, chatId);
    await this.receipts.showExplicit(chat.id, memberId);
  }

  /** webreadreceipts: the member's "Send read receipts", set when `on` is given. */
  async readReceipts(memberId: number, on?: boolean): Promise<boolean> {
    if (on === undefined) return this.receipts.readReceiptsOf(memberId);
    await this.receipts.setReadReceipts(memberId, on);
    return on;
  }

  /**
   * Delivers to both members of the chat messages stored outside `send` (a match's like
   * comments), as a sent message is delivered.
   */
  async announce(chatId: number, messageIds: readonly number[]): Promise<void> {
    const chat = await this.repository.findChat(chatId);
    if (!chat || messageIds.length === 0) return;
    const members = [chat.member_low, chat.member_high].filter((id) => id !== null);
    const rows = await this.repository.messagesByIds(chatId, messageIds);
    const quotes = await this.repository.quotedBy(rows);
    for (const row of rows) {
      const to = row.hidden ? members.filter((id) => id === row.sender_id) : members;
      this.realtime.toMembers(to, 'broad', this.toMessage(row, chat, undefined, quotes));
    }
  }

  /**
   * A call may ring where a message may be sent (modules/calls): the caller is in the chat, the
   * two are matched, neither blocked the other, the other is there and in good standing. Answers
   * the other member and the caller's name; refuses as a send would.
   */
  async callableOther(
    memberId: number,
    chatId: number,
  ): Promise<{ otherId: number; callerName: string; callerImage: string }> {
    const chat = await this.sendContextOf(memberId, chatId);
    const otherId = this.otherOf(chat, memberId);
    this.assertCanSend(chat, otherId);
    // The caller as the callee may see them: a photo held for a moderator is not shown.
    const caller = await this.repository.findMember(memberId, otherId!);
    return {
      otherId: otherId!,
      callerName: chat.sender_name,
      callerImage: caller?.main_photo ? this.storage.urlOf(caller.main_photo) : '',
    };
  }

  /** Stores a call's end as a line of its chat, sent by the caller, and delivers it to both. */
  async postCallLine(chatId: number, callerId: number, callId: number, line: CallLine) {
    const chat = await this.repository.findChat(chatId);
    if (!chat) return;
    const { row } = await this.repository.insertMessage({
      chat_id: chatId,
      sender_id: callerId,
      client_id: `call-${callId}`,
      type: 'text',
      text: callLineText(line),
      image_name: null,
      feed_type: null,
      feed_content: null,
      feed_images: null,
      created_at: this.now(),
      flagged: false,
      ...callLineColumns(line),
    });
    const members = [chat.member_low, chat.member_high].filter((id) => id !== null);
    this.realtime.toMembers(members, 'broad', this.toMessage(row, chat));
  }

  /** Every message of the caller's chats after `since`: the catch-up after a reconnect. */
  async catchUp(memberId: number, since: number): Promise<ChatMessage[]> {
    const rows = await this.repository.catchUp(memberId, since);
    const quotes = await this.repository.quotedBy(rows);
    const chats = new Map<number, ChatRow>();
    const messages: ChatMessage[] = [];
    for (const row of rows) {
      let chat = chats.get(row.chat_id);
      if (!chat) {
        chat = await this.chatOf(memberId, row.chat_id);
        chats.set(chat.id, chat);
      }
      messages.push(this.toMessage(row, chat, memberId, quotes));
    }
    for (const chat of chats.values()) {
      await this.markFetched(
        chat,
        memberId,
        rows.filter((row) => row.chat_id === chat.id),
      );
    }
    return messages;
  }

  async markRead(memberId: number, chatId: number, messageId: number): Promise<void> {
    const chat = await this.chatOf(memberId, chatId);
    await this.repository.markRead(chat.id, memberId, messageId);
  }

  /**
   * Stores a message once per client id (a retry answers the stored message without sending it
   * again), then tells both members' open tabs, and the receiver's browser by push if offline.
   * A text the kindness check flags asks first (refused in `language`, see KindnessReview).
   */
  async send(
    senderId: number,
    input: SendInput,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<ChatMessage> {
    // A spec client sends none: a fresh id stores its message as a first try.
    const clientId = input.client_id ?? randomBytes(16).toString('base64url');
    if (!CLIENT_ID.test(clientId)) throw new ApiError(400, CHAT_MESSAGES.clientIdRule);
    const flood = this.takeFlood(`message:${senderId}`);
    // The text's own checks (some 70 µs of CPU) run while the flood count's round trip is out;
    // a refused count still answers first. Both are in the chat's turn, so its texts reach the
    // store in the order they were sent however long either takes.
    const verdict = this.textVerdict(input);
    verdict.catch(() => undefined);
    const checked = await this.inSendTurn(
      input.chat_id,
      flood.then(() => verdict),
    );
    const sent = checked?.plain ? await this.sendPlainText(senderId, clientId, input) : undefined;
    if (sent) return sent;
    const hidden = await this.firstContact(senderId, input);
    const chat = await this.sendContextOf(senderId, input.chat_id, clientId);
    // A retry answers what the first try stored, whatever changed since (a block, a sent picture).
    const retried = chat.retried
      ? await this.repository.findMessageByClientId(senderId, clientId)
      : undefined;
    if (retried) {
      if (retried.chat_id !== chat.id) throw new ApiError(409, CHAT_MESSAGES.clientIdUsed);
      return this.toMessage(retried, chat, undefined, await this.repository.quotedBy([retried]));
    }
    const receiverId = this.otherOf(chat, senderId);
    if (receiverId !== null && input.receiver_id !== receiverId) {
      throw new ApiError(403, MESSAGES.invalidAccess);
    }
    this.assertCanSend(chat, receiverId);
    const content = await this.contentOf(senderId, chat, input);
    const replyTo = await this.quotable(chat, input.reply_to);
    // A text the offensive-language check flags (a picture is flagged by `contentOf`): the
    // receiver meets it with the question whether it bothers them.
    const flagged =
      content.type === 'text'
        ? await this.kindness.review(
            senderId,
            chat.id,
            content.text,
            input.send_anyway === 'true',
            language,
          )
        : content.flagged;
    // A text here passed validation, so its verdict holds its scam check.
    const scam = content.type === 'text' ? checked?.scam : undefined;
    const stored = await this.repository.insertMessage({
      chat_id: chat.id,
      sender_id: senderId,
      client_id: clientId,
      created_at: this.now(),
      caution: scam?.hits[0]?.kind ?? null,
      hidden,
      reply_to: replyTo,
      ...content,
      flagged,
    });
    const quotes = await this.repository.quotedBy([stored.row]);
    const message = this.toMessage(stored.row, chat, undefined, quotes);
    if (stored.created && content.image_name) {
      await this.repository.markImageSent(content.image_name);
    }
    if (stored.created && content.voice_name) {
      await this.repository.markVoiceNoteSent(content.voice_name);
    }
    if (stored.created && receiverId !== null) {
      const received = stored.row.caution
        ? this.toMessage(stored.row, chat, receiverId, quotes)
        : message;
      this.announceSent(message, chat, receiverId, received, stored.row.hidden);
      if (scam?.reason) {
        await this.scams.recordChatHit({
          senderId,
          receiverId,
          messageId: stored.row.id,
          text: content.text,
          finding: scam,
        });
      }
    }
    return message;
  }

  /**
   * The id of the message a reply quotes: one of this chat, which both members may read (not an
   * opening message hidden from its receiver, which a quote would show them).
   */
  private async quotable(chat: ChatRow, replyTo: number | undefined): Promise<string | null> {
    if (replyTo === undefined) return null;
    const quoted = await this.repository.findMessageInChat(replyTo, chat.id);
    if (!quoted || quoted.hidden) throw new ApiError(400, MESSAGES.replyNotInChat);
    return quoted.id;
  }

  /**
   * webunsendmessage: the caller's own message, within LIMITS.unsendMinutes of its sending, is
   * removed for both members, live (`unsent`) and in every later read; the row keeps what a
   * report attached, for the moderators. Unsending it again answers it as it reads.
   */
  async unsend(memberId: number, chatId: number, messageId: number): Promise<ChatMessage> {
    await this.takeFlood(`message:${memberId}`);
    const chat = await this.chatOf(memberId, chatId);
    const row = await this.repository.findMessageInChat(messageId, chat.id);
    if (!row || (row.hidden && row.sender_id !== memberId)) {
      throw new ApiError(404, CHAT_MESSAGES.messageNotFound);
    }
    if (row.sender_id !== memberId) throw new ApiError(403, MESSAGES.unsendNotYours);
    const quotes = await this.repository.quotedBy([row]);
    if (row.unsent_at) return this.toMessage(row, chat, memberId, quotes);
    if (this.now().getTime() - row.created_at.getTime() > UNSEND_WINDOW_MS) {
      throw new ApiError(409, MESSAGES.unsendTooLate);
    }
    const unsent = (await this.repository.unsend(row.id, this.now())) ?? row;
    const otherId = this.otherOf(chat, memberId);
    const to = row.hidden || otherId === null ? [memberId] : [memberId, otherId];
    this.realtime.toMembers(to, 'unsent', { chatid: chat.id, message_id: messageId });
    return this.toMessage(unsent, chat, memberId, quotes);
  }

  /**
   * uploadvoicechat: the recording read by its bytes (Opus in WebM or Ogg, at most a minute,
   * its duration its own), stored under a random name; sendable once by the caller.
   */
  async uploadVoice(
    memberId: number,
    dataUrl: string,
  ): Promise<{ voice_name: string; duration_ms: number; waveform: number[] }> {
    const bytes = bytesOfDataUrl(dataUrl);
    if (bytes.length === 0) throw new ApiError(400, MESSAGES.voiceEmpty);
    const recording = readVoiceRecording(bytes);
    const voiceName = `${randomBytes(16).toString('hex')}.${recording.container}`;
    await this.storage.put(voiceName, bytes, recording.contentType);
    const note = { duration_ms: recording.durationMs, waveform: recording.waveform };
    await this.repository.insertVoiceNote(voiceName, memberId, this.now(), note);
    const abandonedBefore = new Date(this.now().getTime() - UNSENT_IMAGE_LIFETIME_MS);
    for (const name of await this.repository.deleteUnsentVoiceNotesBefore(abandonedBefore)) {
      await this.storage.delete(name);
    }
    return { voice_name: voiceName, ...note };
  }

  /**
   * webchatvoice: a voice note's recording, for the two members of its chat only (never by a
   * public address): not once unsent, not an opening message hidden from the caller.
   */
  async voiceRecording(
    memberId: number,
    chatId: number,
    messageId: number,
  ): Promise<{ bytes: Buffer; contentType: string }> {
    const chat = await this.chatOf(memberId, chatId);
    const row = await this.repository.findMessageInChat(messageId, chat.id);
    if (!row?.voice_name || row.unsent_at || (row.hidden && row.sender_id !== memberId)) {
      throw new ApiError(404, CHAT_MESSAGES.messageNotFound);
    }
    const extension = row.voice_name.split('.').pop() ?? '';
    return {
      bytes: await this.storage.read(row.voice_name),
      contentType: VOICE_TYPES[extension] ?? 'application/octet-stream',
    };
  }

  /**
   * An opening message (the receiver has not written in the chat yet) follows the receiver's
   * choices: refused from a member without the badge when they hear only from verified members,
   * and hidden (answered true) when it holds one of their hidden words. The sender is not told
   * of the hiding: their message is answered and shown to them as any other.
   */
  private async firstContact(senderId: number, input: SendInput): Promise<boolean> {
    if (!(await this.repository.isOpening(input.chat_id, senderId, input.receiver_id))) {
      return false;
    }
    const { verifiedContact, hiddenWords } = this.firstContactRules;
    await verifiedContact.assertMayContact(senderId, input.receiver_id);
    return hiddenWords.hides(input.receiver_id, textOf(input));
  }

  /**
   * What a send's text alone tells, read once for both paths: its scam check, and whether it may
   * take the one-statement path (valid, not asking first, no scam hit, not a reply). Undefined
   * for a picture, a voice note, a feed item or a text validation refuses (the full path answers
   * those).
   */
  private async textVerdict(input: SendInput): Promise<TextVerdict | undefined> {
    if (input.upload_image?.trim() || input.upload_voice?.trim() || input.feed_id !== undefined) {
      return undefined;
    }
    const text = textOf(input);
    if (validateChatMessage(text)) return undefined;
    const scam = await this.scams.check(text);
    // A reply names a message the full path checks is of the same chat.
    const plain =
      input.reply_to === undefined && !this.kindness.asksFirst(text) && scam.hits.length === 0;
    return { plain, scam };
  }

  /**
   * Most messages in one round trip: a text whose verdict is plain is stored in the query that
   * reads its chat, when that chat allows it. Undefined when it was not stored; the full path
   * then answers the retry or refuses with the same checks in the same order.
   */
  private async sendPlainText(
    senderId: number,
    clientId: string,
    input: SendInput,
  ): Promise<ChatMessage | undefined> {
    const sent = await this.repository.insertTextIfSendable(
      {
        chat_id: input.chat_id,
        sender_id: senderId,
        client_id: clientId,
        text: textOf(input),
        created_at: this.now(),
      },
      input.receiver_id,
    );
    if (!sent) return undefined;
    const message = this.toMessage(sent.row, sent.chat);
    this.announceSent(message, sent.chat, input.receiver_id);
    return message;
  }

  /**
   * A new message to both members' open tabs, and by push to the receiver when offline. The
   * receiver's copy may differ (`caution`, which the sender does not see); a hidden one goes to
   * the sender's tabs only: the receiver meets it in their Hidden folder, never in a
   * notification, a toast or a count.
   */
  private announceSent(
    message: ChatMessage,
    chat: SendContext,
    receiverId: number,
    received: ChatMessage = message,
    hidden = false,
  ): void {
    if (hidden) {
      this.realtime.toMember(message.sender_id, 'broad', message);
      return;
    }
    if (received === message) {
      this.realtime.toMembers([message.sender_id, receiverId], 'broad', message);
    } else {
      this.realtime.toMember(message.sender_id, 'broad', message);
      this.realtime.toMember(receiverId, 'broad', received);
    }
    // Skip the notifier's own lookup when the receiver is clearly online.
    if (!chat.receiver_online) {
      void this.push.notify(receiverId, 'message', {
        title: chat.sender_name,
        body: pushBodyOf(received),
        url: pageAddress('chat', { userId: message.sender_id, chatId: message.chat_id }),
      });
    }
  }

  /** The receiver of a typing event, once the sender may write in the chat. */
  async typingReceiver(
    senderId: number,
    chatId: number,
    receiverId: number,
    value: TypingValue,
  ): Promise<number> {
    await this.takeFlood(`typing:${senderId}`);
    const chat = await this.sendContextOf(senderId, chatId);
    const other = this.otherOf(chat, senderId);
    if (other === null || other !== receiverId) throw new ApiError(403, MESSAGES.invalidAccess);
    if (value === 'type') this.assertCanSend(chat, other);
    // Even a stop says the sender is there. A block leaves no "typing" behind: the chat page
    // shows typing only while the chat is open, and a block closes it (`chatstate`).
    if (!chat.presence_shown) throw new ApiError(403, MESSAGES.invalidAccess);
    return other;
  }

  /** uploadimagechat: the picture checked by its bytes and re-encoded without metadata. */
  async uploadImage(
    memberId: number,
    dataUrl: string,
  ): Promise<{ image_name: string; imageurl: string }> {
    const picture = await reencodePicture(bytesOfDataUrl(dataUrl));
    // An uncertain picture is blurred too: the receiver chooses to view it either way.
    const { verdict } = await this.detector.classifyImage(picture);
    const explicit = verdict === 'explicit' || verdict === 'uncertain';
    const found = await this.detector.readText(picture);
    const imageName = `${randomBytes(16).toString('hex')}.jpg`;
    await this.storage.put(imageName, picture, 'image/jpeg');
    await this.repository.insertImage(imageName, memberId, this.now(), explicit, found);
    const abandonedBefore = new Date(this.now().getTime() - UNSENT_IMAGE_LIFETIME_MS);
    for (const name of await this.repository.deleteUnsentImagesBefore(abandonedBefore)) {
      await this.storage.delete(name);
    }
    return { image_name: imageName, imageurl: this.storage.urlOf(imageName) };
  }

  async clear(memberId: number, chatId: number): Promise<void> {
    const chat = await this.chatOf(memberId, chatId);
    await this.repository.clear(chat.id, memberId);
  }

  /** webblockchat: blocks the member, or unblocks them; answers whether the caller now blocks. */
  async toggleBlock(memberId: number, otherId: number): Promise<boolean> {
    await this.blockable(memberId, otherId);
    const blocked = await this.repository.toggleBlock(memberId, otherId, this.now());
    await this.announceBlock(memberId, otherId);
    return blocked;
  }

  /** websetblock: blocks or unblocks the member from anywhere (a card, a profile, Settings). */
  async setBlock(memberId: number, otherId: number, block: boolean): Promise<void> {
    await this.blockable(memberId, otherId);
    await this.repository.setBlock(memberId, otherId, block, this.now());
    await this.announceBlock(memberId, otherId);
  }

  /** webblockedmembers: whom the member blocks, latest first. */
  async blockedMembers(memberId: number): Promise<BlockedMember[]> {
    const rows = await this.repository.blockedMembers(memberId);
    return rows.map((row) => ({
      user_id: row.id,
      user_name: row.name ?? '',
      user_image: row.main_photo ? this.storage.urlOf(row.main_photo) : '',
      blocked_at: toEpochSeconds(row.created_at),
    }));
  }

  private async blockable(memberId: number, otherId: number): Promise<void> {
    if (otherId === memberId) throw new ApiError(403, MESSAGES.invalidAccess);
    const other = await this.repository.findMember(otherId, memberId);
    if (!other) throw new ApiError(404, CHAT_MESSAGES.accountDeleted);
  }

  /**
   * The member was suspended or banned: their partners' open chat pages read `blockstatus` again
   * at once (the `chatstate` event) and say they are no longer available.
   */
  async standingChanged(memberId: number): Promise<void> {
    for (const chat of await this.repository.chatsOf(memberId)) {
      const members = [chat.member_low, chat.member_high].filter((id) => id !== null);
      this.realtime.toMembers(members, 'chatstate', { chatid: chat.id });
    }
  }

  /** Both members' open chat pages learn of the block at once (the `chatstate` event). */
  private async announceBlock(memberId: number, otherId: number): Promise<void> {
    const chat = await this.repository.findChatOfPair(memberId, otherId);
    if (chat) this.realtime.toMembers([memberId, otherId], 'chatstate', { chatid: chat.id });
  }

  async blockStatus(memberId: number, chatId: number): Promise<BlockStatus> {
    const chat = await this.chatOf(memberId, chatId);
    const otherId = this.otherOf(chat, memberId);
    if (otherId === null)
      return { block: 'false', blocked_by_me: 'false', chat_userstatus: 'true' };
    const blocks = await this.repository.blocksBetween(memberId, otherId);
    const other = await this.repository.findMember(otherId, memberId);
    return {
      block: blocks.byThem ? 'true' : 'false',
      blocked_by_me: blocks.byMe ? 'true' : 'false',
      chat_userstatus: 'false',
      unavailable: flag(other !== undefined && !this.available(other)),
    };
  }

  /** webfavorite: flips the chat with that member among the caller's favourites. */
  async toggleFavorite(memberId: number, otherId: number): Promise<boolean> {
    const chat = await this.repository.findChatOfPair(memberId, otherId);
    if (!chat || otherId === memberId) throw new ApiError(404, CHAT_MESSAGES.chatNotFound);
    return this.repository.toggleFavorite(chat.id, memberId);
  }

  /** webcreatchat: the chat of two matched members, created at the first ask. */
  async createChat(memberId: number, otherId: number): Promise<number> {
    const existing = await this.repository.findChatOfPair(memberId, otherId);
    if (existing) return existing.id;
    if (otherId === memberId || !(await this.repository.areMatched(memberId, otherId))) {
      throw new ApiError(403, CHAT_MESSAGES.notMatched);
    }
    return (await this.repository.ensureChat(memberId, otherId, this.now())).id;
  }

  /** The chat variant of webprofile: the other member's header, for members of the chat only. */
  async header(memberId: number, chatId: number, otherId: number): Promise<ChatHeader> {
    const chat = await this.chatOf(memberId, chatId);
    const other = this.otherOf(chat, memberId);
    if (other === null) {
      return {
        user_id: otherId,
        user_name: '',
        images: '',
        online: '0',
        onlinelasttime: null,
        verified: 'false',
      };
    }
    if (other !== otherId) throw new ApiError(403, MESSAGES.invalidAccess);
    const card = await this.repository.findMember(other, memberId);
    if (!card) throw new ApiError(404, CHAT_MESSAGES.accountDeleted);
    const presence = card.presence_shown && this.available(card);
    return {
      user_id: card.id,
      user_name: card.name,
      images: card.main_photo ? this.storage.urlOf(card.main_photo) : '',
      online: presence && card.online ? '1' : '0',
      onlinelasttime: presence && card.last_seen ? toEpochSeconds(card.last_seen) : null,
      verified: card.verified ? 'true' : 'false',
    };
  }

  /** Neither suspended nor banned now: a member others may still write to and see in chat. */
  private available(member: StandingColumns): boolean {
    return standingOf(member, this.now()) === 'active';
  }

  /** The chat, if the caller is one of its two members (403 otherwise, whether it exists or not). */
  async chatOf(memberId: number, chatId: number): Promise<ChatRow> {
    const chat = await this.repository.findChat(chatId);
    if (!chat || (chat.member_low !== memberId && chat.member_high !== memberId)) {
      throw new ApiError(403, MESSAGES.invalidAccess);
    }
    return chat;
  }

  /** The other member of the chat, null once their account is deleted. */
  private otherOf(chat: ChatRow, memberId: number): number | null {
    return chat.member_low === memberId ? chat.member_high : chat.member_low;
  }

  /** The chat with what a send checks, if the caller is one of its members. */
  private async sendContextOf(
    memberId: number,
    chatId: number,
    clientId?: string,
  ): Promise<SendContext> {
    const chat = await this.repository.findSendContext(chatId, memberId, this.now(), clientId);
    if (!chat || (chat.member_low !== memberId && chat.member_high !== memberId)) {
      throw new ApiError(403, MESSAGES.invalidAccess);
    }
    return chat;
  }

  private assertCanSend(chat: SendContext, receiverId: number | null): void {
    if (receiverId === null) throw new ApiError(409, CHAT_MESSAGES.accountDeleted);
    if (chat.blocked_by_them) throw new ApiError(403, CHAT_MESSAGES.blockedByThem);
    if (chat.blocked_by_me) throw new ApiError(403, CHAT_MESSAGES.blockedByMe);
    if (!chat.receiver_available) throw new ApiError(403, MESSAGES.memberNoLongerAvailable);
    if (!chat.matched) throw new ApiError(403, CHAT_MESSAGES.notMatched);
  }

  /** Exactly one of text, image or feed item, each checked; a picture flagged by its text. */
  private async contentOf(
    senderId: number,
    chat: ChatRow,
    input: SendInput,
  ): Promise<Omit<NewMessage, 'chat_id' | 'sender_id' | 'client_id' | 'created_at'>> {
    const empty = {
      text: '',
      image_name: null,
      feed_type: null,
      feed_content: null,
      feed_images: null,
      flagged: false,
    };
    const image = input.upload_image?.trim() ?? '';
    const voice = input.upload_voice?.trim() ?? '';
    const given = [image !== '', voice !== '', input.feed_id !== undefined].filter(Boolean).length;
    if (given > 1 || (given === 1 && (input.message ?? '').trim() !== '')) {
      throw new ApiError(400, CHAT_MESSAGES.oneContent);
    }
    if (image !== '') {
      // The address or the name uploadimagechat answered; only its uploader may send it.
      const name = image.split('/').pop() ?? '';
      const uploaded = await this.repository.findImageOf(name, senderId);
      if (!uploaded) throw new ApiError(400, CHAT_MESSAGES.imageNotFound);
      return {
        ...empty,
        type: 'image',
        image_name: name,
        explicit: uploaded.explicit,
        image_text: uploaded.image_text,
        qr_payloads: uploaded.qr_payloads && JSON.stringify(uploaded.qr_payloads),
        // Contacts or links in the picture: a way off the app.
        flagged:
          (
            await this.scams.contactsInPicture({
              text: uploaded.image_text ?? '',
              qr: uploaded.qr_payloads ?? [],
            })
          ).length > 0,
      };
    }
    if (voice !== '') {
      // The name uploadvoicechat answered; only its uploader may send it. Not a text: the
      // kindness and scam checks do not read it.
      const note = await this.repository.findVoiceNoteOf(voice, senderId);
      if (!note) throw new ApiError(400, MESSAGES.voiceNotFound);
      return {
        ...empty,
        type: 'voice',
        voice_name: voice,
        voice_duration_ms: note.duration_ms,
        voice_waveform: note.waveform,
      };
    }
    if (input.feed_id !== undefined) {
      const item = await this.repository.findFeedItem(input.feed_id);
      if (!item || (item.member_id !== chat.member_low && item.member_id !== chat.member_high)) {
        throw new ApiError(400, CHAT_MESSAGES.feedNotFound);
      }
      return {
        ...empty,
        type: 'feed',
        feed_type: item.type,
        feed_content: item.content,
        feed_images: item.images,
      };
    }
    const text = textOf(input);
    const refusal = validateChatMessage(text);
    if (refusal) throw new ApiError(400, refusal);
    return { ...empty, type: 'text', text };
  }

  /**
   * A stored message as `viewerId` (a history's member, else nobody in particular: the sender's
   * answer and what both members get) reads it: only its receiver gets its `caution`.
   */
  private toMessage(
    row: MessageRow,
    chat: ChatRow,
    viewer?: HistoryContext | number,
    quotes: Quotes = NO_QUOTES,
  ): ChatMessage {
    const history = typeof viewer === 'object' ? viewer : undefined;
    const viewerId = typeof viewer === 'number' ? viewer : history?.memberId;
    const senderId = row.sender_id ?? 0;
    const likedItem = likedItemOf(row, (name) => this.storage.urlOf(name));
    const liked = likedItem && { liked: likedItem };
    const call = callLineOf(row);
    const receiverId =
      (chat.member_low === row.sender_id ? chat.member_high : chat.member_low) ?? 0;
    const quoted = row.reply_to ? quotes.get(row.reply_to) : undefined;
    const reply = quoted && { reply_to: quoteOf(quoted) };
    const historyFields = history && {
      reactions: history.reactions.get(Number(row.id)) ?? [],
      ...(senderId === history.memberId && { receipt: receiptOf(Number(row.id), history.view) }),
    };
    // Unsent: nothing of what it said reaches anyone, only that it was there.
    if (row.unsent_at) {
      return {
        id: Number(row.id),
        chat_id: row.chat_id,
        client_id: row.client_id,
        message: '',
        sender_id: senderId,
        receiver_id: receiverId,
        upload_image: '',
        type: row.type,
        date: row.created_at.toISOString(),
        feeds: null,
        chatTime: toEpochSeconds(row.created_at),
        flagged: 'false',
        explicit: 'false',
        unsent: 'true',
        ...historyFields,
      };
    }
    return {
      id: Number(row.id),
      chat_id: row.chat_id,
      client_id: row.client_id,
      message: row.text,
      sender_id: senderId,
      receiver_id: receiverId,
      upload_image: row.image_name ? this.storage.urlOf(row.image_name) : '',
      type: row.type,
      date: row.created_at.toISOString(),
      feeds:
        row.type === 'feed'
          ? {
              feed_type: row.feed_type ?? '',
              feed_content: row.feed_content ?? '',
              feed_content_images: (row.feed_images ?? []).map((name) => this.storage.urlOf(name)),
            }
          : null,
      chatTime: toEpochSeconds(row.created_at),
      flagged: row.flagged ? 'true' : 'false',
      explicit: row.explicit ? 'true' : 'false',
      ...(row.caution &&
        viewerId !== undefined &&
        viewerId !== senderId && {
          caution: row.caution as ScamKind,
        }),
      ...liked,
      ...(row.voice_name && {
        voice: {
          url: `/api/webchatvoice?chat_id=${row.chat_id}&message_id=${row.id}`,
          duration_ms: row.voice_duration_ms ?? 0,
          waveform: row.voice_waveform ?? [],
        },
      }),
      ...(call && { call }),
      ...reply,
      ...historyFields,
    };
  }
}

/** What a reply shows of the message it quotes, as that message reads now. */
function quoteOf(row: MessageRow): QuotedMessage {
  const unsent = row.unsent_at !== null;
  return {
    id: Number(row.id),
    sender_id: row.sender_id ?? 0,
    type: row.type,
    message: unsent || row.type !== 'text' ? '' : row.text,
    unsent: flag(unsent),
  };
}

function receiptOf(messageId: number, view: ChatView): ChatMessage['receipt'] {
  if (messageId <= view.read_up_to) return 'read';
  return messageId <= view.delivered_up_to ? 'delivered' : 'sent';
}
