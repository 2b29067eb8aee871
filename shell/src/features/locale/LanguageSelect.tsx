import { LANGUAGES, isLanguage, type Language } from '@dating/contract';
import { htmlLang } from '@dating/web';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TEST_IDS } from '../../testIds';
import { languageChosen, selectLanguage } from './localeSlice';
import './LanguageSelect.css';

/** Each language is named in itself, so a reader finds theirs whatever is on screen now. */
const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  sp: 'Español',
  ar: 'العربية',
};

export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);

  return (
    <div className={['language-select', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        className="language-select__control"
        value={language}
        data-testid={TEST_IDS.languageSelect}
        onChange={(event) => {
          if (isLanguage(event.target.value)) dispatch(languageChosen(event.target.value));
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={htmlLang(code)}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
