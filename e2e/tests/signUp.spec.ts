import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../shared/contract/src/rules/messages';
import { TEST_IDS } from '../../shell/src/testIds';
import { mailsTo, uniqueEmail } from '../support/session';
import { completeSignUpFlow, submitSignUpDetails } from '../support/signUpFlow';

const NAME = 'Grace Hopper';
const DOB = '1990-12-09';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`sign-up at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('a common password is refused on the form with no code mailed, then the member signs up with Back used once', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const email = uniqueEmail('signup');
      const form = page.getByTestId(TEST_IDS.signUpForm);
      const password = form.getByLabel('Password');

      await test.step('the form says where the member stands', async () => {
        await page.goto('/web/login?signuptab=yes');
        await expect(form.getByText(/^Step 1 of \d$/)).toBeVisible();
      });

      await test.step('a common password is refused under its field, before any code', async () => {
        await submitSignUpDetails(page, { name: NAME, email, password: 'password1', dob: DOB });
        await expect(password).toBeFocused();
        await expect(password).toHaveAttribute('aria-invalid', 'true');
        await expect(password).toHaveAccessibleDescription(
          new RegExp(MESSAGES.weakPassword.replace('.', '\\.')),
        );
        await expect(page.getByRole('dialog')).toHaveCount(0);
        expect(await mailsTo(request, email)).toEqual([]);
      });

      await test.step('a stronger password passes and the code is mailed', async () => {
        await password.fill('cobol1959');
        await expect(password).not.toHaveAttribute('aria-invalid', 'true');
        await form.getByRole('button', { name: 'Sign up' }).click();
        await expect(page.getByRole('dialog', { name: 'Verification' })).toBeVisible();
        await expect(page.getByTestId(TEST_IDS.signupFlow).getByText('Step 2 of 6')).toBeVisible();
        expect(await mailsTo(request, email)).toHaveLength(1);
      });

      await completeSignUpFlow(page, request, { email, name: NAME }, { backOnce: true });
    });
  });
}
