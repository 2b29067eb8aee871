import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

const require = createRequire(import.meta.url);

/**
 * Real faces for the vision tests, cut from the pictures @vladmandic/human ships in its
 * `assets/` folder (MIT, the library's own demo screenshots): the library's author appears in
 * three of them, taken at different times, and other people in one. Nothing is downloaded or
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
