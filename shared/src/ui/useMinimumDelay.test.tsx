import { act, renderHook } from '@testing-library/react';
import { LOADER_MS, useMinimumDelay } from './useMinimumDelay';

describe('useMinimumDelay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('holds a page loader for its whole delay, then lets the page show', () => {
    const { result } = renderHook(() => useMinimumDelay(LOADER_MS.profile));
    expect(result.current).toBe(false);

    act(() => jest.advanceTimersByTime(LOADER_MS.profile - 1));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
