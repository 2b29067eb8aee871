import { Type, type Static } from 'typebox';
import { post } from './call';
import type { SocketAck } from './chat';
import { caller, flag, ok, rowId } from './wire';

/**
 * Voice and video calls between matched members (not the spec's): WebRTC between the two
 * browsers, signalled over the chat's socket; the server keeps who is ringing or in a call and
 * stores each call's end as a line of the chat. Nothing of the media passes through the server.
 */

export const CALL_KINDS = ['voice', 'video'] as const;
export const callKind = Type.Enum(CALL_KINDS);
export type CallKind = Static<typeof callKind>;

/** How a call ended, as its line in the chat says. */
export const CALL_OUTCOMES = ['completed', 'declined', 'missed', 'busy'] as const;
export const callOutcome = Type.Enum(CALL_OUTCOMES);
export type CallOutcome = Static<typeof callOutcome>;

/**
 * Why a call could not start (the refusal's `reason`; `message` says it in English): the two are
 * not matched, one blocked the other, one of them turned calls off for this chat, the other is in
 * another call, or their account is gone or suspended.
 */
export const CALL_REFUSALS = [
  'not_matched',
  'blocked',
  'calls_off',
  'calls_off_by_me',
  'busy',
  'unavailable',
] as const;
export type CallRefusal = (typeof CALL_REFUSALS)[number];

/**
 * A call's line in the chat: a chatMessage of type 'text' whose `message` says it in English (what
 * clients before calls show) and whose `call` says what it was; its sender is the caller.
 */
export const callLine = Type.Object({
  kind: callKind,
  outcome: callOutcome,
  /** How long the two talked (completed calls), else 0. */
  seconds: Type.Integer({ minimum: 0 }),
});
export type CallLine = Static<typeof callLine>;

/** An RTCIceServer: STUN or TURN addresses, and TURN's time-limited credentials. */
export const iceServer = Type.Object({
  urls: Type.Array(Type.String()),
  username: Type.Optional(Type.String()),
  credential: Type.Optional(Type.String()),
});
export type IceServer = Static<typeof iceServer>;

/** POST webcallsettings: the caller's "Allow calls" for this chat; with `allow_calls`, sets it. */
export const callSettingsBody = Type.Object({
  ...caller,
  chat_id: rowId,
  allow_calls: Type.Optional(flag),
});
export const callSettingsReply = Type.Object({
  status: ok,
  /** The caller allows calls in this chat. */
  allow_calls: flag,
  /** The other member allows them too (a call needs both). */
  other_allows_calls: flag,
});
export type CallSettingsResponse = Static<typeof callSettingsReply>;

// ---- Socket events ----

/** `callstart`: ring the other member of the chat. */
export const callStartPayload = Type.Object({ chat_id: rowId, kind: callKind });
export type CallStartPayload = Static<typeof callStartPayload>;

/** `callaccept`, `calldecline`, `callhangup`: the call they act on. */
export const callIdPayload = Type.Object({ call_id: rowId });
export type CallIdPayload = Static<typeof callIdPayload>;

/** A session description (offer or answer) or an ICE candidate, passed to the other member as is. */
export const callSignalData = Type.Object({
  description: Type.Optional(
    Type.Object({
      type: Type.Union([Type.Literal('offer'), Type.Literal('answer')]),
      sdp: Type.String({ maxLength: 20_000 }),
    }),
  ),
  candidate: Type.Optional(
    Type.Object({
      candidate: Type.String({ maxLength: 1000 }),
      sdpMid: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
      sdpMLineIndex: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
    }),
  ),
});
export type CallSignalData = Static<typeof callSignalData>;

/** `callsignal` from a client: WebRTC's negotiation for an accepted call. */
export const callSignalPayload = Type.Object({
  call_id: rowId,
  ...callSignalData.properties,
});
export type CallSignalPayload = Static<typeof callSignalPayload>;

/** A refused call start: why, as a code the page words in its language. */
export interface CallRefusalAnswer {
  status: 'false';
  message: string;
  reason?: CallRefusal;
}

/** `callring`, to every tab of the member called. */
export const callRingNotice = Type.Object({
  call_id: Type.Integer(),
  chat_id: Type.Integer(),
  kind: callKind,
  caller_id: Type.Integer(),
  caller_name: Type.String(),
  /** The caller's main photo as others may see it ('' when none), for the ring screen. */
  caller_image: Type.Optional(Type.String()),
});
export type CallRingNotice = Static<typeof callRingNotice>;

/** `callaccepted`, to both members' tabs: the tab that accepted takes the call, others stop ringing. */
export const callAcceptedNotice = Type.Object({ call_id: Type.Integer() });
export type CallAcceptedNotice = Static<typeof callAcceptedNotice>;

/** `callend`, to both members' tabs: the call is over, and how. */
export const callEndNotice = Type.Object({
  call_id: Type.Integer(),
  ...callLine.properties,
});
export type CallEndNotice = Static<typeof callEndNotice>;

/** `callsignal` to the other member: what their side sent. */
export type CallSignalNotice = CallSignalPayload;

export interface CallsClientToServerEvents {
  callstart: (
    payload: CallStartPayload,
    ack: SocketAck<{ call_id: number; ice_servers: IceServer[] }, CallRefusalAnswer>,
  ) => void;
  callaccept: (payload: CallIdPayload, ack: SocketAck<{ ice_servers: IceServer[] }>) => void;
  calldecline: (payload: CallIdPayload, ack?: SocketAck<object>) => void;
  callhangup: (payload: CallIdPayload, ack?: SocketAck<object>) => void;
  callsignal: (payload: CallSignalPayload, ack?: SocketAck<object>) => void;
}

export interface CallsServerToClientEvents {
  callring: (notice: CallRingNotice) => void;
  callaccepted: (notice: CallAcceptedNotice) => void;
  callsignal: (notice: CallSignalNotice) => void;
  callend: (notice: CallEndNotice) => void;
}

export const mediaCallCalls = {
  webcallsettings: post(callSettingsBody, callSettingsReply),
};
