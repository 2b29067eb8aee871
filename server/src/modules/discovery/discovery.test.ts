import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  FeedsResponse,
  FriendsListResponse,
  GetPeopleResponse,
  MemberProfileResponse,
  PeopleRequestsResponse,
  PersonCard,
  PromptsResponse,
  ReportResponse,
} from '@dating/contract/schemas';
import { cityOf } from '@dating/contract/rules';
import { pointAt } from '../../db/pointAt';
import { CONTENT_DEFAULTS } from '../content/contentDefaults';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testClock } from '../../../test/support/testClock';
import {
  createTestMember,
  memberCalls,
  type TestMember,
  type TestMemberFields,
  updateTestMember,
} from '../../../test/support/testMembers';
import { east, newTown, north } from '../../../test/support/testTowns';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

for (const backend of testBackends()) {
  describe(`discovery calls on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = testClock();
    const suite = useTestApp(backend, { options: { now: clock.now } });

    const { call, okCall } = memberCalls(suite);

    function member(place: { longitude: number; latitude: number }, fields: TestMemberFields = {}) {
      return createTestMember(suite.app, { ...place, ...fields });
    }

    async function blurredNameOf(imageName: string): Promise<string> {
      const row = await suite.app.db
        .selectFrom('photos')
        .select('blurred_name')
        .where('image_name', '=', imageName)
        .executeTakeFirstOrThrow();
      return row.blurred_name;
    }

    const premium = () => ({ premiumUntil: new Date(clock.now().getTime() + 30 * DAY_MS) });

    async function peopleIds(viewer: TestMember): Promise<number[]> {
      const body = await okCall<GetPeopleResponse>(viewer, 'webgetpeople', { limit: '20' });
      return body.peoples.map((card) => card.user_id);
    }

    it('answers the nearest people first, in whole km, without anyone’s coordinates', async () => {
      const town = newTown();
      const viewer = await member(town);
      const far = await member(east(town, 30), { photos: ['far.jpg'] });
      const near = await member(east(town, 3.4), { photos: ['near.jpg', 'near2.jpg'] });
      const next = await member(east(town, 0.2));
      await member(east(town, 150));

      const body = await okCall<GetPeopleResponse>(viewer, 'webgetpeople', {
        user_id: String(viewer.id),
        timestamp: '1',
        limit: '20',
      });
      assert.deepEqual(
        body.peoples.map((card) => card.user_id),
        [next.id, near.id, far.id],
      );
      const [first, second] = body.peoples as [PersonCard, PersonCard];
      assert.equal(first.distance, 1, 'never under 1 km');
      assert.ok(second.distance !== null && Number.isInteger(second.distance));
      assert.ok(Math.abs(second.distance - 3.4) <= 1.6);
      assert.deepEqual(second.imagess, ['/uploads/near.jpg', '/uploads/near2.jpg']);
      assert.equal(second.user_image, '/uploads/near.jpg');
      assert.equal(second.age, 36);
      const text = JSON.stringify(body);
      assert.doesNotMatch(text, /"(lat|lon|latitude|longitude|coordinates)"/);
    });

    it('shows on the next page what a member changed since the last, however it was written', async () => {
      const town = newTown();
      const viewer = await member(town);
      const further = await member(east(town, 25));
      const shown = await member(east(town, 5), { name: 'Ana', photos: ['changed-1.jpg'] });
      const cardOf = async (who: TestMember, language = 'en') =>
        (await okCall<GetPeopleResponse>(who, 'webgetpeople', { language })).peoples.find(
          (card) => card.user_id === shown.id,
        );
      const before = await cardOf(viewer);
      assert.equal(before?.user_name, 'Ana');
      assert.deepEqual(before?.imagess, ['/uploads/changed-1.jpg']);
      assert.deepEqual(before?.prompts, []);
      assert.equal(before?.online, '0');

      // Straight into the database, as another server process or the admin's tool writes.
      await updateTestMember(suite.app, shown, {
        name: 'Ana María',
        show_age: false,
        online: true,
      });
      await suite.app.db.deleteFrom('photos').where('image_name', '=', 'changed-1.jpg').execute();
      const [english, spanish] = await Promise.all(
        ['en', 'sp'].map((language) => okCall<PromptsResponse>(shown, 'webprompts', { language })),
      );
      const prompt = english!.prompts[0]!;
      await okCall(shown, 'websetprompts', {
        answers: [{ prompt_id: prompt.id, answer: 'Brunch' }],
      });

      const after = await cardOf(viewer);
      assert.equal(after?.user_name, 'Ana María');
      assert.equal(after?.age, null);
      assert.deepEqual(after?.imagess, []);
      assert.equal(after?.online, '1');
      assert.deepEqual(after?.prompts, [
        { prompt_id: prompt.id, prompt: prompt.text, answer: 'Brunch' },
      ]);
      const inSpanish = spanish!.prompts.find(({ id }) => id === prompt.id)!.text;
      assert.notEqual(inSpanish, prompt.text);
      assert.equal((await cardOf(viewer, 'sp'))?.prompts?.[0]?.prompt, inSpanish);
      assert.equal((await cardOf(viewer))?.prompts?.[0]?.prompt, prompt.text);
      // The card is the member's; the distance is each viewer's own.
      assert.ok(Math.abs((after?.distance ?? 0) - 5) <= 1.6);
      assert.ok(Math.abs(((await cardOf(further))?.distance ?? 0) - 20) <= 1.6);
    });

    it('never shows the member, anyone swiped, blocked either way, invisible or deactivated', async () => {
      const town = newTown();
      const viewer = await member(town);
      const liked = await member(east(town, 1));
      const declined = await member(east(town, 2));
      const blockedByViewer = await member(east(town, 3));
      const blockingViewer = await member(east(town, 4));
      const invisible = await member(east(town, 5));
      const deactivated = await member(east(town, 6));
      const shown = await member(east(town, 7));
      await okCall(viewer, 'webmatch', { follow_id: String(liked.id), type: 'like' });
      await okCall(viewer, 'webunmatch', { follow_id: String(declined.id) });
      await suite.app.db
        .insertInto('blocks')
        .values([
          { blocker_id: viewer.id, blocked_id: blockedByViewer.id, created_at: new Date() },
          { blocker_id: blockingViewer.id, blocked_id: viewer.id, created_at: new Date() },
        ])
        .execute();
      await updateTestMember(suite.app, invisible, { invisible: true });
      await updateTestMember(suite.app, deactivated, { status: 'deactivated' });

      assert.deepEqual(await peopleIds(viewer), [shown.id]);
    });

    it('applies the filter: distance, age range, gender and purposes', async () => {
      const town = newTown();
      const viewer = await member(town);
      // Each shares a purpose with the viewer (1), so nothing but distance ranks them.
      const woman = await member(east(town, 2), { gender: 'female', purposes: [1, 2] });
      const man = await member(east(town, 3), { gender: 'male', purposes: [1, 3] });
      const older = await member(east(town, 4), { birthDate: '1970-01-01', purposes: [1] });
      const distant = await member(east(town, 40), { purposes: [1] });
      const filter = (fields: object) =>
        okCall(viewer, 'websetfilter', {
          age: '18-60',
          distance: '100',
          gender: 'everyone',
          people_for: '1,2,3',
          ...fields,
        });

      await filter({});
      assert.deepEqual(await peopleIds(viewer), [woman.id, man.id, older.id, distant.id]);
      await filter({ gender: 'men' });
      assert.deepEqual(await peopleIds(viewer), [man.id]);
      await filter({ gender: 'women' });
      assert.deepEqual(await peopleIds(viewer), [woman.id, older.id, distant.id]);
      await filter({ distance: '10' });
      assert.deepEqual(await peopleIds(viewer), [woman.id, man.id, older.id]);
      await filter({ distance: '10', age: '18-40' });
      assert.deepEqual(await peopleIds(viewer), [woman.id, man.id]);
      await filter({ distance: '10', age: '50-60' });
      assert.deepEqual(await peopleIds(viewer), [older.id]);
      await filter({ people_for: ['2'] });
      assert.deepEqual(await peopleIds(viewer), [woman.id]);
      await filter({ people_for: '[3]' });
      assert.deepEqual(await peopleIds(viewer), [man.id]);
    });

    it("saves a new member's filter without a purpose as their own purposes", async () => {
      const town = newTown();
      const newcomer = await member(town, { purposes: [2] });
      const sameAim = await member(east(town, 2), { purposes: [2, 3] });
      await member(east(town, 3), { purposes: [1] });
      const filterPurposes = async () =>
        (
          await suite.app.db
            .selectFrom('members')
            .select('filter_purposes')
            .where('id', '=', newcomer.id)
            .executeTakeFirstOrThrow()
        ).filter_purposes;
      assert.deepEqual(await filterPurposes(), [], 'a new member has chosen no purpose yet');
      const base = { age: '18-60', distance: '50', gender: 'everyone' };
      // The spec's client sends an empty list; another sends none, or an empty JSON array.
      for (const peopleFor of [{ people_for: '' }, {}, { people_for: '[]' }, { people_for: [] }]) {
        await updateTestMember(suite.app, newcomer, { filter_purposes: [] });
        const saved = await call(newcomer, 'websetfilter', { ...base, ...peopleFor });
        assert.equal(saved.statusCode, 200, JSON.stringify(peopleFor));
        assert.deepEqual(await filterPurposes(), [2], JSON.stringify(peopleFor));
      }
      assert.deepEqual(await peopleIds(newcomer), [sameAim.id]);
    });

    it('refuses a filter out of bounds with a clear message', async () => {
      const viewer = await member(newTown());
      const base = { age: '18-60', distance: '50', gender: 'everyone', people_for: '1' };
      const cases: [object, RegExp][] = [
        [{ age: '17-40' }, /Age must be a range from 18 to the maximum age/],
        [{ age: '40-30' }, /Age must be/],
        [{ age: 'old' }, /Age must be/],
        [{ distance: '5000' }, /Distance must be .* 0 to the maximum distance/],
        [{ gender: 'robots' }, /Gender must be men, women or everyone/],
        [{ people_for: '99' }, /Please select any one/],
        [{ people_for: 'x' }, /Invalid format/],
      ];
      for (const [fields, message] of cases) {
        const { statusCode, body } = await call<{ message: string }>(viewer, 'websetfilter', {
          ...base,
          ...fields,
        });
        assert.equal(statusCode, 400, JSON.stringify(fields));
        assert.match(body.message, message);
      }
    });

    it('puts boosted members first, then the nearest', async () => {
      const town = newTown();
      const viewer = await member(town);
      const near = await member(east(town, 1));
      const boosted = await member(east(town, 20));
      const expired = await member(east(town, 10));
      await updateTestMember(suite.app, boosted, {
        boosted_until: new Date(clock.now().getTime() + 20 * 60_000),
      });
      await updateTestMember(suite.app, expired, {
        boosted_until: new Date(clock.now().getTime() - 60_000),
      });
      assert.deepEqual(await peopleIds(viewer), [boosted.id, near.id, expired.id]);
      const page = async (limit: string) =>
        (await okCall<GetPeopleResponse>(viewer, 'webgetpeople', { limit })).peoples.map(
          (card) => card.user_id,
        );
      assert.deepEqual(await page('1'), [boosted.id]);
      assert.deepEqual(await page('2'), [boosted.id, near.id]);
    });

    it('counts the age range to the day: a birthday today is a year more', async () => {
      const town = newTown();
      const viewer = await member(town);
      const today = clock.now();
      const bornYearsAgo = (years: number, days: number) =>
        new Date(
          Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days),
        )
          .toISOString()
          .slice(0, 10);
      const thirtyToday = await member(east(town, 1), { birthDate: bornYearsAgo(30, 0) });
      await member(east(town, 2), { birthDate: bornYearsAgo(30, 1) });
      const fortyTomorrow = await member(east(town, 3), { birthDate: bornYearsAgo(41, 1) });
      await member(east(town, 4), { birthDate: bornYearsAgo(41, 0) });
      await okCall(viewer, 'websetfilter', {
        age: '30-40',
        distance: '100',
        gender: 'everyone',
        people_for: '1,2,3',
      });
      assert.deepEqual(await peopleIds(viewer), [thirtyToday.id, fortyTomorrow.id]);
    });

    it('gates visitors and likes: blurred photos and no ids for free members', async () => {
      const town = newTown();
      const free = await member(town);
      const paid = await member(east(town, 1), premium());
      const visitor = await member(east(town, 2), { photos: ['visitor.jpg'] });
      const hidden = await member(east(town, 3), { photos: ['hidden.jpg'] });
      await updateTestMember(suite.app, hidden, { invisible: true });
      for (const host of [free, paid]) {
        await okCall(visitor, 'webvisitprofile', { visit_user_id: String(host.id) });
        await okCall(hidden, 'webvisitprofile', { visit_user_id: String(host.id) });
        await okCall(visitor, 'webmatch', { follow_id: String(host.id), type: 'like' });
      }

      for (const [url, payload] of [
        ['webvisitors', { limit: '8' }],
        ['webfriendrequests', { limit: '8', type: 'like' }],
      ] as const) {
        const blurred = await okCall<PeopleRequestsResponse>(free, url, payload);
        assert.equal(blurred.blurred, 'true');
        assert.equal(blurred.peoples.length, 1, url);
        const text = JSON.stringify(blurred);
        assert.doesNotMatch(text, /user_id/);
        assert.doesNotMatch(text, /visitor\.jpg/);
        assert.match(text, new RegExp(await blurredNameOf('visitor.jpg')));
        assert.ok(
          blurred.peoples.every((card) => card.distance === null),
          'no distance',
        );
        assert.doesNotMatch(text, new RegExp(`"${visitor.id}"|:${visitor.id}[,}]`));

        const open = await okCall<PeopleRequestsResponse>(paid, url, payload);
        assert.ok(open.blurred === 'false');
        assert.deepEqual(
          open.peoples.map((card) => [card.user_id, card.user_image]),
          [[visitor.id, '/uploads/visitor.jpg']],
        );
      }
    });

    it('counts visitors, likes and super likes that came since each list was read', async () => {
      const town = newTown();
      const host = await member(town);
      const fans = await Promise.all(
        [1, 2, 3].map((km) => member(east(town, km), { superlikeCount: 1 })),
      );
      const counts = async () =>
        (await okCall<{ result: Record<string, number> }>(host, 'webgetcounts')).result;
      await okCall(fans[0] as TestMember, 'webvisitprofile', { visit_user_id: String(host.id) });
      await okCall(fans[0] as TestMember, 'webmatch', { follow_id: String(host.id), type: 'like' });
      await okCall(fans[1] as TestMember, 'webmatch', { follow_id: String(host.id), type: 'like' });
      await okCall(fans[2] as TestMember, 'webmatch', {
        follow_id: String(host.id),
        type: 'superlike',
      });
      assert.deepEqual(
        { ...(await counts()), message: 0 },
        { message: 0, visitors: 1, like_request: 2, superlike_request: 1 },
      );
      clock.advance(1000);
      await okCall(host, 'webvisitors');
      await okCall(host, 'webfriendrequests', { type: 'like' });
      const read = await counts();
      assert.equal(read.visitors, 0);
      assert.equal(read.like_request, 0);
      assert.equal(read.superlike_request, 1);
    });

    it('lists matches with a search, online only, and a limit; unfriending ends a match', async () => {
      const town = newTown();
      const viewer = await member(town);
      const names = ['Alice Online', 'Bob Offline', 'Alina Away'];
      const friends: TestMember[] = [];
      for (const [index, name] of names.entries()) {
        const friend = await member(east(town, index + 1), { name });
        await okCall(viewer, 'webmatch', { follow_id: String(friend.id), type: 'like' });
        await okCall(friend, 'webmatch', { follow_id: String(viewer.id), type: 'like' });
        friends.push(friend);
      }
      const [alice, bob, alina] = friends as [TestMember, TestMember, TestMember];
      await updateTestMember(suite.app, alice, { online: true });
      const list = async (payload: object) =>
        (await okCall<FriendsListResponse>(viewer, 'webfriendslist', payload)).peoples.map(
          (card) => card.user_id,
        );
      assert.equal((await list({ limit: '8' })).length, 3);
      assert.equal((await list({ limit: '2' })).length, 2);
      assert.deepEqual((await list({ search_key: 'ali' })).sort(), [alice.id, alina.id].sort());
      assert.deepEqual(await list({ search_key: '%' }), []);
      assert.deepEqual(await list({ sort: 'online' }), [alice.id]);

      await okCall(viewer, 'unfriendweb', { unfriend_user_id: String(bob.id) });
      await okCall(alina, 'webunfriend', { unfriend_user_id: String(viewer.id) });
      assert.deepEqual(await list({}), [alice.id]);
    });

    it('names members’ places in the reader’s language on cards, profiles and feeds', async () => {
      const town = newTown();
      const viewer = await member(town);
      const parisian = await member(east(town, 2));
      const londoner = await member(east(town, 4));
      const islander = await member(east(town, 6));
      await updateTestMember(suite.app, londoner, { location: 'London, England, United Kingdom' });
      await updateTestMember(suite.app, islander, { location: 'Atlantis, Nowhere' });
      const places = async (language: string) => {
        const { peoples } = await okCall<GetPeopleResponse>(viewer, 'webgetpeople', { language });
        const placeOf = (who: TestMember) =>
          peoples.find((card) => card.user_id === who.id)?.location;
        return [placeOf(parisian), placeOf(londoner), placeOf(islander)];
      };

      assert.deepEqual(await places('ar'), [
        'باريس، إيل-دو-فرانس، فرنسا',
        'لندن، إنجلترا، المملكة المتحدة',
        'Atlantis, Nowhere',
      ]);
      assert.equal(cityOf((await places('ar'))[0] ?? ''), 'باريس');
      assert.deepEqual((await places('fr')).slice(1), [
        'Londres, Angleterre, Royaume-Uni',
        'Atlantis, Nowhere',
      ]);
      assert.deepEqual((await places('sp')).slice(0, 2), [
        'París, Île-de-France, Francia',
        'Londres, Inglaterra, Reino Unido',
      ]);
      assert.deepEqual(await places('en'), [
        'Paris, Île-de-France, France',
        'London, England, United Kingdom',
        'Atlantis, Nowhere',
      ]);

      const profile = await okCall<MemberProfileResponse>(viewer, 'webprofilenew', {
        friend_id: String(londoner.id),
        language: 'ar',
      });
      assert.equal(profile.result.location, 'لندن، إنجلترا، المملكة المتحدة');

      await okCall(viewer, 'webmatch', { follow_id: String(londoner.id), type: 'like' });
      await okCall(londoner, 'webmatch', { follow_id: String(viewer.id), type: 'like' });
      await suite.app.db
        .insertInto('feed_items')
        .values({
          member_id: londoner.id,
          type: 'location',
          content: 'London, England, United Kingdom',
          created_at: clock.now(),
        })
        .execute();
      const { feeds } = await okCall<FeedsResponse>(viewer, 'webfeeds', { language: 'fr' });
      assert.equal(feeds[0]?.feed_content, 'Londres, Angleterre, Royaume-Uni');
    });

    it('opens another member’s profile with send_match, report and their privacy', async () => {
      const town = newTown();
      const viewer = await member(town, { photos: ['me.jpg'] });
      const other = await member(east(town, 5), {
        photos: ['other.jpg'],
        interests: ['Music', 'Art'],
      });
      await updateTestMember(suite.app, other, {
        show_age: false,
        show_location: false,
        job: 'Baker',
      });
      const profile = async () =>
        (
          await okCall<MemberProfileResponse>(viewer, 'webprofilenew', {
            user_id: String(viewer.id),
            friend_id: String(other.id),
          })
        ).result;

      const first = await profile();
      assert.equal(first.send_match, '0');
      assert.equal(first.report, 'false');
      assert.equal(first.age, null);
      assert.equal(first.location, '');
      assert.equal(first.distance, null);
      assert.equal(first.job, 'Baker');
      assert.equal(first.loguser_image, '/uploads/me.jpg');
      assert.deepEqual(first.interest_other, ['Music', 'Art']);
      assert.doesNotMatch(JSON.stringify(first), /email|coordinates|birth/);

      await okCall(viewer, 'webmatch', { follow_id: String(other.id), type: 'like' });
      assert.equal((await profile()).send_match, '3');
      await okCall(other, 'webmatch', { follow_id: String(viewer.id), type: 'like' });
      assert.equal((await profile()).send_match, '1');

      const reported = await okCall<ReportResponse>(viewer, 'webreport', {
        report_user_id: String(other.id),
      });
      assert.equal(reported.report, 'true');
      assert.equal((await profile()).report, 'true');
      const unreported = await okCall<ReportResponse>(viewer, 'webreport', {
        report_user_id: String(other.id),
      });
      assert.equal(unreported.report, 'false');

      await suite.app.db
        .insertInto('blocks')
        .values({ blocker_id: other.id, blocked_id: viewer.id, created_at: new Date() })
        .execute();
      const blocked = await call(viewer, 'webprofilenew', { friend_id: String(other.id) });
      assert.equal(blocked.statusCode, 404);
      const missing = await call(viewer, 'webprofilenew', { friend_id: '99999999' });
      assert.equal(missing.statusCode, 404);
    });

    it('opens an invisible member only to those they swiped, and refuses odd targets', async () => {
      const town = newTown();
      const viewer = await member(town);
      const stranger = await member(east(town, 1));
      const hidden = await member(east(town, 2));
      await updateTestMember(suite.app, hidden, { invisible: true });
      const open = (caller: TestMember) =>
        call(caller, 'webprofilenew', { friend_id: String(hidden.id) });
      await okCall(hidden, 'webmatch', { follow_id: String(viewer.id), type: 'like' });
      assert.equal((await open(viewer)).statusCode, 200);
      assert.equal((await open(stranger)).statusCode, 404);

      assert.equal(
        (await call(viewer, 'webprofilenew', { friend_id: String(viewer.id) })).statusCode,
        400,
      );
      assert.equal(
        (await call(viewer, 'webreport', { report_user_id: String(viewer.id) })).statusCode,
        400,
      );
      assert.equal(
        (await call(viewer, 'webvisitprofile', { visit_user_id: '99999999' })).statusCode,
        404,
      );
      await okCall(viewer, 'webvisitprofile', { visit_user_id: String(viewer.id) });
      const visits = await suite.app.db
        .selectFrom('visits')
        .select('visitor_id')
        .where('visited_id', '=', viewer.id)
        .execute();
      assert.deepEqual(visits, [], 'a look at one’s own profile is no visit');
    });

    it('shows the matches’ feed items and lets each be liked once', async () => {
      const town = newTown();
      const viewer = await member(town);
      const friend = await member(east(town, 1), { photos: ['friend.jpg'] });
      const stranger = await member(east(town, 2));
      await okCall(viewer, 'webmatch', { follow_id: String(friend.id), type: 'like' });
      await okCall(friend, 'webmatch', { follow_id: String(viewer.id), type: 'like' });
      await okCall(friend, 'websetprofile', { job: 'Pilot' });
      await okCall(stranger, 'websetprofile', { job: 'Spy' });

      const feeds = await okCall<FeedsResponse>(viewer, 'webfeeds');
      assert.equal(feeds.feeds.length, 1);
      const [item] = feeds.feeds;
      assert.ok(item);
      assert.equal(item.user_id, friend.id);
      assert.equal(item.feed_type, 'job');
      assert.equal(item.feed_content, 'Pilot');
      assert.equal(item.user_image, '/uploads/friend.jpg');
      assert.equal(item.liked, 'false');

      await okCall(viewer, 'webfeedlike', { feed_id: String(item.feed_id) });
      const twice = await call(viewer, 'webfeedlike', { feed_id: String(item.feed_id) });
      assert.equal(twice.statusCode, 409);
      assert.equal((await okCall<FeedsResponse>(viewer, 'webfeeds')).feeds[0]?.liked, 'true');
      const foreign = await call(stranger, 'webfeedlike', { feed_id: String(item.feed_id) });
      assert.equal(foreign.statusCode, 404);
    });

    it('rate-limits changes of filter distance and location; only premium members move', async () => {
      const town = newTown();
      const free = await member(town);
      const paid = await member(east(town, 1), premium());
      const filter = { age: '18-60', gender: 'everyone', people_for: '1' };
      const moved = await call<{ message: string }>(free, 'websetfilter', {
        ...filter,
        distance: '100',
        place: 'Lyon, Auvergne-Rhône-Alpes, France',
        lat: '45.75',
        lon: '4.85',
      });
      assert.equal(moved.statusCode, 403);
      await okCall(free, 'websetfilter', {
        ...filter,
        distance: '100',
        place: 'Paris, Île-de-France, France',
        lat: String(town.latitude),
        lon: String(town.longitude),
      });

      for (let distance = 1; distance <= 10; distance += 1) {
        await okCall(free, 'websetfilter', { ...filter, distance: String(distance) });
      }
      const limited = await call<{ message: string }>(free, 'websetfilter', {
        ...filter,
        distance: '50',
      });
      assert.equal(limited.statusCode, 429);
      assert.match(limited.body.message, /Too many attempts/);
      await okCall(free, 'websetfilter', { ...filter, distance: '10' });

      for (let step = 1; step <= 3; step += 1) {
        await okCall(paid, 'websetfilter', {
          ...filter,
          distance: '100',
          place: `Place ${step}, Region, Country`,
          lat: String(town.latitude + step / 10),
          lon: String(town.longitude),
        });
      }
      const tooOften = await call(paid, 'websetprofile', {
        place: 'Place 4, Region, Country',
        lat: String(town.latitude + 0.4),
        lon: String(town.longitude),
      });
      assert.equal(tooOften.statusCode, 429, 'the profile shares the location limit');
      clock.advance(HOUR_MS + 1000);
      await okCall(paid, 'websetprofile', {
        place: 'Place 4, Region, Country',
        lat: String(town.latitude + 0.4),
        lon: String(town.longitude),
      });
      const row = await suite.app.db
        .selectFrom('members')
        .select('location')
        .where('id', '=', paid.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.location, 'Place 4, Region, Country');
    });

    it('measures a moved member from its new place, in whole km', async () => {
      const town = newTown();
      const viewer = await member(town);
      const other = await member(east(town, 50));
      await updateTestMember(suite.app, other, {
        coordinates: pointAt(east(town, 2).longitude, town.latitude),
      });
      const body = await okCall<GetPeopleResponse>(viewer, 'webgetpeople');
      const distance = body.peoples[0]?.distance ?? 0;
      assert.ok(distance >= 1 && distance <= 3, `2 km away on a grid of about 1 km: ${distance}`);
    });

    describe('who may open a profile', () => {
      const open = (viewer: TestMember, other: TestMember) =>
        call(viewer, 'webprofilenew', { user_id: String(viewer.id), friend_id: String(other.id) });
      const moveTo = (who: TestMember, place: { longitude: number; latitude: number }) =>
        updateTestMember(suite.app, who, { coordinates: pointAt(place.longitude, place.latitude) });

      it('answers a stranger 1,000 km beyond every filter exactly as an unknown id', async () => {
        const town = newTown();
        const viewer = await member(town);
        const far = await member(north(town, 1000), { photos: ['faraway.jpg'] });
        const near = await member(north(town, 20));

        const refused = await open(viewer, far);
        const unknown = await call(viewer, 'webprofilenew', { friend_id: '99999999' });
        assert.equal(refused.statusCode, 404);
        assert.deepEqual(refused.body, unknown.body);
        assert.deepEqual(refused.body, {
          status: 'false',
          message: 'This member is not available',
        });
        assert.equal((await open(viewer, near)).statusCode, 200);

        // Nor can a tie be made to unlock it: a visit, a like or a report of a stranger is refused.
        for (const [url, payload] of [
          ['webvisitprofile', { visit_user_id: String(far.id) }],
          ['webmatch', { follow_id: String(far.id), type: 'like' }],
          ['webreport', { report_user_id: String(far.id) }],
        ] as const) {
          const answer = await call(viewer, url, payload);
          assert.deepEqual([answer.statusCode, answer.body], [404, unknown.body], url);
        }
        assert.equal((await open(viewer, far)).statusCode, 404);
        const visits = await suite.app.db
          .selectFrom('visits')
          .select('visitor_id')
          .where('visited_id', '=', far.id)
          .execute();
        assert.deepEqual(visits, []);
      });

      it('reaches the larger of the filter distance and max_distance', async () => {
        const town = newTown();
        const viewer = await member(town);
        await updateTestMember(suite.app, viewer, { filter_distance: 10 });
        const beyondFilter = await member(north(town, 60));
        const beyondBoth = await member(north(town, 130));
        assert.equal((await open(viewer, beyondFilter)).statusCode, 200, 'within max_distance');
        assert.equal((await open(viewer, beyondBoth)).statusCode, 404);

        await updateTestMember(suite.app, viewer, { filter_distance: 150 });
        assert.equal((await open(viewer, beyondBoth)).statusCode, 200, 'within the filter');
      });

      it('reaches as far as the admin has set max_distance, from the next call on', async () => {
        const town = newTown();
        const viewer = await member(town);
        await updateTestMember(suite.app, viewer, { filter_distance: 10 });
        // Two: a profile opened is a tie (a visit) that keeps it open.
        const [far, alsoFar] = [await member(north(town, 130)), await member(north(town, 131))];
        assert.equal((await open(viewer, far)).statusCode, 404, 'beyond the default 100 km');
        const { content } = suite.app.services;
        await content.setSetting('max_distance', '200');
        try {
          assert.equal((await open(viewer, far)).statusCode, 200, 'within 200 km');
        } finally {
          await content.setSetting('max_distance', CONTENT_DEFAULTS.settings.max_distance);
        }
        assert.equal((await open(viewer, alsoFar)).statusCode, 404, 'back to the default');
      });

      it('opens a far member in a relationship; a free member’s far likers and visitors stay shut', async () => {
        const town = newTown();
        const viewer = await member(town);
        const friend = await member(north(town, 5));
        const liked = await member(north(town, 6));
        const liker = await member(north(town, 7));
        const visitor = await member(north(town, 8));
        const superliker = await member(north(town, 9), { superlikeCount: 1 });
        await okCall(viewer, 'webmatch', { follow_id: String(friend.id), type: 'like' });
        await okCall(friend, 'webmatch', { follow_id: String(viewer.id), type: 'like' });
        await okCall(viewer, 'webmatch', { follow_id: String(liked.id), type: 'like' });
        await okCall(liker, 'webmatch', { follow_id: String(viewer.id), type: 'like' });
        await okCall(visitor, 'webvisitprofile', { visit_user_id: String(viewer.id) });
        await okCall(superliker, 'webmatch', { follow_id: String(viewer.id), type: 'superlike' });
        for (const [index, who] of [friend, liked, liker, visitor, superliker].entries()) {
          await moveTo(who, north(town, 1000 + index * 3));
        }

        assert.equal((await open(viewer, friend)).statusCode, 200, 'a match');
        assert.equal((await open(viewer, liked)).statusCode, 200, 'liked by the viewer');
        assert.equal(
          (await open(viewer, superliker)).statusCode,
          200,
          'a super like is never blurred',
        );
        // To a free member, likes and visits received are blurred and unopenable (spec section 6).
        assert.equal((await open(viewer, liker)).statusCode, 404);
        assert.equal((await open(viewer, visitor)).statusCode, 404);

        await updateTestMember(suite.app, viewer, { premium_until: premium().premiumUntil });
        assert.equal((await open(viewer, liker)).statusCode, 200);
        assert.equal((await open(viewer, visitor)).statusCode, 200);
      });

      it('records each read as a visit, as webvisitprofile does', async () => {
        const town = newTown();
        const viewer = await member(town);
        const host = await member(north(town, 3), premium());

        assert.equal((await open(viewer, host)).statusCode, 200);

        const visitors = await okCall<PeopleRequestsResponse>(host, 'webvisitors');
        assert.deepEqual(
          visitors.peoples.map((card) => ('user_id' in card ? card.user_id : null)),
          [viewer.id],
        );
      });

      it('limits reads to 300 an hour per member, refused ids included', async () => {
        const town = newTown();
        const viewer = await member(town);
        const other = await member(north(town, 2));
        for (let read = 1; read <= 300; read += 1) {
          const friendId = read % 3 === 0 ? '99999999' : String(other.id);
          const answer = await call(viewer, 'webprofilenew', { friend_id: friendId });
          assert.equal(answer.statusCode, friendId === '99999999' ? 404 : 200, `read ${read}`);
        }

        const refused = await suite.app.inject({
          method: 'POST',
          url: '/api/webprofilenew',
          headers: viewer.headers,
          payload: { friend_id: String(other.id) },
        });
        assert.equal(refused.statusCode, 429);
        assert.ok(Number(refused.headers['retry-after']) > 0, 'Retry-After');
        const body = refused.json<{ status: string; message: string }>();
        assert.equal(body.status, 'false');
        assert.match(body.message, /^Too many attempts/);
        assert.equal((await open(other, viewer)).statusCode, 200, 'the limit is per member');

        clock.advance(HOUR_MS + 1000);
        assert.equal((await open(viewer, other)).statusCode, 200);
      });
    });
  });
}
