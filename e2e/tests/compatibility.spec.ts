import { expect, test, type Page } from '@playwright/test';
import { TEST_IDS } from '../../mf-discovery/src/testIds';
import { aName } from '../support/memberNames';
import { signUpMember, storeSession } from '../support/session';

/** Cities no other journey uses, one per attempt, so a retry meets nobody from its first try. */
const CITIES = ['Hamburg', 'Munich', 'Prague'] as const;

/** The first three questions of the seeded list, which the page asks first. */
const RHYTHM = 'Are you a morning person or a night owl?';
const SMOKE = 'Do you smoke?';
const ALCOHOL = 'How often do you drink alcohol?';

interface Given {
  answer: string;
  accept: string;
  shown?: boolean;
}

/** Answers the question the page shows, as "Very" important, and waits for it to be saved. */
async function answerNext(page: Page, question: string, { answer, accept, shown = true }: Given) {
  const form = page.getByRole('form', { name: question });
  await expect(form).toBeVisible();
  await form
    .getByRole('group', { name: 'Your answer' })
    .getByRole('radio', { name: answer, exact: true })
    .check();
  await form
    .getByRole('group', { name: 'Answers you would accept from someone else' })
    .getByRole('checkbox', { name: accept, exact: true })
    .check();
  await form.getByRole('radio', { name: 'Very', exact: true }).check();
  if (!shown) {
    await form
      .getByRole('checkbox', { name: 'Show my answer when someone compares answers with me' })
      .uncheck();
  }
  await form.getByRole('button', { name: 'Save answer' }).click();
  // Saved, the page moves on to the next question.
  await expect(form).toHaveCount(0);
}

test('two members answer compatibility questions, see their percentage and compare answers', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two sign-ups and six answers through the pages.
  test.setTimeout(120_000);
  const city = CITIES[test.info().retry % CITIES.length]!;
  const anna = await signUpMember(page.request, { name: aName('Anna'), city });
  const bruno = await signUpMember(page.request, { name: aName('Bruno'), city, gender: 'male' });

  // Anna finds the questions from her profile and answers three, accepting her own answers only.
  await storeSession(page, baseURL!, anna);
  await page.goto('/web/app/Profile');
  await page.getByRole('link', { name: /Compatibility questions/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Compatibility questions', level: 1 }),
  ).toBeVisible();
  await answerNext(page, RHYTHM, { answer: 'Morning person', accept: 'Morning person' });
  await answerNext(page, SMOKE, { answer: 'No', accept: 'No' });
  await expect(page.getByText(/^2 of \d+ answered$/)).toBeVisible();

  // Bruno answers the same three: a smoker socially, and keeping his drinking to himself.
  const brunoContext = await browser.newContext({ baseURL });
  const brunoPage = await brunoContext.newPage();
  await storeSession(brunoPage, baseURL!, bruno);
  await brunoPage.goto('/web/app/Profile/Questions');
  await answerNext(brunoPage, RHYTHM, { answer: 'Morning person', accept: 'Morning person' });
  await answerNext(brunoPage, SMOKE, { answer: 'Socially', accept: 'No' });
  await answerNext(brunoPage, ALCOHOL, { answer: 'Rarely', accept: 'Rarely', shown: false });

  // Two questions in common: no percentage yet, and Bruno's profile says why.
  await page.goto(`/web/app/PeopleNear/PeopleExplore/${bruno.memberId}`);
  await expect(page.getByText(/No percentage yet/)).toBeVisible();

  // Anna answers the third. Her satisfaction: 'very' (50) met twice, missed once (Bruno smokes):
  // 100/150; Bruno's: all met. sqrt(2/3) = 0.8165, less the margin 1/3: 48 %.
  await page.goto('/web/app/Profile/Questions');
  await answerNext(page, ALCOHOL, { answer: 'Rarely', accept: 'Rarely' });

  // Each sees it on the other's card in their deck.
  await page.goto('/web/app/PeopleNear');
  await expect(page.getByTestId(TEST_IDS.swipeCard)).toHaveAccessibleName(bruno.name);
  await expect(page.getByTestId(TEST_IDS.swipeCard).getByTestId(TEST_IDS.cardMatch)).toHaveText(
    '48% compatible',
  );
  await brunoPage.goto('/web/app/PeopleNear');
  await expect(brunoPage.getByTestId(TEST_IDS.swipeCard)).toHaveAccessibleName(anna.name);
  await expect(
    brunoPage.getByTestId(TEST_IDS.swipeCard).getByTestId(TEST_IDS.cardMatch),
  ).toHaveText('48% compatible');

  // Bruno opens Anna's profile and compares: only the questions both chose to show.
  await brunoPage.goto(`/web/app/PeopleNear/PeopleExplore/${anna.memberId}`);
  await expect(
    brunoPage.getByText('48% compatible, from the questions you both answered'),
  ).toBeVisible();
  await brunoPage.getByRole('button', { name: 'Compare answers' }).click();
  const compared = brunoPage.getByRole('dialog', { name: `Your answers and ${anna.name}’s` });
  const items = compared.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(RHYTHM);
  await expect(items.nth(1)).toContainText(SMOKE);
  await expect(items.nth(1)).toContainText('Socially');
  await expect(items.nth(1)).toContainText('No (an answer you accept)');
  await expect(compared).not.toContainText(ALCOHOL);
  await brunoContext.close();

  // Anna compares too, and sees Bruno's smoking is not an answer she accepts.
  await page.goto(`/web/app/PeopleNear/PeopleExplore/${bruno.memberId}`);
  await page.getByRole('button', { name: 'Compare answers' }).click();
  const hers = page.getByRole('dialog', { name: `Your answers and ${bruno.name}’s` });
  await expect(hers.getByRole('listitem')).toHaveCount(2);
  await expect(hers).toContainText('Socially (not an answer you accept)');
});
