import { mockApi } from '@dating/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../test/renderShell';

const HELP_PAGES = {
  status: 'true',
  helppages: [
    { id: 1, title: 'Terms and Conditions', description: '<p>Be <strong>kind</strong>.</p>' },
    { id: 2, title: 'Safety Tips', description: '<p>Meet in public places.</p>' },
  ],
  landingpage: [
    {
      fb_link: 'https://facebook.example/dating',
      google_link: 'https://google.example/dating',
      twitter_link: 'https://twitter.example/dating',
    },
  ],
};

describe('/helpmain', () => {
  it('lists the help pages from the server and shows the one chosen', async () => {
    const api = mockApi({ webhelppages: { body: HELP_PAGES } });
    renderShell('/helpmain');

    expect(
      await screen.findByRole('heading', { name: 'Terms and Conditions', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByText('kind').tagName).toBe('STRONG');

    await userEvent.click(screen.getByRole('button', { name: 'Safety Tips' }));

    expect(screen.getByRole('heading', { name: 'Safety Tips', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Meet in public places.')).toBeInTheDocument();
    expect(api.calls).toEqual([
      expect.objectContaining({ call: 'webhelppages', method: 'POST', fields: { language: 'en' } }),
    ]);
  });

  it('has the logo home and the three social links', async () => {
    mockApi({ webhelppages: { body: HELP_PAGES } });
    renderShell('/helpmain');

    expect(await screen.findByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.example/dating',
    );
    expect(screen.getByRole('link', { name: 'Google' })).toHaveAttribute(
      'href',
      'https://google.example/dating',
    );
    expect(screen.getByRole('link', { name: 'Twitter' })).toHaveAttribute(
      'href',
      'https://twitter.example/dating',
    );
    expect(screen.getByRole('link', { name: 'Dating' })).toHaveAttribute('href', '/');
  });

  it('offers the help pages as one list, with no second list of static texts', async () => {
    mockApi({ webhelppages: { body: HELP_PAGES } });
    renderShell('/helpmain');

    const list = await screen.findByRole('list', { name: 'Help pages' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Terms and Conditions', 'Safety Tips']);
    expect(screen.queryByRole('combobox', { name: 'Help Links' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Terms and Conditions' })).toHaveLength(1);
  });

  it('shows no social link the admin has not set, and no heading for none', async () => {
    mockApi({
      webhelppages: {
        body: {
          ...HELP_PAGES,
          landingpage: [
            { fb_link: 'https://facebook.example/dating', google_link: '', twitter_link: '' },
          ],
        },
      },
    });
    const { unmount } = renderShell('/helpmain');

    expect(await screen.findByRole('link', { name: 'Facebook' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Google' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Twitter' })).not.toBeInTheDocument();
    unmount();

    mockApi({
      webhelppages: {
        body: { ...HELP_PAGES, landingpage: [{ fb_link: '', google_link: '', twitter_link: '' }] },
      },
    });
    renderShell('/helpmain');
    expect(
      await screen.findByRole('heading', { name: 'Terms and Conditions', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Follow us' })).not.toBeInTheDocument();
  });

  it('says so, with a retry, when the pages cannot be loaded', async () => {
    mockApi({
      webhelppages: { status: 500, body: { status: 'false', message: 'Database unavailable' } },
    });
    renderShell('/helpmain');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The help pages could not be loaded.',
    );

    mockApi({ webhelppages: { body: HELP_PAGES } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(
      await screen.findByRole('heading', { name: 'Terms and Conditions', level: 2 }),
    ).toBeInTheDocument();
  });
});
