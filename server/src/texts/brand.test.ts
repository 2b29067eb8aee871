import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { useTestApp } from '../../test/support/testApp';
import { testBackends } from '../../test/support/testBackends';

const [backend] = testBackends();

describe('the product’s icon at /favicon.ico', { skip: backend?.skip }, () => {
  const suite = useTestApp(backend ?? assert.fail('no test backend'));

  it('answers an ICO holding the 32 × 32 heart, to anyone, cached a day', async () => {
    const reply = await suite.app.inject({ method: 'GET', url: '/favicon.ico' });
    assert.equal(reply.statusCode, 200);
    assert.equal(reply.headers['content-type'], 'image/x-icon');
    assert.equal(reply.headers['cache-control'], 'public, max-age=86400');
    const ico = reply.rawPayload;
    // ICONDIR: reserved 0, type 1 (icon), one image; its entry: 32 × 32, the PNG at offset 22.
    assert.deepEqual([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)], [0, 1, 1]);
    assert.deepEqual([ico[6], ico[7]], [32, 32]);
    assert.equal(ico.readUInt32LE(14), ico.length - 22);
    const png = ico.subarray(ico.readUInt32LE(18));
    const { format, width, height } = await sharp(png).metadata();
    assert.deepEqual({ format, width, height }, { format: 'png', width: 32, height: 32 });
    // The heart's colour at its centre, transparent in a corner.
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 32 + x) * info.channels).subarray(0, 4),
    ];
    assert.deepEqual(pixel(16, 16), [0xe8, 0x43, 0x5a, 255]);
    assert.equal(pixel(0, 0)[3], 0);
  });
});
