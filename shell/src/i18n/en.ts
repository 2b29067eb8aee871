/** The shell's English texts; the other languages must have exactly these keys. */
export const en = {
  brand: {
    name: 'Dating',
  },
  language: {
    label: 'Language',
  },
  welcome: {
    tagline: 'Meet people near you',
    carouselLabel: 'Highlights',
    slidePosition: '{{number}} of {{total}}',
    goToSlide: 'Go to slide {{number}}',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    slides: {
      matches: {
        title: 'Matches near you',
        text: 'See who is close by and like the people you would love to meet.',
      },
      swipe: {
        title: 'Swipe for more',
        text: 'Like, super like or pass. When you both like each other, it is a match.',
      },
      nearby: {
        title: 'Find the People near you',
        text: 'Chat with your matches and meet up just around the corner.',
      },
    },
    loginWithMail: 'Login with mail',
    termsPrefix: 'By continuing you agree to our',
    termsLink: 'Terms and Conditions',
  },
  login: {
    title: 'Sign in',
    soon: 'Signing in and signing up open on this page soon.',
    back: 'Back to the welcome page',
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
  },
  sidebar: {
    label: 'Main menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    home: 'People near you',
    visitors: 'Visitors',
    messages: 'Messages',
    superLikes: 'Super likes',
    likes: 'Likes',
    friends: 'Friends',
    feeds: 'Feeds',
    findNewPeople: 'Find new people',
    explore: 'Explore',
    profile: 'Profile',
    settings: 'Settings',
    help: 'Help',
  },
  help: {
    title: 'Help',
    helpLinks: 'Help Links',
    termsOfCondition: 'Terms of Condition',
    termsOfService: 'Terms of Service',
    faq: 'Faq',
    pagesLabel: 'Help pages',
    loadFailed: 'The help pages could not be loaded.',
    retry: 'Retry',
    noPages: 'There are no help pages yet.',
    termsOfServiceText:
      'These terms of service will describe how you may use the app, what we expect from every member and how we look after your account. The full text is on its way.',
    faqEntries: {
      account: {
        question: 'How do I create an account?',
        answer:
          'Choose Login with mail on the welcome page, open the Signup tab and follow the steps.',
      },
      premium: {
        question: 'What does premium add?',
        answer:
          'Unlimited likes, rewind, seeing who likes and visits you, changing location and no ads.',
      },
      safety: {
        question: 'How do I report someone?',
        answer: "Open the member's profile and choose Report User. Our team reviews every report.",
      },
    },
    social: 'Follow us',
    facebook: 'Facebook',
    google: 'Google',
    twitter: 'Twitter',
  },
};

export type ShellMessages = typeof en;
