import { act, render, screen } from '@testing-library/react';
import { LoadingSkeleton } from './Skeleton';
import { LOADER_THRESHOLD_MS } from './useLoaderThreshold';

/** A page as members see it: its skeleton while `data` is missing, its content once it is there. */
function PageLoading({ data }: { data: string | null }) {
  return data ? <p>{data}</p> : <LoadingSkeleton label="Loading" layout="list" rows={3} />;
}

function outline(container: HTMLElement) {
  return container.querySelectorAll('.dating-skeleton');
}

describe('LoadingSkeleton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the content at once when its data is there, with no loader', () => {
    const { container } = render(<PageLoading data="Ana, 29" />);

    expect(screen.getByText('Ana, 29')).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();
    expect(outline(container)).toHaveLength(0);
  });

  it('draws no outline before the threshold, so a fast answer does not flash', () => {
    const { container } = render(<PageLoading data={null} />);

    // Screen readers hear that the page is loading from the start.
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    act(() => jest.advanceTimersByTime(LOADER_THRESHOLD_MS - 1));
    expect(outline(container)).toHaveLength(0);

    act(() => jest.advanceTimersByTime(1));
    expect(outline(container).length).toBeGreaterThan(0);
  });

  it('gives way to the content the moment its data arrives, without waiting any longer', () => {
    const { container, rerender } = render(<PageLoading data={null} />);
    act(() => jest.advanceTimersByTime(LOADER_THRESHOLD_MS));
    expect(outline(container).length).toBeGreaterThan(0);

    rerender(<PageLoading data="Ana, 29" />);

    expect(screen.getByText('Ana, 29')).toBeVisible();
    expect(outline(container)).toHaveLength(0);
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();
  });
});
