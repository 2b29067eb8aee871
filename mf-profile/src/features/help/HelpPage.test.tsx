import { mockApi } from '@dating/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refused } from '../../testing/profileFixture';
import { NOT_FOUND_TEXT, renderProfileApp } from '../../testing/renderProfileApp';

const HELP_PAGES = {
  body: {
    status: 'true',
    helppages: [
      { id: 1, title: 'About us', description: '<p>We help people meet.</p>' },
      { id: 2, title: 'Safety tips', description: '<p>Meet in public places.</p>' },
      { id: 3, title: 'Privacy', description: '<p>Your data stays yours.</p>' },
    ],
    landingpage: [
      {
        fb_link: 'https://facebook.com/dating',
        google_link: '',
        twitter_link: 'https://twitter.com/dating',
      },
    ],
  },
};

afterEach(() => jest.restoreAllMocks());

describe('HelpPage', () => {
  it('opens the Id-th page (1-based) of /app/Help/{Id}', async () => {
    mockApi({ webhelppages: HELP_PAGES });
    renderProfileApp('/app/Help/2');

    expect(await screen.findByRole('tab', { name: 'Safety tips' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Meet in public places.');
  });

  it('opens the first page without an Id and switches page by tab or by the dropdown', async () => {
    mockApi({ webhelppages: HELP_PAGES });
    renderProfileApp('/app/Help');

    expect(await screen.findByRole('tabpanel')).toHaveTextContent('We help people meet.');
    await userEvent.click(screen.getByRole('tab', { name: 'Privacy' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your data stays yours.');

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Help Links' }),
      'Safety tips',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Meet in public places.');
  });

  it('links to the social pages that are set', async () => {
    mockApi({ webhelppages: HELP_PAGES });
    renderProfileApp('/app/Help');

    expect(await screen.findByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.com/dating',
    );
    expect(screen.getByRole('link', { name: 'Twitter' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Google' })).not.toBeInTheDocument();
  });

  it('has no social links, nor their navigation, when the admin set none', async () => {
    mockApi({
      webhelppages: {
        body: {
          ...HELP_PAGES.body,
          landingpage: [{ fb_link: '', google_link: '', twitter_link: '' }],
        },
      },
    });
    renderProfileApp('/app/Help');

    expect(await screen.findByText('We help people meet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Follow us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('goes to the not-found page when the pages cannot be loaded', async () => {
    mockApi({ webhelppages: refused('Something went wrong', 500) });
    renderProfileApp('/app/Help/2');

    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});
