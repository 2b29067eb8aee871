import assert from 'node:assert/strict';
import { MESSAGES } from '@dating/contract/rules';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { openChatSocket, wait } from './chatTestClient';
import { pointAt } from '../../src/db/pointAt';
import { updateTestMember, type TestMember } from './testMembers';
import { webmRecording } from './voiceRecordings';

/**
 * The case table of the cross-member access test (crossMemberAccess.test.ts): for every /api
 * route and every socket event, the calls member A makes with member B's identifiers. A route
 * or event without a case here, and not in the short list of exemptions, fails the test.
 */

/** Member B: signed up through the API, with a placed photo and a pending upload. */
export interface MemberB extends TestMember {
  /** The storage name of B's profile photo. */
  photo: string;
  /** The id of B's profile photo (websetphotoorder's). */
  photoId: number;
  /** The storage name of an upload B has not placed yet. */
  pendingPhoto: string;
  /** C: B's match, and the chat between them holding B's message. */
  c: TestMember;
  chatId: number;
  messageId: number;
  /** B's voice note in the chat with C. */
  voiceMessageId: number;
  /** The address of B's browser at its push service. */
  pushEndpoint: string;
  /** An item of B's feed (B's new job). */
  feedId: number;
  /** B's ready data export (its ZIP holds B's e-mail and messages). */
  exportId: string;
}

export interface CrossMemberWorld {
  app: FastifyInstance;
  /** The caller: a new signed-in member for every case, so no case depends on another. */
  a: TestMember;
  b: MemberB;
  /**
   * Strings only B may see (e-mail, token, exact coordinates, B's chat message, push address
   * and search filter); no answer to A contains one.
   */
  secretsOfB: readonly string[];
  /** The server's address, for sockets. */
  url: string;
  /** A small picture as the data URL an upload sends. */
  picture: string;
}

/**
 * What A must get: 'invalid-access' is 403 'Invalid access' (a field names B); 'refused' any
 * refusal (a wrong code or password for B); 'moderators-only' the 403 of a moderation call to a
 * member without the role; 'nothing-of-b' any answer but 401 (A is signed in) holding none of
 * B's secrets.
 * Whatever the expectation, no answer holds a secret of B's, and B's profile stays unchanged.
 */
export type CrossMemberExpectation =
  'invalid-access' | 'refused' | 'moderators-only' | 'nothing-of-b';

export interface CrossMemberCall {
  /** The body of a POST, the query of a GET. */
  fields: Record<string, string | number | object>;
  expect: CrossMemberExpectation;
  /** What must still hold of B's after the call, beyond B's profile and messages. */
  verify?: (world: CrossMemberWorld) => Promise<void>;
}

export type CrossMemberCase = (world: CrossMemberWorld) => CrossMemberCall[];

export interface SocketCase {
  /** Emits the event from A's socket with B's identifiers and checks what A and B receive. */
  run(world: CrossMemberWorld, socketOfA: Socket): Promise<void>;
}

/** B's Saved list stays empty whatever A saves or unsaves. */
async function savedNothingForB({ app, b }: CrossMemberWorld): Promise<void> {
  const rows = await app.db
    .selectFrom('saved_members')
    .select('saved_id')
    .where('member_id', '=', b.id)
    .execute();
  assert.deepEqual(rows, []);
}

/** A moved near B reads B's profile, which holds none of B's secrets. */
async function readsBInReach({ app, a, b, secretsOfB }: CrossMemberWorld): Promise<void> {
  await updateTestMember(app, a, { coordinates: pointAt(5.4, 43.3) });
  const read = await app.inject({
    method: 'POST',
    url: '/api/webprofilenew',
    headers: a.headers,
    payload: { friend_id: String(b.id) },
  });
  assert.equal(read.statusCode, 200, read.body);
  for (const secret of secretsOfB) assert.ok(!read.body.includes(secret), secret);
}

/** B's own blocks are B's: A's blocked list never shows whom B blocks. */
async function blocksOfBStayHidden({ app, a, b }: CrossMemberWorld): Promise<void> {
  await app.inject({
    method: 'POST',
    url: '/api/websetblock',
    headers: b.headers,
    payload: { block_user_id: String(b.c.id), block: 'true' },
  });
  const read = await app.inject({
    method: 'POST',
    url: '/api/webblockedmembers',
    headers: a.headers,
  });
  assert.deepEqual(read.json(), { status: 'true', members: [] });
  await app.inject({
    method: 'POST',
    url: '/api/websetblock',
    headers: b.headers,
    payload: { block_user_id: String(b.c.id), block: 'false' },
  });
}

/** B has answered no question: A's calls wrote none of B's answers. */
async function noAnswersOfB({ app, b }: CrossMemberWorld): Promise<void> {
  const rows = await app.db
    .selectFrom('member_questions')
    .select('question_id')
    .where('member_id', '=', b.id)
    .execute();
  assert.deepEqual(rows, [], "A wrote B's answers");
}

/**
 * B's private answer stays B's: A, moved near B, who answered the same question, compares with
 * B and reads no question of theirs (one in common, none shown).
 */
