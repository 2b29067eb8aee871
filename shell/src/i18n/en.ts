import { MESSAGES, type MessageKey } from '@dating/shared';

/** Widened to plain strings, so the other languages can say them differently. */
const SPEC_MESSAGES: Record<MessageKey, string> = MESSAGES;

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
    signUpTitle: 'Create your account',
    tabsLabel: 'Sign in or sign up',
    signInTab: 'Sign in',
    signUpTab: 'Sign up',
    or: 'or',
    email: 'Email',
    password: 'Password',
    forgotPassword: 'Forgot Password?',
    signIn: 'Sign in',
    getTheApp: 'Get the app',
    appStore: 'App Store',
    playStore: 'Google Play',
    reactivateTitle: 'This account is deactivated',
    reactivateText: 'Sign in again to restore your profile, your matches and your chats.',
    reactivateYes: 'Reactivate and sign in',
    reactivateNo: 'Cancel',
  },
  forgotPassword: {
    title: 'Forgot Password?',
    close: 'Close',
    reset: 'Reset',
    codeSent: 'Enter the code we sent to {{email}} and choose a new password.',
    code: 'Reset code',
    newPassword: 'New password',
    setPassword: 'Set new password',
    done: 'Your password has been changed.',
  },
  signup: {
    name: 'Name',
    dateOfBirth: 'Date of birth',
    age: 'Age: {{age}}',
    gender: 'Gender',
    genders: {
      male: 'Male',
      female: 'Female',
      other: 'Other',
    },
    submit: 'Sign up',
    close: 'Close',
    steps: {
      verification: 'Verification',
      purpose: 'I am here to',
      photo: 'Upload great photos',
      interests: 'Interest',
      location: 'Location',
    },
    codeHelp: 'Get OTP code from registered mail',
    code: 'Verification code',
    clear: 'Clear',
    verify: 'Verify',
    resend: 'Resend',
    codeResent: 'A new code is on its way.',
    next: 'Next',
    choosePhoto: 'Choose a photo',
    changePhoto: 'Choose another photo',
    photoPreview: 'The photo you chose',
    uploading: 'Uploading',
    addPhotos: 'Add Photos',
    searchInterest: 'Search your Interest',
    noInterestFound: 'No interest matches your search.',
    save: 'Save',
    location: 'Where do you live?',
    searchLocation: 'Search a city or region',
    locationSuggestions: 'Places',
    join: 'Join {{brand}}',
  },
  code: {
    digit: 'Digit {{number}} of {{total}}',
  },
  social: {
    facebook: 'Continue with Facebook',
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
    explore: 'Explore',
    settings: 'Settings',
    help: 'Help',
    unread: '{{count}} new',
    premiumMember: 'Premium member',
    becomePremium: 'Become a Premium Member',
    logout: 'Logout',
    logoutConfirm: 'Are you sure ?',
    yes: 'Yes',
    no: 'No',
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
  // The spec's own texts (section 8); the other languages translate them key by key.
  messages: {
    ...SPEC_MESSAGES,
    tryAgain: 'Something went wrong. Please try again.',
  },
};

export type ShellMessages = typeof en;
