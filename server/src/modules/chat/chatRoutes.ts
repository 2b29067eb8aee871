import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/ok';
import { requestLanguage } from '../../http/requestLanguage';
import { memberOf } from '../accounts/memberOf';
import { CALLS, callRouteSchema } from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import { HOUR_MS } from '../../limits/rateLimiter';
import { heavyWorkCaller } from '../../limits/uploadLimitsPlugin';
import { PHOTO_UPLOAD_BODY_LIMIT_BYTES } from '../photos/photoProcessor';
import { VOICE_UPLOAD_BODY_LIMIT_BYTES } from './voiceNotes/voiceRecording';
import type { AppOfTheDaySource } from './appOfTheDay';
import type { ChatService } from './chatService';

const UPLOADS_PER_MEMBER = { limits: [{ max: 60, windowMs: HOUR_MS }] } as const;
const flag = (value: boolean) => (value ? ('true' as const) : ('false' as const));

export interface ChatRoutesOptions {
  chat: ChatService;
  appOfTheDay: AppOfTheDaySource;
}

/** The chat calls of spec section 7: schema, one service call, answer. */
export const chatRoutes: FastifyPluginCallbackTypebox<ChatRoutesOptions> = (
  app,
  { chat, appOfTheDay },
  done,
) => {
  app.post('/webgetchat', { schema: callRouteSchema(CALLS.webgetchat) }, async (request) =>
    ok(
      await chat.list(memberOf(request), {
        ...request.body,
        sort: request.body.sort === '' ? undefined : request.body.sort,
      }),
    ),
  );

  app.post(
    '/webgetchatmessage',
    { schema: callRouteSchema(CALLS.webgetchatmessage) },
    async (request) => {
      const { chat_id, since } = request.body;
      return ok(await chat.messages(memberOf(request), chat_id, since));
    },
  );

  app.post('/websendmessage', { schema: callRouteSchema(CALLS.websendmessage) }, async (request) =>
    ok({
      result: await chat.send(
        memberOf(request, 'sender_id'),
        request.body,
        requestLanguage(request),
      ),
    }),
  );

  app.post(
    '/uploadimagechat',
    {
      config: {
        upload: {
          tooLarge: MESSAGES.imageTooLarge,
          perMember: { key: 'chat-upload', policy: UPLOADS_PER_MEMBER },
        },
      },
      bodyLimit: PHOTO_UPLOAD_BODY_LIMIT_BYTES,
      schema: callRouteSchema(CALLS.uploadimagechat),
    },
    async (request) => {
      const memberId = memberOf(request);
      const uploaded = await app.heavyWork.run(heavyWorkCaller(request), () =>
        chat.uploadImage(memberId, request.body.file),
      );
      return ok({ ...uploaded, message: MESSAGES.imageUploaded });
    },
  );

  app.post(
    '/uploadvoicechat',
    {
      config: {
        upload: {
          tooLarge: MESSAGES.voiceTooLarge,
          perMember: { key: 'chat-upload', policy: UPLOADS_PER_MEMBER },
        },
      },
      bodyLimit: VOICE_UPLOAD_BODY_LIMIT_BYTES,
      schema: callRouteSchema(CALLS.uploadvoicechat),
    },
    async (request) => ok(await chat.uploadVoice(memberOf(request), request.body.file)),
  );

  app.get(
    '/webchatvoice',
    { schema: callRouteSchema(CALLS.webchatvoice) },
    async (request, reply) => {
      const { chat_id, message_id } = request.query;
      const voice = await chat.voiceRecording(memberOf(request), chat_id, message_id);
      // The member's own copy: no shared cache keeps it, nothing stores it once unsent.
      return reply
        .type(voice.contentType)
        .header('cache-control', 'private, no-store')
        .send(voice.bytes);
    },
  );

  app.post(
    '/webunsendmessage',
    { schema: callRouteSchema(CALLS.webunsendmessage) },
    async (request) => {
      const { chat_id, message_id } = request.body;
      return ok({ result: await chat.unsend(memberOf(request), chat_id, message_id) });
    },
  );

  app.post('/webclearchat', { schema: callRouteSchema(CALLS.webclearchat) }, async (request) => {
    await chat.clear(memberOf(request), request.body.chat_id);
    return ok({});
  });

  app.post('/webblockchat', { schema: callRouteSchema(CALLS.webblockchat) }, async (request) =>
    ok({
      blocked_by_me: flag(await chat.toggleBlock(memberOf(request), request.body.block_user_id)),
    }),
  );

  app.post('/websetblock', { schema: callRouteSchema(CALLS.websetblock) }, async (request) => {
    const block = request.body.block === 'true';
    await chat.setBlock(memberOf(request), request.body.block_user_id, block);
    return ok({ blocked_by_me: flag(block) });
  });

  app.post(
    '/webblockedmembers',
    { schema: callRouteSchema(CALLS.webblockedmembers) },
    async (request) => ok({ members: await chat.blockedMembers(memberOf(request)) }),
  );

  app.post('/blockstatus', { schema: callRouteSchema(CALLS.blockstatus) }, async (request) =>
    ok(await chat.blockStatus(memberOf(request), request.body.chatid)),
  );

  app.post('/webfavorite', { schema: callRouteSchema(CALLS.webfavorite) }, async (request) =>
    ok({
      favorite: flag(await chat.toggleFavorite(memberOf(request), request.body.favorite_user_id)),
    }),
  );

  app.post('/webcreatchat', { schema: callRouteSchema(CALLS.webcreatchat) }, async (request) =>
    ok({
      chatid: await chat.createChat(memberOf(request, 'sender_id'), request.body.receiver_id),
    }),
  );

  app.post(
    '/webreactmessage',
    { schema: callRouteSchema(CALLS.webreactmessage) },
    async (request) => {
      const { chat_id, message_id, emoji } = request.body;
      return ok({ reactions: await chat.react(memberOf(request), chat_id, message_id, emoji) });
    },
  );

  app.post(
    '/webshowexplicit',
    { schema: callRouteSchema(CALLS.webshowexplicit) },
    async (request) => {
      await chat.showExplicit(memberOf(request), request.body.chat_id);
      return ok({});
    },
  );

  app.post(
    '/webreadreceipts',
    { schema: callRouteSchema(CALLS.webreadreceipts) },
    async (request) => {
      const { read_receipts } = request.body;
      const on = read_receipts === undefined ? undefined : read_receipts === 'true';
      return ok({ read_receipts: flag(await chat.readReceipts(memberOf(request), on)) });
    },
  );

  app.post('/appoftheday', { schema: callRouteSchema(CALLS.appoftheday) }, async (request) =>
    ok({ result: await appOfTheDay(requestLanguage(request)) }),
  );

  done();
};
