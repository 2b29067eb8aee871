import { eventBus } from '@dating/web';
import type { AppStartListening } from '../../app/store';
import { applyDocumentLanguage } from './applyDocumentLanguage';
import { languageChosen } from './localeSlice';
import { storeLanguage } from './storedLanguage';

/**
 * A chosen language is stored, set on the document and broadcast: the shell's i18n and every
 * mounted remote follow `locale:changed`, so no page reload is needed (the spec reloads).
 */
export function addLocaleListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: languageChosen,
    effect: ({ payload: language }) => {
      storeLanguage(language);
      applyDocumentLanguage(language);
      eventBus.emit('locale:changed', { language });
    },
  });
}
