import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testClock } from '../../../test/support/testClock';
import { createTestMember, type TestMember } from '../../../test/support/testMembers';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The `rank-signals` job counts again only the members something changed for (rankSignals.ts):
 * after writes of every kind and windows left behind, its rows are those counting everyone gives.
 */
for (const backend of testBackends()) {
  describe(`the rank signals' count on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = testClock();
    const suite = useTestApp(backend, { options: { now: clock.now } });

    const ago = (ms: number) => new Date(clock.now().getTime() - ms);
    const refresh = () => suite.app.services.discovery.refreshRankSignals();
    const signals = () =>
      suite.app.db.selectFrom('rank_signals').selectAll().orderBy('member_id').execute();
    const signalsOf = async (member: TestMember) =>
      (await signals()).find((row) => row.member_id === member.id);
    /** Every member counted again (the last count forgotten), as the rows then read. */
    const countedAll = async () => {
      await suite.app.db.updateTable('rank_signals_counted').set({ counted_at: null }).execute();
      assert.deepEqual(await refresh(), { counted: 'all' });
      return signals();
    };

    /** A swipe as likes' saveSwipe writes it: the pair's latest, dated `at`. */
    const swipe = (swiper: TestMember, target: TestMember, at: Date) =>
      suite.app.db
        .insertInto('swipes')
        .values({ swiper_id: swiper.id, target_id: target.id, kind: 'like', created_at: at })
        .onConflict((oc) => oc.columns(['swiper_id', 'target_id']).doUpdateSet({ created_at: at }))
        .execute();
    const chat = async (one: TestMember, other: TestMember, at: Date) => {
      const [low, high] = one.id < other.id ? [one, other] : [other, one];
      const { id } = await suite.app.db
        .insertInto('chats')
        .values({ member_low: low.id, member_high: high.id, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    };
    /** A member for each name. */
    const members = async <Name extends string>(names: Name[]) => {
      const made = {} as Record<Name, TestMember>;
      for (const name of names) made[name] = await createTestMember(suite.app);
      return made;
    };
    let messages = 0;
    const write = (chatId: number, sender: TestMember, at: Date) => {
      messages += 1;
      return suite.app.db
        .insertInto('chat_messages')
        .values({
          chat_id: chatId,
          sender_id: sender.id,
          client_id: `rank-${messages}`,
          type: 'text',
          text: 'Hello',
          created_at: at,
        })
        .execute();
    };

    it('counts again whom a write or a window touched, as counting everyone would', async () => {
      const { app } = suite;
      const { fading, gone, replier, partner, silentPartner, rewound, redated } = await members([
        'fading',
        'gone',
        'replier',
        'partner',
        'silentPartner',
        'rewound',
        'redated',
      ]);
      const { answerer, opener, backdated, leaver, left, stayer, steady, swiper, other, dropped } =
        await members([
          'answerer',
          'opener',
          'backdated',
          'leaver',
          'left',
          'stayer',
          'steady',
          'swiper',
          'other',
          'dropped',
        ]);
      // Each leaves its window in 10 minutes: swipes after 7 days, chats after 90.
      await swipe(swiper, fading, ago(7 * DAY_MS - 10 * MINUTE_MS));
      await swipe(other, fading, ago(DAY_MS));
      await swipe(swiper, gone, ago(7 * DAY_MS - 10 * MINUTE_MS));
      const fadingChat = await chat(replier, partner, ago(90 * DAY_MS - 10 * MINUTE_MS));
      await write(fadingChat, partner, ago(89 * DAY_MS));
      await write(fadingChat, replier, ago(89 * DAY_MS));
      // Not answered: half of the replier's chats, until the other leaves the window.
      await write(
        await chat(replier, silentPartner, ago(10 * DAY_MS)),
        silentPartner,
        ago(9 * DAY_MS),
      );
      await swipe(swiper, rewound, ago(DAY_MS));
      await swipe(other, rewound, ago(2 * DAY_MS));
      await swipe(swiper, redated, ago(8 * DAY_MS));
      const opened = await chat(answerer, opener, ago(2 * DAY_MS));
      await write(opened, opener, ago(2 * DAY_MS));
      await swipe(leaver, left, ago(DAY_MS));
      const leaving = await chat(leaver, stayer, ago(5 * DAY_MS));
      await write(leaving, leaver, ago(5 * DAY_MS));
      await write(leaving, stayer, ago(5 * DAY_MS));
      await swipe(other, steady, ago(DAY_MS));
      const droppedChat = await chat(dropped, other, ago(3 * DAY_MS));
      await write(droppedChat, other, ago(3 * DAY_MS));

      assert.deepEqual(await refresh(), { counted: 'all' });
      assert.equal((await signalsOf(replier))?.reply_rate, 0.5);
      assert.equal((await signalsOf(answerer))?.reply_rate, 0);
      assert.equal((await signalsOf(opener))?.reply_rate ?? null, null);
      assert.equal((await signalsOf(stayer))?.reply_rate, 1);
      assert.equal((await signalsOf(dropped))?.reply_rate, 0);
      const before = await signals();

      clock.advance(30 * MINUTE_MS);
      // A rewind, a swipe again (dated now), a first answer, a swipe dated before the last
      // count (a row committed late or written with another clock) and a deleted member.
      await app.db
        .deleteFrom('swipes')
        .where('swiper_id', '=', swiper.id)
        .where('target_id', '=', rewound.id)
        .execute();
      await swipe(swiper, redated, clock.now());
      await write(opened, answerer, clock.now());
      await swipe(other, backdated, ago(3 * DAY_MS));
      await app.db.deleteFrom('members').where('id', '=', leaver.id).execute();
      // No call deletes a chat; the database may, its messages going with it.
      await app.db.deleteFrom('chats').where('id', '=', droppedChat).execute();

      const counted = await refresh();
      assert.equal(counted.counted, 'changed');
      const after = await signals();
      const row = (member: TestMember) => after.find((signal) => signal.member_id === member.id);
      assert.equal(row(fading)?.swipes_received, 1);
      assert.equal(row(gone), undefined);
      assert.equal(row(replier)?.reply_rate, 0);
      assert.equal(row(partner), undefined);
      assert.equal(row(rewound)?.swipes_received, 1);
      assert.equal(row(redated)?.swipes_received, 1);
      assert.equal(row(answerer)?.reply_rate, 1);
      assert.equal(row(opener)?.reply_rate, 1);
      assert.equal(row(backdated)?.swipes_received, 1);
      assert.equal(row(left), undefined);
      // The deleted member's side of the chat is no one's: the chat no longer counts.
      assert.equal(row(stayer), undefined);
      assert.equal(row(dropped), undefined);
      assert.deepEqual(
        row(steady),
        before.find((signal) => signal.member_id === steady.id),
      );
      assert.deepEqual(after, await countedAll());

      // Nothing changed since, nothing due: nobody is counted.
      assert.deepEqual(await refresh(), { counted: 'changed', members: 0 });
    });

    it('counts everyone when the clock went back or after a long gap', async () => {
      const { target, swiper } = await members(['target', 'swiper']);
      // Out of the window now, in it again an hour earlier.
      await swipe(swiper, target, ago(7 * DAY_MS + 30 * MINUTE_MS));
      await refresh();
      assert.equal(await signalsOf(target), undefined);
      clock.advance(-60 * MINUTE_MS);
      assert.deepEqual(await refresh(), { counted: 'all' });
      assert.equal((await signalsOf(target))?.swipes_received, 1);
      clock.advance(2 * DAY_MS);
      assert.deepEqual(await refresh(), { counted: 'all' });
      assert.equal(await signalsOf(target), undefined);
    });
  });
}
