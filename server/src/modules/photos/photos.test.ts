import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { GetPeopleResponse, UploadImageResponse } from '@dating/contract/schemas';
import sharp from 'sharp';
import type { PushContent } from '../push/pushNotifier';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testClock } from '../../../test/support/testClock';
import {
  createTestMember,
  memberCalls,
  type TestMember,
  updateTestMember,
} from '../../../test/support/testMembers';
import { dataUrlOf, jpegWithLocation, smallPng } from '../../../test/support/testPictures';
import { PhotosRepository } from './photosRepository';
import { PhotosService } from './photosService';

/** Every /uploads/ address or storage-like file name anywhere in a text. */
function photoNamesIn(text: string): string[] {
  return [...text.matchAll(/[a-z0-9][a-z0-9-]*\.(?:jpg|jpeg|png|gif|webp)/g)].map(
    (match) => match[0],
  );
}

/** The names an attacker holding a blurred copy's name would try for the full copy. */
function fullCopyGuesses(name: string): string[] {
  const stem = name.replace(/\.[a-z]+$/, '');
  const bare = stem.replace(/-(blurred|blur|small|thumb)$/, '');
  const stems = [stem, bare, stem.split('-')[0] ?? stem];
  const suffixes = ['.jpg', '.jpeg', '.png', '.gif', '-full.jpg', '-original.jpg', '-large.jpg'];
  const guesses = stems.flatMap((candidate) => suffixes.map((suffix) => candidate + suffix));
  return [...new Set(guesses)].filter((guess) => guess !== name);
}

