/** The data-testid values end-to-end tests select by; the only place they are spelled. */
export const TEST_IDS = {
  welcomeCarousel: 'welcome-carousel',
  welcomeSlide: 'welcome-slide',
  loginButton: 'welcome-login',
  termsLink: 'welcome-terms',
  languageSelect: 'language-select',
  notFound: 'not-found',
  remoteError: 'remote-error',
  remoteRetry: 'remote-retry',
} as const;
