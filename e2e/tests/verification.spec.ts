import {
  chromium,
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UploadImageResponse } from '../../shared/contract/src/schemas';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import {
  cameraFramesOfAuthor,
  jpegDataUrl,
  photoOfAuthor,
  photoOfSomeoneElse,
  writeY4m,
} from '../support/faceFixtures';
import { ProductServer } from '../support/productServer';
import { postAs, signUpMember, storeSession, type Member } from '../support/session';

// The face models load on the first picture a server sees: seconds, more on a busy machine.
const MODELS = { timeout: 180_000 };

let product: ProductServer;
/** The API of that server, for what the journeys set up. */
let api: APIRequestContext;
let cameraDir: string;
/** Chromium browsers whose fake camera plays a video of ours, by video. */
const cameraBrowsers = new Map<string, Browser>();

/**
 * The fake camera's videos. The page films each pose for 4 frames 800 ms apart; the poses loop
 * at 5 frames a second, one picture each (600 ms a loop), so the 4 frames of every pose fall on
 * each of the three pictures: a live member shows the pose asked at some point of its step, and
 * the other poses too. Chromium holds a file's last frame one frame longer before it starts
 * again (measured): ten loops a file make that slip rare, and 4 frames a pose absorb one. The
 * still video is one picture, a photo held up to the camera.
 */
const looped = (pictures: Buffer[]) => Array.from({ length: 10 }, () => pictures).flat();
const VIDEOS = {
  /** The author showing the poses in turn. */
  poses: async () => looped(Object.values(await cameraFramesOfAuthor('centre'))),
  /** The same, filmed by another camera (another account of the same man). */
  posesElsewhere: async () => looped(Object.values(await cameraFramesOfAuthor('corner'))),
  /** A still photo of the author, head turned. */
  still: async () => [(await cameraFramesOfAuthor('high')).head_turned_left],
} as const;

/** Chromium whose front camera plays `video`, launched on first use. */
async function cameraBrowser(video: keyof typeof VIDEOS): Promise<Browser> {
  const launched = cameraBrowsers.get(video);
  if (launched) return launched;
  const file = path.join(cameraDir, `${video}.y4m`);
  await writeY4m(await VIDEOS[video](), file, 5);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ],
  });
  cameraBrowsers.set(video, browser);
  return browser;
}

/** `member` signed in on a page of a browser context of their own. */
async function signedInPage(browser: Browser, member: Member): Promise<Page> {
  const context = await browser.newContext({
    baseURL: product.origin,
    serviceWorkers: 'block',
    permissions: ['camera'],
  });
  const page = await context.newPage();
  await storeSession(page, product.origin, member);
  return page;
}

/** A photo of `member`'s face as their main photo (the sign-up photo has none). */
async function addMainPhoto(member: Member, picture: Buffer): Promise<void> {
  const upload = await postAs<UploadImageResponse>(api, member, 'uploadimageweb', {
    file: jpegDataUrl(picture),
  });
  await postAs(api, member, 'websetprofile', { images_name: upload.image_name });
  await postAs(api, member, 'websetfirstlook', { user_image: upload.image_name });
}

/** Profile → Verify: the poses asked are shown in turn while the (fake) front camera films. */
async function filmPoses(page: Page) {
  await page.goto('/web/app/Profile');
  const section = page.getByRole('region', { name: 'Verify your photos' });
  await section.getByRole('button', { name: 'Verify' }).click();
  await expect(section.getByText('Pose 1 of 2')).toBeVisible();
  await expect(section.getByRole('figure')).toBeVisible();
  await expect(section.getByLabel('Your camera')).toBeVisible();
  await expect(section.getByText('Pose 2 of 2')).toBeVisible();
  return section;
}

test.describe.configure({ mode: 'serial' });

