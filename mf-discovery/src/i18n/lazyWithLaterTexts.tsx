import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { DISCOVERY_NAMESPACE } from './createDiscoveryI18n';

/**
 * A component loaded on first use, with the English texts the App does not ship (`enLater`)
 * loaded beside it: they join the i18next instance before its first render, so it never shows a
 * key for a text. The other languages' files hold those texts already.
 */
export function lazyWithLaterTexts<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
) {
  return lazy(async () => {
    const [Loaded, { enLater }] = await Promise.all([load(), import('./enLater')]);
    function WithLaterTexts(props: Props) {
      const { i18n } = useTranslation();
      if (!i18n.getResource('en', DISCOVERY_NAMESPACE, 'messages')) {
        i18n.addResourceBundle('en', DISCOVERY_NAMESPACE, enLater, true, false);
      }
      return <Loaded {...props} />;
    }
    return { default: WithLaterTexts };
  });
}
