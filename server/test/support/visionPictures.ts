import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { VerificationPose } from '@dating/contract/schemas';
import QRCode from 'qrcode';
import sharp from 'sharp';

const require = createRequire(import.meta.url);

/**
 * Real faces for the vision tests, cut from the pictures @vladmandic/human ships in its
 * `assets/` folder (MIT, the library's own demo screenshots): the library's author appears in
 * several of them, taken at different times, and other people too. Nothing is downloaded or
 * copied into the repository; the crops are made from the installed package.
 */
const ASSETS = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'assets');

function crop(file: string, left: number, top: number, width: number, height: number) {
  return sharp(path.join(ASSETS, file)).extract({ left, top, width, height }).jpeg().toBuffer();
}

/** A webcam frame of one man, as a selfie would be. */
export const selfieOfAuthor = () => crop('screenshot-faceid.jpg', 10, 140, 150, 150);
/** The same man in another photo. */
export const photoOfAuthor = () => crop('screenshot-facedetect.jpg', 5, 345, 155, 155);
/** A woman: a different face. */
export const photoOfSomeoneElse = () => crop('screenshot-facedetect.jpg', 165, 345, 150, 155);

/**
 * A photo laid on a backdrop of its own for each `variant` (0 to 5): the same face in pictures
 * far apart by their perceptual hashes (15 bits of 64 at least, measured on the two faces here),
 * as several accounts of one person would show.
 */
export function photoOnBackdrop(photo: Buffer, variant: number): Promise<Buffer> {
  const backdrops = ['#2d4a6b', '#c9b79c', '#6b2d4a', '#8fa37a', '#3a3a3a', '#d98c5f'];
  return sharp({
    create: { width: 320, height: 320, channels: 3, background: backdrops[variant % 6] ?? '#777' },
  })
    .composite([{ input: photo, left: 5 + 30 * (variant % 6), top: 155 - 30 * (variant % 6) }])
    .jpeg()
    .toBuffer();
}

/** Words written on a drawn wall, as a photo holding up a sign would show them. */
export function pictureWithText(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
    <rect width="800" height="500" fill="#d9c3a5"/>
    <rect x="40" y="170" width="720" height="150" fill="#f7f3ea"/>
    <text x="70" y="268" font-family="DejaVu Sans, sans-serif" font-size="54" fill="#1a1a1a">${text}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/**
 * A picture of coloured shapes over grain (as bench:million draws its uploads) on which
 * tesseract finds a line too thin to read, and says so ("Image too small to scale!!"): kept as
 * it was drawn, since the noise is random and most such pictures give it nothing to say.
 */
export function pictureTesseractRemarksOn(): Promise<Buffer> {
  return readFile(path.join(import.meta.dirname, 'pictures', 'tesseract-notes.jpg'));
}

/** Numbers from 0 to `max` (excluded), the same for the same seed (a 32-bit linear congruential draw). */
function seededDraw(seed: number): (max: number) => number {
  let state = seed >>> 0;
  return (max) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    // The high bits: an LCG's low bits repeat with short periods.
    return Math.floor((state / 2 ** 32) * max);
  };
}

/**
 * A picture of random shapes over a photo's grain: the shapes the same for the same seed (the
 * grain is drawn anew), each seed's unlike the others' (their perceptual hashes differ), detailed
 * as a phone's photo, and as hard on OCR (its grain and edges are candidate text everywhere).
 */
