import type {
  CallsClientToServerEvents,
  CallsServerToClientEvents,
  ChatClientToServerEvents,
  ChatServerToClientEvents,
  DataExportServerToClientEvents,
  ModerationServerToClientEvents,
  PhotosServerToClientEvents,
} from '@dating/contract/schemas';

/** The socket.io event maps: the chat and calls contracts of @dating/contract (join, message, ...). */
export type ClientToServerEvents = ChatClientToServerEvents & CallsClientToServerEvents;

export type ServerToClientEvents = ChatServerToClientEvents &
  CallsServerToClientEvents &
  DataExportServerToClientEvents &
  ModerationServerToClientEvents &
  PhotosServerToClientEvents;

/** Events between server processes (through the Redis adapter). */
export type InterServerEvents = Record<never, never>;

/** What the handshake establishes about a socket (the accounts module's auth). */
export interface SocketData {
  memberId: number;
  sessionId: string;
}

/**
 * Every socket event and what it is for, listed for docs/API.md; keyed by the event maps, so
 * the compiler refuses a list that misses or invents one.
 */
export const SOCKET_EVENTS: {
  clientToServer: Record<keyof ClientToServerEvents, string>;
  serverToClient: Record<keyof ServerToClientEvents, string>;
} = {
  clientToServer: {
    join: 'open a chat: its messages since a point, and its live events from then on',
    message: 'send a message in a joined chat',
    typing: 'the member started or stopped typing in a chat',
    catchup: "the messages of the member's chats missed since a point (after a reconnection)",
    read: 'the member read a chat up to a message',
    delivered: "the member's client received a chat's messages up to one (a receipt)",
    seen: 'the member saw a chat up to a message on a visible page (a read receipt)',
    callstart: 'ring the other member of a chat (a voice or video call)',
    callaccept: 'the member called takes the call on this tab',
    calldecline: 'the member called declines the call',
    callhangup: 'either member ends the call (the caller, before an answer: a missed call)',
    callsignal: "WebRTC's offer, answer or ICE candidate for the other member of the call",
  },
  serverToClient: {
    broad: 'a new message, to every tab of both members',
    receivetyping: 'the other member started typing',
    receiveuntyping: 'the other member stopped typing',
    presence: 'a member of a joined chat came online or went offline',
    chatstate: "a chat's block state changed",
    receipt: 'to a sender: how far the other member got with their messages (Delivered, Read)',
    reaction: "to both members: a message's reactions changed",
    unsent: 'to both members: a message was unsent (show it removed, and quotes of it)',
    callring: 'to every tab of the member called: a call is ringing',
    callaccepted: "to both members' tabs: the call was taken (other tabs stop ringing)",
    callsignal: "the other member's WebRTC offer, answer or ICE candidate",
    callend: "to both members' tabs: the call is over, and how (its line in the chat follows)",
    resync: 'the relay between server processes is back: read again what the page shows',
    dataexport: "the member's data export is ready (or failed): read its state again",
    accountstanding:
      'the member was just suspended or banned: why (and until when), before their sockets close',
    photorefused:
      "the screening after an upload refused the member's new photo (explicit, another account's): why; it is gone",
  },
};
