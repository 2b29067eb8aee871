import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { CountsResponse } from '@dating/contract/schemas';
import type {
  BlockStatusResponse,
  ChatHeaderResponse,
  ChatMessage,
  GetChatMessagesResponse,
  GetChatsResponse,
  SendMessageResponse,
  UploadImageResponse,
} from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import sharp from 'sharp';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import {
  createTestMember,
  type TestMember,
  updateTestMember,
} from '../../../test/support/testMembers';
import { dataUrlOf, jpegWithLocation, smallPng } from '../../../test/support/testPictures';
import { ContentRepository } from '../content/contentRepository';
import { ContentService } from '../content/contentService';
import { adminImageOrigins } from '../../plugins/contentSecurityPolicy';
import { CHAT_MESSAGES } from './chatMessages';
import { MESSAGES_PER_10_SECONDS } from './chatService';
import { openChat, wait } from '../../../test/support/chatTestClient';
import { matchTestMembers } from '../../../test/support/testMatch';

let clientSequence = 0;
const clientId = () => `c-${process.pid}-${(clientSequence += 1)}`;

for (const backend of testBackends()) {
  describe(`chat calls on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend);

    const call = (member: TestMember, url: string, payload: Record<string, unknown> = {}) =>
      suite.app.inject({ method: 'POST', url: `/api/${url}`, headers: member.headers, payload });

    const send = (
      sender: TestMember,
      chatId: number,
      receiver: TestMember,
      fields: Record<string, unknown>,
    ) =>
      call(sender, 'websendmessage', {
        sender_id: String(sender.id),
        chat_id: String(chatId),
        receiver_id: String(receiver.id),
        chat_time: '0',
        client_id: clientId(),
        ...fields,
      });

    const history = async (member: TestMember, chatId: number, since?: number) => {
      const reply = await call(member, 'webgetchatmessage', {
        chat_id: chatId,
        ...(since === undefined ? {} : { since }),
      });
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json<GetChatMessagesResponse>().chats;
    };

    const chatList = async (member: TestMember, fields: Record<string, unknown> = {}) => {
      const reply = await call(member, 'webgetchat', { user_id: String(member.id), ...fields });
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json<GetChatsResponse>();
    };

    const unreadCount = async (member: TestMember) =>
      (await call(member, 'webgetcounts')).json<CountsResponse>().result.message;

    it('creates a chat only between matched members, once per pair', async () => {
      const [ann, bob] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      const refused = await call(ann, 'webcreatchat', { sender_id: ann.id, receiver_id: bob.id });
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json<{ message: string }>().message, CHAT_MESSAGES.notMatched);

      const chatId = await openChat(suite.app, ann, bob);
      const again = await call(bob, 'webcreatchat', { sender_id: bob.id, receiver_id: ann.id });
      assert.equal(again.json<{ chatid: number }>().chatid, chatId);

      const impersonated = await call(ann, 'webcreatchat', {
        sender_id: bob.id,
        receiver_id: ann.id,
      });
      assert.equal(impersonated.statusCode, 403);
      assert.equal(impersonated.json<{ message: string }>().message, MESSAGES.invalidAccess);
    });

    it('stores text as text, refuses empty and over-long messages, and stores a retry once', async () => {
      const [ann, bob] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      const chatId = await openChat(suite.app, ann, bob);
      const markup = '<img src=x onerror=alert(1)> & "quotes"';
      const sent = await send(ann, chatId, bob, { message: markup });
      assert.equal(sent.statusCode, 200, sent.body);
      const stored = sent.json<SendMessageResponse>().result;
      assert.equal(stored.message, markup);
      assert.equal(stored.type, 'text');
      assert.equal(stored.sender_id, ann.id);
      assert.equal(stored.receiver_id, bob.id);

      for (const blank of ['', '   \n\t ']) {
        const refused = await send(ann, chatId, bob, { message: blank });
        assert.equal(refused.statusCode, 400);
        assert.equal(refused.json<{ message: string }>().message, MESSAGES.enterMessage);
      }
      const longest = await send(ann, chatId, bob, { message: 'x'.repeat(500) });
      assert.equal(longest.statusCode, 200);
      const tooLong = await send(ann, chatId, bob, { message: 'x'.repeat(501) });
      assert.equal(tooLong.statusCode, 400);
      assert.equal(tooLong.json<{ message: string }>().message, MESSAGES.messageTooLong);

      const retryId = clientId();
      const first = await send(ann, chatId, bob, { message: 'once', client_id: retryId });
      const retry = await send(ann, chatId, bob, { message: 'once', client_id: retryId });
      assert.equal(retry.statusCode, 200);
      assert.equal(
        retry.json<SendMessageResponse>().result.id,
        first.json<SendMessageResponse>().result.id,
      );
      const messages = await history(bob, chatId);
      assert.deepEqual(
        messages.map((message) => message.message.slice(0, 10)),
        [markup.slice(0, 10), 'x'.repeat(10), 'once'],
      );
      // The receiver's own client id space is separate: the same id from Bob is a new message.
      const fromBob = await send(bob, chatId, ann, { message: 'mine', client_id: retryId });
      assert.equal(fromBob.statusCode, 200);
      assert.equal((await history(ann, chatId)).length, 4);
    });

    it('texts sent at the same moment are each stored or refused by their own chat, a retry among them once', async () => {
      const [ann, bob, cid, dan] = [
        await createTestMember(suite.app),
        await createTestMember(suite.app),
        await createTestMember(suite.app),
        await createTestMember(suite.app),
      ];
      const annAndBob = await openChat(suite.app, ann, bob);
      const cidAndDan = await openChat(suite.app, cid, dan);
      await call(cid, 'webblockchat', { block_user_id: dan.id });
      const twice = clientId();
      const texts = [
        { sender: ann, chatId: annAndBob, receiver: bob, message: 'first', client_id: clientId() },
        {
          sender: dan,
          chatId: cidAndDan,
          receiver: cid,
          message: 'blocked',
          client_id: clientId(),
        },
        { sender: bob, chatId: annAndBob, receiver: ann, message: 'reply', client_id: twice },
        { sender: bob, chatId: annAndBob, receiver: ann, message: 'reply', client_id: twice },
        {
          sender: ann,
          chatId: cidAndDan,
          receiver: dan,
          message: 'not hers',
          client_id: clientId(),
        },
        {
          sender: cid,
          chatId: annAndBob,
          receiver: bob,
          message: 'not his',
          client_id: clientId(),
        },
      ];

      // Sent in one turn of the event loop, they are stored in one statement.
      const outcomes = await Promise.allSettled(
        texts.map(({ sender, chatId, receiver, message, client_id }) =>
          suite.app.services.chat.send(sender.id, {
            chat_id: chatId,
            receiver_id: receiver.id,
            message,
            client_id,
          }),
        ),
      );

      const answered = outcomes.map((outcome) =>
        outcome.status === 'fulfilled'
          ? [outcome.value.sender_id, outcome.value.receiver_id, outcome.value.message]
          : (outcome.reason as Error).message,
      );
      assert.deepEqual(answered, [
        [ann.id, bob.id, 'first'],
        CHAT_MESSAGES.blockedByThem,
        [bob.id, ann.id, 'reply'],
        [bob.id, ann.id, 'reply'],
        MESSAGES.invalidAccess,
        MESSAGES.invalidAccess,
      ]);
      const [, , reply, retry] = outcomes.map((outcome) =>
        outcome.status === 'fulfilled' ? outcome.value.id : undefined,
      );
      assert.equal(retry, reply);
      assert.deepEqual(
        (await history(ann, annAndBob)).map((message) => [message.sender_id, message.message]),
        [
          [ann.id, 'first'],
          [bob.id, 'reply'],
        ],
      );
      assert.deepEqual(await history(cid, cidAndDan), []);

      // One of a chat's statements running: its texts that come meanwhile wait, then go together,
      // in the order they were sent.
      const sendText = (message: string) =>
        suite.app.services.chat.send(ann.id, { chat_id: annAndBob, receiver_id: bob.id, message });
      const firstRunning = sendText('one');
      await Promise.resolve();
      const secondRunning = sendText('two');
      await Promise.resolve();
      const waiting = [sendText('three'), sendText('four')];
      await Promise.all([firstRunning, secondRunning, ...waiting]);
      assert.deepEqual(
        (await history(bob, annAndBob)).slice(2).map((message) => message.message),
        ['one', 'two', 'three', 'four'],
      );
    });

    it('a text the database refuses fails alone, not the texts that went with it', async () => {
      const [ann, bob] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      const chatId = await openChat(suite.app, ann, bob);
      const sendText = (sender: TestMember, receiverId: number, message: string) =>
        suite.app.services.chat.send(sender.id, {
          chat_id: chatId,
          receiver_id: receiverId,
          message,
        });
      // An id beyond PostgreSQL's integer (the calls refuse one with a 400) fails the statement.
      const outcomes = await Promise.allSettled([
        sendText(ann, bob.id, 'one'),
        sendText(ann, bob.id, 'two'),
        sendText(bob, 2 ** 31, 'nowhere'),
        sendText(bob, ann.id, 'three'),
      ]);
      assert.deepEqual(
        outcomes.map((outcome) => outcome.status),
        ['fulfilled', 'fulfilled', 'rejected', 'fulfilled'],
      );
      assert.deepEqual(
        (await history(bob, chatId)).map((message) => message.message),
        ['one', 'two', 'three'],
      );
    });

    it('refuses a sender or receiver who is not of the chat', async () => {
      const [ann, bob, eve] = [
        await createTestMember(suite.app),
        await createTestMember(suite.app),
        await createTestMember(suite.app),
      ];
      const chatId = await openChat(suite.app, ann, bob);
      const intruder = await send(eve, chatId, bob, { message: 'hello' });
      assert.equal(intruder.statusCode, 403);
      const wrongReceiver = await send(ann, chatId, eve, { message: 'hello' });
      assert.equal(wrongReceiver.statusCode, 403);
      const asSomeoneElse = await call(eve, 'websendmessage', {
        sender_id: ann.id,
        chat_id: chatId,
        receiver_id: bob.id,
        client_id: clientId(),
        message: 'hi',
      });
      assert.equal(asSomeoneElse.statusCode, 403);
      for (const url of ['webgetchatmessage', 'webclearchat']) {
        const reply = await call(eve, url, { chat_id: chatId });
        assert.equal(reply.statusCode, 403, url);
      }
      const status = await call(eve, 'blockstatus', { chatid: chatId });
      assert.equal(status.statusCode, 403);
      const header = await call(eve, 'webprofile', {
        user_id: eve.id,
        chat_userid: bob.id,
        chat_id: chatId,
        own_id: eve.id,
      });
      assert.equal(header.statusCode, 403);
      const badClientId = await send(ann, chatId, bob, { message: 'x', client_id: 'a b' });
      assert.equal(badClientId.statusCode, 400);
      const unknownChat = await send(ann, 2_000_000_000, bob, { message: 'x' });
      assert.equal(unknownChat.statusCode, 403);
    });

    it('lists chats with the last message, unread counts, filters, search, sort and total', async () => {
      const me = await createTestMember(suite.app, { name: 'Lister' });
      const others = [
        await createTestMember(suite.app, { name: 'Alice Smith' }),
        await createTestMember(suite.app, { name: 'Bruno Diaz' }),
        await createTestMember(suite.app, { name: 'Carla Jones' }),
      ];
      const chats: number[] = [];
      for (const other of others) chats.push(await openChat(suite.app, me, other));
      const [alice, bruno, carla] = others as [TestMember, TestMember, TestMember];
      const [aliceChat, brunoChat, carlaChat] = chats as [number, number, number];
      await send(alice, aliceChat, me, { message: 'from alice 1' });
      await send(alice, aliceChat, me, { message: 'from alice 2' });
      await send(me, brunoChat, bruno, { message: 'to bruno' });
      await wait(5);
      await send(carla, carlaChat, me, { message: 'from carla' });

      const all = await chatList(me);
      assert.equal(all.total, 3);
      assert.deepEqual(
        all.matches.map((item) => item.user_name),
        ['Carla Jones', 'Bruno Diaz', 'Alice Smith'],
      );
      const aliceRow = all.matches.find((item) => item.user_id === alice.id);
      assert.equal(aliceRow?.message, 'from alice 2');
      assert.equal(aliceRow?.unread, 2);
      assert.equal(aliceRow?.chat_id, aliceChat);
      assert.equal(aliceRow?.user_status, 1);
      assert.equal(aliceRow?.block, 'false');
      assert.equal(await unreadCount(me), 3);

      const page = await chatList(me, { limit: 2 });
      assert.equal(page.matches.length, 2);
      assert.equal(page.total, 3);

      const unread = await chatList(me, { filter: 'Unread' });
      assert.deepEqual(
        unread.matches.map((item) => item.user_id).sort(),
        [alice.id, carla.id].sort(),
      );
      await history(me, aliceChat);
      assert.equal(await unreadCount(me), 1);
      assert.deepEqual(
        (await chatList(me, { filter: 'Unread' })).matches.map((i) => i.user_id),
        [carla.id],
      );

      const search = await chatList(me, { search_key: 'DIA' });
      assert.deepEqual(
        search.matches.map((item) => item.user_id),
        [bruno.id],
      );
      assert.equal((await chatList(me, { search_key: '%' })).total, 0);

      const favorite = await call(me, 'webfavorite', { favorite_user_id: bruno.id });
      assert.equal(favorite.json<{ favorite: string }>().favorite, 'true');
      assert.deepEqual(
        (await chatList(me, { filter: 'Favorite' })).matches.map((i) => i.user_id),
        [bruno.id],
      );
      const unfavorite = await call(me, 'webfavorite', { favorite_user_id: bruno.id });
      assert.equal(unfavorite.json<{ favorite: string }>().favorite, 'false');
      assert.equal((await chatList(me, { filter: 'Favorite' })).total, 0);

      await updateTestMember(suite.app, alice, { online: true });
      const online = await chatList(me, { filter: 'Online' });
      assert.deepEqual(
        online.matches.map((item) => item.user_id),
        [alice.id],
      );
      assert.equal(online.matches[0]?.online, '1');
      const onlineFirst = await chatList(me, { sort: 'online' });
      assert.equal(onlineFirst.matches[0]?.user_id, alice.id);

      const badFilter = await call(me, 'webgetchat', { filter: 'Everyone' });
      assert.equal(badFilter.statusCode, 400);
    });

    it('shows matches nobody wrote to apart from the conversations, until a message is sent', async () => {
      const member = () => createTestMember(suite.app);
      const [ann, bob, carl, dave, eve] = [
        await member(),
        await member(),
        await member(),
        await member(),
        await member(),
      ];
      const opened = await openChat(suite.app, ann, bob);
      await matchTestMembers(suite.app, ann.id, carl.id);
      const talking = await openChat(suite.app, ann, dave);
      await send(ann, talking, dave, { message: 'Hi Dave' });
      await matchTestMembers(suite.app, ann.id, eve.id);
      await call(eve, 'webblockchat', { block_user_id: ann.id });

      const newMatches = await chatList(ann, { section: 'new_matches' });
      assert.deepEqual(
        new Map(newMatches.matches.map((item) => [item.user_id, item.chat_id])),
        new Map([
          [bob.id, opened],
          [carl.id, 0],
        ]),
      );
      assert.equal(newMatches.total, 2);
      const conversations = await chatList(ann, { section: 'conversations' });
      assert.deepEqual(
        conversations.matches.map((item) => item.user_id),
        [dave.id],
      );
      // Clients before the strip still get every chat.
      assert.equal((await chatList(ann)).total, 2);

      await send(bob, opened, ann, { message: 'Hello Ann' });
      const afterMessage = await chatList(ann, { section: 'new_matches' });
      assert.deepEqual(
        afterMessage.matches.map((item) => item.user_id),
        [carl.id],
      );
      assert.equal((await chatList(ann, { section: 'conversations' })).total, 2);
    });

    it('clears a chat for the member who cleared it only', async () => {
      const [ann, bob] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      const chatId = await openChat(suite.app, ann, bob);
      await send(ann, chatId, bob, { message: 'before' });
      const cleared = await call(bob, 'webclearchat', { chat_id: chatId });
      assert.equal(cleared.statusCode, 200);
      assert.deepEqual(await history(bob, chatId), []);
      assert.equal((await history(ann, chatId)).length, 1);
      assert.equal(await unreadCount(bob), 0);
      await send(ann, chatId, bob, { message: 'after' });
      assert.deepEqual(
        (await history(bob, chatId)).map((message) => message.message),
        ['after'],
      );
    });

    it('blocks and unblocks: a blocked pair cannot send either way', async () => {
      const [ann, bob] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      const chatId = await openChat(suite.app, ann, bob);
      const blocked = await call(ann, 'webblockchat', { block_user_id: bob.id });
      assert.equal(blocked.json<{ blocked_by_me: string }>().blocked_by_me, 'true');

      const annStatus = (
        await call(ann, 'blockstatus', { chatid: chatId })
      ).json<BlockStatusResponse>();
      assert.deepEqual(
        { block: annStatus.block, mine: annStatus.blocked_by_me, gone: annStatus.chat_userstatus },
        { block: 'false', mine: 'true', gone: 'false' },
      );
      const bobStatus = (
        await call(bob, 'blockstatus', { chatid: chatId })
      ).json<BlockStatusResponse>();
      assert.equal(bobStatus.block, 'true');
      assert.equal(bobStatus.blocked_by_me, 'false');

      const fromBob = await send(bob, chatId, ann, { message: 'hi' });
      assert.equal(fromBob.statusCode, 403);
      assert.equal(fromBob.json<{ message: string }>().message, CHAT_MESSAGES.blockedByThem);
      const fromAnn = await send(ann, chatId, bob, { message: 'hi' });
      assert.equal(fromAnn.statusCode, 403);
      assert.equal(fromAnn.json<{ message: string }>().message, CHAT_MESSAGES.blockedByMe);
      // A block hides the chat from both lists; its page reads the block (blockstatus above).
      assert.deepEqual((await chatList(bob)).matches, []);
      assert.deepEqual((await chatList(ann)).matches, []);

      const unblocked = await call(ann, 'webblockchat', { block_user_id: bob.id });
      assert.equal(unblocked.json<{ blocked_by_me: string }>().blocked_by_me, 'false');
      assert.equal((await send(bob, chatId, ann, { message: 'hi again' })).statusCode, 200);
      const self = await call(ann, 'webblockchat', { block_user_id: ann.id });
      assert.equal(self.statusCode, 403);
    });

    it('refuses to send once the match is gone', async () => {
      const [ann, bob] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      const chatId = await openChat(suite.app, ann, bob);
      await suite.app.db
        .deleteFrom('matches')
        .where('member_low', '=', Math.min(ann.id, bob.id))
        .where('member_high', '=', Math.max(ann.id, bob.id))
        .execute();
      const refused = await send(ann, chatId, bob, { message: 'still there?' });
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json<{ message: string }>().message, CHAT_MESSAGES.notMatched);
    });

    it("keeps a deleted member's chat readable and answers chat_userstatus 'true'", async () => {
      const [ann, bob] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      const chatId = await openChat(suite.app, ann, bob);
      await send(bob, chatId, ann, { message: 'goodbye' });
      await suite.app.db.deleteFrom('members').where('id', '=', bob.id).execute();

      const status = (
        await call(ann, 'blockstatus', { chatid: chatId })
      ).json<BlockStatusResponse>();
      assert.equal(status.chat_userstatus, 'true');
      const messages = await history(ann, chatId);
      assert.equal(messages[0]?.message, 'goodbye');
      const row = (await chatList(ann)).matches.find((item) => item.chat_id === chatId);
      assert.equal(row?.user_status, 2);
      const refused = await send(ann, chatId, bob, { message: 'hello?' });
      assert.equal(refused.statusCode, 409);
      assert.equal(refused.json<{ message: string }>().message, CHAT_MESSAGES.accountDeleted);
    });

    it('uploads a chat image checked by its bytes, stripped of metadata, sendable by its uploader', async () => {
      const [ann, bob] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      const chatId = await openChat(suite.app, ann, bob);
      const upload = await call(ann, 'uploadimagechat', {
        file: dataUrlOf(await jpegWithLocation(), 'image/jpeg'),
      });
      assert.equal(upload.statusCode, 200, upload.body);
      const { image_name: imageName, imageurl } = upload.json<UploadImageResponse>();
      const stored = await sharp(path.join(suite.app.config.uploadsDir, imageName)).metadata();
      assert.equal(stored.exif, undefined);
      assert.equal(stored.format, 'jpeg');
      assert.ok(Math.max(stored.width, stored.height) <= 1080);
      assert.ok((await readdir(suite.app.config.uploadsDir)).includes(imageName));

      const notAnImage = await call(ann, 'uploadimagechat', {
        file: `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
      });
      assert.equal(notAnImage.statusCode, 400);
      assert.equal(notAnImage.json<{ message: string }>().message, MESSAGES.invalidFile);

      const byBob = await send(bob, chatId, ann, { upload_image: imageName });
      assert.equal(byBob.statusCode, 400);
      const both = await send(ann, chatId, bob, { upload_image: imageName, message: 'and text' });
      assert.equal(both.statusCode, 400);
      const sent = await send(ann, chatId, bob, { upload_image: imageurl });
      assert.equal(sent.statusCode, 200, sent.body);
      const message = sent.json<SendMessageResponse>().result;
      assert.equal(message.type, 'image');
      assert.equal(message.upload_image, imageurl);
      assert.equal(message.message, '');
      const twice = await send(ann, chatId, bob, { upload_image: imageurl });
      assert.equal(twice.statusCode, 400, 'a picture is sent once');
      const retried = await send(ann, chatId, bob, {
        upload_image: imageurl,
        client_id: message.client_id,
      });
      assert.equal(retried.json<SendMessageResponse>().result.id, message.id);

      // A picture uploaded a day ago and never sent is deleted at a later upload, file and all.
      const stale = `${'a'.repeat(32)}.jpg`;
      await suite.app.storage.put(stale, Buffer.from('x'), 'image/jpeg');
      await suite.app.db
        .insertInto('chat_images')
        .values({
          image_name: stale,
          member_id: bob.id,
          created_at: new Date(Date.now() - 25 * 3600_000),
        })
        .execute();
      const png = await call(bob, 'uploadimagechat', { file: dataUrlOf(await smallPng()) });
      assert.ok(!(await readdir(suite.app.config.uploadsDir)).includes(stale));
      assert.ok(
        (await readdir(suite.app.config.uploadsDir)).includes(imageName),
        'the sent one stays',
      );
      assert.equal(png.statusCode, 200);
      const row = (await chatList(bob)).matches.find((item) => item.chat_id === chatId);
      assert.equal(row?.imagename, imageurl);
    });

    it('shares a feed item of either member', async () => {
      const [ann, bob, eve] = [
        await createTestMember(suite.app),
        await createTestMember(suite.app),
        await createTestMember(suite.app),
      ];
      const chatId = await openChat(suite.app, ann, bob);
      const feedOf = async (memberId: number) =>
        (
          await suite.app.db
            .insertInto('feed_items')
            .values({ member_id: memberId, type: 'job', content: 'Pilot', created_at: new Date() })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const sent = await send(ann, chatId, bob, { feed_id: await feedOf(bob.id) });
      assert.equal(sent.statusCode, 200, sent.body);
      const message = sent.json<SendMessageResponse>().result;
      assert.equal(message.type, 'feed');
      assert.deepEqual(message.feeds, {
        feed_type: 'job',
        feed_content: 'Pilot',
        feed_content_images: [],
      });
      const foreign = await send(ann, chatId, bob, { feed_id: await feedOf(eve.id) });
      assert.equal(foreign.statusCode, 400);
    });

    it('answers the chat header through the chat variant of webprofile', async () => {
      const [ann, bob] = [
        await createTestMember(suite.app),
        await createTestMember(suite.app, { name: 'Header Bob' }),
      ];
      const chatId = await openChat(suite.app, ann, bob);
      const seen = new Date('2026-01-02T03:04:05Z');
      await updateTestMember(suite.app, bob, { last_seen: seen });
      const reply = await call(ann, 'webprofile', {
        chat_userid: bob.id,
        chat_id: chatId,
        user_id: ann.id,
        own_id: ann.id,
      });
      assert.equal(reply.statusCode, 200, reply.body);
      assert.deepEqual(reply.json<ChatHeaderResponse>().result, {
        user_id: bob.id,
        user_name: 'Header Bob',
        images: '',
        online: '0',
        onlinelasttime: seen.getTime() / 1000,
        verified: 'false',
      });
      const plain = await call(ann, 'webprofile', { user_id: ann.id });
      assert.equal(plain.json<{ result: { email: string } }>().result.email, ann.email);
      const wrongOther = await call(ann, 'webprofile', {
        chat_userid: ann.id,
        chat_id: chatId,
        user_id: ann.id,
        own_id: ann.id,
      });
      assert.equal(wrongOther.statusCode, 403);
    });

    it('answers app of the day from the admin settings', async () => {
      const member = await createTestMember(suite.app);
      const hidden = await call(member, 'appoftheday');
      assert.equal(
        hidden.json<{ result: { app_settings: string } }>().result.app_settings,
        'disable',
      );
      const content = new ContentService(
        new ContentRepository(suite.app.db),
        adminImageOrigins(suite.app.config),
      );
      const site = suite.app.config.mail.publicUrl;
      await content.setSetting('app_settings', 'enable');
      await content.setSetting('app_title', 'Sky Map');
      await content.setSetting('app_url', 'https://example.com/sky');
      await content.setSetting('app_images', `${site}/uploads/1.png, ${site}/uploads/2.png`);
      await assert.rejects(content.setSetting('app_images', 'javascript:alert(1)'));
      // The CSP's img-src would block a picture on another origin: the setting refuses it.
      await assert.rejects(
        content.setSetting('app_images', `${site}/uploads/1.png, https://example.com/2.png`),
        /app_images must be on .*https:\/\/example\.com\/2\.png/,
      );
      const page = await suite.app.inject({ method: 'GET', url: '/api/admindatas' });
      const imageSources = /img-src ([^;]*)/.exec(
        String(page.headers['content-security-policy']),
      )?.[1];
      assert.match(imageSources ?? '', /'self'/);
      assert.doesNotMatch(imageSources ?? '', /example\.com/);
      const shown = await call(member, 'appoftheday');
      assert.deepEqual(shown.json<{ result: unknown }>().result, {
        app_settings: 'enable',
        title: 'Sky Map',
        description: '',
        view_url_web: 'https://example.com/sky',
        images: [`${site}/uploads/1.png`, `${site}/uploads/2.png`],
      });
    });

    it('refuses every chat call without a token', async () => {
      for (const url of ['webgetchat', 'websendmessage', 'appoftheday', 'uploadimagechat']) {
        const reply = await suite.app.inject({ method: 'POST', url: `/api/${url}`, payload: {} });
        assert.equal(reply.statusCode, 401, url);
      }
    });

    it('refuses a flood of messages from one member with 429', async () => {
      const [ann, bob] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      const chatId = await openChat(suite.app, ann, bob);
      const answers: number[] = [];
      for (let index = 0; index <= MESSAGES_PER_10_SECONDS; index += 1) {
        answers.push((await send(ann, chatId, bob, { message: `flood ${index}` })).statusCode);
      }
      assert.deepEqual(answers.slice(0, -1), new Array<number>(MESSAGES_PER_10_SECONDS).fill(200));
      assert.equal(answers.at(-1), 429);
      assert.equal((await send(bob, chatId, ann, { message: 'still me' })).statusCode, 200);
    });

    it('reads history after a message id', async () => {
      const [ann, bob] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      const chatId = await openChat(suite.app, ann, bob);
      const first = (await send(ann, chatId, bob, { message: 'one' })).json<SendMessageResponse>();
      await send(ann, chatId, bob, { message: 'two' });
      const newer: ChatMessage[] = await history(bob, chatId, first.result.id);
      assert.deepEqual(
        newer.map((message) => message.message),
        ['two'],
      );
    });
  });
}