export async function drawnPhoto(seed: number, width = 1200, height = 900): Promise<Buffer> {
  const random = seededDraw(seed);
  const shapes = Array.from(
    { length: 12 },
    () =>
      `<ellipse cx="${random(width)}" cy="${random(height)}" rx="${50 + random(400)}" ry="${50 + random(300)}" fill="rgb(${random(256)},${random(256)},${random(256)})"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="rgb(${random(256)},${random(256)},${random(256)})"/>${shapes}</svg>`;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** How a photo shows a contact: where the words are written and on what. */
export interface WritingStyle {
  name: string;
  /** A drawn photo (drawnPhoto) or a plain light wall. */
  photo: 'drawn' | 'light';
  /** A band across the photo, or a box around the words, behind them; none: on the photo. */
  behind: { fill: string; box: boolean } | null;
  colour: string;
}

/** The ways members write a contact on a photo: on it, on a band across it, in a box. */
export const WRITING_STYLES: readonly WritingStyle[] = [
  { name: 'white on the photo', photo: 'drawn', behind: null, colour: '#ffffff' },
  {
    name: 'white on a dark see-through band',
    photo: 'drawn',
    behind: { fill: 'rgba(0,0,0,0.6)', box: false },
    colour: '#ffffff',
  },
  {
    name: 'white on a dark band, light photo',
    photo: 'light',
    behind: { fill: '#202020', box: false },
    colour: '#ffffff',
  },
  {
    name: 'black on a light see-through band',
    photo: 'drawn',
    behind: { fill: 'rgba(255,255,255,0.8)', box: false },
    colour: '#111111',
  },
  { name: 'black on a light wall', photo: 'light', behind: null, colour: '#111111' },
  { name: 'yellow on the photo', photo: 'drawn', behind: null, colour: '#ffe14d' },
  {
    name: 'white in a red box',
    photo: 'drawn',
    behind: { fill: '#c0392b', box: true },
    colour: '#ffffff',
  },
  {
    name: 'black in a white box',
    photo: 'drawn',
    behind: { fill: '#ffffff', box: true },
    colour: '#111111',
  },
];

/** Contacts as written on photos, and what of each a reading must hold to have caught it. */
const WRITTEN_CONTACTS: readonly [string, RegExp][] = [
  ['snap: @lena_92x', /lena.?92/i],
  ['insta lena.k92', /lena.?k92/i],
  ['telegram @mila_77', /mila.?77/i],
  ['wa +33 6 12 34 56 78', /12 ?34 ?56/],
  ['kik: jolie92', /jolie/i],
];

export interface WrittenContact {
  style: string;
  text: string;
  /** Matches a reading of the picture's text that caught the contact. */
  caught: RegExp;
  /** A 1080 by 810 JPEG, as an upload is stored. */
  picture: Buffer;
}

/**
 * A photo with a contact written on it in `style`, at 24 to 45 px, somewhere on it: the contact,
 * its place and the photo's shapes the same for the same seed (a drawn photo's grain is not).
 */
export async function photoWithWrittenContact(
  style: WritingStyle,
  seed: number,
): Promise<WrittenContact> {
  const random = seededDraw(seed);
  const [text, caught] = WRITTEN_CONTACTS[seed % WRITTEN_CONTACTS.length] ?? ['', /^$/];
  const size = 24 + random(22);
  const baseline = 120 + random(660);
  const left = 40 + random(300);
  const photo =
    style.photo === 'drawn'
      ? await drawnPhoto(seed)
      : await sharp({
          create: {
            width: 1200,
            height: 900,
            channels: 3,
            background: `rgb(${220 + random(30)},${210 + random(30)},${190 + random(30)})`,
          },
        })
          .png()
          .toBuffer();
  const behind = style.behind
    ? `<rect x="${style.behind.box ? left - 20 : 0}" y="${baseline - size * 1.2}" width="${style.behind.box ? Math.round(text.length * size * 0.62) + 40 : 1200}" height="${size * 1.8}" rx="${style.behind.box ? 12 : 0}" fill="${style.behind.fill}"/>`
    : '';
  const writing = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">${behind}<text x="${left}" y="${baseline}" font-family="DejaVu Sans, sans-serif" font-size="${size}" fill="${style.colour}">${text}</text></svg>`,
  );
  const written = await sharp(photo)
    .composite([{ input: writing }])
    .png()
    .toBuffer();
  return {
    style: style.name,
    text,
    caught,
    picture: await sharp(written).resize(1080).jpeg({ quality: 85 }).toBuffer(),
  };
}

/** A QR code (drawn by the qrcode package) of `payload` on a drawn wall. */
export async function pictureWithQrCode(payload: string): Promise<Buffer> {
  const code = await QRCode.toBuffer(payload, { width: 300, margin: 4 });
  return sharp({ create: { width: 800, height: 500, channels: 3, background: '#8aa6c1' } })
    .composite([{ input: code, left: 250, top: 100 }])
    .jpeg()
    .toBuffer();
}

/** No face at all: a sunset-like gradient with a hill, drawn here. */
export function pictureWithoutFace(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1d3b6e"/><stop offset="1" stop-color="#f2a65a"/>
    </linearGradient></defs>
    <rect width="320" height="240" fill="url(#sky)"/>
    <circle cx="230" cy="150" r="28" fill="#ffd27a"/>
    <path d="M0 200 Q 90 140 180 190 T 320 180 V 240 H 0 Z" fill="#2f4f2f"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/**
 * Where a face sits on a camera frame. Each placement gives frames of the same faces whose
 * perceptual hashes differ (38 bits of 64 measured), as different cameras would.
 */
export const PLACEMENTS = {
  centre: { side: 280, left: 180, top: 90, background: '#5a6470' },
  corner: { side: 220, left: 60, top: 220, background: '#203040' },
  high: { side: 220, left: 380, top: 20, background: '#203040' },
  low: { side: 240, left: 340, top: 210, background: '#4a3a30' },
} as const;
export type Placement = keyof typeof PLACEMENTS;

/** A 640 by 480 camera frame (a JPEG) showing `face`, mirrored when asked. */
async function cameraFrame(face: Buffer, placement: Placement, mirrored = false) {
  const { side, left, top, background } = PLACEMENTS[placement];
  const resized = sharp(face).resize(side, side, { fit: 'inside' });
  const shown = await (mirrored ? resized.flop() : resized).toBuffer();
  return sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .composite([{ input: shown, left, top }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * The author's frames for each pose, as Human's gestures read them (measured): a small face of
 * screenshot-facematch.jpg's grid turned to his left ('facing left'), the same mirrored ('facing
 * right': mirroring turns a head facing left into one facing right), and photoOfAuthor's face
 * with the mouth drawn open ('mouth 44% open', facing the camera). Each matches photoOfAuthor's
 * face at 0.73 to 0.78 and the others at 0.6 to 0.9; none is a near copy of it.
 */
export async function cameraFramesOfAuthor(
  placement: Placement = 'centre',
): Promise<Record<VerificationPose, Buffer>> {
  const turned = await sharp(await crop('screenshot-facematch.jpg', 300, 284, 90, 100))
    .resize(240)
    .toBuffer();
  const mouth = `<svg xmlns="http://www.w3.org/2000/svg" width="155" height="155">
    <ellipse cx="85" cy="100" rx="13" ry="12" fill="#2a0808"/></svg>`;
  const openMouth = await sharp(await photoOfAuthor())
    .composite([{ input: Buffer.from(mouth) }])
    .toBuffer();
  return {
    head_turned_left: await cameraFrame(turned, placement),
    head_turned_right: await cameraFrame(turned, placement, true),
    mouth_open: await cameraFrame(openMouth, placement),
  };
}

/** A camera frame of the author facing it, mouth closed: none of the poses. */
export async function stillFrameOfAuthor(): Promise<Buffer> {
  return cameraFrame(await crop('screenshot-facematch.jpg', 0, 20, 180, 180), 'centre');
}
