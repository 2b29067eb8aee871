import { defineModule } from '../../composition/defineModule';
import { appOfTheDayFrom } from './appOfTheDay';
import { ChatPresence, PRESENCE_BEAT_MS } from './chatPresence';
import { ChatRepository } from './chatRepository';
import { chatRoutes } from './chatRoutes';
import { ChatService } from './chatService';
import { registerChatSockets } from './chatSocket';
import { prepareKindnessCheck } from './kindness/kindnessCheck';
import { KindnessRepository } from './kindness/kindnessRepository';
import { KindnessReview } from './kindness/kindnessReview';
import { LikeCommentsRepository } from './likeComments/likeCommentsRepository';
import { postMatchLikeComments } from './likeComments/matchLikeComments';
import { PresenceRepository } from './presenceRepository';
import { ReactionsRepository } from './reactions/reactionsRepository';
import { ReceiptsRepository } from './receipts/receiptsRepository';

declare module '../../composition/services' {
  interface Services {
    /** The chat rules, also for the chat variant of webprofile. */
    chat: ChatService;
    /** Online status from this process's open sockets, kept alive by a beat. */
    presence: ChatPresence;
  }
}

/** Chat: its calls under /api, its socket events, and online status from open sockets. */
export const chatModule = defineModule({
  name: 'chat',
  provides: ['chat', 'presence'],
  needs: ['push', 'vision', 'moderation', 'events', 'scams', 'hiddenWords', 'verifiedContact'],
  build: (needs, { database, db, storage, rateLimiter, realtime, now }) => {
    const { push, vision, moderation, events, scams, hiddenWords, verifiedContact } = needs;
    prepareKindnessCheck();
    const chat = new ChatService(
      new ChatRepository(database),
      storage,
      push,
      new KindnessReview(new KindnessRepository(db), now),
      scams,
      new ReceiptsRepository(database),
      new ReactionsRepository(db),
      rateLimiter,
      now,
      realtime,
      vision,
      { hiddenWords, verifiedContact },
    );
    moderation.onStandingChanged((memberId) => chat.standingChanged(memberId));
    postMatchLikeComments(events, new LikeCommentsRepository(db), chat);
    return { chat, presence: new ChatPresence(new PresenceRepository(db), realtime, now) };
  },
  routes: (app) =>
    app.register(chatRoutes, {
      prefix: '/api',
      chat: app.services.chat,
      appOfTheDay: appOfTheDayFrom(app.services.content),
    }),
  sockets: ({ io, realtime, log }, { chat, presence }) =>
    registerChatSockets(io, realtime, chat, presence, log),
  jobs: ({ presence }) => [
    {
      // Tells other processes this one's sockets are still open, and sets right what a failed
      // write missed.
      name: 'presence-beat',
      every: PRESENCE_BEAT_MS,
      runsOn: 'every process',
      run: () => presence.beat(),
    },
  ],
  // preClose ended the sockets: this process's members go offline unless connected elsewhere.
  close: ({ presence }) => presence.stop(),
});