for (const backend of testBackends()) {
  describe(`photo uploads on ${backend.name}`, { skip: backend.skip }, () => {
    let uploadsDir: string;
    const clock = testClock();
    let address = 0;
    const suite = useTestApp(backend, async () => {
      uploadsDir = await mkdtemp(path.join(tmpdir(), 'dating-photos-'));
      return {
        config: { uploadsDir },
        options: { now: clock.now },
        cleanup: () => rm(uploadsDir, { recursive: true, force: true }),
      };
    });
    const { okCall } = memberCalls(suite);

    /** uploadimageweb from a network address of its own (the limit per address is tested apart). */
    function upload(file: string, remoteAddress = `10.2.0.${(address += 1)}`) {
      return suite.app.inject({
        method: 'POST',
        url: '/api/uploadimageweb',
        payload: { file, language: 'en' },
        remoteAddress,
      });
    }

    /** A member whose profile holds one photo uploaded through the API; answers its names. */
    async function memberWithPhoto(): Promise<{
      member: TestMember;
      full: string;
      blurred: string;
    }> {
      const member = await createTestMember(suite.app);
      const uploaded = await suite.app.inject({
        method: 'POST',
        url: '/api/uploadimageweb',
        headers: member.headers,
        payload: { file: dataUrlOf(await jpegWithLocation(600, 400), 'image/jpeg') },
        remoteAddress: `10.3.0.${(address += 1)}`,
      });
      const { image_name } = uploaded.json<UploadImageResponse>();
      const placed = await suite.app.inject({
        method: 'POST',
        url: '/api/websetprofile',
        headers: member.headers,
        payload: { images_name: image_name },
      });
      assert.equal(placed.statusCode, 200, placed.body);
      const { blurred_name } = await suite.app.db
        .selectFrom('photos')
        .select('blurred_name')
        .where('image_name', '=', image_name)
        .executeTakeFirstOrThrow();
      return { member, full: image_name, blurred: blurred_name };
    }

    function post(member: TestMember, url: string, payload: object = {}) {
      return suite.app.inject({
        method: 'POST',
        url: `/api/${url}`,
        headers: member.headers,
        payload,
      });
    }

    it('gives a free member nothing that leads to a liker’s or visitor’s full photo', async () => {
      const free = await createTestMember(suite.app);
      const liker = await memberWithPhoto();
      const superliker = await memberWithPhoto();
      await updateTestMember(suite.app, superliker.member, { superlike_count: 1 });
      const notes: PushContent[] = [];
      const push = suite.app.services.push;
      const notify = push.notify.bind(push);
      push.notify = (memberId, kind, content) => {
        if (memberId === free.id) notes.push(content);
        return notify(memberId, kind, content);
      };
      try {
        for (const [who, type] of [
          [liker.member, 'like'],
          [superliker.member, 'superlike'],
        ] as const) {
          assert.equal(
            (await post(who, 'webvisitprofile', { visit_user_id: free.id })).statusCode,
            200,
          );
          const swiped = await post(who, 'webmatch', { follow_id: String(free.id), type });
          assert.equal(swiped.statusCode, 200, swiped.body);
        }
      } finally {
        push.notify = notify;
      }

      const answers: string[] = notes.map((note) => JSON.stringify(note));
      for (const [url, payload] of [
        ['webfriendrequests', { type: 'like', limit: '8' }],
        ['webfriendrequests', { type: 'superlike', limit: '8' }],
        ['webvisitors', { limit: '8' }],
        ['webgetcounts', {}],
        ['webfriendslist', {}],
        ['webfeeds', {}],
      ] as const) {
        const response = await post(free, url, payload);
        assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
        answers.push(response.body);
      }
      const everything = answers.join('\n');

      // The liker is shown blurred (in likes and in visitors), without id or distance.
      assert.ok(everything.includes(`/uploads/${liker.blurred}`));
      assert.doesNotMatch(everything, /"distance":\d/);
      assert.ok(!everything.includes(liker.full), 'the full copy is never named');
      assert.ok(!everything.includes(`"user_id":${liker.member.id}`));
      const given = [...new Set(photoNamesIn(everything))];
      assert.ok(given.includes(liker.blurred));
      for (const name of given) {
        for (const guess of fullCopyGuesses(name)) {
          const response = await suite.app.inject({ method: 'GET', url: `/uploads/${guess}` });
          assert.equal(response.statusCode, 404, `${guess} from ${name}`);
        }
      }
      // The blurred copy holds a picture too small to recover the photo from.
      const blurred = await suite.app.inject({ method: 'GET', url: `/uploads/${liker.blurred}` });
      const { width = 0, height = 0 } = await sharp(blurred.rawPayload).metadata();
      assert.ok(width <= 96 && height <= 96);
    });

    it('renames legacy blurred copies, and shows none of them to free members meanwhile', async () => {
      const free = await createTestMember(suite.app);
      const liker = await createTestMember(suite.app);
      const full = await jpegWithLocation(300, 200);
      const small = await smallPng();
      await writeFile(path.join(uploadsDir, 'c0ffee00.jpg'), full);
      await writeFile(path.join(uploadsDir, 'c0ffee00-blurred.jpg'), small);
      const [renamedRow, missingRow] = await suite.app.db
        .insertInto('photos')
        .values(
          [
            { image_name: 'c0ffee00.jpg', blurred_name: 'c0ffee00-blurred.jpg' },
            // A copy whose file went missing is reported and left as it is.
            { image_name: 'c0ffee01.jpg', blurred_name: 'c0ffee01-blurred.jpg' },
          ].map((names, position) => ({
            ...names,
            member_id: liker.id,
            position,
            created_at: new Date(),
          })),
        )
        .returning('id')
        .execute();
      assert.equal(
        (await post(liker, 'webmatch', { follow_id: String(free.id), type: 'like' })).statusCode,
        200,
      );
      const likes = async () => (await post(free, 'webfriendrequests', { type: 'like' })).body;
      assert.doesNotMatch(await likes(), /c0ffee/, 'no legacy name reaches a free member');

      const failures: number[] = [];
      const photos = new PhotosService(
        new PhotosRepository(suite.app.db),
        suite.app.storage,
        clock.now,
      );
      await photos.renameLegacyBlurredCopies(new AbortController().signal, (id) =>
        failures.push(id),
      );

      const rows = await suite.app.db
        .selectFrom('photos')
        .select(['id', 'image_name', 'blurred_name'])
        .where('member_id', '=', liker.id)
        .orderBy('position')
        .execute();
      const renamed = rows.find((row) => row.id === renamedRow?.id);
      assert.ok(renamed);
      assert.match(renamed.blurred_name, /^[0-9a-f]{32}\.jpg$/);
      assert.equal(renamed.image_name, 'c0ffee00.jpg', 'the full copy keeps its name');
      assert.deepEqual(await readFile(path.join(uploadsDir, renamed.blurred_name)), small);
      assert.equal(existsSync(path.join(uploadsDir, 'c0ffee00-blurred.jpg')), false);
      assert.deepEqual(await readFile(path.join(uploadsDir, 'c0ffee00.jpg')), full);
      assert.deepEqual(failures, [missingRow?.id]);
      assert.equal(
        rows.find((row) => row.id === missingRow?.id)?.blurred_name,
        'c0ffee01-blurred.jpg',
      );
      const shown = await likes();
      assert.ok(shown.includes(`/uploads/${renamed.blurred_name}`));
      assert.doesNotMatch(shown, /c0ffee/);

      // Nothing left to rename: a second start copies nothing.
      failures.length = 0;
      await suite.app.db
        .deleteFrom('photos')
        .where('id', '=', missingRow?.id ?? 0)
        .execute();
      assert.equal(
        await photos.renameLegacyBlurredCopies(new AbortController().signal, (id) =>
          failures.push(id),
        ),
        0,
      );
    });

    it('re-encodes a photo: resized, EXIF and GPS stripped, served at /uploads/', async () => {
      const original = await jpegWithLocation(2400, 1600);
      assert.ok((await sharp(original).metadata()).exif, 'the original carries EXIF');

      const response = await upload(dataUrlOf(original, 'image/jpeg'));

      assert.equal(response.statusCode, 200, response.body);
      const body = response.json<UploadImageResponse>();
      assert.equal(body.status, 'true');
      assert.equal(body.message, 'Image uploaded sucessfuly');
      assert.match(body.image_name, /^[0-9a-f]{32}\.jpg$/);
      assert.equal(body.imageurl, `/uploads/${body.image_name}`);

      const served = await suite.app.inject({ method: 'GET', url: body.imageurl });
      assert.equal(served.statusCode, 200);
      const stored = served.rawPayload;
      const metadata = await sharp(stored).metadata();
      assert.equal(metadata.format, 'jpeg');
      assert.deepEqual([metadata.width, metadata.height], [1080, 720]);
      assert.equal(metadata.exif, undefined, 'no EXIF (and so no GPS)');
      assert.equal(metadata.xmp, undefined);
      assert.equal(metadata.iptc, undefined);
      assert.ok(!stored.includes(Buffer.from('TestCam')), 'not a byte of the camera tags');
    });

    it('keeps a small blurred variant of each photo under a random name of its own', async () => {
      const response = await upload(dataUrlOf(await jpegWithLocation(800, 600), 'image/jpeg'));
      const { image_name } = response.json<UploadImageResponse>();

      const { blurred_name } = await suite.app.db
        .selectFrom('photos')
        .select('blurred_name')
        .where('image_name', '=', image_name)
        .executeTakeFirstOrThrow();
      assert.match(blurred_name, /^[0-9a-f]{32}\.jpg$/);
      assert.notEqual(blurred_name.slice(0, 8), image_name.slice(0, 8), 'no shared stem');
      const metadata = await sharp(await readFile(path.join(uploadsDir, blurred_name))).metadata();
      assert.ok((metadata.width ?? 0) <= 96 && (metadata.height ?? 0) <= 96);
      assert.equal(metadata.exif, undefined);
    });

    it('turns each copy of a photo upright by its EXIF orientation', async () => {
      // Stored on its side (red left, blue right), shown turned a quarter clockwise: red on top.
      const blue = await sharp({
        create: { width: 800, height: 800, channels: 3, background: '#0000ff' },
      })
        .png()
        .toBuffer();
      const sideways = await sharp({
        create: { width: 1600, height: 800, channels: 3, background: '#ff0000' },
      })
        .composite([{ input: blue, left: 800, top: 0 }])
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const response = await upload(dataUrlOf(sideways, 'image/jpeg'));
      const { image_name } = response.json<UploadImageResponse>();
      const names = await suite.app.db
        .selectFrom('photos')
        .select(['image_name', 'blurred_name', 'card_name'])
        .where('image_name', '=', image_name)
        .executeTakeFirstOrThrow();

      const copies = [names.image_name, names.blurred_name, names.card_name ?? ''];
      const seen = await Promise.all(
        copies.map(async (name) => {
          const copy = sharp(await readFile(path.join(uploadsDir, name)));
          const { width = 0, height = 0 } = await copy.metadata();
          const { data } = await copy
            .clone()
            .removeAlpha()
            .raw()
            .toBuffer({ resolveWithObject: true });
          const redAt = (row: number) => {
            const at = (row * width + Math.floor(width / 2)) * 3;
            return (data[at] ?? 0) > 200 && (data[at + 2] ?? 0) < 60;
          };
          return [
            width,
            height,
            redAt(Math.floor(height / 8)),
            redAt(height - 1 - Math.floor(height / 8)),
          ];
        }),
      );
      assert.deepEqual(seen, [
        [540, 1080, true, false],
        [48, 96, true, false],
        [360, 720, true, false],
      ]);
    });

    it("makes a card rendition of each photo (WebP, 720 px at most) that the deck's cards load", async () => {
      const town = { longitude: -70.4, latitude: -23.6 };
      const seeker = await createTestMember(suite.app, town);
      const shown = await createTestMember(suite.app, { ...town, name: 'Carla Card' });
      const uploaded = await suite.app.inject({
        method: 'POST',
        url: '/api/uploadimageweb',
        headers: shown.headers,
        payload: { file: dataUrlOf(await jpegWithLocation(1600, 1200), 'image/jpeg') },
        remoteAddress: `10.3.0.${(address += 1)}`,
      });
      const { image_name } = uploaded.json<UploadImageResponse>();
      await okCall(shown, 'websetprofile', { images_name: image_name });
      const { card_name } = await suite.app.db
        .selectFrom('photos')
        .select('card_name')
        .where('image_name', '=', image_name)
        .executeTakeFirstOrThrow();
      assert.match(card_name ?? '', /^[0-9a-f]{32}\.webp$/);
      assert.notEqual(card_name?.slice(0, 8), image_name.slice(0, 8), 'no shared stem');

      const deck = await okCall<GetPeopleResponse>(seeker, 'webgetpeople');
      const card = deck.peoples.find((person) => person.user_id === shown.id);
      assert.deepEqual(card?.imagess, [`/uploads/${image_name}`], 'the full copy as before');
      assert.deepEqual(card?.card_images, [`/uploads/${card_name}`]);
      // Other lists' tiles load the full copy once opened: they are not sent the rendition.
      await okCall(seeker, 'webmatch', { follow_id: String(shown.id), type: 'like' });
      await okCall(shown, 'webmatch', { follow_id: String(seeker.id), type: 'like' });
      const matches = await okCall<GetPeopleResponse>(seeker, 'webfriendslist', { limit: '20' });
      const match = matches.peoples.find((person) => person.user_id === shown.id);
      assert.deepEqual(match?.imagess, [`/uploads/${image_name}`]);
      assert.equal(match?.card_images, undefined);

      const served = await suite.app.inject({ method: 'GET', url: `/uploads/${card_name}` });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'image/webp');
      const metadata = await sharp(served.rawPayload).metadata();
      assert.equal(metadata.format, 'webp');
      assert.deepEqual([metadata.width, metadata.height], [720, 540]);
      assert.equal(metadata.exif, undefined);
    });

    it('makes the missing card renditions of older photos at start', async () => {
      const town = { longitude: -70.9, latitude: -23.1 };
      const member = await createTestMember(suite.app, town);
      const other = await createTestMember(suite.app, town);
      const full = await sharp({
        create: { width: 1080, height: 1440, channels: 3, background: '#884466' },
      })
        .jpeg()
        .toBuffer();
      await writeFile(path.join(uploadsDir, 'decade10.jpg'), full);
      const rows = [
        { image_name: 'decade10.jpg', position: 0 },
        // A file gone missing is reported and left; a name that is no storage key is passed over.
        { image_name: 'decade11.jpg', position: 1 },
        { image_name: 'decade12.jpg?7-0', position: 2 },
      ];
      await suite.app.db
        .insertInto('photos')
        .values(
          rows.map((row) => ({
            ...row,
            member_id: member.id,
            blurred_name: `${row.position}-decade-blur.jpg`,
            created_at: new Date(),
          })),
        )
        .execute();
      const cardOf = async (name: string) =>
        (
          await suite.app.db
            .selectFrom('photos')
            .select('card_name')
            .where('image_name', '=', name)
            .execute()
        ).map((row) => row.card_name);
      const photos = new PhotosService(
        new PhotosRepository(suite.app.db),
        suite.app.storage,
        clock.now,
      );
      const failures: string[] = [];
      const start = () =>
        photos.makeMissingCardRenditions(new AbortController().signal, (name) =>
          failures.push(name),
        );

      assert.ok((await start()) >= 1);

      const [made] = await cardOf('decade10.jpg');
      assert.match(made ?? '', /^[0-9a-f]{32}\.webp$/);
      const metadata = await sharp(await readFile(path.join(uploadsDir, made ?? ''))).metadata();
      assert.deepEqual([metadata.format, metadata.width, metadata.height], ['webp', 540, 720]);
      assert.ok(failures.includes('decade11.jpg'));
      assert.ok(!failures.some((name) => name.includes('?')));
      assert.deepEqual(await cardOf('decade11.jpg'), [null]);
      // Its card shows the full copy meanwhile.
      const cards = await okCall<{ peoples: { user_id: number; card_images?: string[] }[] }>(
        other,
        'webgetpeople',
      );
      assert.deepEqual(cards.peoples.find((person) => person.user_id === member.id)?.card_images, [
        `/uploads/${made}`,
        '/uploads/decade11.jpg',
        '/uploads/decade12.jpg?7-0',
      ]);

      // A second start makes nothing new.
      assert.equal(await start(), 0);
      assert.deepEqual(await cardOf('decade10.jpg'), [made]);
    });

    it('accepts png and gif by their bytes', async () => {
      const gif = await sharp({
        create: { width: 20, height: 20, channels: 3, background: '#336699' },
      })
        .gif()
        .toBuffer();

      for (const bytes of [await smallPng(), gif]) {
        // The declared type is ignored: the bytes decide.
        const response = await upload(dataUrlOf(bytes, 'application/octet-stream'));
        assert.equal(response.statusCode, 200, response.body);
      }
    });

    it("refuses a renamed non-image and other formats: 'Sorry, Invalid file!'", async () => {
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');
      const webp = await sharp({
        create: { width: 10, height: 10, channels: 3, background: '#000000' },
      })
        .webp()
        .toBuffer();
      const truncatedPng = (await smallPng()).subarray(0, 40);

      for (const [label, file] of [
        ['a pdf called .png', dataUrlOf(pdf, 'image/png')],
        ['a webp', dataUrlOf(webp, 'image/jpeg')],
        ['a truncated png', dataUrlOf(truncatedPng, 'image/png')],
        ['not a data URL', 'photo.png'],
      ]) {
        const response = await upload(file as string);

        assert.equal(response.statusCode, 400, label);
        assert.deepEqual(response.json(), { status: 'false', message: 'Sorry, Invalid file!' });
      }
    });

    it("refuses an empty file ('Select a image'), one over 3 MB, and a body over the limit", async () => {
      const empty = await upload('data:image/png;base64,');
      const huge = await upload(dataUrlOf(Buffer.alloc(3 * 1024 * 1024 + 1, 0xff), 'image/jpeg'));
      const overLimit = await upload(dataUrlOf(Buffer.alloc(4 * 1024 * 1024, 0xff), 'image/jpeg'));

      assert.equal(empty.json<{ message: string }>().message, 'Select a image');
      assert.equal(huge.statusCode, 400);
      assert.equal(
        huge.json<{ message: string }>().message,
        'The image is too large (3 MB at most)',
      );
      assert.equal(overLimit.statusCode, 413);
      assert.equal(
        overLimit.json<{ message: string }>().message,
        'The image is too large (3 MB at most)',
      );
    });

    it('limits sign-up uploads per network address', async () => {
      const file = dataUrlOf(await smallPng());
      for (let count = 0; count < 30; count += 1) {
        assert.equal((await upload(file, '198.51.100.77')).statusCode, 200);
      }

      const refused = await upload(file, '198.51.100.77');
      const refusedAgain = await upload(file, '198.51.100.77');
      clock.advance(60 * 60 * 1000);
      const anHourLater = await upload(file, '198.51.100.77');

      assert.equal(refused.statusCode, 429);
      assert.match(refused.json<{ message: string }>().message, /^Too many attempts/);
      assert.equal(refusedAgain.statusCode, 429);
      assert.equal(
        anHourLater.statusCode,
        200,
        'the address may upload again once the hour is over',
      );
    });

    it('leaves no file behind of a photo deleted while its screening ran', async () => {
      const member = await createTestMember(suite.app);
      let classified = () => {};
      const classifying = new Promise<void>((resolve) => {
        classified = resolve;
      });
      const photos = new PhotosService(
        new PhotosRepository(suite.app.db),
        suite.app.storage,
        clock.now,
        {
          vision: {
            hasModels: () => Promise.resolve(true),
            classifyImage: async () => {
              await classifying;
              return { explicit: 0, verdict: 'safe' };
            },
          },
          screening: {
            beforeStore: () => Promise.resolve({ hash: null, hold: null }),
            afterStore: () => {},
          },
          realtime: { toMember: () => {} },
          events: { raise: () => Promise.resolve() },
          onError: (error) => assert.fail(String(error)),
        },
      );
      const filesBefore = new Set(await readdir(uploadsDir));
      const { image_name } = await photos.upload(await smallPng(), member.id);
      const { blurred_name } = await suite.app.db
        .selectFrom('photos')
        .select('blurred_name')
        .where('image_name', '=', image_name)
        .executeTakeFirstOrThrow();

      // The member deletes their account (and its photos) while the models look at the upload.
      await photos.removeAllOf(member.id);
      classified();
      await photos.idle();

      assert.equal(existsSync(path.join(uploadsDir, blurred_name)), false);
      // Nor its full copy or card rendition.
      const left = (await readdir(uploadsDir)).filter((file) => !filesBefore.has(file));
      assert.deepEqual(left, []);
    });

    it('deletes uploads no sign-up claimed within a day, files included (its job)', async () => {
      const abandoned = (await upload(dataUrlOf(await smallPng()))).json<UploadImageResponse>();
      const files = Object.values(
        await suite.app.db
          .selectFrom('photos')
          .select(['image_name', 'blurred_name', 'card_name'])
          .where('image_name', '=', abandoned.image_name)
          .executeTakeFirstOrThrow(),
      ).map((name) => path.join(uploadsDir, name ?? ''));
      assert.ok(files.every((file) => existsSync(file)));

      clock.advance(25 * 60 * 60 * 1000);
      const kept = (await upload(dataUrlOf(await smallPng()))).json<UploadImageResponse>();
      // The suite's earlier uploads too.
      assert.ok((await suite.app.services.photos.deleteAbandonedUploads()) >= 1);

      assert.deepEqual(
        files.filter((file) => existsSync(file)),
        [],
      );
      const served = await suite.app.inject({ method: 'GET', url: abandoned.imageurl });
      assert.equal(served.statusCode, 404);
      const recent = await suite.app.inject({ method: 'GET', url: kept.imageurl });
      assert.equal(recent.statusCode, 200, 'an upload of the last day is kept');
    });
  });
}
