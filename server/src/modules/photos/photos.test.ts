import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { UploadImageResponse } from '@dating/shared/api';
import sharp from 'sharp';
import { useTestApp } from '../../testing/testApp';
import { testBackends } from '../../testing/testBackends';
import { testClock } from '../../testing/testClock';
import { dataUrlOf, jpegWithLocation, smallPng } from '../../testing/testPictures';

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

    /** uploadimageweb from a network address of its own (the limit per address is tested apart). */
    function upload(file: string, remoteAddress = `10.2.0.${(address += 1)}`) {
      return suite.app.inject({
        method: 'POST',
        url: '/api/uploadimageweb',
        payload: { file, language: 'en' },
        remoteAddress,
      });
    }

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

    it("refuses an empty file ('Select a image') and one over 8 MB", async () => {
      const empty = await upload('data:image/png;base64,');
      const huge = await upload(dataUrlOf(Buffer.alloc(8 * 1024 * 1024 + 1, 0xff), 'image/jpeg'));

      assert.equal(empty.json<{ message: string }>().message, 'Select a image');
      assert.equal(huge.statusCode, 400);
      assert.match(huge.json<{ message: string }>().message, /too large/);
    });

    it('limits sign-up uploads per network address', async () => {
      const file = dataUrlOf(await smallPng());
      for (let count = 0; count < 30; count += 1) {
        assert.equal((await upload(file, '198.51.100.77')).statusCode, 200);
      }

      const refused = await upload(file, '198.51.100.77');

      assert.equal(refused.statusCode, 429);
      assert.match(refused.json<{ message: string }>().message, /^Too many attempts/);
    });

    it('deletes uploads no sign-up claimed within a day, files included', async () => {
      const abandoned = (await upload(dataUrlOf(await smallPng()))).json<UploadImageResponse>();
      const file = path.join(uploadsDir, abandoned.image_name);
      assert.ok(existsSync(file));

      clock.advance(25 * 60 * 60 * 1000);
      await upload(dataUrlOf(await smallPng()));

      assert.equal(existsSync(file), false);
      const served = await suite.app.inject({ method: 'GET', url: abandoned.imageurl });
      assert.equal(served.statusCode, 404);
    });
  });
}
