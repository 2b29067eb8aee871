import { stubMediaQueries } from '../../test/stubMediaQueries';
import { SPLASH_MIN_MS, hideSplash } from './hideSplash';

/** Answers the display-mode query as the installed app (standalone) or a browser tab would. */
function openAs(mode: 'installed app' | 'browser tab') {
  stubMediaQueries(mode === 'installed app' ? ['(display-mode: standalone)'] : []);
}

describe('hideSplash', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '<div id="splash"></div>';
  });
  afterEach(() => jest.useRealTimers());

  const splash = () => document.getElementById('splash');

  it('takes the splash away at once on a page load in a browser tab', () => {
    openAs('browser tab');

    hideSplash(400);

    expect(splash()).toBeNull();
  });

  it('keeps the installed app’s splash until 1500 ms after its launch, then removes it', () => {
    openAs('installed app');

    hideSplash(400);

    jest.advanceTimersByTime(SPLASH_MIN_MS - 400 - 1);
    expect(splash()).not.toHaveClass('splash--leaving');

    jest.advanceTimersByTime(1);
    expect(splash()).toHaveClass('splash--leaving');

    jest.runAllTimers();
    expect(splash()).toBeNull();
  });

  it('starts leaving at once when the installed app was ready after 1500 ms', () => {
    openAs('installed app');

    hideSplash(2600);
    jest.advanceTimersByTime(0);

    expect(splash()).toHaveClass('splash--leaving');
  });

  it('shows the splash once per launch: a reload inside the installed app goes straight on', () => {
    openAs('installed app');
    hideSplash(400);
    jest.runAllTimers();

    document.body.innerHTML = '<div id="splash"></div>';
    hideSplash(400);

    expect(splash()).toBeNull();
  });
});
