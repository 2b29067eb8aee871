import { MIN_COMMON_QUESTIONS, pathTo, type OwnQuestionAnswer } from '@dating/contract';
import { Page, useTimedMessage } from '@dating/ui';
import { LoadingSkeleton } from '@dating/ui/Skeleton';
import { useSession } from '@dating/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionForm } from './QuestionForm';
import {
  useQuestionsQuery,
  useRemoveQuestionAnswerMutation,
  useSetQuestionAnswerMutation,
  type AnswerFields,
} from './questionsApi';
import './QuestionsPage.css';

/**
 * Compatibility questions: the next question not answered yet (or one being changed), then the
 * member's answers, each to change or take back. Percentages with others follow from them.
 */
export function QuestionsPage() {
  const { t } = useTranslation();
  const { language } = useSession();
  const { data } = useQuestionsQuery({ language });
  const [setAnswer, { isLoading: saving }] = useSetQuestionAnswerMutation();
  const [removeAnswer] = useRemoveQuestionAnswerMutation();
  const message = useTimedMessage();
  /** Questions skipped in this visit, and the answered one being changed. */
  const [skipped, setSkipped] = useState<number[]>([]);
  const [changing, setChanging] = useState<number | null>(null);

  if (!data) return <LoadingSkeleton label={t('common.loading')} layout="profile" />;

  const answers = new Map(data.answers.map((answer) => [answer.question_id, answer]));
  const unanswered = data.questions.filter((question) => !answers.has(question.id));
  const next =
    unanswered.find((question) => !skipped.includes(question.id)) ?? unanswered[0] ?? null;
  const current = changing === null ? next : data.questions.find(({ id }) => id === changing);

  const save = async (answer: AnswerFields) => {
    try {
      await setAnswer(answer).unwrap();
      setChanging(null);
      message.fromServer(t('questions.saved'), 'success');
    } catch (failure) {
      message.fromFailure(failure);
    }
  };
  const skip = (questionId: number) =>
    setSkipped((current) => [...current.filter((id) => id !== questionId), questionId]);
  const answerText = (answer: OwnQuestionAnswer) =>
    data.questions
      .find(({ id }) => id === answer.question_id)
      ?.choices.find(({ id }) => id === answer.choice_id)?.text ?? '';

  return (
    <Page title={t('questions.title')} back={{ to: pathTo('profile'), label: t('pages.profile') }}>
      <div className="dating-page__column questions-page">
        <p>{t('questions.intro', { count: MIN_COMMON_QUESTIONS })}</p>
        <p className="questions-page__progress" data-testid="questions-progress">
          {t('questions.progress', { answered: answers.size, total: data.questions.length })}
        </p>
        {current ? (
          <QuestionForm
            // A new question starts a new form.
            key={current.id}
            question={current}
            given={answers.get(current.id)}
            saving={saving}
            message={message}
            onSave={(answer) => void save(answer)}
            onSkip={changing === null && unanswered.length > 1 ? () => skip(current.id) : undefined}
          />
        ) : (
          <p>{t('questions.allAnswered')}</p>
        )}
        {data.answers.length > 0 ? (
          <section className="questions-page__answers" aria-labelledby="questions-answered">
            <h2 id="questions-answered">{t('questions.answered')}</h2>
            <ul>
              {data.answers.map((answer) => {
                const question = data.questions.find(({ id }) => id === answer.question_id);
                if (!question) return null;
                return (
                  <li key={answer.question_id} className="questions-page__answer">
                    <p dir="auto">{question.text}</p>
                    <p className="questions-page__given">
                      <bdi>{answerText(answer)}</bdi>
                      {answer.public === 'false' ? ` · ${t('questions.private')}` : null}
                    </p>
                    <div className="questions-page__actions">
                      <button
                        type="button"
                        className="dating-button dating-button--ghost"
                        aria-label={t('questions.changeNamed', { question: question.text })}
                        onClick={() => setChanging(question.id)}
                      >
                        {t('questions.change')}
                      </button>
                      <button
                        type="button"
                        className="dating-button dating-button--ghost"
                        aria-label={t('questions.removeNamed', { question: question.text })}
                        onClick={() => void removeAnswer({ questionId: question.id })}
                      >
                        {t('questions.remove')}
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </div>
    </Page>
  );
}
