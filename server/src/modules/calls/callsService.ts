import type {
  CallKind,
  CallOutcome,
  CallRefusal,
  CallSettingsResponse,
  CallSignalPayload,
  IceServer,
} from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import type { CallsConfig } from '../../config';
import { ApiError } from '../../http/apiError';
import type { Realtime } from '../../realtime/realtime';
import { CHAT_MESSAGES } from '../chat/chatMessages';
import type { ChatService } from '../chat/chatService';
import { pageAddress, type PushNotifier } from '../push/pushNotifier';
import { callPushBody } from './callTexts';
import type { CallRow, CallsRepository } from './callsRepository';
import { iceServersFor } from './iceServers';

/** How long a call rings before it is missed. */
export const RING_TIMEOUT_MS = 30_000;
/** How long a live call's tab may be missing from every process's list before the call ends. */
export const ORPHANED_AFTER_MS = 60_000;

export const CALL_MESSAGES = {
  callsOff: 'This member does not take calls in this chat',
  callsOffByMe: 'Allow calls in this chat first',
  busy: 'This member is in another call',
  youAreBusy: 'You are already in a call',
  ended: 'This call has ended',
} as const;

/** A refused call start: the chat's refusal (or the calls' own), with its reason code. */
export class CallRefused extends ApiError {
  override readonly fields: Readonly<Record<string, string>>;

  constructor(statusCode: 403 | 409, message: string, reason: CallRefusal) {
    super(statusCode, message);
    this.fields = { reason };
  }
}

/** The chat's send refusals, as call refusals: the same rule decides who may reach whom. */
const REASON_OF_CHAT_REFUSAL: Record<string, CallRefusal> = {
  [CHAT_MESSAGES.notMatched]: 'not_matched',
  [CHAT_MESSAGES.blockedByThem]: 'blocked',
  [CHAT_MESSAGES.blockedByMe]: 'blocked',
  [CHAT_MESSAGES.accountDeleted]: 'unavailable',
  [MESSAGES.memberNoLongerAvailable]: 'unavailable',
};

const seconds = (from: Date | null, to: Date) =>
  from ? Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000)) : 0;

/**
 * Voice and video calls: who may call whom (the chat's send rule, and both members' "Allow
 * calls"), the call's state in the database (so busy, accept and the ring's timeout hold across
 * processes), the signalling relay, and the call's end as a line of the chat. The media goes
 * between the browsers; the server sees only the negotiation.
 */
export class CallsService {
  constructor(
    private readonly repository: CallsRepository,
    private readonly chat: ChatService,
    private readonly push: PushNotifier,
    private readonly realtime: Realtime,
    private readonly now: () => Date,
    private readonly config: CallsConfig,
  ) {}

  /** webcallsettings: the caller's "Allow calls" in the chat (set when `allow` is given). */
  async settings(memberId: number, chatId: number, allow?: boolean) {
    const chat = await this.chat.chatOf(memberId, chatId);
    if (allow !== undefined) await this.repository.setCallsAllowed(chat.id, memberId, allow);
    const otherId = chat.member_low === memberId ? chat.member_high : chat.member_low;
    const allowed = await this.repository.callsAllowed(
      chat.id,
      otherId === null ? [memberId] : [memberId, otherId],
    );
    const flag = (value: boolean | undefined) => (value ? 'true' : 'false');
    return {
      allow_calls: flag(allowed.get(memberId)),
      other_allows_calls: flag(otherId !== null && allowed.get(otherId)),
    } satisfies Omit<CallSettingsResponse, 'status'>;
  }

  /** `callstart`: rings every tab of the other member, or refuses with a reason. */
  async start(memberId: number, socketId: string, chatId: number, kind: CallKind) {
    const { otherId, callerName, callerImage } = await this.callable(memberId, chatId);
    const allowed = await this.repository.callsAllowed(chatId, [memberId, otherId]);
    if (!allowed.get(memberId)) {
      throw new CallRefused(403, CALL_MESSAGES.callsOffByMe, 'calls_off_by_me');
    }
    if (!allowed.get(otherId)) throw new CallRefused(403, CALL_MESSAGES.callsOff, 'calls_off');
    const { call, busy } = await this.repository.startCall({
      chat_id: chatId,
      caller_id: memberId,
      callee_id: otherId,
      kind,
      caller_socket: socketId,
      created_at: this.now(),
    });
    if (busy === 'caller') throw new CallRefused(409, CALL_MESSAGES.youAreBusy, 'busy');
    if (busy === 'callee') {
      await this.announceEnd(call);
      throw new CallRefused(409, CALL_MESSAGES.busy, 'busy');
    }
    this.realtime.toMember(otherId, 'callring', {
      call_id: call.id,
      chat_id: chatId,
      kind,
      caller_id: memberId,
      caller_name: callerName,
      caller_image: callerImage,
    });
    // A member with no open page hears of it through Web Push (the notifier checks).
    void this.repository.languageOf(otherId).then((language) =>
      this.push.notify(otherId, 'call', {
        title: callerName,
        body: callPushBody(language, kind),
        url: pageAddress('chat', { userId: memberId, chatId }),
      }),
    );
    return { call_id: call.id, ice_servers: this.iceServers(memberId) };
  }