async function privateAnswersOfBStayHidden({ app, a, b }: CrossMemberWorld): Promise<void> {
  const post = (member: TestMember, url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/${url}`, headers: member.headers, payload });
  const listed = (await post(a, 'webquestions', {})).json<{
    questions: { id: number; choices: { id: number }[] }[];
  }>();
  const question = listed.questions[0];
  const choice = question?.choices[0]?.id;
  assert.ok(question && choice);
  const answer = { question_id: question.id, choice_id: choice, accepted: [choice] };
  await post(b, 'websetquestionanswer', { ...answer, importance: 'very', public: 'false' });
  await post(a, 'websetquestionanswer', { ...answer, importance: 'very' });
  await updateTestMember(app, a, { coordinates: pointAt(5.4, 43.3) });
  const compared = await post(a, 'webcompareanswers', { friend_id: b.id });
  assert.equal(compared.statusCode, 200, compared.body);
  assert.deepEqual(compared.json(), { status: 'true', common: 1, questions: [] });
  await post(b, 'webremovequestionanswer', { question_id: question.id });
}

/** B still gets both digests, whatever A sent. */
async function emailSwitchesOfBStayOn({ app, b }: CrossMemberWorld): Promise<void> {
  const row = await app.db
    .selectFrom('members')
    .select(['email_matches', 'email_messages'])
    .where('id', '=', b.id)
    .executeTakeFirstOrThrow();
  assert.deepEqual(row, { email_matches: true, email_messages: true }, "A changed B's e-mails");
}

/** A short recording as uploadvoicechat takes it. */
const voiceRecording = `data:audio/webm;base64,${webmRecording({ durationMs: 1200 }).toString('base64')}`;

/** The fields of a form, user_id naming B, numbers as the text a form sends. */
const namesB = (
  { b }: CrossMemberWorld,
  fields: CrossMemberCall['fields'] = {},
): CrossMemberCall['fields'] => ({
  user_id: String(b.id),
  ...Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      typeof value === 'number' ? String(value) : value,
    ]),
  ),
});

/** A call whose user_id names B: always 403 'Invalid access'. */
const refusedForB: CrossMemberCase = (world) => [
  { fields: namesB(world), expect: 'invalid-access' },
];

/** A call about the product (plans, prices), not a member: B's user_id is ignored. */
const aboutNoMember =
  (fields: CrossMemberCall['fields'] = {}): CrossMemberCase =>
  (world) => [{ fields: namesB(world, fields), expect: 'nothing-of-b' }];

const payment =
  (itemField: string): CrossMemberCase =>
  (world) => [
    {
      fields: namesB(world, {
        [itemField]: 1,
        pay_nonce: 'fake-valid-nonce',
        price: '0.01',
        currency_code: 'USD',
      }),
      expect: 'invalid-access',
    },
  ];

/** A moderation call: a member without the role is refused; B's user_id is no way round it. */
const moderatorsOnly =
  (fields: CrossMemberCall['fields']): CrossMemberCase =>
  (world) => [
    { fields, expect: 'moderators-only' },
    { fields: namesB(world, fields), expect: 'invalid-access' },
  ];

/** Unfriending, as B or on B's match with C: B and C stay matched (their chat is checked). */
const unfriendCalls = (world: CrossMemberWorld): CrossMemberCall[] => [
  { fields: namesB(world, { unfriend_user_id: world.b.c.id }), expect: 'invalid-access' },
  { fields: { unfriend_user_id: world.b.c.id }, expect: 'nothing-of-b' },
  { fields: { unfriend_user_id: world.b.id }, expect: 'nothing-of-b' },
];

/** A release call: a member's token, A's, is refused whatever it names (deployTokenOnly). */
const deployTokenOnly =
  (fields: CrossMemberCall['fields']): CrossMemberCase =>
  () => [{ fields, expect: 'refused' }];

/** Every /api route, as `<METHOD> <url>`, with the calls made as A. */
export const CROSS_MEMBER_CASES: Record<string, CrossMemberCase> = {
  // Accounts: B's e-mail on the public calls must not sign A in as B or reveal anything.
  'POST /api/webcheckemail': ({ b }) => [{ fields: { email: b.email }, expect: 'nothing-of-b' }],
  'POST /api/verifyotp': ({ b }) => [
    { fields: { email: b.email, otp: '0000' }, expect: 'refused' },
  ],
  'POST /api/signupweb': ({ b }) => [
    {
      fields: {
        email: b.email,
        password: 'another blue kettle 7',
        name: 'Impostor',
        dob: '1990-01-01',
        gender: 'male',
        check: '["Music"]',
        peopleforid: '1',
        lat: '48.85341',
        lon: '2.3488',
        location: 'Paris, Île-de-France, France',
        image_name: b.pendingPhoto,
      },
      expect: 'refused',
    },
  ],
  'POST /api/webemaillogin': ({ b }) => [
    { fields: { email: b.email, password: 'not the password' }, expect: 'refused' },
  ],
  'POST /api/check_fb_user': ({ b }) => [
    { fields: { email: b.email, fbid: '1234567890', access_token: 'forged' }, expect: 'refused' },
  ],
  'POST /api/webforgot': ({ b }) => [{ fields: { email: b.email }, expect: 'nothing-of-b' }],
  'POST /api/webresetpassword': ({ b }) => [
    {
      fields: { email: b.email, otp: '0000', password: 'another blue kettle 7' },
      expect: 'refused',
    },
  ],
  'POST /api/webprofile': refusedForB,
  'POST /api/webonlinestatus': (world) => [
    { fields: namesB(world, { status: '0' }), expect: 'invalid-access' },
  ],
  'POST /api/webgetcounts': refusedForB,
  'POST /api/weblogout': refusedForB,
  'POST /api/webchangepassword': (world) => [
    {
      fields: namesB(world, {
        old_password: world.b.password,
        new_password: 'another blue kettle 7',
      }),
      expect: 'invalid-access',
    },
  ],
  'POST /api/webdeleteaccount': refusedForB,
  'POST /api/webremoveaccount': (world) => [
    { fields: namesB(world, { password: world.b.password }), expect: 'invalid-access' },
  ],
  'POST /api/anyDeleteuser': refusedForB,

  // Content: B's chosen interests are B's.
  'POST /api/admindatass': refusedForB,

  // Profile and photos: B's photos can be neither taken, deleted nor made A's first look.
  'POST /api/websetprofile': (world): CrossMemberCall[] => [
    { fields: namesB(world, { bio: 'Taken over' }), expect: 'invalid-access' },
    { fields: { images_name: world.b.pendingPhoto }, expect: 'nothing-of-b' },
    { fields: { images: world.b.photo }, expect: 'nothing-of-b' },
    { fields: { delete_image: world.b.photo }, expect: 'nothing-of-b' },
  ],
  // Prompts: the list is everyone's; B's answers are changed by B alone.
  'POST /api/webprompts': (world) => [
    { fields: namesB(world), expect: 'invalid-access' },
    { fields: {}, expect: 'nothing-of-b' },
  ],
  'POST /api/websetprompts': (world) => [
    { fields: namesB(world, { answers: [] }), expect: 'invalid-access' },
    { fields: { answers: [{ prompt_id: 1, answer: 'Mine' }] }, expect: 'nothing-of-b' },
  ],
  'POST /api/webquestions': (world) => [
    { fields: namesB(world), expect: 'invalid-access' },
    { fields: {}, expect: 'nothing-of-b', verify: noAnswersOfB },
  ],
  'POST /api/websetquestionanswer': (world) => {
    const answer = { question_id: 1, choice_id: 1, accepted: [1], importance: 'very' };
    return [
      { fields: namesB(world, answer), expect: 'invalid-access', verify: noAnswersOfB },
      { fields: answer, expect: 'nothing-of-b', verify: noAnswersOfB },
    ];
  },
  'POST /api/webremovequestionanswer': (world) => [
    { fields: namesB(world, { question_id: 1 }), expect: 'invalid-access' },
    { fields: { question_id: 1 }, expect: 'nothing-of-b', verify: noAnswersOfB },
  ],
  'POST /api/webcompareanswers': (world) => [
    { fields: namesB(world, { friend_id: world.b.c.id }), expect: 'invalid-access' },
    {
      fields: { friend_id: world.b.id },
      expect: 'nothing-of-b',
      verify: privateAnswersOfBStayHidden,
    },
  ],
  'POST /api/websetfirstlook': (world): CrossMemberCall[] => [
    { fields: namesB(world, { user_image: world.b.photo }), expect: 'invalid-access' },
    { fields: { user_image: world.b.photo }, expect: 'refused' },
    { fields: { user_image: world.b.pendingPhoto }, expect: 'refused' },
  ],
  'POST /api/websetphotoorder': (world): CrossMemberCall[] => [
    { fields: namesB(world, { photo_ids: [world.b.photoId] }), expect: 'invalid-access' },
    { fields: { photo_ids: [world.b.photoId] }, expect: 'refused' },
    { fields: { photo_ids: [String(world.b.photoId)] }, expect: 'refused' },
  ],

  // Discovery: A may like, visit, report or view B as any member may; B's own lists, filter
  // and private details stay B's, and B's match with C is not A's to end.
  'POST /api/webgetpeople': (world): CrossMemberCall[] => [
    { fields: namesB(world), expect: 'invalid-access' },
    { fields: {}, expect: 'nothing-of-b' },
    { fields: { verified_only: 'true' }, expect: 'nothing-of-b' },
  ],
  'POST /api/webmatch': (world): CrossMemberCall[] => [
    { fields: namesB(world, { follow_id: world.b.c.id, type: 'like' }), expect: 'invalid-access' },
    { fields: { follow_id: world.b.id, type: 'superlike' }, expect: 'nothing-of-b' },
    // A like aimed at B's photo with a comment is any member's to send; it reveals nothing.
    {
      fields: { follow_id: world.b.id, type: 'like', liked_photo: world.b.photo, comment: 'Hi' },
      expect: 'nothing-of-b',
    },
  ],
  'POST /api/webunmatch': (world) => [
    { fields: namesB(world, { follow_id: world.b.c.id }), expect: 'invalid-access' },
    { fields: { follow_id: world.b.id }, expect: 'nothing-of-b' },
    { fields: { follow_id: world.b.c.id }, expect: 'nothing-of-b' },
  ],
  'POST /api/webundomatch': refusedForB,
  'POST /api/webgetcheck': refusedForB,
  'POST /api/websetfilter': (world) => [
    {
      fields: namesB(world, { age: '18-30', distance: 50, gender: 'everyone', people_for: '1' }),
      expect: 'invalid-access',
    },
  ],
  'POST /api/webvisitprofile': (world) => [
    { fields: namesB(world, { visit_user_id: world.b.c.id }), expect: 'invalid-access' },
    { fields: { visit_user_id: world.b.id }, expect: 'nothing-of-b' },
  ],
  'POST /api/webvisitors': (world) => [
    { fields: namesB(world), expect: 'invalid-access' },
    { fields: {}, expect: 'nothing-of-b' },
  ],
  'POST /api/webfriendrequests': (world) => [
    { fields: namesB(world, { type: 'like' }), expect: 'invalid-access' },
    { fields: { type: 'superlike' }, expect: 'nothing-of-b' },
  ],
  'POST /api/webfriendslist': (world) => [
    { fields: namesB(world), expect: 'invalid-access' },
    { fields: {}, expect: 'nothing-of-b' },
  ],
  // B's profile as another member sees it: never B's e-mail, coordinates or messages. A (in
  // Paris) is beyond B's reach (Marseille) and gets the unknown id's 404; moved near B, A reads it.
  'POST /api/webprofilenew': (world) => [
    { fields: namesB(world, { friend_id: world.b.c.id }), expect: 'invalid-access' },
    { fields: { friend_id: world.b.id }, expect: 'nothing-of-b', verify: readsBInReach },
  ],
  'POST /api/webreport': (world): CrossMemberCall[] => [
    { fields: namesB(world, { report_user_id: world.b.c.id }), expect: 'invalid-access' },
    { fields: { report_user_id: world.b.id }, expect: 'nothing-of-b' },
    // B's messages to C are not A's to attach.
    {
      fields: { report_user_id: world.b.id, reason: 'spam', message_ids: [world.b.messageId] },
      expect: 'refused',
    },
  ],
  'POST /api/webrecentunmatches': (world) => [
    { fields: namesB(world), expect: 'invalid-access' },
    { fields: {}, expect: 'nothing-of-b' },
  ],
  'POST /api/unfriendweb': (world) => unfriendCalls(world),
  'POST /api/webunfriend': (world) => unfriendCalls(world),
  'POST /api/webfeeds': (world) => [
    { fields: namesB(world), expect: 'invalid-access' },
    { fields: {}, expect: 'nothing-of-b' },
  ],
  'POST /api/webfeedlike': (world) => [
    { fields: namesB(world, { feed_id: world.b.feedId }), expect: 'invalid-access' },
    { fields: { feed_id: world.b.feedId }, expect: 'nothing-of-b' },
  ],
  // The Saved list is the caller's own: naming B saves nothing on B's list.
  'POST /api/websavemember': (world) => [
    { fields: namesB(world, { saved_user_id: world.b.c.id }), expect: 'invalid-access' },
    { fields: { saved_user_id: world.b.c.id }, expect: 'nothing-of-b', verify: savedNothingForB },
  ],
  'POST /api/webunsavemember': (world) => [
    { fields: namesB(world, { saved_user_id: world.b.c.id }), expect: 'invalid-access' },
    { fields: { saved_user_id: world.b.id }, expect: 'nothing-of-b', verify: savedNothingForB },
  ],
  'POST /api/websavedlist': (world) => [
    { fields: namesB(world), expect: 'invalid-access' },
    { fields: {}, expect: 'nothing-of-b' },
  ],

  // Chat: B's conversation with C, its messages and images, stay between B and C.
  'POST /api/webgetchat': (world) => [
    { fields: namesB(world), expect: 'invalid-access' },
    { fields: { search_key: 'Bea' }, expect: 'nothing-of-b' },
  ],
  'POST /api/webgetchatmessage': (world) => [
    { fields: namesB(world, { chat_id: world.b.chatId }), expect: 'invalid-access' },
    { fields: { chat_id: world.b.chatId }, expect: 'refused' },
  ],
  'POST /api/websendmessage': (world) => {
    const message = { chat_id: world.b.chatId, receiver_id: world.b.c.id, client_id: 'a-1' };
    return [
      {
        fields: { ...message, sender_id: world.b.id, message: 'As B' },
        expect: 'invalid-access',
      },
      { fields: { ...message, message: 'Into B and C' }, expect: 'refused' },
      {
        fields: { ...message, receiver_id: world.b.id, message: 'To B unasked' },
        expect: 'refused',
      },
    ];
  },
  'POST /api/uploadimagechat': (world) => [
    { fields: namesB(world, { file: world.picture }), expect: 'invalid-access' },
  ],
  'POST /api/uploadvoicechat': (world) => [
    { fields: namesB(world, { file: voiceRecording }), expect: 'invalid-access' },
    // A's own recording: sendable by A alone, answering nothing of B's.
    { fields: { file: voiceRecording }, expect: 'nothing-of-b' },
  ],
  // B's note plays for B and C alone, whichever chat A names.
  'GET /api/webchatvoice': (world) => [
    {
      fields: { chat_id: world.b.chatId, message_id: world.b.voiceMessageId },
      expect: 'refused',
    },
    {
      fields: namesB(world, { chat_id: world.b.chatId, message_id: world.b.voiceMessageId }),
      expect: 'refused',
    },
  ],
  'POST /api/webunsendmessage': (world) => [
    {
      fields: namesB(world, { chat_id: world.b.chatId, message_id: world.b.messageId }),
      expect: 'invalid-access',
    },
    {
      fields: { chat_id: world.b.chatId, message_id: world.b.messageId },
      expect: 'refused',
      verify: async ({ app, b }) => {
        const row = await app.db
          .selectFrom('chat_messages')
          .select('unsent_at')
          .where('id', '=', String(b.messageId))
          .executeTakeFirstOrThrow();
        assert.equal(row.unsent_at, null, "B's message is still there");
      },
    },
  ],

  // Selfie verification: only ever the caller's own challenge, frames, state and badge.
  'POST /api/webverificationchallenge': (world) => [
    { fields: namesB(world), expect: 'invalid-access' },
    { fields: {}, expect: 'nothing-of-b' },
  ],
  'POST /api/webverifyselfie': (world): CrossMemberCall[] => [
    {
      fields: namesB(world, { file: world.picture, pose: 'hand_raised' }),
      expect: 'invalid-access',
    },
    {
      fields: { challenge: 'a'.repeat(32), frames: [{ pose: 'mouth_open', file: world.picture }] },
      expect: 'nothing-of-b',
    },
    {
      fields: { file: world.picture, pose: 'hand_raised' },
      expect: 'nothing-of-b',
      verify: async ({ app, b }) => {
        const state = await app.db
          .selectFrom('member_verifications')
          .select('member_id')
          .where('member_id', '=', b.id)
          .executeTakeFirst();
        assert.equal(state, undefined, "B's verification is untouched");
      },
    },
  ],
  'POST /api/webverification': (world) => [
    { fields: namesB(world), expect: 'invalid-access' },
    { fields: {}, expect: 'nothing-of-b' },
  ],
  // Snooze and incognito are the caller's own: naming B is refused, and B's state (in B's
  // profile, compared after every case) stays as it was.
  'POST /api/websetsnooze': (world) => [
    { fields: namesB(world, { snooze: 'until_off' }), expect: 'invalid-access' },
    { fields: { snooze: 'week' }, expect: 'nothing-of-b' },
  ],
  'POST /api/websetincognito': (world) => [
    { fields: namesB(world, { incognito: 'false' }), expect: 'invalid-access' },
    { fields: { incognito: 'false' }, expect: 'nothing-of-b' },
  ],
  'POST /api/webclearchat': (world) => [
    { fields: namesB(world, { chat_id: world.b.chatId }), expect: 'invalid-access' },
    { fields: { chat_id: world.b.chatId }, expect: 'refused' },
  ],
  // Blocking or favouring B is A's own choice about B; it reveals nothing of B's.
  'POST /api/webblockchat': (world) => [
    { fields: namesB(world, { block_user_id: world.b.c.id }), expect: 'invalid-access' },
    { fields: { block_user_id: world.b.id }, expect: 'nothing-of-b' },
  ],
  'POST /api/websetblock': (world) => [
    {
      fields: namesB(world, { block_user_id: world.b.c.id, block: 'true' }),
      expect: 'invalid-access',
    },
    { fields: { block_user_id: world.b.id, block: 'true' }, expect: 'nothing-of-b' },
  ],
  'POST /api/webblockedmembers': (world) => [
    { fields: namesB(world), expect: 'invalid-access' },
    { fields: {}, expect: 'nothing-of-b', verify: blocksOfBStayHidden },
  ],
  'POST /api/blockstatus': (world) => [
    { fields: namesB(world, { chatid: world.b.chatId }), expect: 'invalid-access' },
    { fields: { chatid: world.b.chatId }, expect: 'refused' },
  ],
  'POST /api/webfavorite': (world) => [
    { fields: namesB(world, { favorite_user_id: world.b.c.id }), expect: 'invalid-access' },
    { fields: { favorite_user_id: world.b.id }, expect: 'nothing-of-b' },
  ],
  'POST /api/webcreatchat': (world): CrossMemberCall[] => [
    { fields: { sender_id: world.b.id, receiver_id: world.b.c.id }, expect: 'invalid-access' },
    // A and B never matched.
    { fields: { receiver_id: world.b.id }, expect: 'refused' },
  ],
  'POST /api/webreactmessage': (world) => [
    {
      fields: namesB(world, {
        chat_id: world.b.chatId,
        message_id: world.b.messageId,
        emoji: '👍',
      }),
      expect: 'invalid-access',
    },
    {
      fields: { chat_id: world.b.chatId, message_id: world.b.messageId, emoji: '👍' },
      expect: 'refused',
      verify: async ({ app, b }) => {
        const reactions = await app.db
          .selectFrom('chat_reactions')
          .select('member_id')
          .where('message_id', '=', String(b.messageId))
          .execute();
        assert.deepEqual(reactions, [], "nobody reacted to B's message");
      },
    },
  ],
  'POST /api/webshowexplicit': (world) => [
    { fields: namesB(world, { chat_id: world.b.chatId }), expect: 'invalid-access' },
    { fields: { chat_id: world.b.chatId }, expect: 'refused' },
  ],
  // A chat of B's is not A's to read or set "Allow calls" in.
  'POST /api/webcallsettings': (world) => [
    { fields: namesB(world, { chat_id: world.b.chatId }), expect: 'invalid-access' },
    {
      fields: { chat_id: world.b.chatId, allow_calls: 'false' },
      expect: 'refused',
      verify: async ({ app, b }) => {
        const rows = await app.db
          .selectFrom('chat_call_settings')
          .selectAll()
          .where('chat_id', '=', b.chatId)
          .execute();
        assert.deepEqual(rows, [], "nobody's calls setting changed in B's chat");
      },
    },
  ],
  // The setting is A's own: B's stays as it was.
  'POST /api/webreadreceipts': (world) => [
    { fields: namesB(world, { read_receipts: 'false' }), expect: 'invalid-access' },
    {
      fields: { read_receipts: 'false' },
      expect: 'nothing-of-b',
      verify: async ({ app, b }) => {
        const row = await app.db
          .selectFrom('members')
          .select('read_receipts')
          .where('id', '=', b.id)
          .executeTakeFirstOrThrow();
        assert.equal(row.read_receipts, true, "B's read receipts setting is untouched");
      },
    },
  ],
  'POST /api/appoftheday': aboutNoMember(),

  // Hidden words, Your Turn and verified-only contact: each the caller's own.
  'POST /api/webhiddenwords': (world) => [
    { fields: namesB(world, { add: 'cash' }), expect: 'invalid-access' },
    { fields: { remove: 'cash' }, expect: 'nothing-of-b' },
  ],
  'POST /api/webhiddenmessages': (world) => [
    { fields: namesB(world), expect: 'invalid-access' },
    { fields: {}, expect: 'nothing-of-b' },
  ],
  'POST /api/webyourturn': (world) => [
    { fields: namesB(world), expect: 'invalid-access' },
    { fields: {}, expect: 'nothing-of-b' },
  ],
  'POST /api/webclosekindly': (world) => [
    { fields: namesB(world, { other_user_id: world.b.c.id }), expect: 'invalid-access' },
    // C waits for no reply from A: nothing is sent in B's chat, the match stays.
    { fields: { other_user_id: world.b.c.id }, expect: 'refused' },
  ],
  'POST /api/webverifiedonly': (world) => [
    { fields: namesB(world, { verified_only: 'true' }), expect: 'invalid-access' },
    { fields: { verified_only: 'true' }, expect: 'nothing-of-b' },
  ],

  // Web Push: the public key is the server's; B's subscription stays B's.
  'GET /api/webpushkey': aboutNoMember(),
  'POST /api/webpushkey': aboutNoMember(),
  'POST /api/webpushsubscribe': (world) => [
    {
      fields: namesB(world, {
        endpoint: 'https://push.example.com/send/a-device',
        keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
      }),
      expect: 'invalid-access',
    },
  ],
  'POST /api/webpushunsubscribe': (world) => [
    {
      fields: namesB(world, { endpoint: world.b.pushEndpoint }),
      expect: 'invalid-access',
    },
    {
      fields: { endpoint: world.b.pushEndpoint },
      expect: 'nothing-of-b',
      verify: async ({ app, b }) => {
        const kept = await app.db
          .selectFrom('push_subscriptions')
          .select('member_id')
          .where('endpoint', '=', b.pushEndpoint)
          .executeTakeFirst();
        assert.equal(kept?.member_id, b.id, "A removed B's push subscription");
      },
    },
  ],

  // E-mail digests: B's switches are B's; an unsubscribe link for B needs the server's signature.
  'POST /api/webemailsettings': (world) => [
    { fields: namesB(world), expect: 'invalid-access' },
    { fields: {}, expect: 'nothing-of-b' },
  ],
  'POST /api/websetemailsettings': (world) => [
    {
      fields: namesB(world, { email_matches: 'false', email_messages: 'false' }),
      expect: 'invalid-access',
      verify: emailSwitchesOfBStayOn,
    },
  ],
  'GET /api/emailunsubscribe': (world) => [
    {
      fields: { member: String(world.b.id), signature: 'forged-by-a' },
      expect: 'refused',
      verify: emailSwitchesOfBStayOn,
    },
  ],
  'POST /api/emailunsubscribe': (world) => [
    {
      fields: { member: String(world.b.id), signature: 'forged-by-a' },
      expect: 'refused',
      verify: emailSwitchesOfBStayOn,
    },
  ],

  // Data export: B's archive needs B's session as well as its id.
  'POST /api/webrequestdataexport': (world) => [
    { fields: namesB(world), expect: 'invalid-access' },
    { fields: {}, expect: 'nothing-of-b' },
  ],
  'POST /api/webdataexportstatus': (world) => [
    { fields: namesB(world), expect: 'invalid-access' },
    { fields: {}, expect: 'nothing-of-b' },
  ],
  'GET /api/webdataexportfile': (world) => [
    { fields: { export_id: world.b.exportId }, expect: 'refused' },
    { fields: namesB(world, { export_id: world.b.exportId }), expect: 'refused' },
  ],

  // Payments: plans and prices are the product's; B's counts, boosts and purchases are B's.
  'POST /api/premiumlistweb': aboutNoMember(),
  'POST /api/premiumid': aboutNoMember({ premiumid: 1 }),
  'POST /api/webboostlist': refusedForB,
  'POST /api/premiumboostid': aboutNoMember({ premiumboostid: 1 }),
  'POST /api/websuperlikelist': refusedForB,
  'POST /api/premiumsuperlikeid': aboutNoMember({ premiumsuperlikeid: 1 }),
  'POST /api/webcheckboost': refusedForB,
  'POST /api/webactivateboost': refusedForB,
  'GET /api/generateclienttoken': aboutNoMember(),
  'POST /api/webpaypremium': payment('premium_id'),
  'POST /api/webpayboost': payment('boost_id'),
  'POST /api/webpaysuperlike': payment('superlike_id'),

  // Moderation: only moderators, whatever the member named.
  'POST /api/moderationqueue': moderatorsOnly({}),
  'POST /api/moderationcase': (world) => moderatorsOnly({ member_id: world.b.id })(world),
  'POST /api/moderationaction': (world) =>
    moderatorsOnly({ member_id: world.b.id, action: 'ban', note: 'Taken over', reason: 'spam' })(
      world,
    ),
  'POST /api/moderationaudit': (world) => moderatorsOnly({ member: String(world.b.id) })(world),
  'POST /api/moderationverifications': moderatorsOnly({}),
  'POST /api/moderationverificationdecision': (world) =>
    moderatorsOnly({ member_id: world.b.id, decision: 'approve', note: 'Looks like B' })(world),
  'POST /api/moderationphotos': moderatorsOnly({}),
  'POST /api/moderationphotodecision': moderatorsOnly({
    photo_id: 1,
    decision: 'remove',
    note: "Not A's to decide",
  }),
  'GET /api/admin/remotes': deployTokenOnly({}),
  'POST /api/admin/remotes/publish': deployTokenOnly({ remote: 'mf-chat' }),
  'POST /api/admin/remotes/canary': deployTokenOnly({
    remote: 'mf-chat',
    version: '1-00000000',
    share: 10,
  }),
  'POST /api/admin/remotes/promote': deployTokenOnly({ remote: 'mf-chat' }),
  'POST /api/admin/remotes/rollback': deployTokenOnly({ remote: 'mf-chat' }),
};

/** Public calls that name no member: nothing of anyone's to reach. Keep this list short. */
export const PUBLIC_EXEMPTIONS: Record<string, string> = {
  'GET /api/admindatas': 'the admin content: plans, interests, purposes, links',
  'POST /api/webhelppages': 'the help pages and landing links',
  'GET /api/remotes': 'where the shell loads each remote from',
  'POST /api/remotes/report': "a remote version's load outcomes; they name no member",
  'POST /api/checklicense': 'old mobile clients announce their host; nothing is answered',
  'GET /api/places': 'place-name suggestions from the gazetteer',
  'POST /api/uploadimageweb': "the caller's own new upload; it names no one",
  'GET /api/dev/mail': 'the development outbox, never registered in production',
  'POST /api/dev/social-sign-in':
    "the local social stand-in's test identity, registered with it only",
};

/** The acknowledgement of an event, or what arrived instead within two seconds. */
async function answerTo(socket: Socket, event: string, payload: object): Promise<unknown> {
  return socket.timeout(2000).emitWithAck(event, payload) as Promise<unknown>;
}

function assertHoldsNothingOfB(world: CrossMemberWorld, what: string, answer: unknown): void {
  const text = JSON.stringify(answer) ?? '';
  for (const secret of world.secretsOfB) {
    assert.ok(!text.includes(secret), `${what} answered A B's ${secret}: ${text}`);
  }
}

