import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import {
  cameraFramesOfAuthor,
  photoOfAuthor as authorsFace,
  photoOfSomeoneElse,
  photoOnBackdrop,
} from '../../server/test/support/visionPictures';

/**
 * Real faces for the verification journeys: the server's crops of the pictures that
 * @vladmandic/human ships (made from the installed package, never stored in the repository),
 * and its camera frames of the author showing each pose.
 */
export { cameraFramesOfAuthor, photoOfSomeoneElse };

/**
 * The author's face on a backdrop of its own for each `variant`: each member's photo is another
 * picture (the server refuses one photo used by two accounts), the face the same.
 */
export async function photoOfAuthor(variant: number): Promise<Buffer> {
  return photoOnBackdrop(await authorsFace(), variant);
}

export function jpegDataUrl(bytes: Buffer): string {
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** A picture as I420 planes (full-size luma, chroma at half size each way, BT.601 full range). */
async function i420Of(picture: Buffer, width: number, height: number): Promise<Buffer> {
  const rgb = await sharp(picture)
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const luma = Buffer.alloc(width * height);
  const blue = Buffer.alloc((width / 2) * (height / 2));
  const red = Buffer.alloc((width / 2) * (height / 2));
  const pixel = (x: number, y: number) => {
    const at = (y * width + x) * 3;
    return [rgb[at] ?? 0, rgb[at + 1] ?? 0, rgb[at + 2] ?? 0] as const;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      luma[y * width + x] = clampByte(0.299 * r + 0.587 * g + 0.114 * b);
    }
  }
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      let [r, g, b] = [0, 0, 0];
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const [pr, pg, pb] = pixel(x + dx, y + dy);
        r += pr / 4;
        g += pg / 4;
        b += pb / 4;
      }
      const at = (y / 2) * (width / 2) + x / 2;
      blue[at] = clampByte(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      red[at] = clampByte(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  }
  return Buffer.concat([luma, blue, red]);
}

/**
 * The pictures as a YUV4MPEG2 video of `framesPerSecond`, one picture per frame, what
 * Chromium's fake camera plays in a loop (`--use-file-for-fake-video-capture`): the header, then
 * "FRAME" and the I420 planes of each (C420jpeg). Every picture takes the first one's size.
 */
export async function writeY4m(
  pictures: readonly Buffer[],
  file: string,
  framesPerSecond = 30,
): Promise<void> {
  const meta = await sharp(pictures[0]).metadata();
  // 4:2:0 halves the chroma planes: even sides.
  const width = (meta.width ?? 0) & ~1;
  const height = (meta.height ?? 0) & ~1;
  const header = Buffer.from(
    `YUV4MPEG2 W${width} H${height} F${framesPerSecond}:1 Ip A1:1 C420jpeg\n`,
  );
  const frames: Buffer[] = [];
  for (const picture of pictures) {
    frames.push(Buffer.from('FRAME\n'), await i420Of(picture, width, height));
  }
  await writeFile(file, Buffer.concat([header, ...frames]));
}
