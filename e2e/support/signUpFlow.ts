import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TEST_IDS } from '../../shell/src/testIds';
import { solidPng } from './png';
import { readMailedCode } from './session';

/** The Signup tab's first form, filled in and sent as a member does. */
export async function submitSignUpDetails(
  page: Page,
  details: { name?: string; email?: string; password: string; dob: string },
): Promise<void> {
  const form = page.getByTestId(TEST_IDS.signUpForm);
  if (details.name !== undefined) await form.getByLabel('Name').fill(details.name);
  if (details.email !== undefined) await form.getByLabel('Email').fill(details.email);
  await form.getByLabel('Password').fill(details.password);
  await form.getByLabel('Date of birth').fill(details.dob);
  await form.getByRole('radio', { name: 'Female' }).check();
  await form.getByRole('button', { name: 'Sign up' }).click();
}

/**
 * The sign-up flow's tabs after the first form, as a member goes through them: the mailed code,
 * a purpose, a real photo, interests and a place; the member lands on PeopleNear under `name`.
 * With `backOnce`, the member goes Back from the place to the interests, finds them as they
 * left them, and comes back to the place they chose. With `mailedCode: false` (a social sign-up
 * whose provider vouched for the e-mail) the flow starts at the purpose, asking no code.
 */
export async function completeSignUpFlow(
  page: Page,
  request: APIRequestContext,
  member: { email: string; name: string },
  { backOnce = false, mailedCode = true }: { backOnce?: boolean; mailedCode?: boolean } = {},
): Promise<void> {
  const flow = page.getByTestId(TEST_IDS.signupFlow);

  if (mailedCode) await enterMailedCode(page, request, member.email);
  else {
    await test.step('no code asked: the flow opens at the purpose', async () => {
      await expect(page.getByRole('dialog', { name: 'I am here to' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Verification' })).toHaveCount(0);
    });
  }

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
    const place = flow.getByRole('combobox');
    await place.fill('Paris');
    await flow.getByTestId(TEST_IDS.placeSuggestion).first().click();
    const chosen = await place.inputValue();
    if (backOnce) {
      await flow.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByRole('dialog', { name: 'Interest' })).toBeVisible();
      const interests = flow.getByRole('checkbox');
      await expect(interests.nth(0)).toBeChecked();
      await expect(interests.nth(1)).toBeChecked();
      await flow.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('dialog', { name: 'Location' })).toBeVisible();
      await expect(place).toHaveValue(chosen);
    }
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
    .getByRole('dialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page).toHaveURL(/\/web\/login$/);
}

/** Tab 5: the code from the mail. */
async function enterMailedCode(
  page: Page,
  request: APIRequestContext,
  email: string,
): Promise<void> {
  await test.step('tab 5: the code from the mail', async () => {
    await expect(page.getByRole('dialog', { name: 'Verification' })).toBeVisible();
    const code = await readMailedCode(request, email);
    const flow = page.getByTestId(TEST_IDS.signupFlow);
    await flow.getByLabel('Digit 1 of 4').pressSequentially(code);
    await flow.getByRole('button', { name: 'Verify' }).click();
  });
}
