import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type DeckResponse, type PersonCard } from '@dating/contract/schemas';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import {
  createTestMember,
  memberCalls,
  updateTestMember,
  type TestMember,
} from '../../../test/support/testMembers';
import { newTown, north, type TownPoint } from '../../../test/support/testTowns';
import { CONTENT_DEFAULTS } from '../content/contentDefaults';
import { RANKING_PARTS } from './deckRanking';

const OPEN_FILTER = { age: '18-60', distance: '100', gender: 'everyone', people_for: '1,2' };

/**
 * The deck's blended ranking: inside the window of the nearest, a weighted score of the admin's
 * settings orders the cards (boosted first, then fewest preferences missed), and each card says
 * why it ranks where it does.
 */
for (const backend of testBackends()) {
  describe(`the deck's ranking on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend);
    const { okCall, answerFirstQuestions } = memberCalls(suite);

    const deck = async (viewer: TestMember, language = 'en') =>
      (await okCall<DeckResponse>(viewer, 'webgetpeople', { limit: '20', language })).peoples;
    const ids = (cards: PersonCard[]) => cards.map((card) => card.user_id);
    const codes = (card: PersonCard | undefined) => card?.why?.map((reason) => reason.code);

    async function viewerIn(place: TownPoint) {
      const viewer = await createTestMember(suite.app, place);
      // Here for a relationship, open to friendship: who is here for friendship only is listed.
      await okCall(viewer, 'websetfilter', { ...OPEN_FILTER });
      return viewer;
    }

    /** The members answer ten questions alike, each accepting only that answer: 90 % compatible. */
    async function answerAlike(members: TestMember[]) {
      for (const member of members) await answerFirstQuestions(member, 10);
    }

    it('equally near, the one who wants the viewer back and is compatible comes first, saying why', async () => {
      const place = newTown();
      const viewer = await viewerIn(place);
      // Joined first (the lower id): here for friendship only, and looking for under-26s.
      const cold = await createTestMember(suite.app, { ...north(place, 2), purposes: [2] });
      await updateTestMember(suite.app, cold, { filter_age_max: 25 });
      const warm = await createTestMember(suite.app, north(place, 2));
      await answerAlike([viewer, warm]);

      const cards = await deck(viewer);
      assert.deepEqual(ids(cards), [warm.id, cold.id]);
      const [first, second] = cards;
      assert.equal(first?.match_percent, 90);
      // Nearness weighs most by default, then compatibility, then the purpose in common.
      assert.deepEqual(first.why, [
        { code: 'near', value: 2 },
        { code: 'compatible', value: 90 },
        { code: 'both_want', value: 1, name: 'Relationship' },
      ]);
      assert.deepEqual(codes(second), ['near', 'active_today', 'new_here']);

      // The purpose is named in the reader's language.
      const [french] = await deck(viewer, 'fr');
      const purposes = await suite.app.services.content.listPurposes('fr');
      const named = french?.why?.find((reason) => reason.code === 'both_want');
      assert.equal(named?.name, purposes.find((purpose) => purpose.id === 1)?.name);
      assert.notEqual(named?.name, 'Relationship');
    });

    it("the admin's weights reorder the deck", async () => {
      const { content } = suite.app.services;
      const place = newTown();
      const viewer = await viewerIn(place);
      const near = await createTestMember(suite.app, { ...north(place, 1), purposes: [2] });
      const fitting = await createTestMember(suite.app, north(place, 8));
      // Both here for a relationship, fitting outweighs 7 km by default.
      assert.deepEqual(ids(await deck(viewer)), [fitting.id, near.id]);
      try {
        await content.setSetting('rank_mutual', '0');
        assert.deepEqual(ids(await deck(viewer)), [near.id, fitting.id]);
        await content.setSetting('rank_distance', '0');
        await content.setSetting('rank_activity', '0');
        await content.setSetting('rank_new_here', '0');
        // Nothing tells them apart: the distances shown.
        const cards = await deck(viewer);
        assert.deepEqual(ids(cards), [near.id, fitting.id]);
        assert.equal(cards[0]?.why, undefined, 'no reason left, no why line');
        await assert.rejects(content.setSetting('rank_mutual', '101'), /from 0 to 100/);
      } finally {
        for (const key of [
          'rank_mutual',
          'rank_distance',
          'rank_activity',
          'rank_new_here',
        ] as const) {
          await content.setSetting(key, CONTENT_DEFAULTS.settings[key]);
        }
      }
    });

    it('reply rate and swipes received rank the window, from either side of a chat, as the job counts them', async () => {
      const { app } = suite;
      const place = newTown();
      const elsewhere = newTown();
      const viewer = await viewerIn(place);
      // Joined before them: the high side of their chats with these two (member_low < member_high).
      const [older, olderStill] = [
        await createTestMember(app, elsewhere),
        await createTestMember(app, elsewhere),
      ];
      // In this order, so that the ids' order is none of the orders expected below.
      const [both, replier, silent] = [
        await createTestMember(app, north(place, 3)),
        await createTestMember(app, north(place, 3)),
        await createTestMember(app, north(place, 3)),
      ];
      const newer = [
        await createTestMember(app, elsewhere),
        await createTestMember(app, elsewhere),
        await createTestMember(app, elsewhere),
      ];
      const now = Date.now();
      const daysAgo = (days: number) => new Date(now - days * 86_400_000);
      /** A chat of the two where the partner wrote, and the member replied or not. */
      const chat = async (member: TestMember, partner: TestMember, replied: boolean) => {
        const [low, high] = member.id < partner.id ? [member, partner] : [partner, member];
        const { id } = await app.db
          .insertInto('chats')
          .values({ member_low: low.id, member_high: high.id, created_at: daysAgo(1) })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const sender of replied ? [partner, member] : [partner]) {
          await app.db
            .insertInto('chat_messages')
            .values({
              chat_id: id,
              sender_id: sender.id,
              client_id: `ranking-${id}-${sender.id}`,
              type: 'text',
              text: 'Hello',
              created_at: daysAgo(1),
            })
            .execute();
        }
      };
      await chat(both, newer[0]!, true); // the low side: replied
      await chat(both, older, false); // the high side: not replied, so half
      await chat(replier, olderStill, true); // the high side: replied
      await chat(silent, newer[1]!, false); // the low side: not replied
      const swipe = (swiper: TestMember, target: TestMember, days: number) =>
        app.db
          .insertInto('swipes')
          .values({
            swiper_id: swiper.id,
            target_id: target.id,
            kind: 'nope',
            created_at: daysAgo(days),
          })
          .execute();
      const { content } = app.services;
      const weights = RANKING_PARTS.map((part) => `rank_${part}` as const);
      const only = async (weighed: (typeof weights)[number]) => {
        for (const key of weights) await content.setSetting(key, key === weighed ? '100' : '0');
      };
      // Counted by the rank-signals job, not at each page.
      const { discovery } = app.services;
      try {
        await only('rank_replies');
        await discovery.refreshRankSignals();
        assert.deepEqual(ids(await deck(viewer)), [replier.id, both.id, silent.id]);
        // Swipes received in 7 days are showings: more rank lower; older ones do not count.
        await swipe(newer[0]!, replier, 1);
        await swipe(newer[1]!, replier, 2);
        for (const swiper of newer) await swipe(swiper, silent, 8);
        await only('rank_shown_less');
        await discovery.refreshRankSignals();
        assert.deepEqual(ids(await deck(viewer)), [both.id, silent.id, replier.id]);
      } finally {
        for (const key of weights) await content.setSetting(key, CONTENT_DEFAULTS.settings[key]);
      }
    });

    it('premium is no boost in the order; a boost is, first', async () => {
      const place = newTown();
      const viewer = await viewerIn(place);
      const first = await createTestMember(suite.app, north(place, 3));
      const second = await createTestMember(suite.app, {
        ...north(place, 3),
        premiumUntil: new Date(Date.now() + 86_400_000),
      });
      const boosted = await createTestMember(suite.app, { ...north(place, 9), purposes: [2] });
      await updateTestMember(suite.app, boosted, {
        boosted_until: new Date(Date.now() + 3_600_000),
      });
      const before = await deck(viewer);
      assert.deepEqual(ids(before), [boosted.id, first.id, second.id]);
      assert.deepEqual(
        before.map((card) => card.premium_member),
        ['false', 'false', 'true'],
      );
      // Premium moves to the other: the order of the two stays that of their ids.
      await updateTestMember(suite.app, first, {
        premium_until: new Date(Date.now() + 86_400_000),
      });
      await updateTestMember(suite.app, second, { premium_until: null });
      const after = await deck(viewer);
      assert.deepEqual(ids(after), [boosted.id, first.id, second.id]);
      assert.deepEqual(
        after.map((card) => card.premium_member),
        ['false', 'true', 'false'],
      );
      assert.deepEqual(codes(after[1]), codes(after[2]));
    });

    it('a hidden location gives no "near" reason, and a preference missed still ranks later', async () => {
      const place = newTown();
      const viewer = await viewerIn(place);
      const hidden = await createTestMember(suite.app, north(place, 1));
      await updateTestMember(suite.app, hidden, { show_location: false });
      const verified = await createTestMember(suite.app, { ...north(place, 40), purposes: [2] });
      await updateTestMember(suite.app, verified, { verified: true });
      const cards = await deck(viewer);
      assert.deepEqual(ids(cards), [hidden.id, verified.id]);
      assert.equal(cards[0]?.distance, null);
      assert.ok(!codes(cards[0])?.includes('near'), JSON.stringify(cards[0]?.why));

      await okCall(viewer, 'websetfilter', {
        ...OPEN_FILTER,
        verified_only: 'true',
        preferences: 'verified',
      });
      assert.deepEqual(ids(await deck(viewer)), [verified.id, hidden.id]);
    });
  });
}
