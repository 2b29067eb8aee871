import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { MESSAGES } from '@dating/contract/rules';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { pointAt } from '../../db/pointAt';
import type { Database } from '../../db/schema';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { Sessions } from '../accounts/sessions';
import { SessionsRepository } from '../accounts/sessionsRepository';

const DAY_MS = 24 * 60 * 60 * 1000;

interface TestMember {
  id: number;
  token: string;
}

let memberCount = 0;

/** A signed-in member as sign-up leaves one, with a main photo; premium for a month if asked. */
async function createMember(
  db: Kysely<Database>,
  { premium = false }: { premium?: boolean } = {},
): Promise<TestMember> {
  memberCount += 1;
  const { id } = await db
    .insertInto('members')
    .values({
      email: `profile${memberCount}-${Date.now()}@example.test`,
      password_hash: 'not-a-real-hash',
      name: `Member ${'x'.repeat(memberCount % 5)}`,
      birth_date: '1990-01-01',
      gender: 'female',
      location: 'Paris, Ile-de-France, France',
      coordinates: pointAt(2.35, 48.85),
      premium_until: premium ? new Date(Date.now() + 30 * DAY_MS) : null,
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('photos')
    .values({
      image_name: `main-${id}.jpg`,
      blurred_name: `main-${id}-small.jpg`,
      member_id: id,
      position: 0,
      created_at: new Date(),
    })
    .execute();
  const sessions = new Sessions(
    new SessionsRepository(db),
    () => undefined,
    () => new Date(),
  );
  return { id, token: await sessions.open(id) };
}

/** A real picture as the browser sends it: a data URL. */
async function pictureDataUrl(): Promise<string> {
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 30, b: 90 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

for (const backend of testBackends()) {
  describe(`profile calls on ${backend.name}`, { skip: backend.skip }, () => {
    let db: Kysely<Database>;
    let uploadsDir: string;
    let picture: string;
    const suite = useTestApp(backend, () => {
      uploadsDir = mkdtempSync(path.join(tmpdir(), 'profile-uploads-'));
      return {
        config: { uploadsDir },
        cleanup: () => rmSync(uploadsDir, { recursive: true, force: true }),
      };
    });

    const post = (call: string, who: TestMember, payload: Record<string, unknown> = {}) =>
      suite.app.inject({
        method: 'POST',
        url: `/api/${call}`,
        headers: { authorization: `Bearer ${who.token}` },
        payload: { user_id: String(who.id), ...payload },
      });

    const memberRow = (who: TestMember) =>
      db.selectFrom('members').selectAll().where('id', '=', who.id).executeTakeFirstOrThrow();

    const photoNames = async (who: TestMember) =>
      (
        await db
          .selectFrom('photos')
          .select('image_name')
          .where('member_id', '=', who.id)
          .where('position', 'is not', null)
          .orderBy('position')
          .execute()
      ).map(({ image_name }) => image_name);

    const feedOf = (who: TestMember) =>
      db
        .selectFrom('feed_items')
        .select(['type', 'content', 'images'])
        .where('member_id', '=', who.id)
        .orderBy('id')
        .execute();

    /** Uploads a picture and adds it to the profile, as the edit-photos page does. */
    const addPhoto = async (who: TestMember) => {
      const upload = await post('uploadimageweb', who, { file: picture });
      assert.equal(upload.statusCode, 200, upload.body);
      const { imageurl, image_name } = upload.json<{ imageurl: string; image_name: string }>();
      return {
        response: await post('websetprofile', who, { images: imageurl, images_name: image_name }),
        image_name,
      };
    };

    const assertRefused = (
      response: Awaited<ReturnType<typeof post>>,
      statusCode: number,
      message: string,
    ) => {
      assert.equal(response.statusCode, statusCode, response.body);
      assert.deepEqual(response.json(), { status: 'false', message });
    };

    before(async () => {
      db = suite.database.handle.db;
      picture = await pictureDataUrl();
    });

    describe('websetprofile details', () => {
      it('saves name, gender, bio, job, company and school', async () => {
        const member = await createMember(db);

        const response = await post('websetprofile', member, {
          user_name: '  Anna Maria ',
          gender: 'other',
          bio: 'Hiking and coffee',
          job: 'Pilot',
          company: 'Acme',
          school: 'City College',
        });

        assert.equal(response.statusCode, 200, response.body);
        assert.equal(response.json<{ status: string }>().status, 'true');
        const row = await memberRow(member);
        assert.deepEqual(
          [row.name, row.gender, row.bio, row.job, row.company, row.school],
          ['Anna Maria', 'other', 'Hiking and coffee', 'Pilot', 'Acme', 'City College'],
        );
      });

      it('refuses a name that is not 3 to 20 letters and spaces', async () => {
        const member = await createMember(db);
        for (const name of ['Al', 'Anna3', 'A'.repeat(21)]) {
          assertRefused(
            await post('websetprofile', member, { user_name: name }),
            400,
            MESSAGES.nameRule,
          );
        }
        assertRefused(
          await post('websetprofile', member, { user_name: ' ' }),
          400,
          MESSAGES.fillTheDetails,
        );
      });

      it('refuses bio, job, company or school over 60 characters', async () => {
        const member = await createMember(db);
        for (const field of ['bio', 'job', 'company', 'school']) {
          assertRefused(
            await post('websetprofile', member, { [field]: 'x'.repeat(61) }),
            400,
            MESSAGES.textTooLong,
          );
        }
        const accepted = await post('websetprofile', member, { bio: 'x'.repeat(60) });
        assert.equal(accepted.statusCode, 200);
      });

      it('takes female, male or other, and an empty gender as female', async () => {
        const member = await createMember(db);
        assertRefused(
          await post('websetprofile', member, { gender: 'robot' }),
          400,
          MESSAGES.genderRule,
        );
        await post('websetprofile', member, { gender: 'male' });
        assert.equal((await memberRow(member)).gender, 'male');
        await post('websetprofile', member, { gender: '' });
        assert.equal((await memberRow(member)).gender, 'female');
      });

      it('ignores fields it does not know', async () => {
        const member = await createMember(db);
        const before = await memberRow(member);

        const response = await post('websetprofile', member, {
          email: 'thief@example.test',
          premium_until: '2099-01-01',
          job: 'Baker',
        });

        assert.equal(response.statusCode, 200);
        const row = await memberRow(member);
        assert.equal(row.email, before.email);
        assert.equal(row.premium_until, null);
        assert.equal(row.job, 'Baker');
      });

      it('saves interests from the admin list and purposes, at least one of each', async () => {
        const member = await createMember(db);
        const [first, second] = await db.selectFrom('interests').select('name').limit(2).execute();
        assert.ok(first && second);

        const response = await post('websetprofile', member, {
          check: JSON.stringify([first.name, second.name, 'Not an interest']),
          people_for: '2,3',
        });

        assert.equal(response.statusCode, 200, response.body);
        const row = await memberRow(member);
        assert.deepEqual([...row.interests].sort(), [first.name, second.name].sort());
        assert.deepEqual([...row.purposes].sort(), [2, 3]);
        assertRefused(
          await post('websetprofile', member, { check: '[]' }),
          400,
          MESSAGES.selectInterest,
        );
        assertRefused(
          await post('websetprofile', member, { people_for: '999' }),
          400,
          MESSAGES.selectAnyOne,
        );
        // Beyond PostgreSQL's integer range: a refusal, not a failing query.
        assertRefused(
          await post('websetprofile', member, { people_for: '2147483648' }),
          400,
          MESSAGES.invalidFormat,
        );
      });

      it('refuses a user_id that names someone else and a call without a token', async () => {
        const member = await createMember(db);
        const other = await createMember(db);

        assertRefused(
          await post('websetprofile', member, { user_id: String(other.id), job: 'Hacker' }),
          403,
          MESSAGES.invalidAccess,
        );
        const anonymous = await suite.app.inject({
          method: 'POST',
          url: '/api/websetprofile',
          payload: { job: 'Hacker' },
        });
        assert.equal(anonymous.statusCode, 401);
        assert.equal((await memberRow(other)).job, '');
      });
    });

    describe('websetprofile settings', () => {
      it("turns a free member's other flags and refuses anything but 'true' or 'false'", async () => {
        const member = await createMember(db);

        const response = await post('websetprofile', member, {
          message_notification: 'false',
          feed_school: 'false',
          swipe: '0',
        });

        assert.equal(response.statusCode, 200, response.body);
        const row = await memberRow(member);
        assert.equal(row.message_notification, false);
        assert.equal(row.feed_school, false);
        assertRefused(
          await post('websetprofile', member, { like_notification: 'yes' }),
          400,
          MESSAGES.settingFormat,
        );
      });

      it('refuses the four privacy flags to a free member, but not their current values', async () => {
        const member = await createMember(db);
        const row = await memberRow(member);

        for (const flag of ['show_age', 'show_location', 'invisible', 'hide_ads'] as const) {
          const changed = String(!row[flag]);
          assertRefused(
            await post('websetprofile', member, { [flag]: changed }),
            403,
            MESSAGES.premiumRequired,
          );
          const unchanged = await post('websetprofile', member, { [flag]: String(row[flag]) });
          assert.equal(unchanged.statusCode, 200, `${flag}: ${unchanged.body}`);
        }
        assert.deepEqual(await memberRow(member), row);
      });

      it('lets a premium member turn the four privacy flags', async () => {
        const member = await createMember(db, { premium: true });

        const response = await post('websetprofile', member, {
          show_age: 'false',
          show_location: 'false',
          invisible: 'true',
          hide_ads: 'true',
        });

        assert.equal(response.statusCode, 200, response.body);
        const row = await memberRow(member);
        assert.deepEqual(
          [row.show_age, row.show_location, row.invisible, row.hide_ads],
          [false, false, true, true],
        );
      });

      it('refuses a location change to a free member', async () => {
        const member = await createMember(db);

        assertRefused(
          await post('websetprofile', member, {
            place: 'Lyon, Rhone, France',
            lat: '45.76',
            lon: '4.84',
          }),
          403,
          MESSAGES.premiumRequired,
        );
        assert.equal((await memberRow(member)).location, 'Paris, Ile-de-France, France');
      });

      it('moves a premium member to a place chosen with its coordinates', async () => {
        const member = await createMember(db, { premium: true });

        assertRefused(
          await post('websetprofile', member, { place: '' }),
          400,
          MESSAGES.selectLocation,
        );
        assertRefused(
          await post('websetprofile', member, { place: 'Lyon, Rhone, France' }),
          400,
          MESSAGES.selectLocationFromDropdown,
        );
        const response = await post('websetprofile', member, {
          place: 'Lyon, Rhone, France',
          lat: '45.76',
          lon: '4.84',
        });

        assert.equal(response.statusCode, 200, response.body);
        const row = await memberRow(member);
        assert.equal(row.location, 'Lyon, Rhone, France');
        assert.deepEqual(row.coordinates, { x: 4.84, y: 45.76 });
      });

      it('reads the own place in the language of the call, as cards name it, and stores it as chosen', async () => {
        const member = await createMember(db, { premium: true });
        const place = 'Paris, Île-de-France, France';
        const moved = await post('websetprofile', member, { place, lat: '48.85', lon: '2.35' });
        assert.equal(moved.statusCode, 200, moved.body);

        const locationIn = async (language: string) => {
          const response = await post('webprofile', member, { language });
          assert.equal(response.statusCode, 200, response.body);
          return response.json<{ result: { location: string } }>().result.location;
        };
        assert.equal(await locationIn('ar'), 'باريس، إيل-دو-فرانس، فرنسا');
        assert.equal(await locationIn('en'), place);
        assert.equal((await memberRow(member)).location, place);
      });
    });

    describe('photos', () => {
      it('adds photos up to 5 and refuses the sixth', async () => {
        const member = await createMember(db);
        for (let count = 2; count <= 5; count += 1) {
          const { response } = await addPhoto(member);
          assert.equal(response.statusCode, 200, response.body);
        }

        const { response } = await addPhoto(member);

        assertRefused(response, 400, MESSAGES.onlyFiveImages);
        assert.equal((await photoNames(member)).length, 5);
      });

      it("refuses to add another member's upload", async () => {
        const member = await createMember(db);
        const other = await createMember(db);
        const upload = await post('uploadimageweb', other, { file: picture });
        const { image_name } = upload.json<{ image_name: string }>();

        assertRefused(
          await post('websetprofile', member, { images_name: image_name }),
          404,
          MESSAGES.uploadNotFound,
        );
      });

      it('never deletes the first photo', async () => {
        const member = await createMember(db);
        const [main] = await photoNames(member);
        assert.ok(main);

        assertRefused(
          await post('websetprofile', member, { delete_image: `/uploads/${main}` }),
          400,
          MESSAGES.profileImageCannotBeDeleted,
        );
        assert.deepEqual(await photoNames(member), [main]);
      });

      it('deletes another photo with its files', async () => {
        const member = await createMember(db);
        const { image_name } = await addPhoto(member);
        const { blurred_name: blurred } = await db
          .selectFrom('photos')
          .select('blurred_name')
          .where('image_name', '=', image_name)
          .executeTakeFirstOrThrow();
        assert.ok(existsSync(path.join(uploadsDir, image_name)));
        assert.ok(existsSync(path.join(uploadsDir, blurred)));

        const response = await post('websetprofile', member, {
          delete_image: `/uploads/${image_name}`,
        });

        assert.equal(response.statusCode, 200, response.body);
        assert.equal((await photoNames(member)).length, 1);
        assert.equal(existsSync(path.join(uploadsDir, image_name)), false);
        assert.equal(existsSync(path.join(uploadsDir, blurred)), false);
      });

      it('websetfirstlook makes a photo the main one, the others keeping their order', async () => {
        const member = await createMember(db);
        const [main] = await photoNames(member);
        const second = (await addPhoto(member)).image_name;
        const third = (await addPhoto(member)).image_name;

        const response = await post('websetfirstlook', member, { user_image: `/uploads/${third}` });

        assert.equal(response.statusCode, 200, response.body);
        assert.deepEqual(await photoNames(member), [third, main, second]);
        assertRefused(
          await post('websetfirstlook', member, { user_image: '/uploads/nobody.jpg' }),
          404,
          MESSAGES.photoNotFound,
        );
      });
    });

    describe('feed items', () => {
      it('writes one for each changed photo, location, job, bio, company and school', async () => {
        const member = await createMember(db, { premium: true });

        await post('websetprofile', member, {
          job: 'Pilot',
          bio: 'Sky lover',
          company: 'Air',
          school: 'Flight School',
          user_name: 'Renamed Member',
        });
        await post('websetprofile', member, {
          place: 'Lyon, Rhone, France',
          lat: '45.76',
          lon: '4.84',
        });
        const { image_name } = await addPhoto(member);

        assert.deepEqual(await feedOf(member), [
          { type: 'bio', content: 'Sky lover', images: [] },
          { type: 'job', content: 'Pilot', images: [] },
          { type: 'company', content: 'Air', images: [] },
          { type: 'school', content: 'Flight School', images: [] },
          { type: 'location', content: 'Lyon, Rhone, France', images: [] },
          { type: 'image', content: '', images: [image_name] },
        ]);
      });

      it("honours the member's feed flags and writes nothing for an unchanged value", async () => {
        const member = await createMember(db);
        await post('websetprofile', member, { feed_job: 'false', feed_image: 'false' });

        await post('websetprofile', member, { job: 'Secret agent', bio: '' });
        await addPhoto(member);
        await post('websetprofile', member, { company: 'Acme' });
        await post('websetprofile', member, { company: 'Acme' });

        assert.deepEqual(await feedOf(member), [{ type: 'company', content: 'Acme', images: [] }]);
      });
    });
  });
}
