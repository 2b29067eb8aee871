import { preloadShellPages } from '../app/ShellRoutes';
import { SignUpPanel } from '../features/signup/SignUpPanel';
import { stubPrefersReducedMotion } from './stubMediaQueries';

// The pages of their own chunks render at once in every test, whatever ran before.
beforeAll(() => Promise.all([preloadShellPages(), SignUpPanel.preload()]));

beforeEach(() => stubPrefersReducedMotion(false));

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});
