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
import type { UploadImageResponse } from '../../shared/src/contract';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import {
  jpegDataUrl,
  photoOfAuthor,
  photoOfSomeoneElse,
  selfieOfAuthor,
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
/** Chromium whose camera films the author's selfie (a picture played as a video). */
let cameraBrowser: Browser;

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

/** Profile → Verify: copies the pose shown and takes the selfie with the (fake) front camera. */
async function takeSelfie(page: Page) {
  await page.goto('/web/app/Profile');
  const section = page.getByRole('region', { name: 'Verify your photos' });
  await section.getByRole('button', { name: 'Verify' }).click();
  await expect(section.getByRole('figure')).toBeVisible();
  await expect(section.getByLabel('Your camera')).toBeVisible();
  // Enabled once the camera plays.
  await section.getByRole('button', { name: 'Take the selfie' }).click();
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
    const video = path.join(cameraDir, 'selfie.y4m');
    await writeY4m(await selfieOfAuthor(), video);
    cameraBrowser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
  });

  test.afterAll(async () => {
    await api?.dispose();
    await cameraBrowser?.close();
    await product?.close();
    rmSync(cameraDir, { recursive: true, force: true });
  });

  test('a member verifies with a selfie from the camera; another sees the badge and filters to verified members', async ({
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
    await addMainPhoto(ava, await photoOfAuthor());
    await addMainPhoto(zoe, await photoOfSomeoneElse());

    const avaPage = await signedInPage(cameraBrowser, ava);
    const section = await takeSelfie(avaPage);
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

  test('an uncertain selfie waits in the moderators’ queue; a moderator approves it and the member is verified', async ({
    browser,
  }) => {
    test.setTimeout(420_000);
    const dee = await signUpMember(api, { name: 'Dee Uncertain', city: 'Nantes' });
    const mo = await signUpMember(api, { name: 'Mo Moderator', city: 'Nantes' });
    await addMainPhoto(dee, await photoOfAuthor());
    // A true match is then only uncertain: the selfie goes to a moderator.
    expect(await product.admin('settings', 'set', 'vision_face_match', '0.99')).toContain(
      'vision_face_match = 0.99',
    );
    expect(await product.admin('moderators', 'add', mo.email)).toContain(
      `${mo.email} is now a moderator`,
    );

    const deePage = await signedInPage(cameraBrowser, dee);
    const section = await takeSelfie(deePage);
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
    const waiting = moPage.getByRole('listitem', { name: 'Dee Uncertain' });
    await expect(waiting.getByRole('img', { name: 'Selfie of Dee Uncertain' })).toBeVisible();
    await expect(waiting.getByRole('img', { name: 'Photo 1 of Dee Uncertain' })).toBeVisible();
    await waiting.getByRole('button', { name: 'Approve' }).click();
    const dialog = moPage.getByRole('dialog', { name: 'Approve the selfie of Dee Uncertain' });
    await dialog.getByLabel('Note').fill('Same face, thumb up as asked');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(moPage.getByText('Dee Uncertain is verified.')).toBeVisible();
    await expect(moPage.getByRole('heading', { name: 'No selfies waiting' })).toBeVisible();

    await moPage.getByRole('link', { name: 'Audit log' }).click();
    const logged = moPage.getByRole('listitem').filter({ hasText: 'Same face, thumb up as asked' });
    await expect(logged).toContainText('Selfie approved');
    await expect(logged.getByRole('link', { name: 'Dee Uncertain' })).toBeVisible();

    await deePage.reload();
    await expect(deePage.getByRole('region', { name: 'Verify your photos' })).toContainText(
      'Your photos are verified',
    );
  });
});
