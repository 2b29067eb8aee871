import fp from 'fastify-plugin';
import { appOfTheDayFrom } from './appOfTheDay';
import { ChatRepository } from './chatRepository';
import { chatRoutes } from './chatRoutes';
import { ChatService } from './chatService';
import { registerChatSockets } from './chatSocket';
import { KindnessRepository } from './kindness/kindnessRepository';
import { LikeCommentsRepository } from './likeComments/likeCommentsRepository';
import { postMatchLikeComments } from './likeComments/matchLikeComments';
import { KindnessReview } from './kindness/kindnessReview';
import { ReactionsRepository } from './reactions/reactionsRepository';
import { ReceiptsRepository } from './receipts/receiptsRepository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat rules, also for the chat variant of webprofile. */
    chat: ChatService;
  }
}

export interface ChatPluginOptions {
  now: () => Date;
}

/** Chat: its calls under /api, its socket events, and online status from open sockets. */
export const chatPlugin = fp<ChatPluginOptions>(
  async (app, { now }) => {
    const kindness = new KindnessReview(new KindnessRepository(app.db), now);
    const chat = new ChatService(
      new ChatRepository(app.db),
      app.storage,
      app.push,
      kindness,
      new ReceiptsRepository(app.db),
      new ReactionsRepository(app.db),
      app.services.rateLimiter,
      now,
    );
    chat.useImageDetector(app.services.vision);
    app.decorate('chat', chat);
    registerChatSockets(app.io, chat, app.presence, app.log);
    app.services.moderation.onStandingChanged((memberId) => chat.standingChanged(memberId));
    postMatchLikeComments(app.services.events, new LikeCommentsRepository(app.db), chat);

    await app.register(chatRoutes, {
      prefix: '/api',
      chat,
      appOfTheDay: appOfTheDayFrom(app.services.content),
    });
  },
  {
    name: 'chat',
    dependencies: [
      'database',
      'socket.io',
      'storage',
      'auth',
      'push',
      'services',
      'upload-limits',
      'chat-presence',
    ],
  },
);
