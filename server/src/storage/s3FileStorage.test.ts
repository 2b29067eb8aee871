import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { smallPng } from '../../test/support/testPictures';
import { S3FileStorage } from './s3FileStorage';
import { startS3TestServer, type S3TestServer } from '../../test/support/s3TestServer';

describe('S3FileStorage', () => {
  let server: S3TestServer;
  let storage: S3FileStorage;

  before(async () => {
    server = await startS3TestServer();
    storage = new S3FileStorage(server.config);
  });
  after(async () => {
    await server?.close();
  });

  it('stores a file that browsers load at its public address, cached for good', async () => {
    const bytes = await smallPng();

    await storage.put('a1b2c3.png', bytes, 'image/png');

    assert.equal(storage.urlOf('a1b2c3.png'), `${server.config.publicUrl}a1b2c3.png`);
    const served = await fetch(storage.urlOf('a1b2c3.png'));
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/png');
    assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), bytes);
  });

  it('copies a file to another key with its content type and caching', async () => {
    const bytes = await smallPng();
    await storage.put('c0ffee.png', bytes, 'image/png');

    await storage.copy('c0ffee.png', 'beef01.png');

    const served = await fetch(storage.urlOf('beef01.png'));
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/png');
    assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), bytes);
  });

  it('deletes a file, and deleting a missing one is not an error', async () => {
    await storage.put('d4e5f6.jpg', Buffer.from('photo'), 'image/jpeg');

    await storage.delete('d4e5f6.jpg');
    await storage.delete('d4e5f6.jpg');
    await storage.delete('never-stored.jpg');

    assert.equal((await fetch(storage.urlOf('d4e5f6.jpg'))).status, 404);
  });

  it('refuses a key that is not a generated file name', async () => {
    for (const key of ['../photos/a.png', 'folder/a.png', 'A.PNG', 'no-extension', '']) {
      await assert.rejects(storage.put(key, Buffer.from('x'), 'image/png'), /Not a storage key/);
      await assert.rejects(storage.delete(key), /Not a storage key/);
    }
  });
});