  /** `callaccept`: this tab of the callee takes the ringing call; the others stop ringing. */
  async accept(memberId: number, socketId: string, callId: number) {
    await this.partyCall(memberId, callId);
    const call = await this.repository.accept(callId, memberId, socketId, this.now());
    if (!call) throw new ApiError(409, CALL_MESSAGES.ended);
    this.realtime.toMembers(this.partiesOf(call), 'callaccepted', { call_id: call.id });
    return { ice_servers: this.iceServers(memberId) };
  }

  /** `calldecline`: the callee says no to a ringing call. */
  async decline(memberId: number, callId: number): Promise<void> {
    const call = await this.partyCall(memberId, callId);
    if (call.callee_id !== memberId || call.state !== 'ringing') return;
    await this.end(call, 'declined');
  }

  /** `callhangup`: either member ends the call; the caller before an answer leaves it missed. */
  async hangUp(memberId: number, callId: number): Promise<void> {
    const call = await this.partyCall(memberId, callId);
    if (call.state === 'ringing') {
      await this.end(call, call.caller_id === memberId ? 'missed' : 'declined');
    } else if (call.state === 'active') {
      await this.end(call, 'completed');
    }
  }

  /** `callsignal`: the negotiation of an accepted call, passed to the other member as is. */
  async signal(memberId: number, signal: CallSignalPayload): Promise<void> {
    const call = await this.partyCall(memberId, signal.call_id);
    if (call.state !== 'active') throw new ApiError(409, CALL_MESSAGES.ended);
    const otherId = call.caller_id === memberId ? call.callee_id : call.caller_id;
    if (otherId !== null) this.realtime.toMember(otherId, 'callsignal', signal);
  }

  /** A tab closed: the calls it held end (a ringing one as missed). */
  async socketClosed(socketId: string): Promise<void> {
    for (const call of await this.repository.liveCallsOfSocket(socketId)) {
      await this.end(call, call.state === 'active' ? 'completed' : 'missed');
    }
  }

  /**
   * The calls' job: a call ringing for RING_TIMEOUT_MS is missed; a live call whose tab no
   * process holds any more (a process that died) ends.
   */
  async sweep(): Promise<void> {
    const now = this.now().getTime();
    for (const call of await this.repository.ringingSince(new Date(now - RING_TIMEOUT_MS))) {
      await this.end(call, 'missed');
    }
    for (const call of await this.repository.orphanedSince(new Date(now - ORPHANED_AFTER_MS))) {
      await this.end(call, call.state === 'active' ? 'completed' : 'missed');
    }
  }

  private iceServers(memberId: number): IceServer[] {
    return iceServersFor(this.config, memberId, this.now());
  }

  /** Who may call whom is who may write to whom (ChatService.callableOther). */
  private async callable(memberId: number, chatId: number) {
    try {
      return await this.chat.callableOther(memberId, chatId);
    } catch (error) {
      const reason = error instanceof ApiError && REASON_OF_CHAT_REFUSAL[error.message];
      if (reason) throw new CallRefused(403, error.message, reason);
      throw error;
    }
  }

  /** The call, if the member is one of its two (403 otherwise, whether it exists or not). */
  private async partyCall(memberId: number, callId: number): Promise<CallRow> {
    const call = await this.repository.findCall(callId);
    if (!call || (call.caller_id !== memberId && call.callee_id !== memberId)) {
      throw new ApiError(403, MESSAGES.invalidAccess);
    }
    return call;
  }

  private partiesOf(call: CallRow): number[] {
    return [call.caller_id, call.callee_id].filter((id) => id !== null);
  }

  /** Ends the call once, wherever it is asked first, then tells both and writes its line. */
  private async end(call: CallRow, outcome: CallOutcome): Promise<void> {
    const ended = await this.repository.end(call.id, outcome, this.now());
    if (ended) await this.announceEnd(ended);
  }

  private async announceEnd(call: CallRow): Promise<void> {
    const line = {
      kind: call.kind,
      outcome: call.outcome ?? 'missed',
      seconds:
        call.outcome === 'completed' ? seconds(call.answered_at, call.ended_at ?? this.now()) : 0,
    };
    this.realtime.toMembers(this.partiesOf(call), 'callend', { call_id: call.id, ...line });
    if (call.caller_id !== null) {
      await this.chat.postCallLine(call.chat_id, call.caller_id, call.id, line);
    }
  }
}
