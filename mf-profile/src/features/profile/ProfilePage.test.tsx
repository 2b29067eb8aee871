import { eventBus } from '@dating/web';
import { LOADER_THRESHOLD_MS } from '@dating/ui';
import { MESSAGES } from '@dating/contract/messages';
import { mockApi, TEST_SESSION } from '@dating/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  A_PREMIUM_PROFILE,
  aProfile,
  OK,
  profileAnswer,
  refused,
} from '../../testing/profileFixture';
import { NOT_FOUND_TEXT, renderProfileApp } from '../../testing/renderProfileApp';

const PLACES = {
  body: {
    status: 'true',
    places: [{ description: 'Paris, Île-de-France, France', lat: 48.85, lon: 2.35 }],
  },
};

const INTERESTS = {
  body: {
    status: 'true',
    result: {
      interests: [
        { name: 'Music', checked: 'true' },
        { name: 'Travel', checked: 'true' },
        { name: 'Cooking', checked: 'false' },
      ],
    },
  },
};

/** Opens /app/Profile and waits for the profile's answer. */
async function openProfilePage() {
  renderProfileApp('/app/Profile');
  await screen.findByRole('heading', { name: 'Profile' });
}

function listenForPremiumPopup() {
  const opened = jest.fn();
  eventBus.on('premium:open', opened);
  return opened;
}

afterEach(() => {
  jest.restoreAllMocks();
  eventBus.all.clear();
  localStorage.clear();
});

describe('ProfilePage', () => {
  it('shows the profile as soon as it arrives, before any loader could appear', async () => {
    jest.useFakeTimers();
    try {
      mockApi({ webprofile: profileAnswer(aProfile()) });
      renderProfileApp('/app/Profile');
      await act(() => jest.advanceTimersByTimeAsync(LOADER_THRESHOLD_MS - 1));

      expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
      expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers a free member premium instead of an expiry date', async () => {
    mockApi({ webprofile: profileAnswer(aProfile()) });
    const opened = listenForPremiumPopup();
    await openProfilePage();

    await userEvent.click(await screen.findByRole('button', { name: 'Become a Premium Member' }));

    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/will expire on/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Premium member' })).not.toBeInTheDocument();
  });

  it("shows a premium member's badge and expiry date", async () => {
    mockApi({ webprofile: profileAnswer(A_PREMIUM_PROFILE) });
    await openProfilePage();

    expect(
      await screen.findByText('Your premium membership will expire on 5 March 2027'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Premium member' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Become a Premium Member' }),
    ).not.toBeInTheDocument();
  });

  it('gives a free member the premium popup instead of the location modal', async () => {
    mockApi({ webprofile: profileAnswer(aProfile()) });
    const opened = listenForPremiumPopup();
    await openProfilePage();

    await userEvent.click(await screen.findByRole('button', { name: /^Location/ }));

    expect(opened).toHaveBeenCalledWith({ source: 'profile-location', benefit: 'location' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a premium member change location only to a suggested place', async () => {
    const { calls } = mockApi({
      webprofile: profileAnswer(A_PREMIUM_PROFILE),
      'places?q=Par': PLACES,
      websetprofile: OK,
    });
    await openProfilePage();
    await userEvent.click(await screen.findByRole('button', { name: /^Location/ }));
    const dialog = screen.getByRole('dialog', { name: 'Change location' });
    const save = within(dialog).getByRole('button', { name: 'Save' });

    await userEvent.click(save);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.selectLocation);

    await userEvent.type(within(dialog).getByRole('combobox'), 'Par');
    await userEvent.click(save);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      MESSAGES.selectLocationFromDropdown,
    );

    await userEvent.click(await within(dialog).findByRole('option', { name: /Paris/ }));
    await userEvent.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = calls.find(({ call }) => call === 'websetprofile');
    expect(saved?.fields).toMatchObject({
      user_id: String(TEST_SESSION.memberId),
      place: 'Paris, Île-de-France, France',
      lat: '48.85',
      lon: '2.35',
    });
  });

  it('picks a suggested place by keyboard: arrows move, Enter chooses', async () => {
    const { calls } = mockApi({
      webprofile: profileAnswer(A_PREMIUM_PROFILE),
      'places?q=Par': {
        body: {
          status: 'true',
          places: [
            { description: 'Paris, Île-de-France, France', lat: 48.85, lon: 2.35 },
            { description: 'Parma, Emilia-Romagna, Italy', lat: 44.8, lon: 10.33 },
          ],
        },
      },
      websetprofile: OK,
    });
    await openProfilePage();
    await userEvent.click(screen.getByRole('button', { name: /^Location/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change location' }));
    const search = dialog.getByRole('combobox', { name: 'Search a city' });

    await userEvent.type(search, 'Par');
    const [paris, parma] = await dialog.findAllByRole('option');
    expect(dialog.getByRole('listbox', { name: 'Place suggestions' })).toBeVisible();
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(search).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', parma!.id);
    expect(parma).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', paris!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(search).toHaveAttribute('aria-activedescendant', parma!.id);

    await userEvent.keyboard('{Enter}');
    expect(search).toHaveValue('Parma, Emilia-Romagna, Italy');
    expect(search).toHaveAttribute('aria-expanded', 'false');
    // Enter chose the place: it did not also save the modal.
    expect(calls.map(({ call }) => call)).not.toContain('websetprofile');

    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find(({ call }) => call === 'websetprofile')?.fields).toMatchObject({
        lat: '44.8',
        lon: '10.33',
      }),
    );
  });

  it('saves the interests chosen in the searchable modal, at least one', async () => {
    const { calls } = mockApi({
      webprofile: profileAnswer(aProfile()),
      admindatass: INTERESTS,
      websetprofile: OK,
    });
    await openProfilePage();
    await userEvent.click(await screen.findByRole('button', { name: /^Interest/ }));
    const dialog = screen.getByRole('dialog', { name: 'Choose your interests' });

    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Music' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Travel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.selectInterest);

    await userEvent.type(within(dialog).getByRole('searchbox'), 'coo');
    expect(within(dialog).queryByRole('checkbox', { name: 'Music' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cooking' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find(({ call }) => call === 'websetprofile')?.fields.check).toBe('["Cooking"]');
  });

  it('goes to the not-found page when the profile cannot be loaded', async () => {
    mockApi({ webprofile: refused('Something went wrong', 500) });
    renderProfileApp('/app/Profile');

    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});
