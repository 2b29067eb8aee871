import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { UploadImageResponse } from '@dating/shared/api';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../../app';
import { startS3TestServer, type S3TestServer } from '../../storage/s3TestServer';
import { testBackends, type TestDatabase } from '../../testing/testBackends';
import { testConfig } from '../../testing/testConfig';
import { dataUrlOf, smallPng } from '../../testing/testPictures';

for (const backend of testBackends()) {
  describe(`photo uploads to S3 on ${backend.name}`, { skip: backend.skip }, () => {
    let database: TestDatabase;
    let s3: S3TestServer;
    let app: FastifyInstance;

    before(async () => {
      database = await backend.open();
      s3 = await startS3TestServer();
      app = await buildApp(testConfig({ s3: s3.config }), { database: database.handle });
    });
    after(async () => {
      await app?.close();
      await s3?.close();
      await database?.close();
    });

    it('stores the photo and its blurred variant in the bucket and answers its S3 address', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/uploadimageweb',
        payload: { file: dataUrlOf(await smallPng()), language: 'en' },
      });

      assert.equal(response.statusCode, 200, response.body);
      const { image_name, imageurl } = response.json<UploadImageResponse>();
      assert.equal(imageurl, `${s3.config.publicUrl}${image_name}`);
      for (const name of [image_name, image_name.replace('.jpg', '-blurred.jpg')]) {
        const stored = await fetch(`${s3.config.publicUrl}${name}`);
        assert.equal(stored.status, 200, name);
        assert.equal(stored.headers.get('content-type'), 'image/jpeg');
        const metadata = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
        assert.equal(metadata.format, 'jpeg');
      }
      // The bucket serves photos: this server has no /uploads/ of its own.
      assert.equal(
        (await app.inject({ method: 'GET', url: `/uploads/${image_name}` })).statusCode,
        404,
      );
    });
  });
}
