import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GetChatMessagesResponse, YourTurnResponse } from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import { openChat } from '../../../test/support/chatTestClient';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testClock } from '../../../test/support/testClock';
import { createTestMember, memberCalls, type TestMember } from '../../../test/support/testMembers';
import { east, newTown, type TownPoint } from '../../../test/support/testTowns';
import { MEMBER_TEXTS } from '../../texts/memberTexts';

for (const backend of testBackends()) {
  describe(`your turn on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = testClock();
    const suite = useTestApp(backend, { options: { now: clock.now } });
    const { call, okCall } = memberCalls(suite);

    const send = (from: TestMember, chatId: number, to: TestMember, message: string) =>
      call(from, 'websendmessage', {
        chat_id: chatId,
        receiver_id: to.id,
        client_id: `turn-${Math.random().toString(36).slice(2)}`,
        message,
      });

    /** A member with `count` matches who each wrote last, a minute apart, oldest first. */
    async function memberAwaited(town: TownPoint, count: number) {
      const me = await createTestMember(suite.app, { ...town, name: 'Mia Busy' });
      const matches: { member: TestMember; chatId: number }[] = [];
      for (let index = 0; index < count; index += 1) {
        const member = await createTestMember(suite.app, { name: `Waiting ${index}` });
        const chatId = await openChat(suite.app, member, me);
        assert.equal((await send(member, chatId, me, `Hello ${index}`)).statusCode, 200);
        clock.advance(60_000);
        matches.push({ member, chatId });
      }
      return { me, matches };
    }

    it('lists the matches waiting for the reply and holds likes past the limit', async () => {
      const town = newTown();
      const { me, matches } = await memberAwaited(town, 6);
      // Answered or written last by the member: not waiting.
      const answered = await createTestMember(suite.app);
      const answeredChat = await openChat(suite.app, me, answered);
      await send(answered, answeredChat, me, 'Hi');
      await send(me, answeredChat, answered, 'Hi back');

      const state = await okCall<YourTurnResponse>(me, 'webyourturn');
      assert.equal(state.your_turn, 'true');
      assert.equal(state.limit, 5);
      assert.deepEqual(
        state.waiting.map((match) => [match.user_id, match.message]),
        matches.map(({ member }, index) => [member.id, `Hello ${index}`]),
        'longest waiting first',
      );

      const someone = await createTestMember(suite.app, east(town, 1));
      const refused = await call(me, 'webmatch', { follow_id: String(someone.id), type: 'like' });
      assert.equal(refused.statusCode, 409);
      assert.deepEqual(refused.body, { status: 'false', message: MESSAGES.yourTurnFirst });

      // Closing one kindly brings the member back to the limit: likes go again.
      const [first] = matches;
      assert.ok(first);
      const closed = await okCall<{ message: string }>(me, 'webclosekindly', {
        other_user_id: String(first.member.id),
        language: 'fr',
      });
      assert.equal(closed.message, MEMBER_TEXTS.fr.kindClosingMessage);
      const history = await okCall<GetChatMessagesResponse>(first.member, 'webgetchatmessage', {
        chat_id: first.chatId,
      });
      assert.deepEqual(history.chats.at(-1)?.message, MEMBER_TEXTS.fr.kindClosingMessage);
      assert.equal(history.chats.at(-1)?.sender_id, me.id, 'sent as the member');
      const after = await okCall<YourTurnResponse>(me, 'webyourturn');
      assert.equal(after.your_turn, 'false');
      assert.equal(after.waiting.length, 5);
      const matched = await suite.app.db
        .selectFrom('matches')
        .select('id')
        .where('member_low', '=', Math.min(me.id, first.member.id))
        .where('member_high', '=', Math.max(me.id, first.member.id))
        .executeTakeFirst();
      assert.equal(matched, undefined, 'the match ended');
      await okCall(me, 'webmatch', { follow_id: String(someone.id), type: 'like' });
    });

    it('closes only a match waiting for the caller, named by the token', async () => {
      const { me, matches } = await memberAwaited(newTown(), 1);
      const stranger = await createTestMember(suite.app);
      const notWaiting = await call(me, 'webclosekindly', { other_user_id: String(stranger.id) });
      assert.equal(notWaiting.statusCode, 409);
      assert.deepEqual(notWaiting.body, { status: 'false', message: MESSAGES.notWaitingForYou });
      const [only] = matches;
      assert.ok(only);
      // The waiting match cannot close its own chat in the member's name.
      const named = await call(stranger, 'webclosekindly', {
        user_id: String(me.id),
        other_user_id: String(only.member.id),
      });
      assert.equal(named.statusCode, 403);
      assert.equal((await okCall<YourTurnResponse>(me, 'webyourturn')).waiting.length, 1);
    });

    it('lets the admin turn it off or raise the limit', async () => {
      const town = newTown();
      const { me } = await memberAwaited(town, 3);
      const someone = await createTestMember(suite.app, east(town, 1));
      const other = await createTestMember(suite.app, east(town, 2));
      const { content } = suite.app.services;
      await content.setSetting('your_turn_limit', '2');
      try {
        const held = await call(me, 'webmatch', { follow_id: String(someone.id), type: 'like' });
        assert.equal(held.statusCode, 409);
        await content.setSetting('your_turn', 'off');
        assert.equal((await okCall<YourTurnResponse>(me, 'webyourturn')).your_turn, 'false');
        await okCall(me, 'webmatch', { follow_id: String(someone.id), type: 'like' });
      } finally {
        await content.setSetting('your_turn', 'on');
        await content.setSetting('your_turn_limit', '5');
      }
      await okCall(me, 'webmatch', { follow_id: String(other.id), type: 'like' });
      assert.equal((await call(me, 'webclosekindly', {})).statusCode, 400);
    });
  });
}
