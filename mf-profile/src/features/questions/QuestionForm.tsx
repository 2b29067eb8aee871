import { IMPORTANCES, type CompatibilityQuestion, type Importance } from '@dating/contract';
import type { OwnQuestionAnswer } from '@dating/contract';
import type { TimedMessageControls } from '@dating/ui';
import { Checkbox, FormMessage, RadioGroup } from '@dating/ui/forms';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerFields } from './questionsApi';

/**
 * One question to answer: the member's answer, the answers they accept from someone else, how
 * much it matters and whether the answer is shown when others compare. "Irrelevant" accepts
 * every answer, as the server does.
 */
export function QuestionForm({
  question,
  given,
  saving,
  message,
  onSave,
  onSkip,
}: {
  question: CompatibilityQuestion;
  /** The member's earlier answer, when they change it. */
  given?: OwnQuestionAnswer;
  saving: boolean;
  /** The page's message area: the form's own checks and the server's refusals. */
  message: TimedMessageControls;
  onSave: (answer: AnswerFields) => void;
  /** Skip to another question (only for a question not answered yet). */
  onSkip?: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [choice, setChoice] = useState(given ? String(given.choice_id) : undefined);
  const [accepted, setAccepted] = useState<number[]>(given?.accepted ?? []);
  const [importance, setImportance] = useState<Importance>(given?.importance ?? 'somewhat');
  const [shown, setShown] = useState(given?.public !== 'false');
  const options = question.choices.map((answer) => ({
    value: String(answer.id),
    label: answer.text,
  }));
  const irrelevant = importance === 'irrelevant';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === undefined) return message.fromClient(t('questions.chooseAnswer'));
    if (!irrelevant && accepted.length === 0) return message.fromClient(t('questions.acceptSome'));
    message.clear();
    onSave({
      question_id: question.id,
      choice_id: Number(choice),
      accepted: irrelevant ? question.choices.map((answer) => answer.id) : accepted,
      importance,
      public: shown ? 'true' : 'false',
    });
  };

  return (
    <form className="question-form" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <p className="question-form__category">{t(`questions.categories.${question.category}`)}</p>
      <h2 id={titleId} className="question-form__text" dir="auto">
        {question.text}
      </h2>
      <p className="question-form__why">{t('questions.why', { why: question.why })}</p>
      <RadioGroup
        legend={t('questions.yourAnswer')}
        options={options}
        value={choice}
        onChange={setChoice}
        appearance="segmented"
      />
      <fieldset className="dating-choices question-form__accepted" disabled={irrelevant}>
        <legend className="dating-field__label">{t('questions.accepted')}</legend>
        <div className="dating-choices__options">
          {question.choices.map((answer) => (
            <Checkbox
              key={answer.id}
              label={answer.text}
              checked={irrelevant || accepted.includes(answer.id)}
              onChange={(checked) =>
                setAccepted((current) =>
                  checked ? [...current, answer.id] : current.filter((id) => id !== answer.id),
                )
              }
            />
          ))}
        </div>
      </fieldset>
      <RadioGroup
        legend={t('questions.importance')}
        options={IMPORTANCES.map((level) => ({
          value: level,
          label: t(`questions.importances.${level}`),
        }))}
        value={importance}
        onChange={setImportance}
      />
      <Checkbox label={t('questions.public')} checked={shown} onChange={setShown} />
      <FormMessage message={message.shown} />
      <div className="question-form__actions">
        <button type="submit" className="dating-button" disabled={saving}>
          {t('questions.save')}
        </button>
        {onSkip ? (
          <button type="button" className="dating-button dating-button--ghost" onClick={onSkip}>
            {t('questions.skip')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
