import { useProfileFieldTexts } from '@dating/ui';
import { type Profile } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import { completenessOf, type CompletenessStep } from './profileCompleteness';
import './ProfileCompleteness.css';

const PHOTO_STEPS = ['addFirstPhoto', 'addSecondPhoto', 'addThirdPhoto'] as const;

/** The completeness meter of the own profile, with the next best step to take. */
export function ProfileCompleteness({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { percent, next } = completenessOf(profile);
  const { textOf } = useProfileFieldTexts(next?.kind === 'field' ? [next.field] : []);
  const stepText = (step: CompletenessStep): string => {
    switch (step.kind) {
      case 'photo':
        return t(`completeness.${PHOTO_STEPS[step.count - 1] ?? 'addThirdPhoto'}`);
      case 'prompt':
        return t('completeness.answerPrompt');
      case 'verify':
        return t('completeness.verify');
      case 'field': {
        const texts = textOf(step.field);
        return texts.nextStep ?? t('completeness.fillIn', { field: texts.label });
      }
    }
  };
  const value = t('completeness.value', { percent });
  return (
    <section className="profile-completeness" aria-labelledby="profile-completeness-title">
      <h2 id="profile-completeness-title" className="profile-completeness__title">
        {t('completeness.title')}
      </h2>
      <div
        className="profile-completeness__meter"
        role="meter"
        aria-labelledby="profile-completeness-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={value}
      >
        <span className="profile-completeness__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className="profile-completeness__value">{value}</p>
      <p className="profile-completeness__next">
        {next ? t('completeness.nextStep', { step: stepText(next) }) : t('completeness.complete')}
      </p>
    </section>
  );
}
