import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { usePageIdle } from './whenPageIdle';

function Reader({ name }: { name: string }) {
  return <p>{`${name} ${usePageIdle() ? 'idle' : 'busy'}`}</p>;
}

describe('usePageIdle', () => {
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

  it("turns every reader's flag in one idle callback, so they are drawn in one commit", () => {
    let commits = 0;
    render(
      <Profiler id="page" onRender={() => (commits += 1)}>
        <Reader name="layout" />
        <Reader name="sidebar" />
      </Profiler>,
    );
    expect(idleCallbacks).toHaveLength(1);
    commits = 0;

    act(() => idleCallbacks[0]!({ didTimeout: false, timeRemaining: () => 50 }));

    expect(screen.getByText('layout idle')).toBeInTheDocument();
    expect(screen.getByText('sidebar idle')).toBeInTheDocument();
    expect(commits).toBe(1);
  });
});
