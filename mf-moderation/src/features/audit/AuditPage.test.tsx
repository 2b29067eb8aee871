import { mockApi, renderRemote } from '@dating/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../App';
import { ANN, auditEntry, NOW_SECONDS } from '../../testing/moderationFixture';

afterEach(() => jest.restoreAllMocks());

describe('AuditPage', () => {
  it('lists the actions newest first as the server gives them: when, who, on whom, what and why', async () => {
    mockApi({
      moderationaudit: {
        body: {
          status: 'true',
          entries: [
            auditEntry({
              id: 2,
              action: 'suspend',
              days: 3,
              until: NOW_SECONDS + 3 * 86400,
              note: 'Insults in chat',
            }),
            auditEntry({ id: 1, member: ANN, action: 'remove_photo', photo_id: 8, note: 'Nudity' }),
          ],
          total: 2,
        },
      },
    });
    renderRemote(App, { path: '/app/audit' });

    const [newest, older] = await screen.findAllByRole('listitem');
    expect(newest).toHaveTextContent('Suspend');
    expect(newest).toHaveTextContent(/3 days, until/);
    expect(newest).toHaveTextContent('Insults in chat');
    expect(newest).toHaveTextContent('Mo');
    expect(within(newest as HTMLElement).getByRole('link', { name: 'Bea' })).toHaveAttribute(
      'href',
      '/app/case/12',
    );
    expect(older).toHaveTextContent('Remove photo');
    expect(older).toHaveTextContent('Photo 8');
  });

  it('searches by member and by moderator, from the first page', async () => {
    const { calls } = mockApi({
      moderationaudit: ({ fields }) => {
        const searched = fields.member === 'bea' && fields.moderator === 'mo';
        return {
          body: {
            status: 'true',
            entries: [auditEntry({ note: searched ? 'Found her' : 'First warning' })],
            total: searched ? 1 : 60,
          },
        };
      },
    });
    renderRemote(App, { path: '/app/audit' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');

    await user.type(screen.getByLabelText('Search by member'), 'bea');
    await user.type(screen.getByLabelText('Search by moderator'), 'mo');

    expect(await screen.findByText('Found her')).toBeInTheDocument();
    expect(calls.at(-1)?.fields).toEqual({
      language: 'en',
      member: 'bea',
      moderator: 'mo',
      limit: 25,
      offset: 0,
    });
  });

  it('says when the search finds nothing', async () => {
    mockApi({ moderationaudit: { body: { status: 'true', entries: [], total: 0 } } });
    renderRemote(App, { path: '/app/audit' });
    expect(await screen.findByRole('heading', { name: 'No actions found' })).toBeInTheDocument();
  });
});
