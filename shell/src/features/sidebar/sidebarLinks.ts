import { pathTo, type NotificationCounts } from '@dating/contract';
import { SHELL_PAGE_PATHS } from '@dating/contract/shell-pages';
import type { en } from '../../i18n/en';

export interface SidebarLink {
  /** `pathTo` of a page of the /app table, so a renamed page breaks the build, not the menu. */
  to: string;
  label: keyof (typeof en)['sidebar'];
  /** The unread count shown as a badge (spec section 2, Sidebar). */
  count?: keyof NotificationCounts;
  /** A 24×24 stroke icon. */
  icon: string;
  /** Shown only to members whose profile says they are moderators. */
  moderatorsOnly?: true;
}

/**
 * The menu of spec section 2 (Sidebar), in its order. Profile and settings are reached from the
 * member's card above it.
 */
export const SIDEBAR_LINKS: readonly SidebarLink[] = [
  {
    to: pathTo('visitors'),
    label: 'visitors',
    count: 'visitors',
    icon: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  },
  { to: pathTo('messages'), label: 'messages', count: 'message', icon: 'M4 5h16v11H8l-4 4V5z' },
  {
    to: pathTo('friendRequests'),
    label: 'superLikes',
    count: 'superlike_request',
    icon: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3z',
  },
  {
    to: pathTo('likeRequests'),
    label: 'likes',
    count: 'like_request',
    icon: 'M12 20s-7-4.3-9-8.6C1.6 8.2 3.6 5 7 5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.4 3.2 4 6.4-2 4.3-9 8.6-9 8.6z',
  },
  {
    to: pathTo('friends'),
    label: 'friends',
    icon: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 10a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6m2 16a6 6 0 0 0-3-5.2',
  },
  { to: pathTo('feeds'), label: 'feeds', icon: 'M4 4h16v16H4zM4 9h16M9 9v11' },
  {
    to: pathTo('findNewPeople'),
    label: 'findNewPeople',
    icon: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2 5 5',
  },
  {
    to: pathTo('saved'),
    label: 'saved',
    icon: 'M6 3h12v18l-6-4-6 4V3z',
  },
  {
    to: pathTo('explore'),
    label: 'explore',
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm3.5-12.5-2 5-5 2 2-5 5-2z',
  },
  {
    to: pathTo('help'),
    label: 'help',
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm-2.5-11.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6m0 3v.5',
  },
  {
    // The console is a shell page of its own (/moderation), not an /app route.
    to: `/${SHELL_PAGE_PATHS.moderation.slice(0, -2)}`,
    label: 'moderation',
    icon: 'M12 3 4 6v6c0 5 8 9 8 9s8-4 8-9V6z',
    moderatorsOnly: true,
  },
];

/** The settings gear of the member's card. */
export const SETTINGS_ICON =
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7.4-3a7.4 7.4 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7.5 7.5 0 0 0-2-1.2L14.5 3h-4l-.4 2.6a7.5 7.5 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7.5 7.5 0 0 0 2 1.2l.4 2.6h4l.4-2.6a7.5 7.5 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2z';