function assertRefused(world: CrossMemberWorld, what: string, answer: unknown): void {
  assertHoldsNothingOfB(world, what, answer);
  assert.equal(
    (answer as { status?: unknown }).status,
    'false',
    `${what}: ${JSON.stringify(answer)}`,
  );
}

/**
 * Runs `act` with B's and C's sockets listening, then checks that neither received anything
 * from A (typing, a message) in the chat of theirs.
 */
async function withBAndCListening(
  world: CrossMemberWorld,
  act: () => Promise<void>,
): Promise<void> {
  const listeners = await Promise.all(
    [world.b.token, world.b.c.token].map((token) => openChatSocket(world.url, token)),
  );
  try {
    await act();
    await wait(300);
    for (const { events } of listeners) {
      const fromA = events.filter(({ event, payload }) => {
        const notice = payload as { sender_id?: unknown } | undefined;
        return (
          ['broad', 'receivetyping', 'receiveuntyping'].includes(event) &&
          notice?.sender_id === world.a.id
        );
      });
      assert.deepEqual(fromA, [], 'B or C heard from A in their chat');
    }
  } finally {
    for (const { socket } of listeners) socket.close();
  }
}

/**
 * Runs `act` while B rings C (a call in B's chat, B's tab holding it), with C's tab listening;
 * afterwards the call still rings for C alone, and is removed.
 */
