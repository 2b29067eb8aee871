import { HIDDEN_WORD_MAX, HIDDEN_WORDS_MAX, validateHiddenWord } from '@dating/contract/validation';
import { useTimedMessage } from '@dating/ui';
import { FormMessage, TextField } from '@dating/ui/forms';
import { useSession } from '@dating/web';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeHiddenWordsMutation, useHiddenWordsQuery } from './contactSafetyApi';
import './HiddenWordsSetting.css';

/**
 * Settings' "Hidden words": words and emoji whose opening messages and like comments go to the
 * member's Hidden folder (the server decides). Added with the field, each removed by its button.
 */
export function HiddenWordsSetting() {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const { data: words } = useHiddenWordsQuery(memberId);
  const [change, { isLoading }] = useChangeHiddenWordsMutation();
  const [draft, setDraft] = useState('');
  const message = useTimedMessage();
  const full = (words?.length ?? 0) >= HIDDEN_WORDS_MAX;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateHiddenWord(draft);
    if (problem) {
      message.fromClient(problem);
      return;
    }
    try {
      await change({ memberId, add: draft.trim() }).unwrap();
      setDraft('');
      message.clear();
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  const remove = async (word: string) => {
    try {
      await change({ memberId, remove: word }).unwrap();
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  return (
    <section className="settings-hidden-words" aria-labelledby="settings-hidden-words-title">
      <h3 id="settings-hidden-words-title" className="settings-subtitle">
        {t('settings.hiddenWords.title')}
      </h3>
      <p className="settings-hidden-words__hint">{t('settings.hiddenWords.hint')}</p>
      <form className="settings-hidden-words__add" onSubmit={(event) => void add(event)}>
        <TextField
          label={t('settings.hiddenWords.field')}
          hint={t('settings.hiddenWords.limits', {
            count: HIDDEN_WORDS_MAX,
            max: HIDDEN_WORD_MAX,
          })}
          value={draft}
          // Until the list is read, the form's button is disabled, and Enter in a field whose
          // form's button is disabled submits nothing: the word typed would be silently dropped.
          disabled={full || words === undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button
          type="submit"
          className="dating-button"
          disabled={isLoading || full || words === undefined}
        >
          {t('settings.hiddenWords.add')}
        </button>
      </form>
      <FormMessage message={message.shown} />
      {words && words.length === 0 ? <p>{t('settings.hiddenWords.empty')}</p> : null}
      {words && words.length > 0 ? (
        <ul className="settings-hidden-words__list" aria-label={t('settings.hiddenWords.title')}>
          {words.map((word) => (
            <li key={word} data-testid="hidden-word">
              <bdi>{word}</bdi>
              <button
                type="button"
                className="dating-button dating-button--ghost"
                aria-label={t('settings.hiddenWords.removeWord', { word })}
                onClick={() => void remove(word)}
              >
                {t('settings.hiddenWords.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
