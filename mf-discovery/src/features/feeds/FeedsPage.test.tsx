import type { FeedItem } from '@dating/contract';
import { mockApi, TEST_SESSION, type RecordedCall } from '@dating/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_IDS } from '../../testIds';
import { renderDiscoveryApp, STAND_INS } from '../../testing/renderDiscoveryApp';

const FEED: FeedItem = {
  feed_id: 5,
  user_id: 21,
  user_name: 'Bruno',
  user_image: '/uploads/21-a.jpg',
  feed_type: 'location',
  feed_content: 'Paris, France',
  feed_content_images: [],
  liked: 'false',
  gender: 'male',
  feed_time: '2026-11-20T10:00:00.000Z',
};

const callsTo = (calls: RecordedCall[], name: string) => calls.filter(({ call }) => call === name);

afterEach(() => jest.restoreAllMocks());

describe('FeedsPage', () => {
  it('likes an item once', async () => {
    const { calls } = mockApi({
      webfeeds: { body: { status: 'true', feeds: [FEED] } },
      webfeedlike: { body: { status: 'true' } },
    });
    renderDiscoveryApp('/app/Feeds');

    expect(await screen.findByTestId(TEST_IDS.feedItem)).toHaveTextContent(
      'Bruno moved to Paris, France',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));

    const liked = await screen.findByRole('button', { name: 'Liked' });
    expect(liked).toBeDisabled();
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(calls, 'webfeedlike')[0]?.fields).toMatchObject({ feed_id: '5' });
  });

  it("isolates the member's name and words in the sentence, and dates it in the member's language", async () => {
    mockApi({
      webfeeds: {
        body: {
          status: 'true',
          feeds: [{ ...FEED, user_name: 'سلمى', feed_content: 'Lyon, France' }],
        },
      },
    });
    renderDiscoveryApp('/app/Feeds', { ...TEST_SESSION, language: 'fr' });

    const item = await screen.findByTestId(TEST_IDS.feedItem);
    const isolated = [...item.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
    expect(isolated).toEqual(['سلمى', 'Lyon, France']);
    expect(within(item).getByText(/20 nov\. 2026/)).toHaveAttribute('datetime', FEED.feed_time);
  });

  it('keeps an item liked before as liked', async () => {
    mockApi({ webfeeds: { body: { status: 'true', feeds: [{ ...FEED, liked: 'true' }] } } });
    renderDiscoveryApp('/app/Feeds');

    expect(await screen.findByRole('button', { name: 'Liked' })).toBeDisabled();
  });

  it('opens the chat with the member', async () => {
    const { calls } = mockApi({
      webfeeds: { body: { status: 'true', feeds: [FEED] } },
      webcreatchat: { body: { status: 'true', chatid: 9 } },
    });
    renderDiscoveryApp('/app/Feeds');

    await userEvent.click(await screen.findByRole('button', { name: 'Chat with Bruno' }));

    expect(
      await screen.findByText(STAND_INS['/app/Message/MessageNew/:userId/:chatId']),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(calls, 'webcreatchat')[0]?.fields).toMatchObject({ receiver_id: '21' }),
    );
  });

  it("shows 'No Feeds'", async () => {
    mockApi({ webfeeds: { body: { status: 'true', feeds: [] } } });
    renderDiscoveryApp('/app/Feeds');

    expect(await screen.findByRole('status')).toHaveTextContent('No Feeds');
  });
});
