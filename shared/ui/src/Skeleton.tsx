import type { CSSProperties } from 'react';
import { useLoaderThreshold } from './useLoaderThreshold';

type Shape = 'line' | 'circle' | 'block';

/** One grey placeholder shape standing where content will be; decorative only. */
export function Skeleton({
  shape = 'line',
  inlineSize,
  blockSize,
}: {
  shape?: Shape;
  inlineSize?: CSSProperties['inlineSize'];
  blockSize?: CSSProperties['blockSize'];
}) {
  return (
    <span
      className={`dating-skeleton dating-skeleton--${shape}`}
      style={{ inlineSize, blockSize }}
      aria-hidden="true"
    />
  );
}

/** The page shapes a skeleton takes: the rough outline of the content it stands for. */
export type SkeletonLayout = 'list' | 'card' | 'profile' | 'thread';

// Varied widths so the outline reads as text, not as a grid of equal bars.
const LINE_WIDTHS = ['70%', '45%', '85%', '55%', '65%', '40%'];

function ListRows({ rows }: { rows: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <div className="dating-skeleton__row" key={row}>
      <Skeleton shape="circle" />
      <div className="dating-skeleton__lines">
        <Skeleton inlineSize={LINE_WIDTHS[row % LINE_WIDTHS.length]} />
        <Skeleton inlineSize="30%" />
      </div>
    </div>
  ));
}

function ThreadBubbles({ rows }: { rows: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <div
      className={`dating-skeleton__bubble dating-skeleton__bubble--${row % 2 ? 'own' : 'peer'}`}
      key={row}
    >
      <Skeleton
        shape="block"
        inlineSize={LINE_WIDTHS[row % LINE_WIDTHS.length]}
        blockSize="2.25rem"
      />
    </div>
  ));
}

function PhotoAndLines({ lines }: { lines: number }) {
  return (
    <>
      <Skeleton shape="block" blockSize="min(60vh, 28rem)" />
      <div className="dating-skeleton__lines">
        <Skeleton inlineSize="50%" blockSize="1.5rem" />
        {Array.from({ length: lines }, (_, line) => (
          <Skeleton key={line} inlineSize={LINE_WIDTHS[line % LINE_WIDTHS.length]} />
        ))}
      </div>
    </>
  );
}

/**
 * What a page shows while its data loads: the outline of its content, so the page keeps its shape
 * and the content takes its place when the data arrives. The outline appears only once loading
 * has lasted `LOADER_THRESHOLD_MS`, so a fast answer shows its content without a flash; screen
 * readers hear `label` at once.
 */
export function LoadingSkeleton({
  label,
  layout,
  rows = 6,
}: {
  label: string;
  layout: SkeletonLayout;
  rows?: number;
}) {
  const shown = useLoaderThreshold();
  return (
    <div
      className={`dating-skeleton-page dating-skeleton-page--${layout}`}
      role="progressbar"
      aria-busy="true"
      aria-label={label}
    >
      {shown && layout === 'list' ? <ListRows rows={rows} /> : null}
      {shown && layout === 'thread' ? <ThreadBubbles rows={rows} /> : null}
      {shown && layout === 'card' ? <PhotoAndLines lines={1} /> : null}
      {shown && layout === 'profile' ? <PhotoAndLines lines={rows} /> : null}
    </div>
  );
}
