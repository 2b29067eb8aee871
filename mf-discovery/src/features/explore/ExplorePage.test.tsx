import { eventBus } from '@dating/web';
import { anOwnProfile, mockApi, profileAnswer, TEST_SESSION } from '@dating/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDiscoveryApp } from '../../testing/renderDiscoveryApp';

afterEach(() => {
  eventBus.all.clear();
  jest.restoreAllMocks();
});

describe('ExplorePage', () => {
  it('shows ten sample people and raises the premium popup', async () => {
    const premium = jest.fn();
    eventBus.on('premium:open', premium);
    renderDiscoveryApp('/app/Explore');

    expect(
      await screen.findByRole('heading', { name: 'Find unlimited people' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Sample member/ })).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Become a Premium Member' }));

    expect(premium).toHaveBeenCalledWith({ source: 'explore' });
  });

  it('offers no premium to a premium member', async () => {
    mockApi({ webprofile: profileAnswer(anOwnProfile({ premium_member: 'true' })) });
    renderDiscoveryApp('/app/Explore', { ...TEST_SESSION, premium: true });

    expect(
      await screen.findByRole('heading', { name: 'Find unlimited people' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Become a Premium Member' }),
    ).not.toBeInTheDocument();
  });
});
