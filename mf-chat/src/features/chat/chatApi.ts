import { eventBus, isRefusal, onCatchUp, type CallError, callEndpoint } from '@dating/web';
import {
  type BlockStatusResponse,
  type ChatHeader,
  type ChatHeaderResponse,
  type ChatMessage,
  type ChatReaction,
  type ChatStateNotice,
  type GetChatMessagesResponse,
  type PresenceNotice,
  type QuotedMessage,
  type ReactionNotice,
  type ReceiptNotice,
  type SendMessageResponse,
  type TypingNotice,
  type UnsentNotice,
  type VoiceNote,
} from '@dating/contract';
import type { ReportFields } from '@dating/ui/ReportDialog';
import { api } from '../../app/api';
import { watchRealtimeWhileCached } from '../../app/watchRealtimeWhileCached';

/** A message on screen: stored, or still on its way (shown at once, `pending` until stored). */
export interface ThreadMessage extends ChatMessage {
  pending?: boolean;
}

/** One open conversation as the cache holds it: its messages and whether the other one types. */
export interface ChatThread {
  messages: ThreadMessage[];
  peerTyping: boolean;
  /** The other member's client has the member's messages up to this id (Delivered). */
  deliveredUpTo: number;
  /** The other member saw them up to this id (Read); 0 while receipts are off on either side. */
  readUpTo: number;
  /** The member chose to view this chat's explicit pictures. */
  showExplicit: boolean;
}

export interface ChatArgs {
  memberId: number;
  chatId: number;
}

export interface SendArgs extends ChatArgs {
  receiverId: number;
  clientId: string;
  message?: string;
  /** The image_name uploadimagechat answered, with its URL to show meanwhile. */
  image?: { name: string; url: string };
  /** The member confirmed a text the server flagged ('Are you sure?'). */
  sendAnyway?: boolean;
  /** The voice_name uploadvoicechat answered, with what it read, to show meanwhile. */
  voice?: { name: string } & Pick<VoiceNote, 'duration_ms' | 'waveform'>;
  /** The message the reply quotes, as shown. */
  replyTo?: QuotedMessage;
}

/** A send that did not reach the server is tried again, with the same client id, this often. */
const SEND_ATTEMPTS = 3;
const RETRY_DELAY_MS = 400;

/**
 * Adds stored messages to the thread: a message already there (same id, or the pending copy with
 * the same client id) is replaced, never shown twice; the thread stays in server order.
 */
export function mergeMessages(thread: ChatThread, incoming: readonly ChatMessage[]): void {
  for (const message of incoming) {
    const index = thread.messages.findIndex(
      (shown) =>
        (shown.id === message.id && !shown.pending) ||
        (message.client_id !== '' &&
          shown.client_id === message.client_id &&
          shown.sender_id === message.sender_id),
    );
    if (index >= 0) thread.messages[index] = message;
    else thread.messages.push(message);
  }
  thread.messages.sort((a, b) => {
    if (a.pending !== b.pending) return a.pending ? 1 : -1;
    return a.id - b.id;
  });
}

/**
 * The other member's receipt marks, from a `receipt` notice or a catch-up's answer (which an
 * older server may send without them).
 */
function applyMarks(
  thread: ChatThread,
  marks: { delivered_up_to?: number; read_up_to?: number },
): void {
  if (marks.delivered_up_to !== undefined) {
    thread.deliveredUpTo = Math.max(thread.deliveredUpTo, marks.delivered_up_to);
  }
  // Lowered too: the other member may have turned their receipts off meanwhile.
  if (marks.read_up_to !== undefined) thread.readUpTo = marks.read_up_to;
}

/**
 * The message is unsent: nothing of it shows ('Message removed'), nor in the replies quoting it.
 */
export function markUnsent(thread: ChatThread, messageId: number): void {
  for (const message of thread.messages) {
    if (message.id === messageId && !message.pending) {
      Object.assign(message, { message: '', upload_image: '', feeds: null, unsent: 'true' });
      delete message.voice;
      delete message.reply_to;
      delete message.liked;
      delete message.caution;
    }
    if (message.reply_to?.id === messageId) {
      message.reply_to = { ...message.reply_to, message: '', unsent: 'true' };
    }
  }
}

/** The receipts' marks a history answers: the newest of the member's messages at each state. */
export function threadOf(response: GetChatMessagesResponse): ChatThread {
  const newestWith = (states: readonly (string | undefined)[]) =>
    Math.max(
      0,
      ...response.chats
        .filter((message) => states.includes(message.receipt))
        .map((message) => message.id),
    );
  return {
    messages: response.chats,
    peerTyping: false,
    deliveredUpTo: newestWith(['delivered', 'read']),
    readUpTo: newestWith(['read']),
    showExplicit: response.show_explicit === 'true',
  };
}

