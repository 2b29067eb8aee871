import type { Language } from '@dating/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredLanguage } from './storedLanguage';

export interface LocaleState {
  language: Language;
}

export const localeSlice = createSlice({
  name: 'locale',
  initialState: (): LocaleState => ({ language: readStoredLanguage() }),
  reducers: {
    languageChosen(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
  },
});

export const { languageChosen } = localeSlice.actions;
export const { selectLanguage } = localeSlice.selectors;
