import { expect, test, type Page } from '@playwright/test';
import type { UploadImageResponse } from '../../shared/contract/src/schemas';
import { solidPng } from '../support/png';
import { postAs, seedSession, signUpMember, storeSession } from '../support/session';

/** The photos of the photo-order list, in the order shown. */
async function photoOrder(page: Page): Promise<(string | null)[]> {
  const order = page.getByRole('region', { name: 'Photo order' });
  return order
    .getByRole('img')
    .evaluateAll((images) => images.map((img) => img.getAttribute('src')));
}

test.describe('profile fields, completeness and photo order', () => {
  test('a member fills in height, languages and family plans, and another member sees them', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(120_000);
    const owner = await seedSession(page, baseURL!);
    // A second photo, so that the order has something to change.
    const upload = await postAs<UploadImageResponse>(page.request, owner, 'uploadimageweb', {
      file: `data:image/png;base64,${solidPng().toString('base64')}`,
    });
    await postAs(page.request, owner, 'websetprofile', {
      images: upload.imageurl,
      images_name: upload.image_name,
    });

    await page.goto('/web/app/Profile/EditProfile');
    const meter = page.getByRole('meter', { name: 'Profile completeness' });
    await expect(meter).toBeVisible();
    const before = Number(await meter.getAttribute('aria-valuenow'));
    await expect(page.getByText('Next: Add a third photo')).toBeVisible();

    await page.getByRole('spinbutton', { name: 'Height' }).fill('175');
    const languages = page.getByRole('group', { name: 'Languages I speak' });
    await languages.getByRole('checkbox', { name: 'French' }).check();
    await languages.getByRole('checkbox', { name: 'Spanish' }).check();
    await page
      .getByRole('combobox', { name: 'Family plans', exact: true })
      .selectOption('Want children');
    await page.getByRole('combobox', { name: 'Who sees my Family plans' }).selectOption('Everyone');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();

    // The page reloads itself after saving (spec section 4): what was saved is what shows.
    await page.waitForEvent('load');
    await expect(page.getByRole('spinbutton', { name: 'Height' })).toHaveValue('175');
    await expect(languages.getByRole('checkbox', { name: 'French' })).toBeChecked();
    await expect(languages.getByRole('checkbox', { name: 'Spanish' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Family plans', exact: true })).toHaveValue(
      'want_children',
    );
    await expect
      .poll(async () => Number(await meter.getAttribute('aria-valuenow')))
      .toBeGreaterThan(before);

    // Reorder from the keyboard: the second photo becomes the main one, and stays so.
    const [first, second] = await photoOrder(page);
    await page.getByRole('button', { name: 'Move photo 2 earlier' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Photo moved to position 1 of 2')).toBeAttached();
    await expect.poll(() => photoOrder(page)).toEqual([second, first]);
    await page.reload();
    await expect.poll(() => photoOrder(page)).toEqual([second, first]);

    // And back by dragging the second photo onto the first's place.
    const items = page.getByRole('region', { name: 'Photo order' }).getByRole('listitem');
    await items.nth(1).dragTo(items.nth(0));
    await expect.poll(() => photoOrder(page)).toEqual([first, second]);
    await page.reload();
    await expect.poll(() => photoOrder(page)).toEqual([first, second]);

    // Another member near them reads the three fields on the profile, in their own units.
    const viewer = await signUpMember(page.request, { name: 'Vera Viewer' });
    const context = await browser.newContext();
    const viewerPage = await context.newPage();
    await storeSession(viewerPage, baseURL!, viewer);
    await viewerPage.goto(`/web/app/PeopleNear/PeopleExplore/${owner.memberId}`);
    const details = viewerPage.locator('dl.member-profile__details');
    await expect(details.locator('[data-field="height"] dd')).toHaveText('5′ 9″ (175 cm)');
    await expect(details.locator('[data-field="languages"] dd')).toHaveText('French, Spanish');
    await expect(details.locator('[data-field="family_plans"] dd')).toHaveText('Want children');
    await context.close();
  });
});
