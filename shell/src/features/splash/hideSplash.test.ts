import { SPLASH_MIN_MS, hideSplash } from './hideSplash';

describe('hideSplash', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '<div id="splash"></div>';
  });
  afterEach(() => jest.useRealTimers());

  const splash = () => document.getElementById('splash');

  it('keeps the splash until 1500 ms after navigation start, then removes it', () => {
    hideSplash(400);

    jest.advanceTimersByTime(SPLASH_MIN_MS - 400 - 1);
    expect(splash()).not.toHaveClass('splash--leaving');

    jest.advanceTimersByTime(1);
    expect(splash()).toHaveClass('splash--leaving');

    jest.runAllTimers();
    expect(splash()).toBeNull();
  });

  it('starts leaving at once when the app was ready after 1500 ms', () => {
    hideSplash(2600);

    jest.advanceTimersByTime(0);

    expect(splash()).toHaveClass('splash--leaving');
  });
});
