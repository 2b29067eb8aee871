import { eventBus } from '@dating/web';
import { LOADER_THRESHOLD_MS } from '@dating/ui';
import { mockApi, TEST_SESSION, type MockAnswer } from '@dating/testing';
import { act, screen } from '@testing-library/react';
import {
  anOwnProfile,
  aPerson,
  ownProfileAnswer,
  peopleAnswer,
} from '../../testing/discoveryFixture';
import { renderDiscoveryApp } from '../../testing/renderDiscoveryApp';

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  eventBus.all.clear();
  localStorage.clear();
});

describe('FindNewPeoplePage', () => {
  it('shows the grid as soon as it arrives, with the Filter link and a premium prompt', async () => {
    jest.useFakeTimers();
    mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([aPerson(21, 'Bruno')]),
    });
    renderDiscoveryApp('/app/FindNewPeople');

    expect(await screen.findByRole('link', { name: 'Filter' })).toHaveAttribute(
      'href',
      '/app/Filter',
    );
    await act(() => jest.advanceTimersByTimeAsync(LOADER_THRESHOLD_MS - 1));

    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Bruno/ })).toHaveAttribute(
      'href',
      '/app/PeopleNear/PeopleExplore/21',
    );
    expect(screen.getByRole('button', { name: 'Become a Premium Member' })).toBeInTheDocument();
    expect(localStorage.getItem('filter_page')).toBe('0');
  });

  it('shows no premium prompt to a premium member, and the empty state', async () => {
    mockApi({
      webprofile: ownProfileAnswer(anOwnProfile({ premium_member: 'true' })),
      webgetpeople: peopleAnswer([]),
    });
    renderDiscoveryApp('/app/FindNewPeople', { ...TEST_SESSION, premium: true });

    expect(
      await screen.findByText('No people in your location', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Become a Premium Member' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Location' })).toBeInTheDocument();
  });

  it('offers no premium before anyone knows whether the member is premium, then as the profile says', async () => {
    let answerProfile: (answer: MockAnswer) => void = () => {};
    mockApi({
      webprofile: () => new Promise((resolve) => (answerProfile = resolve)),
      webgetpeople: peopleAnswer([aPerson(21, 'Bruno')]),
    });
    renderDiscoveryApp('/app/FindNewPeople', { ...TEST_SESSION, premium: null });

    expect(await screen.findByRole('link', { name: /Bruno/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Become a Premium Member' })).toBeNull();

    act(() => answerProfile(ownProfileAnswer()));
    expect(
      await screen.findByRole('button', { name: 'Become a Premium Member' }),
    ).toBeInTheDocument();
  });
});
