import { expect, test, type Page } from '@playwright/test';
import { TEST_IDS } from '../../shell/src/testIds';
import { solidPng } from '../support/png';
import { readMailedCode, signUpMember, uniqueEmail } from '../support/session';

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

    const flow = page.getByTestId(TEST_IDS.signupFlow);

    await test.step('tab 5: the code from the mail', async () => {
      await expect(page.getByRole('dialog', { name: 'Verification' })).toBeVisible();
      const code = await readMailedCode(request, email);
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
      await expect(page.getByTestId(TEST_IDS.sidebarMemberName)).toHaveText(NAME);
    });

    await test.step('logs out', async () => {
      await page.getByTestId(TEST_IDS.logoutButton).click();
      await page
        .getByRole('dialog', { name: 'Are you sure ?' })
        .getByRole('button', { name: 'Yes' })
        .click();
      await expect(page).toHaveURL(/\/web\/login$/);
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
        .getByRole('dialog', { name: 'Are you sure ?' })
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
