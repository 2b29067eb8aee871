import { expect, test, type Page } from '@playwright/test';
import { TEST_IDS } from '../../mf-discovery/src/testIds';
import { aName } from '../support/memberNames';
import { signUpMember, storeSession } from '../support/session';

/** Cities no other journey uses, one per attempt, so a retry meets nobody from its first try. */
const CITIES = ['Bergen', 'Porto', 'Bologna'] as const;

const ANSWER = 'Pancakes, then a long walk by the sea';
const COMMENT = 'Which beach do you walk on?';

/** Edit profile's prompts: picks the first prompt, answers it and saves the form. */
async function answerFirstPrompt(page: Page) {
  await page.goto('/web/app/Profile/EditProfile');
  await page.getByRole('button', { name: 'Add a prompt' }).click();
  await expect(page.getByRole('combobox', { name: 'Prompt 1' })).toHaveValue('1');
  await page.getByRole('textbox', { name: 'Your answer to prompt 1' }).fill(ANSWER);
  // The form's one Save: the profile, then the prompts.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
}

test('a like of a prompt with a comment reaches its author, and opens their chat once they match', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two sign-ups and seven pages between two members: on a CI machine whose other lane runs the
  // server's tests, 30 s was too short twice in a row.
  test.setTimeout(90_000);
  const city = CITIES[test.info().retry % CITIES.length]!;
  const anna = await signUpMember(page.request, { name: aName('Anna'), city });
  const bruno = await signUpMember(page.request, { name: aName('Bruno'), city, gender: 'male' });

  // Anna answers a prompt.
  await storeSession(page, baseURL!, anna);
  await answerFirstPrompt(page);
  // Her own profile previews the answer as others will read it.
  await page.goto('/web/app/Profile');
  const preview = page.getByRole('region', { name: 'How others see you' });
  await expect(preview.getByRole('list', { name: 'Prompts' })).toContainText(ANSWER);

  // Bruno likes Anna's answer from her profile, with a comment.
  const brunoContext = await browser.newContext({ baseURL });
  const brunoPage = await brunoContext.newPage();
  await storeSession(brunoPage, baseURL!, bruno);
  await brunoPage.goto(`/web/app/PeopleNear/PeopleExplore/${anna.memberId}`);
  await expect(brunoPage.getByText(ANSWER)).toBeVisible();
  await brunoPage.getByRole('button', { name: 'Like the answer to "A perfect Sunday…"' }).click();
  const composer = brunoPage.getByRole('dialog', { name: 'Like this' });
  await expect(composer.getByText(ANSWER)).toBeVisible();
  await composer.getByRole('textbox', { name: 'Add a comment (optional)' }).fill(COMMENT);
  const liked = brunoPage.waitForResponse((response) => response.url().endsWith('/api/webmatch'));
  await composer.getByRole('button', { name: 'Send like' }).click();
  expect((await liked).status()).toBe(200);
  await expect(composer).toHaveCount(0);
  await brunoContext.close();

  // Anna sees the comment and what it liked on the like, before she knows who sent it.
  await page.goto('/web/app/LikeRequests');
  const like = page.getByTestId(TEST_IDS.personCard);
  await expect(like).toHaveCount(1);
  await expect(like).toContainText('Liked your answer');
  await expect(like).toContainText(ANSWER);
  await expect(like).toContainText(COMMENT);

  // She likes Bruno back on her deck: they match, and the chat opens with his comment.
  await page.goto('/web/app/PeopleNear');
  await expect(page.getByTestId(TEST_IDS.swipeCard)).toHaveAccessibleName(bruno.name);
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  const moment = page.getByRole('dialog', { name: "It's a Match!" });
  await expect(moment).toBeVisible();
  await moment.getByRole('button', { name: 'Send message' }).click();

  const history = page.getByRole('list', { name: `Messages with ${bruno.name}` });
  const quote = history.getByRole('figure', { name: 'Liked an answer' });
  await expect(quote).toContainText(ANSWER);
  await expect(history.getByText(COMMENT)).toBeVisible();
});