async function withCallOfB(
  world: CrossMemberWorld,
  act: (callId: number) => Promise<void>,
): Promise<void> {
  const bTab = await openChatSocket(world.url, world.b.token);
  const cTab = await openChatSocket(world.url, world.b.c.token);
  try {
    const started = await bTab.socket.emitWithAck('callstart', {
      chat_id: world.b.chatId,
      kind: 'voice',
    });
    assert.equal(started.status, 'true', JSON.stringify(started));
    if (started.status !== 'true') return;
    await cTab.next('callring');
    await act(started.call_id);
    await wait(300);
    const call = await world.app.db
      .selectFrom('member_calls')
      .select('state')
      .where('id', '=', started.call_id)
      .executeTakeFirstOrThrow();
    assert.equal(call.state, 'ringing', "A changed nothing of B's call");
    const heard = cTab.events.filter(({ event }) =>
      ['callaccepted', 'callsignal', 'callend'].includes(event),
    );
    assert.deepEqual(heard, [], "C heard nothing of A's");
    // Gone without a line, so B's messages stay as they were.
    await world.app.db.deleteFrom('member_calls').where('id', '=', started.call_id).execute();
  } finally {
    for (const { socket } of [bTab, cTab]) socket.close();
  }
}

/** A call's events from A on B's ringing call: each refused, the call left as it was. */
const CALL_SOCKET_CASES = Object.fromEntries(
  (['callaccept', 'calldecline', 'callhangup', 'callsignal'] as const).map(
    (event): [string, SocketCase] => [
      event,
      {
        async run(world, socket) {
          await withCallOfB(world, async (callId) => {
            const answer = await answerTo(socket, event, {
              call_id: callId,
              ...(event === 'callsignal' && { description: { type: 'offer', sdp: 'v=0' } }),
            });
            assertRefused(world, `${event} of B's call`, answer);
            assert.equal((answer as { message?: unknown }).message, MESSAGES.invalidAccess);
          });
        },
      },
    ],
  ),
);

