import { eventBus } from '@dating/web';
import { type BlurredPersonCard } from '@dating/contract';
import { MESSAGES } from '@dating/contract/messages';
import { mockApi, TEST_SESSION, type RecordedCall } from '@dating/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aMemberProfile,
  aPerson,
  matchAnswer,
  OK,
  ownProfileAnswer,
  peopleAnswer,
} from '../../testing/discoveryFixture';
import { renderDiscoveryApp } from '../../testing/renderDiscoveryApp';
import { TEST_IDS } from '../../testIds';

jest.setTimeout(20_000);

const BRUNCH = { prompt_id: 1, prompt: 'A perfect Sunday…', answer: 'Brunch by the river' };
const FEAR = { prompt_id: 3, prompt: 'My most irrational fear…', answer: 'Geese' };

const memberAnswer = (overrides = {}) => ({
  body: { status: 'true', result: aMemberProfile({ prompts: [BRUNCH, FEAR], ...overrides }) },
});
const callsTo = (calls: RecordedCall[], name: string) => calls.filter(({ call }) => call === name);
const heading = () => screen.findByRole('heading', { name: /^Bruno/ }, { timeout: 3000 });

/** Bruno's profile open, where a like answers a match; the calls the page makes. */
async function openProfileToLike() {
  const { calls } = mockApi({
    webprofilenew: memberAnswer(),
    webvisitprofile: OK,
    webmatch: matchAnswer(),
  });
  renderDiscoveryApp('/app/PeopleNear/PeopleExplore/21');
  await heading();
  return calls;
}

afterEach(() => {
  jest.restoreAllMocks();
  eventBus.all.clear();
});

describe("a member's prompts and likes aimed at them", () => {
  it('likes one answer with a comment from the profile, sending what was liked', async () => {
    const calls = await openProfileToLike();
    const prompts = screen.getByRole('list', { name: 'Prompts' });
    expect(within(prompts).getByText('Geese')).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Like the answer to "My most irrational fear…"' }),
    );
    const composer = screen.getByRole('dialog', { name: 'Like this' });
    expect(within(composer).getByText('Geese')).toBeInTheDocument();
    await userEvent.type(
      within(composer).getByRole('textbox', { name: 'Add a comment (optional)' }),
      ' Same here! ',
    );
    await userEvent.click(within(composer).getByRole('button', { name: 'Send like' }));

    await waitFor(() => expect(callsTo(calls, 'webmatch')).toHaveLength(1));
    expect(callsTo(calls, 'webmatch')[0]?.fields).toMatchObject({
      follow_id: '21',
      type: 'like',
      liked_prompt: '3',
      comment: 'Same here!',
    });
    expect(callsTo(calls, 'webmatch')[0]?.fields).not.toHaveProperty('liked_photo');
  });

  it('says why a comment was refused by a member who hears only from verified members, with the way to verify', async () => {
    mockApi({
      webprofilenew: memberAnswer(),
      webvisitprofile: OK,
      webmatch: { status: 403, body: { status: 'false', message: MESSAGES.verifiedOnlyContact } },
    });
    renderDiscoveryApp('/app/PeopleNear/PeopleExplore/21');
    await heading();

    await userEvent.click(
      screen.getByRole('button', { name: 'Like the answer to "My most irrational fear…"' }),
    );
    const composer = screen.getByRole('dialog', { name: 'Like this' });
    await userEvent.type(
      within(composer).getByRole('textbox', { name: 'Add a comment (optional)' }),
      'Same here!',
    );
    await userEvent.click(within(composer).getByRole('button', { name: 'Send like' }));

    const notice = await screen.findByTestId('verify-to-message');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent('This member only hears from verified members.');
    expect(within(notice).getByRole('link', { name: 'Verify to message' })).toHaveAttribute(
      'href',
      '/app/Profile#verify',
    );
  });

  it('likes a photo without a comment, and keeps Send like off while the comment is too long', async () => {
    const calls = await openProfileToLike();

    await userEvent.click(screen.getByRole('button', { name: 'Like photo 2' }));
    const composer = screen.getByRole('dialog', { name: 'Like this' });
    const comment = within(composer).getByRole('textbox', { name: 'Add a comment (optional)' });
    fireEvent.change(comment, { target: { value: 'x'.repeat(141) } });
    expect(comment).toHaveAccessibleDescription(
      `141 of 140 characters ${MESSAGES.likeCommentTooLong}`,
    );
    expect(within(composer).getByRole('button', { name: 'Send like' })).toBeDisabled();

    fireEvent.change(comment, { target: { value: '' } });
    await userEvent.click(within(composer).getByRole('button', { name: 'Send like' }));

    await waitFor(() => expect(callsTo(calls, 'webmatch')).toHaveLength(1));
    const sent = callsTo(calls, 'webmatch')[0]?.fields;
    expect(sent).toMatchObject({ liked_photo: '/uploads/21-b.jpg', type: 'like' });
    expect(sent).not.toHaveProperty('comment');
  });

  it('offers no aimed like once the member already liked them', async () => {
    mockApi({ webprofilenew: memberAnswer({ send_match: '3' }), webvisitprofile: OK });
    renderDiscoveryApp('/app/PeopleNear/PeopleExplore/21');
    await heading();

    expect(screen.getByText('Brunch by the river')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Like the answer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Like photo/ })).not.toBeInTheDocument();
  });

  it('shows the first answer and the New here tag on the swipe card', async () => {
    const clara = aPerson(22, 'Clara', { prompts: [BRUNCH, FEAR], new_here: 'true' });
    mockApi({ webprofile: ownProfileAnswer(), webgetpeople: peopleAnswer([clara]) });
    renderDiscoveryApp('/app/PeopleNear');

    const card = await screen.findByTestId(TEST_IDS.swipeCard, {}, { timeout: 3000 });
    expect(within(card).getByText('Brunch by the river')).toBeInTheDocument();
    expect(within(card).queryByText('Geese')).not.toBeInTheDocument();
    expect(within(card).getByText('New here')).toBeInTheDocument();
  });

  it('shows a free member the comment and what was liked on a blurred like', async () => {
    const blurred: BlurredPersonCard = {
      ...aPerson(21, 'Bruno'),
      received_like: {
        comment: 'Which brunch place?',
        liked: { kind: 'prompt', prompt_id: 1, answer: 'Brunch by the river' },
      },
    };
    mockApi({
      webprofile: ownProfileAnswer(),
      webfriendrequests: { body: { status: 'true', blurred: 'true', peoples: [blurred] } },
    });
    renderDiscoveryApp('/app/LikeRequests', TEST_SESSION);

    const [listed] = await screen.findAllByTestId(TEST_IDS.personCard);
    expect(within(listed!).getByText('Liked your answer')).toBeInTheDocument();
    expect(within(listed!).getByText('Brunch by the river')).toBeInTheDocument();
    expect(within(listed!).getByText('Which brunch place?')).toBeInTheDocument();
  });
});
