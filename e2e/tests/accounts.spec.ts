import { expect, test, type Page } from '@playwright/test';
import { TEST_IDS } from '../../shell/src/testIds';
import { signUpMember, uniqueEmail } from '../support/session';
import { completeSignUpFlow, logOut } from '../support/signUpFlow';

const NAME = 'Grace Hopper';
const PASSWORD = 'cobol1959';

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByTestId(TEST_IDS.signInForm);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('accounts', () => {
  test('a new member signs up, logs out, signs in again and switches to Arabic', async ({
    page,
    request,
  }) => {
    // One member's whole life on this browser, each step starting where the previous one ended.
    test.setTimeout(90_000);
    const email = uniqueEmail('journey');

    await test.step('sign-up details', async () => {
      await page.goto('/web/login');
      await page.getByTestId(TEST_IDS.signUpTab).click();
      const form = page.getByTestId(TEST_IDS.signUpForm);
      await form.getByLabel('Name').fill(NAME);
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password').fill(PASSWORD);
      await form.getByLabel('Date of birth').fill('1990-12-09');
      await form.getByRole('radio', { name: 'Female' }).check();
      await form.getByRole('button', { name: 'Sign up' }).click();
    });

    await completeSignUpFlow(page, request, { email, name: NAME });

    await test.step('logs out', async () => {
      await logOut(page);
      await page.goto('/web/app/PeopleNear');
      await expect(page).toHaveURL(/\/web\/login$/);
    });

    await test.step('a wrong password is refused', async () => {
      await signIn(page, email, 'not-my-password');
      await expect(page.getByTestId(TEST_IDS.formMessage)).toHaveText(
        'Email or Password Incorrect',
      );
    });

    await test.step('signs in again', async () => {
      await signIn(page, email, PASSWORD);
      await expect(page).toHaveURL(/\/web\/app\/PeopleNear$/);
      await expect(page.getByTestId(TEST_IDS.sidebarMemberName)).toHaveText(NAME);
    });

    await test.step('switches to Arabic, right-to-left', async () => {
      await page.getByTestId(TEST_IDS.languageSelect).selectOption('ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
    });
  });

  test('a member deactivates from settings and comes back by confirming at sign-in', async ({
    page,
    request,
  }) => {
    const member = await signUpMember(request, { name: 'Ida Rhodes' });

    await test.step('signs in and deactivates the account', async () => {
      await page.goto('/web/login');
      await signIn(page, member.email, member.password);
      await expect(page).toHaveURL(/\/web\/app\/PeopleNear$/);
      await page.goto('/web/app/settings');
      await page.getByRole('button', { name: 'Deactivate account' }).click();
      await page
        .getByRole('dialog', { name: 'Are you sure?' })
        .getByRole('button', { name: 'Yes' })
        .click();
      await expect(page).toHaveURL(/\/web\/login$/);
    });

    await test.step('signing in asks first, and Cancel keeps the account closed', async () => {
      await signIn(page, member.email, member.password);
      const confirm = page.getByRole('dialog', { name: 'This account is deactivated' });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(page).toHaveURL(/\/web\/login$/);
    });

    await test.step('confirming reactivates it and signs in', async () => {
      await signIn(page, member.email, member.password);
      await page
        .getByRole('dialog', { name: 'This account is deactivated' })
        .getByRole('button', { name: 'Reactivate and sign in' })
        .click();
      await expect(page).toHaveURL(/\/web\/app\/PeopleNear$/);
      await expect(page.getByTestId(TEST_IDS.sidebarMemberName)).toHaveText('Ida Rhodes');
    });
  });
});
