import type { ReactElement } from 'react';

/**
 * The controls' pictures, drawn rather than written as symbols (✕ ★ ♥ ⚡): a symbol outside the
 * product's web font is drawn by whatever font the device has, so it looked different on every
 * device, and finding that font cost a slow phone's layout tens of milliseconds. 24-unit boxes,
 * in the text's colour and size. ESLint fails an arrow or symbol character in an app's JSX text.
 */
const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const ICONS = {
  close: <path {...STROKE} d="M6 6l12 12M18 6L6 18" />,
  check: <path {...STROKE} d="M5 12.5l4.5 4.5L19 7.5" />,
  rewind: <path {...STROKE} d="M4.5 9.5A8 8 0 1 1 4 13.5M4 4.5v5h5" />,
  previous: <path {...STROKE} d="M15 5l-7 7 7 7" />,
  next: <path {...STROKE} d="M9 5l7 7-7 7" />,
  up: <path {...STROKE} d="M12 19V5M6 11l6-6 6 6" />,
  down: <path {...STROKE} d="M12 5v14M6 13l6 6 6-6" />,
  edit: <path {...STROKE} d="M4 20h4L19 9l-4-4L4 16zM13 7l4 4" />,
  smile: (
    <g {...STROKE}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8.5 14.5c1.9 2 5.1 2 7 0M9 9.5v.5M15 9.5v.5" />
    </g>
  ),
  block: (
    <g {...STROKE}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M6 6l12 12" />
    </g>
  ),
  star: (
    <path
      fill="currentColor"
      d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
    />
  ),
  heart: (
    <path
      fill="currentColor"
      d="M12 21s-7.6-4.7-9.7-9.3C.8 8.3 3 4.4 6.9 4.4c2.1 0 3.7 1.1 5.1 3 1.4-1.9 3-3 5.1-3 3.9 0 6.1 3.9 4.6 7.3C19.6 16.3 12 21 12 21z"
    />
  ),
  bolt: <path fill="currentColor" d="M13.5 2L4 13.5h6.5L9.5 22 20 9.5h-6.5z" />,
  crown: <path fill="currentColor" d="M3 7.5l4.5 4L12 4.5l4.5 7 4.5-4-2 11.5H5z" />,
  more: (
    <g fill="currentColor">
      <circle cx="12" cy="5" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="12" cy="19" r="2" />
    </g>
  ),
  filters: (
    <g {...STROKE}>
      <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
      <circle cx="15" cy="7" r="2" />
      <circle cx="9" cy="17" r="2" />
    </g>
  ),
  chat: (
    <path
      fill="currentColor"
      d="M5 4h14a2.5 2.5 0 0 1 2.5 2.5v9A2.5 2.5 0 0 1 19 18h-9l-5 3.5V18a2.5 2.5 0 0 1-2.5-2.5v-9A2.5 2.5 0 0 1 5 4z"
    />
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof ICONS;

/**
 * The pictures that point along the line: Rewind's arrow turns back against the reading
 * direction, Previous and Next point to the line's start and end, so in Arabic they turn the
 * other way. The others mean the same either way round.
 */
const POINTS_ALONG_THE_LINE: ReadonlySet<IconName> = new Set(['rewind', 'previous', 'next']);

/**
 * One of the controls' pictures, 1em square: decorative, so the control it sits in carries the
 * name (an aria-label or a text beside it).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const classes = ['dating-icon'];
  if (POINTS_ALONG_THE_LINE.has(name)) classes.push('dating-icon--directional');
  if (className) classes.push(className);
  return (
    <svg className={classes.join(' ')} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {ICONS[name]}
    </svg>
  );
}
