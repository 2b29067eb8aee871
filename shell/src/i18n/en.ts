import type { enFormMessages } from './enFormMessages';
import type { enSignedOut } from './enSignedOut';

/**
 * The shell's English texts of every page; the signed-out pages' own are `enSignedOut` and the
 * login page's messages `enFormMessages`, in their chunks. The other languages must have exactly
 * the keys of all three.
 */
export const en = {
  brand: {
    name: 'Dating',
  },
  language: {
    label: 'Language',
  },
  adminData: {
    loadFailed: 'This step could not be loaded.',
    retry: 'Retry',
  },
  notFound: {
    title: '404 page not found',
    text: 'We are sorry but the page you are looking for does not exist.',
    home: 'Go to the home page',
  },
  remote: {
    loading: 'Loading',
    failed: 'This part of the app could not be loaded.',
    retry: 'Retry',
    testing: 'Testing {{remote}} {{version}}',
    backToReleased: 'Back to the released version',
  },
  sidebar: {
    label: 'Main menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    visitors: 'Visitors',
    messages: 'Messages',
    superLikes: 'Super likes',
    likes: 'Likes',
    friends: 'Friends',
    feeds: 'Feeds',
    findNewPeople: 'Find new people',
    saved: 'Saved',
    explore: 'Explore',
    settings: 'Settings',
    help: 'Help',
    moderation: 'Moderation',
    unread: '{{count}} new',
    premiumMember: 'Premium member',
    becomePremium: 'Become a Premium Member',
    logout: 'Logout',
    logoutConfirm: 'Are you sure?',
    yes: 'Yes',
    no: 'No',
  },
  help: {
    title: 'Help',
    pagesLabel: 'Help pages',
    loadFailed: 'The help pages could not be loaded.',
    retry: 'Retry',
    noPages: 'There are no help pages yet.',
    social: 'Follow us',
    facebook: 'Facebook',
    google: 'Google',
    twitter: 'Twitter',
  },
  ads: {
    label: 'Advertisement',
    title: 'Go Premium.',
    text: 'No ads, unlimited likes and see who likes you.',
    action: 'See Premium plans',
  },
};

/** Every text of the shell, as each other language must have them. */
export type ShellMessages = typeof en & typeof enSignedOut & typeof enFormMessages;
