import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { io as connect, type Socket } from 'socket.io-client';
import { useTestApp } from '../../test/support/testApp';
import { testBackends } from '../../test/support/testBackends';
import { dataUrlOf, smallPng } from '../../test/support/testPictures';

/**
 * The wire contract as a client written from spec section 7 alone uses it, against a listening
 * server: form bodies (multipart, some urlencoded) with every value a string and only the fields
 * section 7 lists, ids as the text localStorage gives back, socket payloads with string ids. Each
 * answer must say `status: 'true'` and carry the fields sections 3 and 7 name.
 */

/** Spec section 3's settings flags, all 'true'/'false' strings. */
const SETTINGS_FLAGS = [
  'show_age',
  'show_location',
  'invisible',
  'hide_ads',
  'message_notification',
  'like_notification',
  'feed_image',
  'feed_location',
  'feed_job',
  'feed_bio',
  'feed_company',
  'feed_school',
] as const;

/** Spec section 3's fields of each answer. */
const SPEC_FIELDS = {
  adminData: [
    'peoplefor',
    'interests',
    'admin_enable_ads',
    'max_age',
    'max_distance',
    'ios_url',
    'android_url',
  ],
  profile: [
    'user_id',
    'user_name',
    'email',
    'age',
    'gender',
    'bio',
    'job',
    'company',
    'school',
    'location',
    'images',
    'imagess',
    'interest',
    'interest1',
    'ex1',
    'ex_web',
    'premium_member',
    'membership_valid_web',
    'swipe',
    'userstatus',
    'filter_age',
    'filter_gender',
    'filter_peoplefor',
    'filter_distance',
    ...SETTINGS_FLAGS,
    'people_for',
  ],
  personCard: [
    'index',
    'user_id',
    'user_name',
    'age',
    'location',
    'show_location',
    'imagess',
    'user_image',
    'online',
    'show_age',
    'show_distance',
  ],
  memberProfile: [
    'user_id',
    'user_name',
    'user_image',
    'loguser_image',
    'imagess',
    'interest_other',
    'ex_web',
    'bio',
    'job',
    'company',
    'school',
    'age',
    'location',
    'show_age',
    'show_location',
    'premium_member',
    'report',
    'send_match',
  ],
  match: ['loguser_image', 'frienduser_image', 'frienduser_name', 'frienduser_id'],
  counts: ['message', 'visitors', 'superlike_request', 'like_request'],
  feedItem: [
    'feed_id',
    'user_id',
    'user_name',
    'user_image',
    'feed_type',
    'feed_content',
    'feed_content_images',
    'liked',
    'gender',
    'feed_time',
  ],
  chatListItem: [
    'user_id',
    'chat_id',
    'user_name',
    'user_image',
    'user_status',
    'online',
    'block',
    'favorite',
    'message',
    'imagename',
  ],
  chatMessage: [
    'message',
    'sender_id',
    'receiver_id',
    'upload_image',
    'type',
    'date',
    'feeds',
    'chatTime',
  ],
  chatHeader: ['user_id', 'user_name', 'images', 'online', 'onlinelasttime'],
  blockStatus: ['block', 'blocked_by_me', 'chat_userstatus'],
  appOfTheDay: ['app_settings', 'title', 'description', 'view_url_web', 'images'],
  helpPage: ['id', 'title', 'description'],
  landingPage: ['fb_link', 'google_link', 'twitter_link'],
  premiumPlan: ['id', 'days', 'type', 'price', 'superlikecount', 'boostcount'],
  boostPlan: ['id', 'boost_count', 'price'],
  superlikePack: ['id', 'superlike_count', 'price'],
  planList: ['currency', 'payment', 'license_key'],
} as const;

type Fields = Record<string, string>;
/** An answer as a spec client reads it: JSON whose fields it looks up by name. */
type Answer = Record<string, unknown>;