/** Every socket event that names a member, a chat, a feed item or a photo. */
export const SOCKET_CASES: Record<string, SocketCase> = {
  join: {
    async run(world, socket) {
      const answer = await answerTo(socket, 'join', { join_id: world.b.chatId });
      assertRefused(world, "join of B's chat", answer);
    },
  },
  message: {
    async run(world, socket) {
      const { b } = world;
      await withBAndCListening(world, async () => {
        const asB = await answerTo(socket, 'message', {
          chatid: b.chatId,
          sender_id: b.id,
          receiver_id: b.c.id,
          message: { client_id: 'a-socket-1', message: 'As B' },
        });
        assertRefused(world, 'a message sent as B', asB);
        assert.equal((asB as { message?: unknown }).message, MESSAGES.invalidAccess);
        const intoTheirChat = await answerTo(socket, 'message', {
          chatid: b.chatId,
          sender_id: world.a.id,
          receiver_id: b.c.id,
          message: { client_id: 'a-socket-2', message: 'Into B and C' },
        });
        assertRefused(world, "a message into B's chat", intoTheirChat);
      });
    },
  },
  typing: {
    async run(world, socket) {
      const { a, b } = world;
      await withBAndCListening(world, async () => {
        for (const sender of [a.id, b.id]) {
          socket.emit('typing', {
            chatid: b.chatId,
            sender_id: sender,
            receiver_id: b.c.id,
            message: 'type',
          });
        }
        await Promise.resolve();
      });
    },
  },
  catchup: {
    async run(world, socket) {
      const answer = await answerTo(socket, 'catchup', { since: 0 });
      assertHoldsNothingOfB(world, 'catchup', answer);
    },
  },
  read: {
    async run(world, socket) {
      const answer = await answerTo(socket, 'read', {
        chatid: world.b.chatId,
        message_id: world.b.messageId,
      });
      assertRefused(world, "read of B's message", answer);
    },
  },
  // Neither moves B's marks nor tells C (the other of B's chat) anything.
  ...Object.fromEntries(
    (['delivered', 'seen'] as const).map((event): [string, SocketCase] => [
      event,
      {
        async run(world, socket) {
          const answer = await answerTo(socket, event, {
            chatid: world.b.chatId,
            message_id: world.b.messageId,
          });
          assertRefused(world, `${event} of B's message`, answer);
          const marks = await world.app.db
            .selectFrom('chat_member_states')
            .select(['delivered_up_to', 'seen_up_to'])
            .where('chat_id', '=', world.b.chatId)
            .where('member_id', '=', world.a.id)
            .execute();
          assert.deepEqual(marks, [], `${event}: A holds no side of B's chat`);
        },
      },
    ]),
  ),
  // A rings nobody from B's chat: refused, and neither B nor C hears a ring.
  callstart: {
    async run(world, socket) {
      const listeners = await Promise.all(
        [world.b.token, world.b.c.token].map((token) => openChatSocket(world.url, token)),
      );
      try {
        const answer = await answerTo(socket, 'callstart', {
          chat_id: world.b.chatId,
          kind: 'video',
        });
        assertRefused(world, "a call from B's chat", answer);
        assert.equal((answer as { message?: unknown }).message, MESSAGES.invalidAccess);
        await wait(300);
        for (const { events } of listeners) {
          assert.deepEqual(
            events.filter(({ event }) => event === 'callring'),
            [],
            'B or C rang',
          );
        }
      } finally {
        for (const { socket: listener } of listeners) listener.close();
      }
    },
  },
  ...CALL_SOCKET_CASES,
};

/** Socket events that name nothing of anyone's. */
export const SOCKET_EXEMPTIONS: Record<string, string> = {};
