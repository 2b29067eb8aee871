import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { UploadImageResponse } from '@dating/contract/schemas';
import sharp from 'sharp';
import { startS3TestServer, type S3TestServer } from '../../../test/support/s3TestServer';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { createTestMember } from '../../../test/support/testMembers';
import { dataUrlOf, smallPng } from '../../../test/support/testPictures';
import { PhotosRepository } from './photosRepository';
import { PhotosService } from './photosService';

for (const backend of testBackends()) {
  describe(`photo uploads to S3 on ${backend.name}`, { skip: backend.skip }, () => {
    let s3: S3TestServer;
    const suite = useTestApp(backend, async () => {
      s3 = await startS3TestServer();
      return { config: { s3: s3.config }, cleanup: () => s3.close() };
    });

    it('stores the photo, its blurred variant and card rendition in the bucket and answers its S3 address', async () => {
      const response = await suite.app.inject({
        method: 'POST',
        url: '/api/uploadimageweb',
        payload: { file: dataUrlOf(await smallPng()), language: 'en' },
      });

      assert.equal(response.statusCode, 200, response.body);
      const { image_name, imageurl } = response.json<UploadImageResponse>();
      assert.equal(imageurl, `${s3.config.publicUrl}${image_name}`);
      const { blurred_name, card_name } = await suite.app.db
        .selectFrom('photos')
        .select(['blurred_name', 'card_name'])
        .where('image_name', '=', image_name)
        .executeTakeFirstOrThrow();
      for (const [name, format] of [
        [image_name, 'jpeg'],
        [blurred_name, 'jpeg'],
        [card_name, 'webp'],
      ]) {
        const stored = await fetch(`${s3.config.publicUrl}${name}`);
        assert.equal(stored.status, 200, name ?? 'no card rendition');
        assert.equal(stored.headers.get('content-type'), `image/${format}`);
        const metadata = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
        assert.equal(metadata.format, format);
      }
      // The bucket serves photos: this server has no /uploads/ of its own.
      assert.equal(
        (await suite.app.inject({ method: 'GET', url: `/uploads/${image_name}` })).statusCode,
        404,
      );
    });

    it('gives a legacy blurred copy in the bucket a random name of its own', async () => {
      const member = await createTestMember(suite.app);
      const bytes = await smallPng();
      await suite.app.storage.put('feed0001.jpg', bytes, 'image/jpeg');
      await suite.app.storage.put('feed0001-blurred.jpg', bytes, 'image/jpeg');
      await suite.app.db
        .insertInto('photos')
        .values({
          image_name: 'feed0001.jpg',
          blurred_name: 'feed0001-blurred.jpg',
          member_id: member.id,
          position: 0,
          created_at: new Date(),
        })
        .execute();
      const now = () => new Date();
      const photos = new PhotosService(new PhotosRepository(suite.app.db), suite.app.storage, now);

      await photos.renameLegacyBlurredCopies(new AbortController().signal, (id, error) => {
        throw new Error(`photo ${id}: ${String(error)}`);
      });

      const { blurred_name } = await suite.app.db
        .selectFrom('photos')
        .select('blurred_name')
        .where('member_id', '=', member.id)
        .executeTakeFirstOrThrow();
      assert.match(blurred_name, /^[0-9a-f]{32}\.jpg$/);
      const moved = await fetch(suite.app.storage.urlOf(blurred_name));
      assert.equal(moved.status, 200);
      assert.equal(moved.headers.get('content-type'), 'image/jpeg');
      assert.deepEqual(Buffer.from(await moved.arrayBuffer()), bytes);
      assert.equal((await fetch(suite.app.storage.urlOf('feed0001-blurred.jpg'))).status, 404);
      assert.equal((await fetch(suite.app.storage.urlOf('feed0001.jpg'))).status, 200);
    });
  });
}