/** Asserts the answer holds every named field (whatever its value). */
function hasFields(value: unknown, names: readonly string[], what: string): Answer {
  assert.ok(typeof value === 'object' && value !== null, `${what}: ${JSON.stringify(value)}`);
  const missing = names.filter((name) => !(name in value));
  assert.deepEqual(missing, [], `${what} lacks spec fields: ${JSON.stringify(value)}`);
  return value as Answer;
}

const listOf = (value: unknown, what: string): unknown[] => {
  assert.ok(Array.isArray(value), `${what} is no list: ${JSON.stringify(value)}`);
  return value;
};

/** A field as the text a browser would keep of it (localStorage, a form's value). */
const text = (value: unknown): string => {
  assert.ok(typeof value === 'string' || typeof value === 'number', String(value));
  return String(value);
};

/** What a client written from spec section 7 knows: the calls, their fields, text values. */
class SpecClient {
  /** localStorage's session_userid and session_token: text. */
  userId = '';
  private token = '';

  constructor(private readonly base: string) {}

  get socketAuth(): { token: string } {
    return { token: this.token };
  }

  signedIn(answer: Answer): void {
    const peoples = hasFields(answer.peoples, ['user_id', 'token'], 'webemaillogin peoples');
    this.userId = text(peoples.user_id);
    this.token = text(peoples.token);
  }

  /** A POST of the spec's form: multipart unless told, every value a string. */
  post(call: string, fields: Fields, encoding: 'multipart' | 'urlencoded' = 'multipart') {
    let body: FormData | URLSearchParams;
    if (encoding === 'multipart') {
      body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
    } else {
      body = new URLSearchParams(fields);
    }
    return this.send(call, { method: 'POST', body });
  }

  /** uploadimageweb and uploadimagechat: a JSON body with the picture's data URL. */
  postJson(call: string, fields: Fields) {
    return this.send(call, {
      method: 'POST',
      body: JSON.stringify(fields),
      headers: { 'content-type': 'application/json' },
    });
  }

  get(call: string) {
    return this.send(call, { method: 'GET' });
  }

  /** Answers the body of a 200 with `status: 'true'`; anything else fails with the answer. */
  async ok(answer: Promise<{ statusCode: number; body: Answer }>, call: string): Promise<Answer> {
    const { statusCode, body } = await answer;
    assert.equal(statusCode, 200, `${call}: ${JSON.stringify(body)}`);
    assert.equal(body.status, 'true', `${call}: ${JSON.stringify(body)}`);
    return body;
  }

  private async send(call: string, init: RequestInit) {
    const headers = new Headers(init.headers);
    if (this.token) headers.set('authorization', `Bearer ${this.token}`);
    const response = await fetch(`${this.base}/api/${call}`, { ...init, headers });
    return { statusCode: response.status, body: (await response.json()) as Answer };
  }
}

const PASSWORD = 'blue kettle 42';

