import fp from 'fastify-plugin';
import { memberRoom } from '../accounts/sessions';
import { appOfTheDayFrom } from './appOfTheDay';
import { ChatPresence, PRESENCE_BEAT_MS } from './chatPresence';
import { ChatRepository } from './chatRepository';
import { chatRoutes } from './chatRoutes';
import { ChatService } from './chatService';
import { registerChatSockets } from './chatSocket';
import { PresenceRepository } from './presenceRepository';

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
    const chat = new ChatService(new ChatRepository(app.db), app.storage, app.push, now);
    app.decorate('chat', chat);
    const presence = new ChatPresence(
      new PresenceRepository(app.db),
      (partnerIds, notice) => app.io.to(partnerIds.map(memberRoom)).emit('presence', notice),
      now,
    );
    registerChatSockets(app.io, chat, presence, app.log);

    const beat = setInterval(() => {
      presence.beat().catch((error: unknown) => app.log.error({ err: error }, 'presence beat'));
    }, PRESENCE_BEAT_MS);
    beat.unref();
    // preClose ends the sockets; this runs before the database plugin's own onClose (hooks of a
    // later plugin close first).
    app.addHook('onClose', async () => {
      clearInterval(beat);
      await presence.stop();
    });

    await app.register(chatRoutes, {
      prefix: '/api',
      chat,
      limiter: app.services.rateLimiter,
      appOfTheDay: appOfTheDayFrom(app.services.content),
    });
  },
  { name: 'chat', dependencies: ['database', 'socket.io', 'storage', 'auth', 'push', 'services'] },
);
