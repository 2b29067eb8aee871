import { createHash } from 'node:crypto';
import { mkdir, symlink } from 'node:fs/promises';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { MAX_INPUT_PIXELS } from '../photos/photoProcessor';

const require = createRequire(import.meta.url);

/** A decoded picture with its alpha: RGBA bytes, row by row (what jsQR reads). */
interface RgbaPicture {
  data: Uint8Array;
  width: number;
  height: number;
}

/** The text written in a picture and the payloads of the QR codes it shows. */
export interface ImageText {
  /** What OCR read, lines joined by '\n'; '' when nothing. */
  text: string;
  qr: string[];
}

/** The languages read, each from its registry package (no Arabic package is published). */
const LANGUAGES = ['eng', 'fra'] as const;

/**
 * A folder of the LSTM-only "best_int" models of `@tesseract.js-data/<lang>`, linked from
 * node_modules: tesseract.js reads every language from one `langPath` (given none, it downloads
 * them from a CDN), and each language is a package of its own. The folder is named after the
 * packages' place, so another checkout's links (perhaps gone since) are never read.
 */
async function languageFolder(): Promise<string> {
  const models = LANGUAGES.map((code) => ({
    code,
    dir: path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)),
  }));
  const place = createHash('sha256')
    .update(models.map(({ dir }) => dir).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const folder = path.join(os.tmpdir(), `dating-tesseract-languages-${place}`);
  await mkdir(folder, { recursive: true });
  for (const { code, dir } of models) {
    const file = `${code}.traineddata.gz`;
    // Another process may have linked it already.
    await symlink(path.join(dir, '4.0.0_best_int', file), path.join(folder, file)).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      },
    );
  }
  return folder;
}

let ocr: Promise<Worker> | null = null;

/**
 * tesseract.js's worker (a thread of its own, started from the vision thread, with the
 * WebAssembly core of tesseract.js-core from node_modules), made on the first picture; nothing is
 * cached on disk.
 */
function ocrWorker(): Promise<Worker> {
  ocr ??= languageFolder().then(async (langPath) => {
    const worker = await createWorker([...LANGUAGES], OEM.LSTM_ONLY, {
      langPath,
      cacheMethod: 'none',
      gzip: true,
    });
    // Tesseract prints its notes on a picture ("Image too small to scale!!") to the process's
    // output, in the middle of the server's JSON log: they go to its file system's /dev/null.
    // The page's layout found (AUTO), each line read once (not again inverted, which in trials
    // caught no more): of 40 contacts written on photos in 8 ways (bench:vision) it caught 30
    // against sparse text's 24, and took p50 119 / p99 162 ms of a busy photo without text
    // against 196 / 661.
    await worker.setParameters({
      debug_file: '/dev/null',
      tessedit_pageseg_mode: PSM.AUTO,
      tessedit_do_invert: '0',
    });
    return worker;
  });
  return ocr;
}

/**
 * The picture's RGBA pixels, decoded here in the vision thread: the main thread's heap never
 * holds them (megabytes a photo, which its garbage collector would pause the calls to reclaim).
 */
async function rgbaOf(encoded: Uint8Array): Promise<RgbaPicture> {
  const { data, info } = await sharp(encoded, { limitInputPixels: MAX_INPUT_PIXELS })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The QR code of a picture, if one can be read (jsQR finds one per picture). */
function qrPayloads({ data, width, height }: RgbaPicture): string[] {
  const found = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    width,
    height,
    {
      inversionAttempts: 'attemptBoth',
    },
  );
  return found && found.data !== '' ? [found.data] : [];
}

/**
 * The text and QR codes of a picture: OCR on its encoded bytes, jsQR on its pixels. Runs in the
 * vision thread (jsQR is synchronous JavaScript), OCR in tesseract's thread beside it.
 */
export async function readImageText(encoded: Uint8Array): Promise<ImageText> {
  const qr = qrPayloads(await rgbaOf(encoded));
  const worker = await ocrWorker();
  const { data } = await worker.recognize(Buffer.from(encoded));
  const text = data.text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
  return { text, qr };
}
