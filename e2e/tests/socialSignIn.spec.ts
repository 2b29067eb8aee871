import { expect, test, type Page } from '@playwright/test';
import { TEST_IDS } from '../../shell/src/testIds';
import { uniqueEmail } from '../support/session';
import { completeSignUpFlow, logOut } from '../support/signUpFlow';

const NAME = 'Katherine Johnson';

/**
 * "Continue with Facebook" on a server without Facebook keys (e2e runs as `pnpm start` does): the
 * local stand-in's dialog gives a test identity for the address typed in.
 */
async function continueWithStandIn(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stand-in sign-in' });
  await expect(dialog).toContainText('local test identity instead of Facebook');
  await dialog.getByLabel('Name').fill(NAME);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
}

test('a newcomer signs up through Continue with Facebook without a password or code, and signs in with it again', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('stand-in');

  await test.step('check_fb_user finds nobody: the sign-up form opens prefilled, without a password', async () => {
    await page.goto('/web/login');
    await continueWithStandIn(page, email);
    const form = page.getByTestId(TEST_IDS.signUpForm);
    await expect(page.getByRole('tab', { name: 'New account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(form.getByLabel('Name')).toHaveValue(NAME);
    await expect(form.getByLabel('Email')).toHaveValue(email);
    // The provider vouched for the e-mail: no password to choose.
    await expect(form.getByLabel('Password')).toHaveCount(0);
    await form.getByLabel('Date of birth').fill('1990-08-26');
    await form.getByRole('radio', { name: 'Female' }).check();
    await form.getByRole('button', { name: 'Sign up' }).click();
  });

  // A test identity has no picture: the flow asks for a photo, as an e-mail sign-up's does. No
  // code is mailed: the flow goes on from the purpose.
  await completeSignUpFlow(page, request, { email, name: NAME }, { mailedCode: false });

  await test.step('logs out', () => logOut(page));

  await test.step('check_fb_user now knows the member: signed straight in', async () => {
    await continueWithStandIn(page, email);
    await expect(page).toHaveURL(/\/web\/app\/PeopleNear$/);
    await expect(page.getByTestId(TEST_IDS.sidebarMemberName)).toHaveText(NAME);
  });
});
