import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { demoPortrait } from './demoPortrait';

describe('demo portraits', () => {
  it('draws a 3:4 JPEG that the same seed draws again byte for byte', async () => {
    const subject = { seed: 'demo-1@demo.invalid', gender: 'female', ageYears: 27 } as const;
    const portrait = await demoPortrait(subject);
    const { format, width, height } = await sharp(portrait).metadata();
    assert.deepEqual({ format, width, height }, { format: 'jpeg', width: 600, height: 800 });
    assert.ok((await demoPortrait(subject)).equals(portrait));
  });

  it('draws another face for another seed, gender or age', async () => {
    const base = { seed: 'demo-1@demo.invalid', gender: 'male', ageYears: 24 } as const;
    const variants = await Promise.all([
      demoPortrait(base),
      demoPortrait({ ...base, seed: 'demo-2@demo.invalid' }),
      demoPortrait({ ...base, gender: 'female' }),
      demoPortrait({ ...base, ageYears: 44 }),
    ]);
    assert.equal(new Set(variants.map((bytes) => bytes.toString('base64'))).size, 4);
  });
});
