import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TEST_IDS } from '../../shell/src/testIds';
import { solidPng } from './png';
import { readMailedCode } from './session';

/**
 * The sign-up flow's tabs after the first form, as a member goes through them: the mailed code,
 * a purpose, a real photo, interests and a place; the member lands on PeopleNear under `name`.
 */
export async function completeSignUpFlow(
  page: Page,
  request: APIRequestContext,
  member: { email: string; name: string },
): Promise<void> {
  const flow = page.getByTestId(TEST_IDS.signupFlow);

  await test.step('tab 5: the code from the mail', async () => {
    await expect(page.getByRole('dialog', { name: 'Verification' })).toBeVisible();
    const code = await readMailedCode(request, member.email);
    await flow.getByLabel('Digit 1 of 4').pressSequentially(code);
    await flow.getByRole('button', { name: 'Verify' }).click();
  });

  await test.step('tab 1: a purpose', async () => {
    await expect(page.getByRole('dialog', { name: 'I am here to' })).toBeVisible();
    // The radio itself is visually hidden inside its label (icon and name), as a member sees it.
    await flow
      .locator('label', { has: page.getByRole('radio') })
      .first()
      .click();
    await flow.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('tab 2: a real photo', async () => {
    await expect(page.getByRole('dialog', { name: 'Upload great photos' })).toBeVisible();
    await flow.getByTestId(TEST_IDS.photoInput).setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: solidPng(),
    });
    await expect(flow.getByRole('img', { name: 'The photo you chose' })).toBeVisible();
    await flow.getByRole('button', { name: 'Add Photos' }).click();
  });

  await test.step('tab 3: interests', async () => {
    await expect(page.getByRole('dialog', { name: 'Interest' })).toBeVisible();
    const interests = flow.getByRole('checkbox');
    await interests.nth(0).check();
    await interests.nth(1).check();
    await flow.getByRole('button', { name: 'Save' }).click();
  });

  await test.step('tab 4: a place from the suggestions, then Join', async () => {
    await expect(page.getByRole('dialog', { name: 'Location' })).toBeVisible();
    await flow.getByRole('combobox').fill('Paris');
    await flow.getByTestId(TEST_IDS.placeSuggestion).first().click();
    await flow.getByRole('button', { name: 'Join Dating' }).click();
  });

  await test.step('lands on PeopleNear with their name in the sidebar', async () => {
    await expect(page).toHaveURL(/\/web\/app\/PeopleNear$/);
    await expect(page.getByTestId(TEST_IDS.sidebarMemberName)).toHaveText(member.name);
  });
}

/** Logout from the sidebar, confirmed: the member is back on the login page. */
export async function logOut(page: Page): Promise<void> {
  await page.getByTestId(TEST_IDS.logoutButton).click();
  await page
    .getByRole('dialog', { name: 'Are you sure ?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page).toHaveURL(/\/web\/login$/);
}
