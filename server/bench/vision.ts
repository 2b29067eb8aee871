/**
 * The private detector and the face comparison on this machine: loads the models once (timed,
 * with the process's memory before and after), then times each image's classification, the
 * reading of its text and QR code (OCR per image, as each profile photo is read after upload), and
 * a whole verification check (every camera frame described, then compared with each other and a
 * member's photos), and prints p50 and p99 of each. Then what the reading of a photo's text
 * catches: contacts written on drawn photos in each of WRITING_STYLES (5 photos a way, from fixed
 * seeds), how many were read, by way, and the reading's wall time with and without text.
 *
 *   pnpm --filter @dating/server bench:vision [--runs 50]
 *
 * The pictures are the vision tests' own (faces cut from @vladmandic/human's assets, a drawn
 * landscape, a sign and a QR code), so nothing is downloaded.
 */
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { CONTENT_DEFAULTS } from '../src/modules/content/contentDefaults';
import { processPhoto } from '../src/modules/photos/photoProcessor';
import { thresholdsOf, VisionService } from '../src/modules/vision/visionService';
import { VisionThread, visionThreadLoader } from '../src/modules/vision/visionThread';
import { FRAMES_PER_POSE, POSES_PER_CHALLENGE } from '@dating/contract/schemas';
import {
  cameraFramesOfAuthor,
  drawnPhoto,
  photoOfAuthor,
  photoOfSomeoneElse,
  pictureWithoutFace,
  pictureWithQrCode,
  pictureWithText,
  photoWithWrittenContact,
  WRITING_STYLES,
} from '../test/support/visionPictures';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '50' } },
});
const runs = Number(options.runs);

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

async function timed(name: string, work: () => Promise<unknown>): Promise<void> {
  await work(); // the first run of a model compiles its kernels: not counted
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    await work();
    const used = process.cpuUsage(cpu);
    times.push(performance.now() - start);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  // On a shared, loaded machine the wall time waits for the cores; the CPU time does not.
  console.log(
    `${name.padEnd(46)} wall p50 ${percentile(times, 0.5).toFixed(0).padStart(5)} ms` +
      `  p99 ${percentile(times, 0.99).toFixed(0).padStart(5)} ms` +
      `  | CPU p50 ${percentile(cpuTimes, 0.5).toFixed(0).padStart(5)} ms` +
      `  p99 ${percentile(cpuTimes, 0.99).toFixed(0).padStart(5)} ms  (${runs} runs)`,
  );
}

console.log(
  `load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`,
);
const before = process.memoryUsage().rss;
const loadStart = performance.now();
const thread = new VisionThread();
await thread.ready();
console.log(
  `models loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s; ` +
    `RSS ${megabytes(before)} before, ${megabytes(process.memoryUsage().rss)} with the models`,
);

const vision = new VisionService(
  visionThreadLoader(thread, (error) => {
    throw error;
  }),
  () => Promise.resolve(thresholdsOf(CONTENT_DEFAULTS.settings)),
  (error) => {
    throw error;
  },
);
// The models run in their own thread: what the server's other calls feel is this loop's delay.
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
const [cameraFrames, author, someoneElse, landscape] = await Promise.all([
  cameraFramesOfAuthor(),
  photoOfAuthor(),
  photoOfSomeoneElse(),
  pictureWithoutFace(),
]);

for (const [name, picture] of Object.entries({ author, someoneElse, landscape })) {
  await timed(`classifyImage ${name}`, () => vision.classifyImage(picture));
}
for (const [name, picture] of Object.entries({ author, landscape })) {
  await timed(`describeFace ${name} (a photo after upload)`, () => vision.describeFace(picture));
}
const [sign, qrCode] = await Promise.all([
  pictureWithText('snap: @lena_92x'),
  pictureWithQrCode('https://t.me/lena_92x'),
]);
// In the vision thread (jsQR) and tesseract's thread beside it (OCR): the loop delay below says
// what the other calls felt.
for (const [name, picture] of Object.entries({ sign, qrCode, author })) {
  await timed(`readText ${name} (OCR time per image, + QR)`, () => vision.readText(picture));
}
// What the reading catches, on photos as members write contacts on them; and its time on drawn
// photos without text, as most uploads are.
const caughtByWay = new Map<string, number>();
const withText: number[] = [];
for (const [way, style] of WRITING_STYLES.entries()) {
  for (let photo = 0; photo < 5; photo += 1) {
    const written = await photoWithWrittenContact(style, 1 + photo * WRITING_STYLES.length + way);
    const start = performance.now();
    const found = await vision.readText(written.picture);
    withText.push(performance.now() - start);
    if (written.caught.test(found?.text ?? '')) {
      caughtByWay.set(style.name, (caughtByWay.get(style.name) ?? 0) + 1);
    }
  }
}
const withoutText: number[] = [];
for (let photo = 0; photo < 10; photo += 1) {
  // As an upload is stored (scaled to 1080 px), whose grain OCR reads otherwise than drawn.
  const drawn = (await processPhoto(await drawnPhoto(1000 + photo))).full;
  const start = performance.now();
  await vision.readText(drawn);
  withoutText.push(performance.now() - start);
}
const caught = [...caughtByWay.values()].reduce((sum, count) => sum + count, 0);
const p50p99 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `wall p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p99 ${percentile(sorted, 0.99).toFixed(0)} ms`;
};
console.log(
  `readText on ${withText.length} contacts written on photos: caught ${caught} ` +
    `(${WRITING_STYLES.map((style) => `${style.name} ${caughtByWay.get(style.name) ?? 0}`).join(', ')}); ` +
    `${p50p99(withText)}; on ${withoutText.length} drawn photos without text ${p50p99(withoutText)}`,
);

// The photos' faces are described at upload: a comparison describes the selfie only.
const faces = async (picture: Buffer) =>
  ((await vision.describeFace(picture)).faces ?? []).map((face) => face.embedding);
const photos = [await faces(author), await faces(someoneElse)];
// The largest attempt: every pose asked filmed in as many frames as a member may send.
const poses = Object.values(cameraFrames);
const frames = Array.from(
  { length: FRAMES_PER_POSE * POSES_PER_CHALLENGE },
  (_, index) => poses[index % poses.length] ?? landscape,
);
await timed(`verification check, ${frames.length} frames and 2 photos`, async () => {
  const described = [];
  for (const frame of frames) described.push((await vision.describeFace(frame)).faces?.[0]);
  return vision.compareFrames(
    described.flatMap((face) => (face ? [face] : [])),
    photos,
  );
});

loopDelay.disable();
console.log(
  `event loop delay during the runs: p50 ${(loopDelay.percentile(50) / 1e6).toFixed(1)} ms, ` +
    `p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms`,
);
console.log(`RSS after the runs ${megabytes(process.memoryUsage().rss)}`);
await thread.close();
