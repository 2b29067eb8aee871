import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import type { TestMember } from '../testing/testMembers';

/**
 * The case table of the cross-member access test (crossMemberAccess.test.ts): for every /api
 * route and every socket event, the calls member A makes with member B's identifiers. A route
 * or event without a case here, and not in the short list of exemptions, fails the test.
 */

/** Member B: signed up through the API, with a placed photo and a pending upload. */
export interface MemberB extends TestMember {
  /** The storage name of B's profile photo. */
  photo: string;
  /** The storage name of an upload B has not placed yet. */
  pendingPhoto: string;
}

export interface CrossMemberWorld {
  app: FastifyInstance;
  /** The caller: a new signed-in member for every case, so no case depends on another. */
  a: TestMember;
  b: MemberB;
  /** Strings only B may see (e-mail, token, exact coordinates); no answer to A contains one. */
  secretsOfB: readonly string[];
}

/**
 * What A must get: 'invalid-access' is 403 'Invalid access' (a field names B); 'refused' any
 * refusal (a wrong code or password for B); 'nothing-of-b' any answer but 401 (A is signed in)
 * holding none of B's secrets.
 * Whatever the expectation, no answer holds a secret of B's, and B's profile stays unchanged.
 */
export type CrossMemberExpectation = 'invalid-access' | 'refused' | 'nothing-of-b';

export interface CrossMemberCall {
  /** The body of a POST, the query of a GET. */
  fields: Record<string, string | number>;
  expect: CrossMemberExpectation;
}

export type CrossMemberCase = (world: CrossMemberWorld) => CrossMemberCall[];

export interface SocketCase {
  /** Emits the event from A's socket with B's identifiers and checks what A and B receive. */
  run(world: CrossMemberWorld, socketOfA: Socket): Promise<void>;
}

const namesB = (
  { b }: CrossMemberWorld,
  fields: Record<string, string | number> = {},
): Record<string, string> => ({
  user_id: String(b.id),
  ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])),
});

/** A call whose user_id names B: always 403 'Invalid access'. */
const refusedForB: CrossMemberCase = (world) => [
  { fields: namesB(world), expect: 'invalid-access' },
];

/** A call about the product (plans, prices), not a member: B's user_id is ignored. */
const aboutNoMember =
  (fields: Record<string, string | number> = {}): CrossMemberCase =>
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
  'POST /api/websetfirstlook': (world): CrossMemberCall[] => [
    { fields: namesB(world, { user_image: world.b.photo }), expect: 'invalid-access' },
    { fields: { user_image: world.b.photo }, expect: 'refused' },
    { fields: { user_image: world.b.pendingPhoto }, expect: 'refused' },
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
};

/** Public calls that name no member: nothing of anyone's to reach. Keep this list short. */
export const PUBLIC_EXEMPTIONS: Record<string, string> = {
  'GET /api/admindatas': 'the admin content: plans, interests, purposes, links',
  'POST /api/webhelppages': 'the help pages and landing links',
  'GET /api/remotes': 'where the shell loads each remote from',
  'POST /api/checklicense': 'old mobile clients announce their host; nothing is answered',
  'GET /api/places': 'place-name suggestions from the gazetteer',
  'POST /api/uploadimageweb': "the caller's own new upload; it names no one",
  'GET /api/dev/mail': 'the development outbox, never registered in production',
};

/** Every socket event that names a member, a chat, a feed item or a photo. */
export const SOCKET_CASES: Record<string, SocketCase> = {};

/** Socket events that name nothing of anyone's. */
export const SOCKET_EXEMPTIONS: Record<string, string> = {};
