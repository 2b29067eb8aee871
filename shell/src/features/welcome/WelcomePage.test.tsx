import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_IDS } from '../../testIds';
import { mockSignedInApi } from '../../test/mockSignedInApi';
import { fakeRemoteLoader, renderShell, storeSignedInSession } from '../../test/renderShell';
import { stubPrefersReducedMotion } from '../../test/stubMediaQueries';
import { SLIDE_INTERVAL_MS } from './useCarousel';

/** The title of the slide that is showing; the others are hidden from everyone. */
function shownSlideTitle(): string | null {
  const shown = screen
    .getAllByTestId(TEST_IDS.welcomeSlide)
    .filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
  expect(shown).toHaveLength(1);
  return within(shown[0] as HTMLElement).getByRole('heading').textContent;
}

describe('the welcome page', () => {
  it('shows the three slides of the spec in a labelled carousel', () => {
    renderShell('/');

    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(
      screen
        .getAllByTestId(TEST_IDS.welcomeSlide)
        .map((slide) => within(slide).getByRole('heading', { hidden: true }).textContent),
    ).toEqual(['Matches near you', 'Swipe for more', 'Find the People near you']);
    expect(shownSlideTitle()).toBe('Matches near you');
  });

  it('moves with next, previous and the dots', async () => {
    renderShell('/');

    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlideTitle()).toBe('Swipe for more');

    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(shownSlideTitle()).toBe('Find the People near you');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlideTitle()).toBe('Matches near you');

    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlideTitle()).toBe('Find the People near you');
  });

  describe('autoplay', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('advances on its own until paused', async () => {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      renderShell('/');

      act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
      expect(shownSlideTitle()).toBe('Swipe for more');

      await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
      await user.unhover(screen.getByTestId(TEST_IDS.welcomeCarousel));
      act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
      expect(shownSlideTitle()).toBe('Swipe for more');
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    });

    it('does not start for members who prefer reduced motion', () => {
      stubPrefersReducedMotion(true);
      renderShell('/');

      act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));

      expect(shownSlideTitle()).toBe('Matches near you');
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    });
  });

  it('leads to /login with the mail button', async () => {
    renderShell('/');

    const login = screen.getByTestId(TEST_IDS.loginButton);
    expect(login).toHaveAccessibleName('Login with mail');
    await userEvent.click(login);

    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('opens the sign-up with Create account', async () => {
    renderShell('/');

    await userEvent.click(screen.getByRole('link', { name: 'Create account' }));

    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'New account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('links the terms to /helpmain', () => {
    renderShell('/');

    expect(screen.getByTestId(TEST_IDS.termsLink)).toHaveAttribute('href', '/helpmain');
  });

  it('sends a member whose onboarded cookie is true to /app', async () => {
    storeSignedInSession();
    mockSignedInApi();

    renderShell('/', { remoteLoader: fakeRemoteLoader({ discovery: () => <p>People near</p> }) });

    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(await screen.findByText('People near')).toBeInTheDocument();
    expect(screen.queryByTestId(TEST_IDS.welcomeCarousel)).not.toBeInTheDocument();
  });
});
