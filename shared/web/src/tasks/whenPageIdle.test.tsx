import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { useSubscribeWhenPageIdle } from './whenPageIdle';

describe('useSubscribeWhenPageIdle', () => {
  let idleCallbacks: IdleRequestCallback[] = [];

  beforeEach(() => {
    idleCallbacks = [];
    window.requestIdleCallback = (callback) => idleCallbacks.push(callback);
    window.cancelIdleCallback = () => undefined;
  });

  afterEach(() => {
    // jsdom has neither: whenPageIdle falls back to a timeout there.
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('subscribes once the page is idle, without drawing its caller again, until it unmounts', () => {
    const unsubscribe = jest.fn();
    const subscribe = jest.fn(() => ({ unsubscribe }));
    function Reader() {
      useSubscribeWhenPageIdle(subscribe);
      return <p>Badges</p>;
    }
    let commits = 0;
    const { unmount } = render(
      <Profiler id="page" onRender={() => (commits += 1)}>
        <Reader />
      </Profiler>,
    );
    expect(subscribe).not.toHaveBeenCalled();
    commits = 0;

    act(() => idleCallbacks[0]!({ didTimeout: false, timeRemaining: () => 50 }));

    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(commits).toBe(0);
    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
