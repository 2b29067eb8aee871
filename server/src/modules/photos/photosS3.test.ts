import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { UploadImageResponse } from '@dating/shared/api';
import sharp from 'sharp';
import { startS3TestServer, type S3TestServer } from '../../storage/s3TestServer';
import { useTestApp } from '../../testing/testApp';
import { testBackends } from '../../testing/testBackends';
import { dataUrlOf, smallPng } from '../../testing/testPictures';

for (const backend of testBackends()) {
  describe(`photo uploads to S3 on ${backend.name}`, { skip: backend.skip }, () => {
    let s3: S3TestServer;
    const suite = useTestApp(backend, async () => {
      s3 = await startS3TestServer();
      return { config: { s3: s3.config }, cleanup: () => s3.close() };
    });

    it('stores the photo and its blurred variant in the bucket and answers its S3 address', async () => {
      const response = await suite.app.inject({
        method: 'POST',
        url: '/api/uploadimageweb',
        payload: { file: dataUrlOf(await smallPng()), language: 'en' },
      });

      assert.equal(response.statusCode, 200, response.body);
      const { image_name, imageurl } = response.json<UploadImageResponse>();
      assert.equal(imageurl, `${s3.config.publicUrl}${image_name}`);
      const { blurred_name } = await suite.app.db
        .selectFrom('photos')
        .select('blurred_name')
        .where('image_name', '=', image_name)
        .executeTakeFirstOrThrow();
      for (const name of [image_name, blurred_name]) {
        const stored = await fetch(`${s3.config.publicUrl}${name}`);
        assert.equal(stored.status, 200, name);
        assert.equal(stored.headers.get('content-type'), 'image/jpeg');
        const metadata = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
        assert.equal(metadata.format, 'jpeg');
      }
      // The bucket serves photos: this server has no /uploads/ of its own.
      assert.equal(
        (await suite.app.inject({ method: 'GET', url: `/uploads/${image_name}` })).statusCode,
        404,
      );
    });
  });
}