/** The spec's socket, its payloads untyped: ids go as the text the page holds. */
function openSocket(url: string, client: SpecClient): Promise<Socket> {
  const socket = connect(url, {
    transports: ['websocket'],
    reconnection: false,
    auth: client.socketAuth,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function nextEvent(socket: Socket, event: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No ${event} within 5 s`)), 5000);
    socket.once(event, (payload: Answer) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

for (const backend of testBackends()) {
  describe(`a spec section 7 client on ${backend.name}`, { skip: backend.skip }, () => {
    const sockets: Socket[] = [];
    const suite = useTestApp(backend, {
      listen: true,
      beforeClose: () => {
        for (const socket of sockets) socket.disconnect();
      },
    });

    let ada: SpecClient;
    let bruno: SpecClient;
    let chatId = '';
    let brunoEmail = '';

    /** Sign-up as the login page does it: code by mail, photo, signupweb; then sign-in. */
    async function signUp(name: string, gender: string, email: string): Promise<SpecClient> {
      const client = new SpecClient(suite.url);
      const admin = await client.ok(client.get('admindatas'), 'admindatas');
      const data = hasFields(admin.result, SPEC_FIELDS.adminData, 'admindatas result');
      const interests = listOf(data.interests, 'interests').map((interest) =>
        text(hasFields(interest, ['name', 'checked'], 'interest').name),
      );
      const purpose = hasFields(listOf(data.peoplefor, 'peoplefor')[0], ['id', 'name', 'icon'], '');

      const checked = await client.ok(client.post('webcheckemail', { email }), 'webcheckemail');
      hasFields(checked, ['message', 'email_verified'], 'webcheckemail');
      // The outbox, read as a loopback request from this machine (server README).
      const outbox = await fetch(`${suite.url}/api/dev/mail?to=${encodeURIComponent(email)}`);
      const mails = listOf(((await outbox.json()) as Answer).mails, 'outbox');
      const otp = /\b(\d{4})\b/.exec(text((mails.at(-1) as Answer).text))?.[1];
      assert.ok(otp, `no code mailed to ${email}`);
      hasFields(
        await client.ok(client.post('verifyotp', { otp, email }), 'verifyotp'),
        ['message'],
        '',
      );

      const upload = await client.ok(
        client.postJson('uploadimageweb', { file: dataUrlOf(await smallPng()), language: 'en' }),
        'uploadimageweb',
      );
      hasFields(upload, ['imageurl', 'image_name', 'message'], 'uploadimageweb');
      const signup = await client.ok(
        client.post('signupweb', {
          check: JSON.stringify(interests.slice(0, 2)),
          name,
          email,
          password: PASSWORD,
          dob: '1994-03-02',
          age: '32',
          gender,
          image_name: text(upload.image_name),
          image_url: text(upload.imageurl),
          fbpic: '',
          peopleforid: text(purpose.id),
          lat: '48.85341',
          lon: '2.3488',
          location: 'Paris, Île-de-France, France',
          language: 'en',
        }),
        'signupweb',
      );
      hasFields(signup, ['message'], 'signupweb');

      const signIn = await client.ok(
        client.post('webemaillogin', {
          email,
          password: PASSWORD,
          fcmtoken: 'fcm-token-of-this-browser',
          language: 'en',
        }),
        'webemaillogin',
      );
      hasFields(signIn, ['message'], 'webemaillogin');
      client.signedIn(signIn);
      await client.ok(
        client.post('webonlinestatus', { user_id: client.userId, status: '1', language: 'en' }),
        'webonlinestatus',
      );
      return client;
    }

    it('signs up and signs in two members, and reads their profiles', async () => {
      const tag = `${process.pid}-${backend.name.toLowerCase()}`;
      ada = await signUp('Ada', 'female', `spec-ada-${tag}@example.com`);
      brunoEmail = `spec-bruno-${tag}@example.com`;
      bruno = await signUp('Bruno', 'male', brunoEmail);

      const own = { user_id: ada.userId, language: 'en' };
      const profile = await ada.ok(ada.post('webprofile', own), 'webprofile');
      hasFields(profile.result, SPEC_FIELDS.profile, 'webprofile result');
      const counts = await ada.ok(ada.post('webgetcounts', own, 'urlencoded'), 'webgetcounts');
      hasFields(counts.result, SPEC_FIELDS.counts, 'webgetcounts result');
      const marked = await ada.ok(ada.post('admindatass', own), 'admindatass');
      listOf(hasFields(marked.result, ['interests'], 'admindatass result').interests, 'interests');
      await ada.ok(ada.post('checklicense', { hostname: 'localhost' }), 'checklicense');
      const help = await ada.ok(ada.post('webhelppages', own), 'webhelppages');
      hasFields(listOf(help.helppages, 'helppages')[0], SPEC_FIELDS.helpPage, 'help page');
      hasFields(listOf(help.landingpage, 'landingpage')[0], SPEC_FIELDS.landingPage, 'landing');
      const app = await ada.ok(ada.post('appoftheday', {}), 'appoftheday');
      hasFields(app.result, SPEC_FIELDS.appOfTheDay, 'appoftheday result');
    });

    it('finds the other member, opens the profile, and matches with two likes', async () => {
      const own = { user_id: ada.userId, language: 'en' };
      const people = await ada.ok(
        ada.post('webgetpeople', { ...own, timestamp: String(Date.now()), limit: '20' }),
        'webgetpeople',
      );
      const card = listOf(people.peoples, 'peoples')
        .map((person) => hasFields(person, SPEC_FIELDS.personCard, 'person card'))
        .find((person) => text(person.user_id) === bruno.userId);
      assert.ok(card, `Bruno is not among Ada's people: ${JSON.stringify(people.peoples)}`);

      const detail = await ada.ok(
        ada.post('webprofilenew', { ...own, friend_id: bruno.userId }),
        'webprofilenew',
      );
      hasFields(detail.result, SPEC_FIELDS.memberProfile, 'webprofilenew result');
      await ada.ok(
        ada.post('webvisitprofile', { visit_user_id: bruno.userId, user_id: ada.userId }),
        'webvisitprofile',
      );
      for (const round of ['report', 'unreport']) {
        await ada.ok(ada.post('webreport', { ...own, report_user_id: bruno.userId }), round);
      }

      const liked = await ada.ok(
        ada.post('webmatch', { ...own, follow_id: bruno.userId, type: 'like' }),
        'webmatch',
      );
      hasFields(liked, ['match', 'message', 'superlike_count'], 'webmatch');
      const brunoOwn = { user_id: bruno.userId, language: 'en' };
      const visitors = await bruno.ok(bruno.post('webvisitors', brunoOwn), 'webvisitors');
      listOf(visitors.peoples, 'visitors');
      const likers = await bruno.ok(
        bruno.post('webfriendrequests', { ...brunoOwn, limit: '8', type: 'like' }),
        'webfriendrequests',
      );
      assert.equal(listOf(likers.peoples, 'likers').length, 1);

      const matched = await bruno.ok(
        bruno.post('webmatch', { ...brunoOwn, follow_id: ada.userId, type: 'like' }, 'urlencoded'),
        'webmatch',
      );
      assert.equal(matched.match, '1');
      hasFields(matched.result, SPEC_FIELDS.match, 'webmatch result');
      assert.equal(text((matched.result as Answer).frienduser_id), ada.userId);

      const friends = await ada.ok(
        ada.post('webfriendslist', { ...own, limit: '8', search_key: '', sort: '' }),
        'webfriendslist',
      );
      assert.deepEqual(
        listOf(friends.peoples, 'friends').map((friend) => text((friend as Answer).user_id)),
        [bruno.userId],
      );
      const check = await ada.ok(ada.post('webgetcheck', own), 'webgetcheck');
      hasFields(check, ['superlike_count'], 'webgetcheck');
    });

    it('chats over HTTP with exactly the spec fields', async () => {
      const created = await ada.ok(
        ada.post('webcreatchat', { sender_id: ada.userId, receiver_id: bruno.userId }),
        'webcreatchat',
      );
      chatId = text(created.chatid);

      const sent = await ada.ok(
        ada.post('websendmessage', {
          sender_id: ada.userId,
          chat_id: chatId,
          receiver_id: bruno.userId,
          message: 'Hello from a form',
          chat_time: String(Math.floor(Date.now() / 1000)),
          upload_image: '',
        }),
        'websendmessage',
      );
      assert.ok(sent.result, JSON.stringify(sent));
      const picture = await ada.ok(
        ada.postJson('uploadimagechat', { file: dataUrlOf(await smallPng()), language: 'en' }),
        'uploadimagechat',
      );
      hasFields(picture, ['imageurl', 'image_name', 'message'], 'uploadimagechat');
      await ada.ok(
        ada.post('websendmessage', {
          sender_id: ada.userId,
          chat_id: chatId,
          receiver_id: bruno.userId,
          message: '',
          chat_time: String(Math.floor(Date.now() / 1000)),
          upload_image: text(picture.image_name),
        }),
        'websendmessage with a picture',
      );

      const brunoOwn = { user_id: bruno.userId, language: 'en' };
      const messages = await bruno.ok(
        bruno.post('webgetchatmessage', { ...brunoOwn, chat_id: chatId }),
        'webgetchatmessage',
      );
      const chats = listOf(messages.chats, 'chats').map((message) =>
        hasFields(message, SPEC_FIELDS.chatMessage, 'chat message'),
      );
      assert.deepEqual(
        chats.map((message) => message.type),
        ['text', 'image'],
      );
      const list = await bruno.ok(
        bruno.post('webgetchat', {
          ...brunoOwn,
          search_key: '',
          sort: '',
          timestamp: String(Date.now()),
          limit: '8',
        }),
        'webgetchat',
      );
      hasFields(list, ['matches', 'total'], 'webgetchat');
      hasFields(listOf(list.matches, 'matches')[0], SPEC_FIELDS.chatListItem, 'chat list item');
      const header = await bruno.ok(
        bruno.post('webprofile', {
          chat_userid: ada.userId,
          chat_id: chatId,
          user_id: bruno.userId,
          own_id: bruno.userId,
        }),
        'webprofile (chat variant)',
      );
      hasFields(header.result, SPEC_FIELDS.chatHeader, 'chat header');
      const block = await bruno.ok(
        bruno.post('blockstatus', { user_id: bruno.userId, chatid: chatId }),
        'blockstatus',
      );
      hasFields(block, SPEC_FIELDS.blockStatus, 'blockstatus');
      for (const round of ['block', 'unblock']) {
        await bruno.ok(
          bruno.post('webblockchat', { ...brunoOwn, block_user_id: ada.userId }),
          round,
        );
      }
      await bruno.ok(
        bruno.post('webfavorite', { ...brunoOwn, favorite_user_id: ada.userId }),
        'webfavorite',
      );
      await bruno.ok(bruno.post('webclearchat', { ...brunoOwn, chat_id: chatId }), 'webclearchat');
    });

    it('is asked once about a hurtful message, which sending it again delivers', async () => {
      // A spec client knows no send_anyway: it shows the refusal's message and sends again.
      const hurtful = {
        sender_id: ada.userId,
        chat_id: chatId,
        receiver_id: bruno.userId,
        message: 'You stupid bitch',
        chat_time: String(Math.floor(Date.now() / 1000)),
        upload_image: '',
        language: 'en',
      };
      const asked = await ada.post('websendmessage', hurtful);
      assert.equal(asked.statusCode, 409, JSON.stringify(asked.body));
      hasFields(asked.body, ['status', 'message'], 'websendmessage refusal');
      assert.equal(asked.body.status, 'false');
      assert.match(text(asked.body.message), /^Are you sure\?.*again within 10 minutes/);
      const sent = await ada.ok(ada.post('websendmessage', hurtful), 'websendmessage again');
      hasFields(sent.result, SPEC_FIELDS.chatMessage, 'the message sent again');
    });

    it('chats over the socket with string ids: typing and messages reach the other member', async () => {
      const adaSocket = await openSocket(suite.url, ada);
      const brunoSocket = await openSocket(suite.url, bruno);
      sockets.push(adaSocket, brunoSocket);
      adaSocket.emit('join', { join_id: chatId });
      brunoSocket.emit('join', { join_id: chatId });
      const ids = { chatid: chatId, sender_id: ada.userId, receiver_id: bruno.userId };

      const typing = nextEvent(brunoSocket, 'receivetyping');
      adaSocket.emit('typing', { ...ids, message: 'type' });
      assert.equal(text((await typing).sender_id), ada.userId);
      const untyping = nextEvent(brunoSocket, 'receiveuntyping');
      adaSocket.emit('typing', { ...ids, message: 'untype' });
      assert.equal(text((await untyping).sender_id), ada.userId);

      // The message object as section 3's chat message, every value text.
      const received = nextEvent(brunoSocket, 'broad');
      const echoed = nextEvent(adaSocket, 'broad');
      adaSocket.emit('message', {
        ...ids,
        message: {
          message: 'Hello over the socket',
          sender_id: ada.userId,
          receiver_id: bruno.userId,
          upload_image: '',
          type: 'text',
          chatTime: String(Math.floor(Date.now() / 1000)),
        },
      });
      for (const broad of [await received, await echoed]) {
        hasFields(broad, SPEC_FIELDS.chatMessage, 'broad');
        assert.equal(broad.message, 'Hello over the socket');
      }
    });

    it('edits the profile and the settings, and reads a match feed', async () => {
      const own = { user_id: ada.userId, language: 'en' };
      const before = hasFields(
        (await ada.ok(ada.post('webprofile', own), 'webprofile')).result,
        SPEC_FIELDS.profile,
        'webprofile result',
      );
      // Settings send every flag; a free member's premium flags go back unchanged.
      const flags = Object.fromEntries(SETTINGS_FLAGS.map((flag) => [flag, text(before[flag])]));
      await ada.ok(
        ada.post('websetprofile', {
          ...own,
          ...flags,
          feed_bio: 'true',
          message_notification: 'false',
        }),
        'websetprofile (settings)',
      );
      await ada.ok(
        ada.post('websetprofile', {
          ...own,
          user_name: 'Ada L',
          gender: 'female',
          bio: 'Engines and poetry',
          job: 'Analyst',
          company: 'Babbage & Co',
          school: 'Home',
        }),
        'websetprofile (profile)',
      );
      await ada.ok(
        ada.post('websetfirstlook', { user_image: text(before.images), user_id: ada.userId }),
        'websetfirstlook',
      );
      const admin = await ada.ok(ada.get('admindatas'), 'admindatas');
      const purposes = listOf((admin.result as Answer).peoplefor, 'peoplefor').map((purpose) =>
        text((purpose as Answer).id),
      );
      await ada.ok(
        ada.post('websetfilter', {
          ...own,
          place: text(before.location),
          lat: text(before.lat),
          lon: text(before.lon),
          age: '20-50',
          distance: '80',
          gender: 'everyone',
          people_for: purposes.join(','),
        }),
        'websetfilter',
      );
      const after = hasFields(
        (await ada.ok(ada.post('webprofile', own), 'webprofile')).result,
        SPEC_FIELDS.profile,
        'webprofile result',
      );
      assert.equal(after.bio, 'Engines and poetry');
      assert.equal(after.message_notification, 'false');
      assert.equal(after.filter_age, '20-50');
      assert.equal(text(after.filter_distance), '80');

      const brunoOwn = { user_id: bruno.userId, language: 'en' };
      const feeds = await bruno.ok(bruno.post('webfeeds', brunoOwn), 'webfeeds');
      const item = listOf(feeds.feeds, 'feeds')
        .map((feed) => hasFields(feed, SPEC_FIELDS.feedItem, 'feed item'))
        .find((feed) => feed.feed_content === 'Engines and poetry');
      assert.ok(item, JSON.stringify(feeds.feeds));
      await bruno.ok(
        bruno.post('webfeedlike', { ...brunoOwn, feed_id: text(item.feed_id) }),
        'webfeedlike',
      );
      await bruno.ok(
        bruno.post('webchangepassword', {
          user_id: bruno.userId,
          old_password: PASSWORD,
          new_password: 'green teapot 77',
        }),
        'webchangepassword',
      );
    });

    it('buys premium, a boost and a super-like pack with the test nonce', async () => {
      const own = { user_id: ada.userId, language: 'en' };
      const tokenAnswer = await ada.ok(ada.get('generateclienttoken'), 'generateclienttoken');
      hasFields(tokenAnswer, ['token'], 'generateclienttoken');

      const premium = await ada.ok(
        ada.post('premiumlistweb', { platform: 'web' }),
        'premiumlistweb',
      );
      hasFields(premium, SPEC_FIELDS.planList, 'premiumlistweb');
      const plan = hasFields(listOf(premium.result, 'plans')[0], SPEC_FIELDS.premiumPlan, 'plan');
      const planPrice = await ada.ok(
        ada.post('premiumid', { premiumid: text(plan.id) }),
        'premiumid',
      );
      const priced = hasFields(planPrice.result, ['price', 'superlikecount', 'boostcount'], '');
      await ada.ok(
        ada.post('webpaypremium', {
          pay_nonce: 'fake-valid-nonce',
          price: text(priced.price),
          user_id: ada.userId,
          premium_id: text(plan.id),
          currency_code: text(premium.currency),
        }),
        'webpaypremium',
      );
      const profile = await ada.ok(ada.post('webprofile', own), 'webprofile');
      assert.equal((profile.result as Answer).premium_member, 'true');

      const boosts = await ada.ok(
        ada.post('webboostlist', { ...own, platform: 'web' }),
        'webboostlist',
      );
      hasFields(boosts, SPEC_FIELDS.planList, 'webboostlist');
      const boost = hasFields(listOf(boosts.result, 'boosts')[0], SPEC_FIELDS.boostPlan, 'boost');
      const boostPrice = await ada.ok(
        ada.post('premiumboostid', { premiumboostid: text(boost.id) }),
        'premiumboostid',
      );
      await ada.ok(
        ada.post('webpayboost', {
          pay_nonce: 'fake-valid-nonce',
          price: text((boostPrice.result as Answer).price),
          user_id: ada.userId,
          boost_id: text(boost.id),
          currency_code: text(boosts.currency),
        }),
        'webpayboost',
      );
      const activated = await ada.ok(ada.post('webactivateboost', own), 'webactivateboost');
      hasFields(activated, ['boost_count'], 'webactivateboost');
      const running = await ada.ok(ada.post('webcheckboost', own), 'webcheckboost');
      hasFields(running, ['boost_count'], 'webcheckboost');

      const packs = await ada.ok(
        ada.post('websuperlikelist', { ...own, platform: 'web' }),
        'websuperlikelist',
      );
      hasFields(packs, [...SPEC_FIELDS.planList, 'superlike_count'], 'websuperlikelist');
      const pack = hasFields(listOf(packs.result, 'packs')[0], SPEC_FIELDS.superlikePack, 'pack');
      const packPrice = await ada.ok(
        ada.post('premiumsuperlikeid', { premiumsuperlikeid: text(pack.id) }),
        'premiumsuperlikeid',
      );
      await ada.ok(
        ada.post('webpaysuperlike', {
          pay_nonce: 'fake-valid-nonce',
          price: text((packPrice.result as Answer).price),
          user_id: ada.userId,
          superlike_id: text(pack.id),
          currency_code: text(packs.currency),
        }),
        'webpaysuperlike',
      );
      const check = await ada.ok(ada.post('webgetcheck', own), 'webgetcheck');
      assert.equal(
        Number(check.superlike_count),
        Number(packs.superlike_count) + Number(pack.superlike_count),
      );
    });

    it('undoes a swipe, says nope, unfriends, asks for a reset code and deactivates', async () => {
      const own = { user_id: ada.userId, language: 'en' };
      const undone = await ada.ok(ada.post('webundomatch', own), 'webundomatch');
      hasFields(undone, ['result'], 'webundomatch');
      await ada.ok(
        ada.post('webunmatch', { ...own, follow_id: bruno.userId }, 'urlencoded'),
        'webunmatch',
      );
      const brunoOwn = { user_id: bruno.userId, language: 'en' };
      await bruno.ok(
        bruno.post('unfriendweb', { ...brunoOwn, unfriend_user_id: ada.userId }),
        'unfriendweb',
      );
      const forgot = await bruno.ok(bruno.post('webforgot', { email: brunoEmail }), 'webforgot');
      hasFields(forgot, ['message'], 'webforgot');
      await bruno.ok(bruno.post('webdeleteaccount', { user_id: bruno.userId }), 'webdeleteaccount');
    });
  });
}
