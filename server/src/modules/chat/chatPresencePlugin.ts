import fp from 'fastify-plugin';
import { memberRoom } from '../accounts/sessions';
import { ChatPresence, PRESENCE_BEAT_MS } from './chatPresence';
import { PresenceRepository } from './presenceRepository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Online status from this process's open sockets, kept alive by a beat. */
    presence: ChatPresence;
  }
}

export interface ChatPresencePluginOptions {
  now: () => Date;
}

/** `app.presence`, and the beat that tells other processes this one's sockets are still open. */
export const chatPresencePlugin = fp<ChatPresencePluginOptions>(
  (app, { now }, done) => {
    const presence = new ChatPresence(
      new PresenceRepository(app.db),
      (partnerIds, notice) => app.io.to(partnerIds.map(memberRoom)).emit('presence', notice),
      now,
      () =>
        [...app.io.of('/').sockets.values()].map((socket) => ({
          socketId: socket.id,
          memberId: socket.data.memberId,
        })),
    );
    app.decorate('presence', presence);

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
    done();
  },
  { name: 'chat-presence', dependencies: ['database', 'socket.io'] },
);
