import { eventBus } from '@dating/web';
import { mockApi, TEST_SESSION } from '@dating/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMemberProfile, OK } from '../../../testing/discoveryFixture';
import { renderDiscoveryApp } from '../../../testing/renderDiscoveryApp';

const memberAnswer = (overrides = {}) => ({
  body: { status: 'true', result: aMemberProfile(overrides) },
});
const PREMIUM_SESSION = { ...TEST_SESSION, premium: true };
// The page and the dialog are lazy chunks: give them time on a busy machine.
const LOADED = { timeout: 10_000 };
jest.setTimeout(30_000);

afterEach(() => {
  jest.restoreAllMocks();
  eventBus.all.clear();
});

describe('MatchSummary', () => {
  it('shows the percentage and compares the answers both show, in a dialog', async () => {
    const { calls } = mockApi({
      webprofilenew: memberAnswer({ match_percent: 72 }),
      webvisitprofile: OK,
      webcompareanswers: {
        body: {
          status: 'true',
          match_percent: 72,
          common: 5,
          questions: [
            {
              question_id: 3,
              category: 'fun',
              text: 'Cats or dogs?',
              mine: 'Cats',
              theirs: 'Dogs',
              theirs_accepted: 'false',
            },
          ],
        },
      },
    });
    renderDiscoveryApp('/app/Visitors/VisitorNew/21', PREMIUM_SESSION);
    expect(
      await screen.findByText('72% compatible, from the questions you both answered', {}, LOADED),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Compare answers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your answers and Bruno’s' }, LOADED);
    expect(await within(dialog).findByText('Cats or dogs?', {}, LOADED)).toBeInTheDocument();
    expect(within(dialog).getByText('Cats')).toBeInTheDocument();
    expect(within(dialog).getByText(/Dogs/)).toHaveTextContent('Dogs (not an answer you accept)');
    await waitFor(() =>
      expect(calls.find(({ call }) => call === 'webcompareanswers')?.fields).toMatchObject({
        friend_id: '21',
      }),
    );
  });

  it('says why there is no percentage yet, and links to the questions', async () => {
    mockApi({
      webprofilenew: memberAnswer(),
      webvisitprofile: OK,
      webcompareanswers: { body: { status: 'true', common: 2, questions: [] } },
    });
    renderDiscoveryApp('/app/Visitors/VisitorNew/21', PREMIUM_SESSION);
    expect(
      await screen.findByText(/No percentage yet: .* at least 3 of the same/, {}, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Answer questions' })).toHaveAttribute(
      'href',
      '/app/Profile/Questions',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Compare answers' }));
    expect(
      await screen.findByText(
        'You have 2 questions in common, but no answers you both chose to show.',
        {},
        LOADED,
      ),
    ).toBeInTheDocument();
  });
});
