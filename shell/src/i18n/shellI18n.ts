import { createI18n, type Language } from '@dating/shared';
import type { i18n } from 'i18next';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';
import { sp } from './sp';

export const SHELL_NAMESPACE = 'shell';

/** The shell's own i18next instance; remotes have theirs and follow the same `locale:changed`. */
export function createShellI18n(language: Language): i18n {
  return createI18n({
    namespace: SHELL_NAMESPACE,
    resources: {
      en: { [SHELL_NAMESPACE]: en },
      fr: { [SHELL_NAMESPACE]: fr },
      sp: { [SHELL_NAMESPACE]: sp },
      ar: { [SHELL_NAMESPACE]: ar },
    },
    language,
  });
}
