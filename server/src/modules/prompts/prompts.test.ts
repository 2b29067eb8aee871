import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  ChatMessage,
  GetChatMessagesResponse,
  GetChatsResponse,
  GetPeopleResponse,
  MemberProfileResponse,
  PeopleRequestsResponse,
  ProfileResponse,
  PromptsResponse,
  SetPromptsResponse,
} from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import { testSockets } from '../../../test/support/chatTestClient';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testClock } from '../../../test/support/testClock';
import {
  createTestMember,
  memberCalls,
  updateTestMember,
  type TestMember,
  type TestMemberFields,
} from '../../../test/support/testMembers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each test meets its people in a town of its own, so no other test's members show up. */
let townCount = 0;
function newTown() {
  townCount += 1;
  return { longitude: 100 + townCount * 3, latitude: -40 + (townCount % 4) * 5 };
}

for (const backend of testBackends()) {
  describe(`prompts and aimed likes on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = testClock();
    const sockets = testSockets();
    const suite = useTestApp(backend, {
      listen: true,
      options: { now: clock.now },
      beforeClose: sockets.closeAll,
    });

    const { call, okCall } = memberCalls(suite);

    async function refusal(member: TestMember, url: string, payload: object) {
      const { statusCode, body } = await call<{ status: string; message: string }>(
        member,
        url,
        payload,
      );
      return { statusCode, message: body.message, status: body.status };
    }

    /** Two members of one new town, who can see each other, joined at the test clock's now. */
    async function pair(aFields: TestMemberFields = {}, bFields: TestMemberFields = {}) {
      const town = newTown();
      const a = await createTestMember(suite.app, { ...town, ...aFields });
      const b = await createTestMember(suite.app, {
        ...town,
        longitude: town.longitude + 0.01,
        ...bFields,
      });
      for (const member of [a, b]) {
        await updateTestMember(suite.app, member, { created_at: clock.now() });
      }
      return { a, b };
    }

    async function promptIds(member: TestMember): Promise<number[]> {
      const body = await okCall<PromptsResponse>(member, 'webprompts');
      return body.prompts.map((prompt) => prompt.id);
    }

    it('lists about fifteen prompts with stable ids, each in the language asked', async () => {
      const { a } = await pair();
      const english = await okCall<PromptsResponse>(a, 'webprompts');
      const french = await okCall<PromptsResponse>(a, 'webprompts', { language: 'fr' });
      const arabic = await okCall<PromptsResponse>(a, 'webprompts', { language: 'ar' });

      assert.ok(english.prompts.length >= 15);
      assert.deepEqual(
        french.prompts.map((prompt) => prompt.id),
        english.prompts.map((prompt) => prompt.id),
      );
      assert.equal(english.prompts[0]?.text, 'A perfect Sunday…');
      assert.equal(french.prompts[0]?.text, 'Un dimanche parfait…');
      assert.equal(arabic.prompts[0]?.text, 'يوم أحد مثالي…');
      assert.deepEqual(english.answers, []);
    });

    it('stores up to three answers in order, trimmed, on webprompts and the own profile', async () => {
      const { a } = await pair();
      const [first, second, third] = await promptIds(a);
      const saved = await okCall<SetPromptsResponse>(a, 'websetprompts', {
        language: 'fr',
        answers: [
          { prompt_id: String(third), answer: '  Les crêpes du marché  ' },
          { prompt_id: first, answer: 'Coffee and a long walk' },
          { prompt_id: second, answer: 'Someone kind' },
        ],
      });
      assert.deepEqual(
        saved.answers.map(({ prompt_id, answer }) => [prompt_id, answer]),
        [
          [third, 'Les crêpes du marché'],
          [first, 'Coffee and a long walk'],
          [second, 'Someone kind'],
        ],
      );
      assert.equal(saved.answers[1]?.prompt, 'Un dimanche parfait…');

      const profile = await okCall<ProfileResponse>(a, 'webprofile', { language: 'en' });
      assert.deepEqual(
        profile.result.prompts?.map(({ prompt, answer }) => [prompt, answer]),
        [
          ['My most irrational fear…', 'Les crêpes du marché'],
          ['A perfect Sunday…', 'Coffee and a long walk'],
          ["I'm looking for…", 'Someone kind'],
        ],
      );

      await okCall(a, 'websetprompts', { answers: [] });
      assert.deepEqual((await okCall<PromptsResponse>(a, 'webprompts')).answers, []);
    });

    it('refuses a fourth answer, an answer out of 1 to 200 characters, an unknown or repeated prompt', async () => {
      const { a } = await pair();
      const ids = await promptIds(a);
      const answers = (count: number) =>
        ids.slice(0, count).map((prompt_id) => ({ prompt_id, answer: 'Yes' }));

      const cases: [object, string][] = [
        [{ answers: answers(4) }, MESSAGES.tooManyPrompts],
        [{ answers: [{ prompt_id: ids[0], answer: '   ' }] }, MESSAGES.promptAnswerRule],
        [{ answers: [{ prompt_id: ids[0], answer: 'x'.repeat(201) }] }, MESSAGES.promptAnswerRule],
        [{ answers: [{ prompt_id: 999_999, answer: 'Yes' }] }, MESSAGES.promptNotFound],
        [
          {
            answers: [
              { prompt_id: ids[0], answer: 'Yes' },
              { prompt_id: ids[0], answer: 'No' },
            ],
          },
          MESSAGES.promptAnsweredTwice,
        ],
      ];
      for (const [payload, message] of cases) {
        assert.deepEqual(await refusal(a, 'websetprompts', payload), {
          statusCode: 400,
          status: 'false',
          message,
        });
      }
      await okCall(a, 'websetprompts', {
        answers: [{ prompt_id: ids[0], answer: 'x'.repeat(200) }],
      });
      assert.equal((await okCall<PromptsResponse>(a, 'webprompts')).answers.length, 1);
    });

    it("shows a member's answers on their swipe card and their profile, in the reader's language", async () => {
      const { a, b } = await pair();
      const [first] = await promptIds(a);
      await okCall(a, 'websetprompts', { answers: [{ prompt_id: first, answer: 'Brunch' }] });

      const people = await okCall<GetPeopleResponse>(b, 'webgetpeople', { language: 'sp' });
      const card = people.peoples.find((person) => person.user_id === a.id);
      assert.deepEqual(card?.prompts, [
        { prompt_id: first, prompt: 'Un domingo perfecto…', answer: 'Brunch' },
      ]);
      const profile = await okCall<MemberProfileResponse>(b, 'webprofilenew', {
        friend_id: a.id,
      });
      assert.deepEqual(profile.result.prompts, [
        { prompt_id: first, prompt: 'A perfect Sunday…', answer: 'Brunch' },
      ]);
    });

    it('tags members who joined in the last 7 days as New here, and no longer after', async () => {
      const { a, b } = await pair();
      const cardOf = async () =>
        (await okCall<GetPeopleResponse>(b, 'webgetpeople')).peoples.find(
          (person) => person.user_id === a.id,
        );
      assert.equal((await cardOf())?.new_here, 'true');
      clock.advance(7 * DAY_MS - 60_000);
      assert.equal((await cardOf())?.new_here, 'true');
      clock.advance(2 * 60_000);
      assert.equal((await cardOf())?.new_here, 'false');
    });

    it('refuses a comment over 140 characters, two aims at once, and what the profile does not show', async () => {
      const { a, b } = await pair({ photos: ['prompts-a-1.jpg'] }, { photos: ['prompts-b-1.jpg'] });
      const [first, second] = await promptIds(a);
      await okCall(a, 'websetprompts', { answers: [{ prompt_id: first, answer: 'Brunch' }] });
      const like = (fields: object) => ({ follow_id: a.id, type: 'like', ...fields });

      const cases: [object, string][] = [
        [like({ liked_prompt: first, comment: 'x'.repeat(141) }), MESSAGES.likeCommentTooLong],
        [
          like({ liked_prompt: first, liked_photo: '/uploads/prompts-a-1.jpg' }),
          MESSAGES.likeOneItem,
        ],
        [like({ liked_prompt: second }), MESSAGES.likedItemNotFound],
        // B's own photo is not on A's profile.
        [like({ liked_photo: '/uploads/prompts-b-1.jpg' }), MESSAGES.likedItemNotFound],
      ];
      for (const [payload, message] of cases) {
        assert.deepEqual(await refusal(b, 'webmatch', payload), {
          statusCode: 400,
          status: 'false',
          message,
        });
      }
      const liked = await okCall(b, 'webmatch', like({ comment: 'x'.repeat(140) }));
      assert.equal((liked as { match: string }).match, '0');
    });

    it('shows the comment and the liked answer to the receiver only, then opens their chat with it', async () => {
      const { a, b } = await pair({ photos: ['prompts-a-2.jpg'] });
      const outsider = await createTestMember(suite.app, {
        premiumUntil: new Date(clock.now().getTime() + 30 * DAY_MS),
      });
      const [first] = await promptIds(a);
      await okCall(a, 'websetprompts', { answers: [{ prompt_id: first, answer: 'Brunch' }] });

      // The spec's client: a plain like, as a form sends it, still works.
      await okCall(b, 'webmatch', {
        follow_id: String(a.id),
        type: 'like',
        liked_prompt: String(first),
        comment: ' Which brunch place? ',
      });

      const likes = await okCall<PeopleRequestsResponse>(a, 'webfriendrequests', { type: 'like' });
      assert.equal(likes.blurred, 'true', 'a free member sees the words, not who wrote them');
      assert.deepEqual(likes.peoples[0]?.received_like, {
        comment: 'Which brunch place?',
        liked: { kind: 'prompt', prompt_id: first, answer: 'Brunch' },
      });
      const others = await okCall<PeopleRequestsResponse>(outsider, 'webfriendrequests', {
        type: 'like',
      });
      assert.deepEqual(others.peoples, [], 'nobody else gets the like or its comment');

      const matched = await okCall<{ match: string }>(a, 'webmatch', {
        follow_id: b.id,
        type: 'like',
      });
      assert.equal(matched.match, '1');

      const chats = await okCall<GetChatsResponse>(a, 'webgetchat');
      const chat = chats.matches.find((item) => item.user_id === b.id);
      assert.ok(chat, 'the match starts a chat holding the comment');
      for (const member of [a, b]) {
        const history: GetChatMessagesResponse = await okCall(member, 'webgetchatmessage', {
          chat_id: chat.chat_id,
        });
        assert.equal(history.chats.length, 1);
        assert.deepEqual(
          {
            sender: history.chats[0]?.sender_id,
            text: history.chats[0]?.message,
            liked: history.chats[0]?.liked,
          },
          {
            sender: b.id,
            text: 'Which brunch place?',
            liked: { kind: 'prompt', prompt_id: first, answer: 'Brunch' },
          },
        );
      }
    });

    it('posts the comment of a photo like that makes the match at once, quoting the photo', async () => {
      const { a, b } = await pair({ photos: ['prompts-a-3.jpg', 'prompts-a-4.jpg'] });
      await okCall(a, 'webmatch', { follow_id: b.id, type: 'like' });
      const aTab = await sockets.open(suite.url, a);

      const matched = await okCall<{ match: string }>(b, 'webmatch', {
        follow_id: a.id,
        type: 'like',
        liked_photo: '/uploads/prompts-a-4.jpg',
        comment: 'Where was this?',
      });
      assert.equal(matched.match, '1');
      // Delivered live to the open page, as a sent message is.
      const delivered = await aTab.next<ChatMessage>('broad');
      assert.deepEqual(
        [delivered.sender_id, delivered.message, delivered.liked],
        [b.id, 'Where was this?', { kind: 'photo', image: '/uploads/prompts-a-4.jpg' }],
      );

      const chat = (await okCall<GetChatsResponse>(a, 'webgetchat')).matches.find(
        (item) => item.user_id === b.id,
      );
      assert.equal(chat?.message, 'Where was this?');
      const history = await okCall<GetChatMessagesResponse>(a, 'webgetchatmessage', {
        chat_id: chat.chat_id,
      });
      assert.deepEqual(
        history.chats.map(({ sender_id, message, liked }) => ({ sender_id, message, liked })),
        [
          {
            sender_id: b.id,
            message: 'Where was this?',
            liked: { kind: 'photo', image: '/uploads/prompts-a-4.jpg' },
          },
        ],
      );
    });

    it('starts no chat message for an aimed like without a comment', async () => {
      const { a, b } = await pair({ photos: ['prompts-a-5.jpg'] });
      await okCall(b, 'webmatch', {
        follow_id: a.id,
        type: 'like',
        liked_photo: 'prompts-a-5.jpg',
      });
      const likes = await okCall<PeopleRequestsResponse>(a, 'webfriendrequests', { type: 'like' });
      assert.deepEqual(likes.peoples[0]?.received_like, {
        comment: '',
        liked: { kind: 'photo', image: '/uploads/prompts-a-5.jpg' },
      });
      await okCall(a, 'webmatch', { follow_id: b.id, type: 'like' });

      const chat = (await okCall<GetChatsResponse>(b, 'webgetchat')).matches.find(
        (item) => item.user_id === a.id,
      );
      assert.equal(chat?.message ?? '', '');
    });
  });
}
