import { createHash } from 'node:crypto';
import { avataaars } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import sharp from 'sharp';
import type { MemberGender } from '@dating/contract/schemas';

export interface DemoPortraitSubject {
  /** Everything about the picture follows from it: the same seed draws the same portrait. */
  seed: string;
  gender: MemberGender;
  ageYears: number;
}

/** Portraits are 3:4 like a phone's photo; the square drawing sits at the bottom. */
const WIDTH = 600;
const HEIGHT = 800;
/** From this age some hair greys and some members wear glasses. */
const GREYING_AGE = 38;

const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7e9c0', 'f4e1b6'];
const NATURAL_HAIR = ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370', 'c93305'];
/** Human skin tones only (the style also draws emoji yellow). */
const SKIN = ['614335', 'ae5d29', 'd08b5b', 'edb98a', 'ffdbb4'];
const GREYING_HAIR = ['e8e1e1', 'ecdcbf', '4a312c', '724133'];

type HairStyle = NonNullable<Parameters<typeof avataaars.create>[0]['options']['top']>[number];

const HAIR: Record<MemberGender, HairStyle[]> = {
  female: [
    'bob',
    'bun',
    'curly',
    'curvy',
    'bigHair',
    'longButNotTooLong',
    'miaWallace',
    'straight01',
    'straight02',
    'straightAndStrand',
    'fro',
  ],
  male: [
    'shortFlat',
    'shortRound',
    'shortWaved',
    'shortCurly',
    'theCaesar',
    'theCaesarAndSidePart',
    'dreads01',
    'frizzle',
    'shaggy',
  ],
  other: ['bob', 'shaggy', 'shortCurly', 'curly', 'fro', 'dreads', 'shaggyMullet', 'frizzle'],
};

/**
 * A demo member's illustrated portrait as a JPEG (DiceBear's avataaars, drawn offline): hair
 * and beard follow the gender, grey hair and glasses come with age, and only friendly faces
 * and plain clothes are drawn (the style's defaults include crying eyes and slogan shirts).
 */
export async function demoPortrait({
  seed,
  gender,
  ageYears,
}: DemoPortraitSubject): Promise<Buffer> {
  const background =
    BACKGROUNDS[createHash('sha256').update(seed).digest()[0]! % BACKGROUNDS.length]!;
  const greying = ageYears >= GREYING_AGE;
  const svg = createAvatar(avataaars, {
    seed,
    size: WIDTH,
    backgroundColor: [background],
    top: HAIR[gender],
    topProbability: 100,
    skinColor: SKIN,
    hairColor: greying ? GREYING_HAIR : NATURAL_HAIR,
    facialHair: ['beardLight', 'beardMedium', 'beardMajestic', 'moustacheFancy'],
    facialHairProbability: gender === 'male' ? 45 : 0,
    facialHairColor: greying ? GREYING_HAIR : NATURAL_HAIR,
    accessories: ['prescription01', 'prescription02', 'round'],
    accessoriesProbability: greying ? 40 : 10,
    clothing: ['blazerAndShirt', 'blazerAndSweater', 'collarAndSweater', 'hoodie', 'shirtCrewNeck'],
    eyes: ['default', 'happy', 'side', 'squint', 'wink'],
    eyebrows: ['defaultNatural', 'flatNatural', 'raisedExcitedNatural', 'default'],
    mouth: ['smile', 'default', 'twinkle', 'serious'],
  }).toString();
  const drawing = await sharp(Buffer.from(svg)).png().toBuffer();
  return sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: `#${background}` },
  })
    .composite([{ input: drawing, top: HEIGHT - WIDTH, left: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
