import { mockApi, renderRemote } from '@dating/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../App';
import { ANN, moderationCase, queueItem } from '../../testing/moderationFixture';

afterEach(() => jest.restoreAllMocks());

/** The queue's entry a member's link is in. */
function rowOf(link: HTMLElement): HTMLElement {
  const row = link.closest('li');
  if (!row) throw new Error('The link is in no list item');
  return row;
}

describe('QueuePage', () => {
  it('lists the reported members in the order the server gives, with counts, reasons and age', async () => {
    const { calls } = mockApi({
      moderationqueue: {
        body: {
          status: 'true',
          items: [
            queueItem(),
            queueItem({
              member: ANN,
              open_reports: 1,
              reasons: ['fake_profile'],
              standing: 'suspended',
            }),
          ],
          total: 2,
        },
      },
    });
    renderRemote(App, { path: '/app' });

    const first = rowOf(await screen.findByRole('link', { name: 'Open the case of Bea' }));
    const second = rowOf(screen.getByRole('link', { name: 'Open the case of Ann' }));
    expect(screen.getAllByRole('link', { name: /^Open the case of/ })).toHaveLength(2);
    expect(first.compareDocumentPosition(second)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(first).toHaveTextContent('3 open reports');
    expect(within(first).getByRole('list', { name: 'Reasons' })).toHaveTextContent(
      'Harassment or hateSpam or scam',
    );
    expect(first).toHaveTextContent('Oldest report 2 days ago');
    expect(second).toHaveTextContent('1 open report');
    expect(second).toHaveTextContent('Suspended');
    expect(calls[0]).toMatchObject({ call: 'moderationqueue', fields: { limit: 20, offset: 0 } });
  });

  it('opens a member’s case from the queue', async () => {
    mockApi({
      moderationqueue: { body: { status: 'true', items: [queueItem()], total: 1 } },
      moderationcase: { body: { status: 'true', result: moderationCase() } },
    });
    renderRemote(App, { path: '/app' });

    await userEvent.click(await screen.findByRole('link', { name: 'Open the case of Bea' }));

    expect(await screen.findByRole('heading', { name: 'Case of Bea' })).toBeInTheDocument();
  });

  it('pages through a long queue', async () => {
    const { calls } = mockApi({
      moderationqueue: ({ fields }) => ({
        body: {
          status: 'true',
          items: [queueItem({ open_reports: fields.offset === 0 ? 9 : 2 })],
          total: 45,
        },
      }),
    });
    renderRemote(App, { path: '/app' });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('2 open reports')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(calls.at(-1)?.fields).toMatchObject({ limit: 20, offset: 20 });
  });

  it('says when nothing is waiting', async () => {
    mockApi({ moderationqueue: { body: { status: 'true', items: [], total: 0 } } });
    renderRemote(App, { path: '/app' });
    expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeInTheDocument();
  });

  it('tells a member without the role that the console is for moderators', async () => {
    mockApi({
      moderationqueue: { status: 403, body: { status: 'false', message: 'Forbidden' } },
    });
    renderRemote(App, { path: '/app' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only moderators can use the moderation console.',
    );
  });

  it('offers Retry when the queue cannot be read', async () => {
    let fail = true;
    mockApi({
      moderationqueue: () =>
        fail
          ? { status: 500, body: { status: 'false', message: 'Database unavailable' } }
          : { body: { status: 'true', items: [queueItem()], total: 1 } },
    });
    renderRemote(App, { path: '/app' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: 'Open the case of Bea' })).toBeInTheDocument();
  });
});
