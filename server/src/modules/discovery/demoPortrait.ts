import { createHash } from 'node:crypto';
import { micah } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import sharp from 'sharp';
import type { MemberGender } from '@dating/contract/schemas';

export interface DemoPortraitSubject {
  /** Everything about the picture follows from it: the same seed draws the same portrait. */
  seed: string;
  gender: MemberGender;
  ageYears: number;
}

/** Portraits are 3:4 like a phone's photo. */
const WIDTH = 600;
const HEIGHT = 800;
/**
 * The square drawing is wider than the frame and stands on its bottom edge: the shoulders run
 * out of the picture and the head sits in its upper half, as in a photo taken at arm's length.
 */
const DRAWING = 720;
/** From this age some hair greys and more members wear glasses. */
const GREYING_AGE = 38;

/** Soft backdrops, each a light top, a deeper bottom and a tint for the shape behind the head. */
const SCENES = [
  ['fde2e4', 'f4a9b8', 'ffffff'],
  ['dbeafe', '9fc3ee', 'ffffff'],
  ['dcf2e6', '9fd4b8', 'f5fff9'],
  ['fef3c7', 'f4c38a', 'fffaf0'],
  ['ede9fe', 'bfb1f7', 'ffffff'],
  ['e0f4f5', '93cfd4', 'ffffff'],
  ['fbe7d6', 'e9a98a', 'fff6ee'],
] as const;
/** Human skin tones, light to deep. */
const SKIN = ['ffdbb4', 'f1c27d', 'e0ac69', 'c68642', 'a0662f', '8d5524', '613d24'];
const NATURAL_HAIR = ['2c1b18', '1b1b1b', '4a312c', '724133', 'a55728', 'b58143', 'd6b370'];
/** Salt, pepper and some still dark. */
const GREYING_HAIR = ['e8e1e1', 'c9c4c4', 'a7a2a2', '4a312c', '2c1b18'];
const SHIRTS = ['e76f51', '2a9d8f', '264653', 'f4a261', '6d597a', '3d5a80', 'f7f7f7', 'c1121f'];

type MicahOptions = NonNullable<Parameters<typeof micah.create>[0]['options']>;
type Hair = NonNullable<MicahOptions['hair']>[number];

/** The style's haircuts by gender; the shaved head comes with age. */
const HAIR: Record<MemberGender, Hair[]> = {
  female: ['full', 'pixie', 'full', 'dannyPhantom'],
  male: ['fonze', 'dougFunny', 'dannyPhantom', 'mrT', 'turban'],
  other: ['pixie', 'dannyPhantom', 'dougFunny', 'full', 'fonze'],
};

/** The seed's own dice: byte `index` of its hash picks from a list, the same way every time. */
function dice(seed: string) {
  const bytes = createHash('sha256').update(seed).digest();
  return <T>(index: number, items: readonly T[]): T => items[bytes[index]! % items.length]!;
}

/**
 * A demo member's portrait as a JPEG: Micah Lanier's Avatar Illustration System (CC BY 4.0,
 * through DiceBear's `micah`, drawn offline) on a soft backdrop with a glow and a shape behind
 * the head, head and shoulders filling the frame. Skin, hair and clothes vary by seed, haircuts
 * and beards follow the gender, grey hair, a shaved head and glasses come with age, and only
 * friendly faces are drawn.
 */
export async function demoPortrait({
  seed,
  gender,
  ageYears,
}: DemoPortraitSubject): Promise<Buffer> {
  const roll = dice(seed);
  const greying = ageYears >= GREYING_AGE;
  const hair = roll(1, greying ? GREYING_HAIR : NATURAL_HAIR);
  const [light, deep, glow] = roll(2, SCENES);
  const haircuts: Hair[] = greying && gender === 'male' ? [...HAIR.male, 'mrClean'] : HAIR[gender];
  const drawing = createAvatar(micah, {
    seed,
    baseColor: [roll(3, SKIN)],
    hair: [roll(4, haircuts)],
    hairProbability: 100,
    hairColor: [hair],
    eyebrowsColor: [hair === 'e8e1e1' ? 'a7a2a2' : hair],
    facialHair: ['beard', 'scruff'],
    facialHairProbability: gender === 'male' ? 45 : 0,
    facialHairColor: [hair],
    eyebrows: gender === 'female' ? ['eyelashesUp', 'eyelashesDown'] : ['up', 'down'],
    eyes: ['eyes', 'round', 'smiling'],
    mouth: ['smile', 'laughing', 'smirk'],
    glasses: ['round', 'square'],
    glassesProbability: greying ? 40 : 12,
    earrings: ['hoop', 'stud'],
    earringsProbability: gender === 'male' ? 8 : 45,
    shirt: ['open', 'crew', 'collared'],
    shirtColor: [roll(5, SHIRTS)],
  }).toString();
  const [shapeX, shapeY] = roll(6, [
    [0.78, 0.22],
    [0.2, 0.18],
    [0.5, 0.3],
  ]);
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs>
      <linearGradient id="portrait-sky" x1="0" y1="0" x2="0.35" y2="1">
        <stop offset="0" stop-color="#${light}"/><stop offset="1" stop-color="#${deep}"/>
      </linearGradient>
      <radialGradient id="portrait-light" cx="0.25" cy="0.12" r="0.7">
        <stop offset="0" stop-color="#fff" stop-opacity="0.75"/>
        <stop offset="1" stop-color="#fff" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#portrait-sky)"/>
    <circle cx="${WIDTH * shapeX}" cy="${HEIGHT * shapeY}" r="${WIDTH * 0.42}" fill="#${glow}" opacity="0.28"/>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#portrait-light)"/>
    <image x="${(WIDTH - DRAWING) / 2}" y="${HEIGHT - DRAWING}" width="${DRAWING}" height="${DRAWING}"
      href="data:image/svg+xml;base64,${Buffer.from(drawing).toString('base64')}"/>
  </svg>`;
  return sharp(Buffer.from(scene)).flatten().jpeg({ quality: 88 }).toBuffer();
}
