import { expect, test, type Page } from '@playwright/test';
import { TEST_IDS as PROFILE_IDS } from '../../mf-profile/src/testIds';
import { TEST_IDS } from '../../shell/src/testIds';
import type { UploadImageResponse } from '../../shared/contract/src/schemas';
import { MESSAGES } from '../../shared/contract/src/rules/messages';
import { pictureWithText } from '../../server/test/support/visionPictures';
import { jpegDataUrl } from '../support/faceFixtures';
import { solidPng } from '../support/png';
import { postAs, seedSession, signUpMember } from '../support/session';

/** Chooses a picture on the edit-photos page; the upload starts by itself a second later. */
async function choosePhoto(page: Page, name: string) {
  await page.getByTestId(PROFILE_IDS.photoFileInput).setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: solidPng(),
  });
}

test.describe('profile, photos, settings and help', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await seedSession(page, baseURL!);
  });

  test('a member edits bio and job and sees them after reload', async ({ page }) => {
    await page.goto('/web/app/Profile/EditProfile');
    await page.getByRole('textbox', { name: 'Bio' }).fill('Loves long walks');
    await page.getByRole('textbox', { name: 'Job' }).fill('Astronomer');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();

    // The page reloads itself 2 seconds after saving (spec section 4).
    await page.waitForEvent('load');
    await expect(page.getByRole('textbox', { name: 'Bio' })).toHaveValue('Loves long walks');
    await expect(page.getByRole('textbox', { name: 'Job' })).toHaveValue('Astronomer');
  });

  test("on a phone the form's one Save stays in view from the top of the page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/web/app/Profile/EditProfile');
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();

    const save = page.getByRole('button', { name: /save/i });
    await expect(save).toHaveCount(1);
    await expect(save).toBeInViewport();
  });

  test('photos: up to 5, never the first deleted, another made First Look', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/web/app/Profile/ProfilePhotoEdit');
    const add = page.getByRole('button', { name: 'Add photo' });

    for (let count = 2; count <= 5; count += 1) {
      await choosePhoto(page, `photo-${count}.png`);
      await expect(page.getByText('Image uploaded successfully')).toBeVisible();
      await expect(page.getByRole('img', { name: `Photo 1 of ${count}` })).toBeVisible();
    }
    await add.click();
    await expect(page.getByText('You can upload only 5 images')).toBeVisible();

    await page.getByRole('button', { name: 'Photo options' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByText('Profile image cannot be deleted')).toBeVisible();

    await page.getByRole('button', { name: 'Next photo' }).click();
    const chosen = await page.getByRole('img', { name: 'Photo 2 of 5' }).getAttribute('src');
    await page.getByRole('button', { name: 'Photo options' }).click();
    await page.getByRole('menuitem', { name: 'First Look' }).click();
    await expect(page.getByRole('img', { name: 'Photo 1 of 5' })).toHaveAttribute('src', chosen!);
    const sidebarPhoto = page.getByTestId(TEST_IDS.sidebarMember).locator('img');
    // The sidebar follows at once (profile:changed), and the server kept it.
    await expect(sidebarPhoto).toHaveAttribute('src', chosen!);

    await page.reload();
    await expect(sidebarPhoto).toHaveAttribute('src', chosen!);
  });

  test('a photo another account uses is taken back after its upload, and Edit photos says why', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const picture = await pictureWithText('Harbour at dusk');
    const owner = await signUpMember(page.request, { name: 'Olga Original' });
    const upload = await postAs<UploadImageResponse>(page.request, owner, 'uploadimageweb', {
      file: jpegDataUrl(picture),
    });
    await postAs(page.request, owner, 'websetprofile', { images_name: upload.image_name });

    await page.goto('/web/app/Profile/ProfilePhotoEdit');
    await expect(page.getByRole('img', { name: 'Photo 1 of 1' })).toBeVisible();
    await page.getByTestId(PROFILE_IDS.photoFileInput).setInputFiles({
      name: 'harbour.jpg',
      mimeType: 'image/jpeg',
      buffer: picture,
    });
    // Answered at once and shown to its owner; the screening just after refuses it.
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.photoUsedByAnotherAccount);
    await expect(page.getByRole('img', { name: 'Photo 1 of 1' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('img', { name: 'Photo 1 of 1' })).toBeVisible();
  });

  test("a free member's 'make me invisible' raises the premium popup", async ({ page }) => {
    await page.goto('/web/app/settings');
    const invisible = page.getByRole('switch', { name: /Make me invisible/ });
    await invisible.click();

    await expect(page.getByRole('dialog', { name: 'Join Premium' })).toBeVisible();
    await expect(invisible).not.toBeChecked();
  });

  test("settings' table of contents leads to a section from the keyboard", async ({ page }) => {
    await page.goto('/web/app/settings');
    // The sections above Account load apart (the form after the profile): once they have, the
    // link's target stays where it lands.
    await expect(page.getByRole('switch').first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await contents.getByRole('link', { name: 'Account', exact: true }).focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/app\/settings#settings-account$/);
    const account = page.getByRole('region', { name: 'Account', exact: true });
    await expect(account.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(account.getByRole('button', { name: 'Change Password' })).toBeVisible();
  });

  // The admin's purposes and interests are kept per language; the member chose Art and Baking.
  for (const { language, purpose, baking } of [
    { language: 'fr', purpose: 'Relation sérieuse', baking: 'Pâtisserie' },
    { language: 'ar', purpose: 'علاقة جادة', baking: 'الخَبز' },
  ]) {
    test(`purposes and interests read in ${language}`, async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: 'language', value: language, url: baseURL! }]);

      await page.goto('/web/app/Profile');
      await expect(page.getByRole('main')).toContainText(baking);

      await page.goto('/web/app/settings');
      await expect(page.getByRole('button', { name: purpose })).toBeVisible();
    });
  }

  test('/app/Help/2 opens the safety tips tab', async ({ page }) => {
    await page.goto('/web/app/Help/2');

    await expect(page.getByRole('tab', { name: 'Safety Tips' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
