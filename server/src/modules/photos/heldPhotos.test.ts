import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MESSAGES } from '@dating/contract/rules';
import { openChat } from '../../../test/support/chatTestClient';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { createTestMember, memberCalls } from '../../../test/support/testMembers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The two ways a photo is kept from others: held for a moderator, or its screening not ended. */
const HIDDEN_STATES = [
  { state: 'held for a moderator', hide: { held_reason: MESSAGES.reviewSameFaceAsAnotherMember } },
  { state: 'awaiting its screening', hide: { awaiting_screening: true } },
] as const;

/**
 * A photo held for a moderator (vision README), or a member's upload whose screening after the
 * answer has not ended (photos README), shows to no other member, wherever they see the member:
 * each read of another member's photos, with the hidden photo first in profile order (so the
 * next one is what others see first) and in a "new photo" feed item.
 */
for (const backend of testBackends()) {
  describe(`held photos on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend);
    const { okCall } = memberCalls(suite);

    for (const [index, { state, hide }] of HIDDEN_STATES.entries()) {
      it(`leaves a photo ${state} out of every read of the member by others, and keeps it for its owner`, async () => {
        const HELD = `hidden-main-photo-${index}.jpg`;
        const SHOWN = `shown-second-photo-${index}.jpg`;
        const HELD_CARD = `hidden-main-card-${index}.webp`;
        const SHOWN_CARD = `shown-second-card-${index}.webp`;
        // Each state's members in a town of their own: one state's deck never meets the other's.
        const town = { longitude: 61.5 + index * 20, latitude: -41.2 };
        const premiumUntil = new Date(Date.now() + 30 * DAY_MS);
        const holly = await createTestMember(suite.app, {
          ...town,
          name: 'Holly Held',
          photos: [HELD, SHOWN],
        });
        const victor = await createTestMember(suite.app, {
          ...town,
          name: 'Victor Viewer',
          gender: 'male',
          premiumUntil,
        });
        const wendy = await createTestMember(suite.app, {
          ...town,
          name: 'Wendy Words',
          premiumUntil,
        });
        await suite.app.db
          .updateTable('photos')
          .set({ ...hide, card_name: HELD_CARD })
          .where('image_name', '=', HELD)
          .execute();
        await suite.app.db
          .updateTable('photos')
          .set({ card_name: SHOWN_CARD })
          .where('image_name', '=', SHOWN)
          .execute();
        const at = new Date();
        await suite.app.db
          .insertInto('feed_items')
          .values([
            { member_id: holly.id, type: 'image', images: [HELD], created_at: at },
            { member_id: holly.id, type: 'image', images: [SHOWN], created_at: at },
          ])
          .execute();

        // Victor: a match Holly wrote to, and visited by her.
        const chatId = await openChat(suite.app, holly, victor);
        await okCall(holly, 'websendmessage', {
          chat_id: chatId,
          receiver_id: victor.id,
          client_id: `held-photo-hello-${index}`,
          message: 'Hello Victor',
        });
        await okCall(holly, 'webvisitprofile', { visit_user_id: String(victor.id) });
        // Wendy: a like whose comment has one of her hidden words (her Hidden folder).
        await okCall(wendy, 'webhiddenwords', { add: 'horoscope' });
        await okCall(holly, 'webmatch', {
          follow_id: String(wendy.id),
          type: 'like',
          comment: 'What is your horoscope?',
        });

        const reads: [string, typeof victor, string, object][] = [
          ['deck', wendy, 'webgetpeople', {}],
          ['profile', victor, 'webprofilenew', { friend_id: holly.id }],
          ['matches', victor, 'webfriendslist', {}],
          ['visitors', victor, 'webvisitors', {}],
          ['chat list', victor, 'webgetchat', { section: 'conversations' }],
          ['chat header', victor, 'webprofile', { chat_id: chatId, chat_userid: holly.id }],
          ['your turn', victor, 'webyourturn', {}],
          ['likes received', wendy, 'webfriendrequests', { type: 'like' }],
          ['hidden folder', wendy, 'webhiddenmessages', {}],
        ];
        for (const [read, viewer, url, payload] of reads) {
          const body = JSON.stringify(await okCall(viewer, url, payload));
          assert.ok(body.includes(SHOWN), `${read} shows her other photo: ${body}`);
          assert.ok(!body.includes(HELD), `${read} leaves the held photo out: ${body}`);
          assert.ok(!body.includes(HELD_CARD), `${read} leaves its card rendition out: ${body}`);
        }
        const deck = JSON.stringify(await okCall(wendy, 'webgetpeople'));
        assert.ok(
          deck.includes(SHOWN_CARD),
          `the deck's card shows the other's rendition: ${deck}`,
        );

        const feeds = await okCall<{ feeds: { feed_content_images: string[] }[] }>(
          victor,
          'webfeeds',
        );
        assert.deepEqual(
          feeds.feeds.map((item) => item.feed_content_images.map((url) => url.split('/').pop())),
          [[SHOWN]],
          'the "new photo" item of the held photo is left out',
        );

        await okCall(victor, 'websetblock', { block_user_id: String(holly.id), block: 'true' });
        const blocked = JSON.stringify(await okCall(victor, 'webblockedmembers'));
        assert.ok(blocked.includes(SHOWN) && !blocked.includes(HELD), blocked);

        const own = JSON.stringify(await okCall(holly, 'webprofile'));
        assert.ok(own.includes(HELD) && own.includes(SHOWN), 'its owner still sees both');
      });
    }
  });
}
