import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { demoPortrait } from './demoPortrait';

/** How many pixels of the rows from `top` to `bottom` are near black: the drawing's outlines. */
async function outlinePixels(portrait: Buffer, top: number, bottom: number): Promise<number> {
  const { data, info } = await sharp(portrait)
    .extract({ left: 0, top, width: 600, height: bottom - top })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data.subarray(0, info.width * info.height).filter((value) => value < 50).length;
}

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

  it('fills the frame like a photo: the backdrop above the head, the shoulders to the bottom edge', async () => {
    const genders = ['female', 'male', 'other'] as const;
    for (let index = 0; index < 9; index += 1) {
      const portrait = await demoPortrait({
        seed: `demo-${index}@demo.invalid`,
        gender: genders[index % 3]!,
        ageYears: 21 + index * 3,
      });
      // The top tenth is backdrop only (no head cut off), the hair's outline starts right below
      // it (not a small head low in the frame), and shoulders cross the bottom tenth.
      assert.equal(await outlinePixels(portrait, 0, 80), 0, `head clear of the top (${index})`);
      assert.ok(
        (await outlinePixels(portrait, 80, 220)) > 200,
        `head high in the frame (${index})`,
      );
      assert.ok(
        (await outlinePixels(portrait, 720, 800)) > 500,
        `shoulders at the bottom (${index})`,
      );
    }
  });
});