/** The newest stored message id, for catching up after a reconnection. */
function lastStoredId(thread: ChatThread | undefined): number | undefined {
  const stored = thread?.messages.filter((message) => !message.pending) ?? [];
  return stored.length ? Math.max(...stored.map((message) => message.id)) : undefined;
}

/** The calls of one conversation (spec section 7, Chat) and its realtime events. */
export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    // webprofile with chat_userid answers the chat's header, not the own profile: the contract's
    // answer is both shapes, so this endpoint names the one it asks for.
    chatHeader: build.query<ChatHeader, ChatArgs & { userId: number }>({
      query: ({ memberId, chatId, userId }) => ({
        call: 'webprofile',
        body: { chat_userid: userId, chat_id: chatId, user_id: memberId, own_id: memberId },
      }),
      transformResponse: (response: ChatHeaderResponse) => response.result,
      async onCacheEntryAdded(args, lifecycle) {
        await watchRealtimeWhileCached(lifecycle, (socket) => {
          const onPresence = (notice: PresenceNotice) => {
            if (notice.user_id !== args.userId) return;
            lifecycle.updateCachedData((header) => {
              header.online = notice.online;
              header.onlinelasttime = notice.onlinelasttime;
            });
          };
          socket.on('presence', onPresence);
          return () => {
            socket.off('presence', onPresence);
          };
        });
      },
    }),

    blockStatus: build.query({
      ...callEndpoint(
        'blockstatus',
        ({ memberId, chatId }: ChatArgs) => ({ body: { user_id: memberId, chatid: chatId } }),
        ({ block, blocked_by_me, chat_userstatus, unavailable }: BlockStatusResponse) => ({
          block,
          blocked_by_me,
          chat_userstatus,
          unavailable,
        }),
      ),
      providesTags: ['BlockStatus'],
      async onCacheEntryAdded(args, lifecycle) {
        const { dispatch } = lifecycle;
        await watchRealtimeWhileCached(lifecycle, (socket) => {
          // The other member blocked, unblocked or left: read the state again.
          const onChatState = (notice: ChatStateNotice) => {
            if (notice.chatid === args.chatId) dispatch(api.util.invalidateTags(['BlockStatus']));
          };
          socket.on('chatstate', onChatState);
          return () => {
            socket.off('chatstate', onChatState);
          };
        });
      },
    }),

    chatMessages: build.query({
      ...callEndpoint(
        'webgetchatmessage',
        ({ memberId, chatId }: ChatArgs) => ({ body: { user_id: memberId, chat_id: chatId } }),
        threadOf,
      ),
      async onCacheEntryAdded(args, lifecycle) {
        const forThisChat = (chatId: number) => chatId === args.chatId;
        // The newest id up to which the page holds every stored message; a catch-up pages
        // forward from it. Relayed messages do not move it: while the server's relay is
        // interrupted a later one may arrive (sent on this process) before an earlier one.
        let caughtUpTo: number | undefined;
        // Who sent the last typing notice: the one whose leaving ends the indicator.
        let typingPeer: number | undefined;
        await watchRealtimeWhileCached(
          lifecycle,
          (socket) => {
            const markRead = (messageId: number) => {
              // Once the server has it, the sidebar's badge can drop.
              socket.emit('read', { chatid: args.chatId, message_id: messageId }, () =>
                eventBus.emit('counts:changed', undefined),
              );
            };
            const onMessage = (message: ChatMessage) => {
              if (!forThisChat(message.chat_id)) return;
              lifecycle.updateCachedData((thread) => {
                mergeMessages(thread, [message]);
                if (message.sender_id !== args.memberId) thread.peerTyping = false;
              });
              if (message.sender_id !== args.memberId) markRead(message.id);
            };
            const onTyping = (typing: boolean) => (notice: TypingNotice) => {
              if (!forThisChat(notice.chatid) || notice.sender_id === args.memberId) return;
              typingPeer = notice.sender_id;
              lifecycle.updateCachedData((thread) => {
                thread.peerTyping = typing;
              });
            };
            const onReceiveTyping = onTyping(true);
            const onReceiveUntyping = onTyping(false);
            // A member who went offline mid-word never sends 'untype': their leaving ends it.
            const onPresence = (notice: PresenceNotice) => {
              if (notice.online === '1' || notice.user_id !== typingPeer) return;
              lifecycle.updateCachedData((thread) => {
                thread.peerTyping = false;
              });
            };
            const onReceipt = (notice: ReceiptNotice) => {
              if (!forThisChat(notice.chatid)) return;
              lifecycle.updateCachedData((thread) => applyMarks(thread, notice));
            };
            const onUnsent = (notice: UnsentNotice) => {
              if (!forThisChat(notice.chatid)) return;
              lifecycle.updateCachedData((thread) => markUnsent(thread, notice.message_id));
            };
            const onReaction = (notice: ReactionNotice) => {
              if (!forThisChat(notice.chatid)) return;
              lifecycle.updateCachedData((thread) => {
                const message = thread.messages.find((shown) => shown.id === notice.message_id);
                if (message) message.reactions = notice.reactions;
              });
            };
            // Whenever events may have been missed (a reconnection socket.io did not recover, the
            // server's relay back after an outage): join the chat and take what was stored since,
            // page after page until one comes back empty. Merged by id, nothing shows twice.
            const catchUp = () => {
              socket.emit('join', { join_id: args.chatId, since: caughtUpTo }, (answer) => {
                if (answer.status !== 'true') return;
                lifecycle.updateCachedData((thread) => {
                  // Receipts of the member's messages the page already holds come as marks.
                  applyMarks(thread, answer);
                  mergeMessages(thread, answer.chats);
                });
                const newest = answer.chats.at(-1);
                if (!newest) return;
                caughtUpTo = newest.id;
                if (newest.sender_id !== args.memberId) markRead(newest.id);
                catchUp();
              });
            };
            const stopCatchingUp = onCatchUp(socket, catchUp);
            socket.on('broad', onMessage);
            socket.on('receivetyping', onReceiveTyping);
            socket.on('receiveuntyping', onReceiveUntyping);
            socket.on('presence', onPresence);
            socket.on('receipt', onReceipt);
            socket.on('reaction', onReaction);
            socket.on('unsent', onUnsent);
            return () => {
              socket.off('unsent', onUnsent);
              stopCatchingUp();
              socket.off('broad', onMessage);
              socket.off('receivetyping', onReceiveTyping);
              socket.off('receiveuntyping', onReceiveUntyping);
              socket.off('presence', onPresence);
              socket.off('receipt', onReceipt);
              socket.off('reaction', onReaction);
            };
          },
          () => {
            caughtUpTo = lastStoredId(lifecycle.getCacheEntry().data);
            // Reading the chat marked it read on the server: the sidebar's badge drops.
            eventBus.emit('counts:changed', undefined);
          },
        );
      },
    }),

    sendMessage: build.mutation<ChatMessage, SendArgs>({
      // Stored once whatever the number of tries: the server keys a message by its client id.
      async queryFn(args, _api, _extraOptions, baseQuery) {
        const body = {
          sender_id: args.memberId,
          chat_id: args.chatId,
          receiver_id: args.receiverId,
          client_id: args.clientId,
          message: args.message,
          upload_image: args.image?.name,
          upload_voice: args.voice?.name,
          reply_to: args.replyTo?.id,
          send_anyway: args.sendAnyway ? ('true' as const) : undefined,
          chat_time: Math.floor(Date.now() / 1000),
        };
        let error: CallError = { status: 0, message: '' };
        for (let attempt = 1; attempt <= SEND_ATTEMPTS; attempt += 1) {
          const result = await baseQuery({ call: 'websendmessage', body });
          if (!result.error) return { data: (result.data as SendMessageResponse).result };
          error = result.error;
          if (isRefusal(error)) break;
          await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
        }
        return { error };
      },
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const pending: ThreadMessage = {
          id: 0,
          chat_id: args.chatId,
          client_id: args.clientId,
          message: args.message ?? '',
          sender_id: args.memberId,
          receiver_id: args.receiverId,
          upload_image: args.image?.url ?? '',
          type: args.image ? 'image' : args.voice ? 'voice' : 'text',
          ...(args.voice && {
            voice: { url: '', duration_ms: args.voice.duration_ms, waveform: args.voice.waveform },
          }),
          ...(args.replyTo && { reply_to: args.replyTo }),
          date: new Date().toISOString(),
          feeds: null,
          chatTime: Math.floor(Date.now() / 1000),
          flagged: 'false',
          pending: true,
        };
        const chat = { memberId: args.memberId, chatId: args.chatId };
        const patch = dispatch(
          chatApi.util.updateQueryData('chatMessages', chat, (thread) => {
            thread.messages.push(pending);
          }),
        );
        try {
          const { data: stored } = await queryFulfilled;
          dispatch(
            chatApi.util.updateQueryData('chatMessages', chat, (thread) =>
              mergeMessages(thread, [stored]),
            ),
          );
        } catch {
          patch.undo();
        }
      },
    }),

    /** webreactmessage: shown at once, undone if refused; the server's answer is the truth. */
    reactToMessage: build.mutation({
      ...callEndpoint(
        'webreactmessage',
        ({
          chatId,
          messageId,
          emoji,
        }: ChatArgs & { messageId: number; emoji: ChatReaction | '' }) => ({
          body: { chat_id: chatId, message_id: messageId, emoji },
        }),
      ),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const chat = { memberId: args.memberId, chatId: args.chatId };
        const setReactions = (update: (message: ThreadMessage) => void) =>
          dispatch(
            chatApi.util.updateQueryData('chatMessages', chat, (thread) => {
              const message = thread.messages.find((shown) => shown.id === args.messageId);
              if (message) update(message);
            }),
          );
        const patch = setReactions((message) => {
          const others = (message.reactions ?? []).filter(
            (reaction) => reaction.user_id !== args.memberId,
          );
          message.reactions =
            args.emoji === '' ? others : [...others, { user_id: args.memberId, emoji: args.emoji }];
        });
        try {
          const { data } = await queryFulfilled;
          setReactions((message) => {
            message.reactions = data.reactions;
          });
        } catch {
          patch.undo();
        }
      },
    }),

    /** webunsendmessage: removed at once for the member, put back if refused. */
    unsendMessage: build.mutation({
      ...callEndpoint(
        'webunsendmessage',
        ({ chatId, messageId }: ChatArgs & { messageId: number }) => ({
          body: { chat_id: chatId, message_id: messageId },
        }),
      ),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const chat = { memberId: args.memberId, chatId: args.chatId };
        const patch = dispatch(
          chatApi.util.updateQueryData('chatMessages', chat, (thread) =>
            markUnsent(thread, args.messageId),
          ),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),

    /** webshowexplicit: this chat's explicit pictures are shown from now on, on every device. */
    showExplicit: build.mutation({
      ...callEndpoint('webshowexplicit', ({ chatId }: ChatArgs) => ({ body: { chat_id: chatId } })),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          chatApi.util.updateQueryData('chatMessages', args, (thread) => {
            thread.showExplicit = true;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),

    uploadChatImage: build.mutation({
      ...callEndpoint('uploadimagechat', (file: string) => ({ body: { file }, json: true })),
    }),

    clearChat: build.mutation({
      ...callEndpoint('webclearchat', ({ memberId, chatId }: ChatArgs) => ({
        body: { user_id: memberId, chat_id: chatId },
      })),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          chatApi.util.updateQueryData('chatMessages', args, (thread) => {
            thread.messages = [];
          }),
        );
        dispatch(api.util.invalidateTags(['Chats']));
      },
    }),

    toggleBlock: build.mutation({
      ...callEndpoint(
        'webblockchat',
        ({ memberId, userId }: { memberId: number; userId: number }) => ({
          body: { user_id: memberId, block_user_id: userId },
        }),
      ),
      invalidatesTags: ['BlockStatus', 'Chats'],
    }),

    /** webreport with a reason (the shared report dialog), attaching chosen messages. */
    reportMember: build.mutation({
      ...callEndpoint(
        'webreport',
        ({
          memberId,
          report_user_id,
          reason,
          details,
          message_ids,
        }: { memberId: number; report_user_id: number } & Partial<ReportFields>) => ({
          body: {
            user_id: memberId,
            report_user_id,
            ...(reason ? { reason } : {}),
            ...(details ? { details } : {}),
            ...(message_ids && message_ids.length > 0 ? { message_ids } : {}),
          },
        }),
      ),
      invalidatesTags: ['Unmatches'],
    }),

    unfriend: build.mutation({
      ...callEndpoint(
        'unfriendweb',
        ({ memberId, userId }: { memberId: number; userId: number }) => ({
          body: { user_id: memberId, unfriend_user_id: userId },
        }),
      ),
      invalidatesTags: ['Chats'],
    }),
  }),
});

export const {
  useChatHeaderQuery,
  useBlockStatusQuery,
  useChatMessagesQuery,
  useSendMessageMutation,
  useUploadChatImageMutation,
  useClearChatMutation,
  useToggleBlockMutation,
  useUnfriendMutation,
  useReportMemberMutation,
  useReactToMessageMutation,
  useShowExplicitMutation,
  useUnsendMessageMutation,
} = chatApi;