test.describe('selfie verification', () => {
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(360_000);
    // A server of its own, with the face models on and the admin CLI on its database.
    product = await ProductServer.start('verification');
    api = await playwright.request.newContext({ baseURL: product.origin });
    cameraDir = mkdtempSync(path.join(tmpdir(), 'dating-camera-'));
  });

  test.afterAll(async () => {
    await api?.dispose();
    for (const browser of cameraBrowsers.values()) await browser.close();
    await product?.close();
    rmSync(cameraDir, { recursive: true, force: true });
  });

  test('a member verifies by showing the poses asked to the camera; another sees the badge and filters to verified members', async ({
    browser,
  }) => {
    test.setTimeout(420_000);
    const ava = await signUpMember(api, { name: 'Ava Selfie', city: 'Lyon' });
    const zoe = await signUpMember(api, { name: 'Zoe Plain', city: 'Lyon' });
    const ben = await signUpMember(api, {
      name: 'Ben Viewer',
      city: 'Lyon',
      gender: 'male',
    });
    await addMainPhoto(ava, await photoOfAuthor(1));
    await addMainPhoto(zoe, await photoOfSomeoneElse());

    const avaPage = await signedInPage(await cameraBrowser('poses'), ava);
    const section = await filmPoses(avaPage);
    await expect(section.getByRole('status')).toHaveText(
      'You are verified: your badge now shows on your profile.',
      MODELS,
    );
    await expect(section).toContainText('Your photos are verified');
    await expect(section.getByRole('button', { name: 'Verify' })).toHaveCount(0);
    await expect(
      avaPage.getByRole('link', { name: /Basic info/ }).getByRole('img', { name: 'Verified' }),
    ).toBeVisible();
    await avaPage.context().close();

    const benPage = await signedInPage(browser, ben);
    await benPage.goto('/web/app/FindNewPeople');
    const avaCard = benPage.getByRole('link', { name: /Ava Selfie/ });
    const zoeCard = benPage.getByRole('link', { name: /Zoe Plain/ });
    await expect(avaCard.getByRole('img', { name: 'Verified' })).toBeVisible();
    await expect(zoeCard).toBeVisible();
    await expect(zoeCard.getByRole('img', { name: 'Verified' })).toHaveCount(0);

    await benPage.getByRole('link', { name: 'Filter' }).click();
    await benPage.getByRole('radio', { name: 'Women', exact: true }).check();
    await benPage
      .getByRole('group', { name: 'I am here for' })
      .getByRole('checkbox')
      .first()
      .check();
    await benPage.getByRole('switch', { name: 'Verified members only' }).check();
    await benPage.getByRole('button', { name: 'Save' }).click();

    await expect(benPage).toHaveURL(/\/web\/app\/FindNewPeople$/);
    await expect(avaCard).toBeVisible();
    await expect(zoeCard).toHaveCount(0);
    await avaCard.click();
    await expect(
      benPage.getByRole('heading', { name: /Ava Selfie/ }).getByRole('img', { name: 'Verified' }),
    ).toBeVisible();
  });

  test('a still photo held up to the camera is refused, saying what to do', async () => {
    test.setTimeout(420_000);
    const sam = await signUpMember(api, { name: 'Sam Still', city: 'Lille' });
    await addMainPhoto(sam, await photoOfAuthor(2));

    const samPage = await signedInPage(await cameraBrowser('still'), sam);
    const section = await filmPoses(samPage);
    await expect(section.getByRole('alert')).toHaveText(
      'We could not see the poses asked. Start again and follow each instruction on screen while the camera films you.',
      MODELS,
    );
    await expect(section).toContainText('Your selfie could not be verified.');
    await expect(section.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(
      samPage.getByRole('link', { name: /Basic info/ }).getByRole('img', { name: 'Verified' }),
    ).toHaveCount(0);
  });

  test('a face already verified on another account waits in the moderators’ queue with the reason; a moderator approves it', async ({
    browser,
  }) => {
    test.setTimeout(420_000);
    const dee = await signUpMember(api, { name: 'Dee Second', city: 'Nantes' });
    const mo = await signUpMember(api, { name: 'Mo Moderator', city: 'Nantes' });
    await addMainPhoto(dee, await photoOfAuthor(3));
    expect(await product.admin('moderators', 'add', mo.email)).toContain(
      `${mo.email} is now a moderator`,
    );

    // Ava (the first journey) verified this face: the same man on a second account.
    const deePage = await signedInPage(await cameraBrowser('posesElsewhere'), dee);
    const section = await filmPoses(deePage);
    await expect(section.getByRole('status')).toHaveText(
      'Thank you! A moderator will check your selfie soon.',
      MODELS,
    );
    await expect(section).toContainText('Your selfie is waiting for a moderator.');

    const moPage = await signedInPage(browser, mo);
    await moPage.goto('/web/moderation');
    await moPage
      .getByRole('navigation', { name: 'Moderation sections' })
      .getByRole('link', { name: 'Verifications' })
      .click();
    const waiting = moPage.getByRole('listitem', { name: 'Dee Second' });
    await expect(waiting.getByRole('img', { name: 'Selfie of Dee Second' })).toBeVisible();
    await expect(waiting.getByRole('img', { name: 'Photo 1 of Dee Second' })).toBeVisible();
    await expect(waiting).toContainText('This face matches the verified face of another member.');
    await waiting.getByRole('button', { name: 'Approve' }).click();
    const dialog = moPage.getByRole('dialog', { name: 'Approve the selfie of Dee Second' });
    await dialog.getByLabel('Note').fill('Twin brother, checked by video call');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(moPage.getByText('Dee Second is verified.')).toBeVisible();
    await expect(moPage.getByRole('heading', { name: 'No selfies waiting' })).toBeVisible();

    await moPage.getByRole('link', { name: 'Audit log' }).click();
    const logged = moPage
      .getByRole('listitem')
      .filter({ hasText: 'Twin brother, checked by video call' });
    await expect(logged).toContainText('Selfie approved');
    await expect(logged.getByRole('link', { name: 'Dee Second' })).toBeVisible();

    await deePage.reload();
    await expect(deePage.getByRole('region', { name: 'Verify your photos' })).toContainText(
      'Your photos are verified',
    );
  });
});
