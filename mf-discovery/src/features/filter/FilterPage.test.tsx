import { FILTER_FIELDS } from '@dating/contract';
import { eventBus } from '@dating/web';
import { mockApi, TEST_SESSION, type RecordedCall } from '@dating/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  anOwnProfile,
  aPerson,
  OK,
  ownProfileAnswer,
  peopleAnswer,
} from '../../testing/discoveryFixture';
import { renderDiscoveryApp } from '../../testing/renderDiscoveryApp';

const ADMIN = {
  body: {
    status: 'true',
    result: {
      peoplefor: [
        { id: 1, name: 'Dating', icon: '' },
        { id: 2, name: 'Friendship', icon: '' },
      ],
      interests: [],
      admin_enable_ads: 'false',
      max_age: 70,
      max_distance: 300,
    },
  },
};

const PROFILE = anOwnProfile({
  filter_age: '25-40',
  filter_gender: 'women',
  filter_peoplefor: [1],
  filter_distance: 50,
});

const callsTo = (calls: RecordedCall[], name: string) => calls.filter(({ call }) => call === name);

afterEach(() => {
  jest.restoreAllMocks();
  eventBus.all.clear();
  localStorage.clear();
});

describe('FilterPage', () => {
  it("starts from the member's filter within the admin's limits", async () => {
    mockApi({ webprofile: ownProfileAnswer(PROFILE), admindatas: ADMIN });
    renderDiscoveryApp('/app/Filter');

    expect(await screen.findByRole('radio', { name: 'Women' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Dating' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Friendship' })).not.toBeChecked();
    // The age range is one slider with two handles, each read as an age.
    const ageRange = screen.getByRole('group', { name: 'Age' });
    const minAge = within(ageRange).getByRole('slider', { name: 'Minimum age' });
    expect(minAge).toHaveAttribute('aria-valuenow', '25');
    expect(minAge).toHaveAttribute('aria-valuetext', '25 years');
    expect(minAge).toHaveAttribute('aria-valuemin', '18');
    expect(minAge).toHaveAttribute('aria-valuemax', '70');
    expect(within(ageRange).getByRole('slider', { name: 'Maximum age' })).toHaveAttribute(
      'aria-valuetext',
      '40 years',
    );
    const distance = screen.getByRole('slider', { name: /^Distance/ });
    expect(distance).toHaveAttribute('aria-valuenow', '50');
    expect(distance).toHaveAttribute('aria-valuetext', '50 Km');
    expect(distance).toHaveAttribute('aria-valuemin', '0');
    expect(distance).toHaveAttribute('aria-valuemax', '300');
  });

  it('saves the filter, then goes back to People near you when filter_page is 1', async () => {
    localStorage.setItem('filter_page', '1');
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(PROFILE),
      admindatas: ADMIN,
      websetfilter: OK,
      webgetpeople: peopleAnswer([]),
    });
    renderDiscoveryApp('/app/Filter');

    await userEvent.click(await screen.findByRole('radio', { name: 'Everyone' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Friendship' }));
    // The languages of the field list's filter: folded until opened, none meaning anyone.
    await userEvent.click(
      screen.getByText('Speaks any of these languages', { selector: 'summary' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Japanese' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'German' }));
    screen.getByRole('slider', { name: 'Maximum age' }).focus();
    await userEvent.keyboard('{ArrowRight>5/}');
    // Page Up moves ten kilometres at a time.
    screen.getByRole('slider', { name: /^Distance/ }).focus();
    await userEvent.keyboard('{PageUp>7/}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'People near you' })).toBeInTheDocument();
    expect(callsTo(calls, 'websetfilter')[0]?.fields).toEqual({
      language: 'en',
      user_id: String(TEST_SESSION.memberId),
      age: '25-45',
      distance: '120',
      gender: 'everyone',
      people_for: '1,2',
      languages: 'ja,de',
      // The other filterable fields (the identities, orientations, family plans): none wanted.
      ...Object.fromEntries(
        FILTER_FIELDS.filter((field) => !['languages'].includes(field.name)).map((field) => [
          field.name,
          '',
        ]),
      ),
      active_within: 'any',
      verified_only: 'false',
      answered_only: 'false',
      preferences: '',
    });
  }, 30_000);

  it('lists only people active within the chosen time: starts from the saved choice, saves the new one', async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer({ ...PROFILE, filter_active_within: 'week' }),
      admindatas: ADMIN,
      websetfilter: OK,
      webgetpeople: peopleAnswer([]),
    });
    renderDiscoveryApp('/app/Filter');

    const activeWithin = await screen.findByRole('group', { name: 'Active within' });
    expect(within(activeWithin).getByRole('radio', { name: '1 week' })).toBeChecked();
    for (const choice of ['Any time', '1 day', '1 month']) {
      expect(within(activeWithin).getByRole('radio', { name: choice })).not.toBeChecked();
    }
    await userEvent.click(within(activeWithin).getByRole('radio', { name: '1 day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(calls, 'websetfilter')).toHaveLength(1));
    expect(callsTo(calls, 'websetfilter')[0]?.fields).toMatchObject({ active_within: 'day' });
  });

  it('shows the languages already wanted, open', async () => {
    mockApi({
      webprofile: ownProfileAnswer(anOwnProfile({ filter_languages: ['ar'] })),
      admindatas: ADMIN,
    });
    renderDiscoveryApp('/app/Filter');

    const wanted = await screen.findByRole('group', { name: 'Speaks any of these languages' });
    expect(wanted).toBeVisible();
    expect(within(wanted).getByRole('checkbox', { name: 'Arabic' })).toBeChecked();
    expect(within(wanted).getByRole('checkbox', { name: 'French' })).not.toBeChecked();
  });

  it("selects a new member's own purpose when they have chosen none, and saves it", async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(anOwnProfile({ filter_peoplefor: [], people_for: [2] })),
      admindatas: ADMIN,
      websetfilter: OK,
      webgetpeople: peopleAnswer([]),
    });
    renderDiscoveryApp('/app/Filter');

    expect(await screen.findByRole('checkbox', { name: 'Friendship' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Dating' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Find new people' })).toBeInTheDocument();
    expect(callsTo(calls, 'websetfilter')[0]?.fields).toMatchObject({ people_for: '2' });
  });

  it('goes to Find new people after saving otherwise', async () => {
    mockApi({
      webprofile: ownProfileAnswer(PROFILE),
      admindatas: ADMIN,
      websetfilter: OK,
      webgetpeople: peopleAnswer([]),
    });
    renderDiscoveryApp('/app/Filter');

    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Find new people' })).toBeInTheDocument();
  });

  it('shows only verified members when asked, remembered in the browser, with their badge', async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(PROFILE),
      admindatas: ADMIN,
      websetfilter: OK,
      webgetpeople: peopleAnswer([aPerson(7, 'Vera', { verified: 'true' })]),
    });
    renderDiscoveryApp('/app/Filter');
    const only = await screen.findByRole('switch', { name: 'Verified members only' });
    expect(only).not.toBeChecked();

    await userEvent.click(only);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const card = await screen.findByRole('heading', { name: /Vera/ });
    expect(within(card).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(callsTo(calls, 'websetfilter')[0]?.fields).toMatchObject({
      verified_only: 'true',
      preferences: '',
    });
    expect(callsTo(calls, 'webgetpeople').at(-1)?.fields).toMatchObject({ verified_only: 'true' });
    expect(localStorage.getItem('verified_only')).toBe('1');
  });

  it('leaves a filter a preference when its Dealbreaker is unticked: the deck only ranks by it', async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(PROFILE),
      admindatas: ADMIN,
      websetfilter: OK,
      webgetpeople: peopleAnswer([]),
    });
    renderDiscoveryApp('/app/Filter');
    await userEvent.click(await screen.findByRole('switch', { name: 'Verified members only' }));
    // Each box says which filter it makes a dealbreaker.
    const dealbreakers = screen.getAllByRole('checkbox', { name: /: Dealbreaker$/i });
    dealbreakers.forEach((box) => expect(box).toBeChecked());
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Verified members only: dealbreaker' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Age: dealbreaker' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Has answered questions' }));
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Has answered questions: dealbreaker' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('heading', { name: 'Find new people' });
    expect(callsTo(calls, 'websetfilter')[0]?.fields).toMatchObject({
      verified_only: 'true',
      answered_only: 'true',
      preferences: 'age,verified,answered',
    });
    // The deck's own call asks for the verified alone no more: the server ranks by it.
    expect(callsTo(calls, 'webgetpeople').at(-1)?.fields).not.toHaveProperty('verified_only');
    expect(localStorage.getItem('verified_only')).toBeNull();
  });

  it('starts with Verified members only on when the member chose it', async () => {
    localStorage.setItem('verified_only', '1');
    mockApi({ webprofile: ownProfileAnswer(PROFILE), admindatas: ADMIN });
    renderDiscoveryApp('/app/Filter');
    expect(await screen.findByRole('switch', { name: 'Verified members only' })).toBeChecked();
  });

  it('gives a free member the premium popup for Change Location', async () => {
    mockApi({ webprofile: ownProfileAnswer(PROFILE), admindatas: ADMIN });
    const premium = jest.fn();
    eventBus.on('premium:open', premium);
    renderDiscoveryApp('/app/Filter');

    await userEvent.click(await screen.findByRole('button', { name: 'Change Location' }));

    expect(premium).toHaveBeenCalledWith({ source: 'filter-location', benefit: 'location' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a premium member’s suggested place with the filter', async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(anOwnProfile({ ...PROFILE, premium_member: 'true' })),
      admindatas: ADMIN,
      'places?q=Par': {
        body: {
          status: 'true',
          places: [{ description: 'Paris, Île-de-France, France', lat: 48.85, lon: 2.35 }],
        },
      },
      websetfilter: OK,
      webgetpeople: peopleAnswer([]),
    });
    renderDiscoveryApp('/app/Filter');

    await userEvent.click(await screen.findByRole('button', { name: 'Change Location' }));
    const dialog = screen.getByRole('dialog', { name: 'Change location' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The messages' texts come with the first message shown.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Select location properly or change location',
    );
    await userEvent.type(within(dialog).getByRole('combobox'), 'Par');
    await userEvent.click(await within(dialog).findByRole('option', { name: /Paris/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Paris, Île-de-France, France')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(callsTo(calls, 'websetfilter')[0]?.fields).toMatchObject({
        place: 'Paris, Île-de-France, France',
        lat: '48.85',
        lon: '2.35',
      }),
    );
  });
});
