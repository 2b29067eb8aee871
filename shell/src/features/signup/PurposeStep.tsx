import { type Purpose } from '@dating/contract';
import { type TimedMessageControls } from '@dating/ui';
import { MESSAGES } from '@dating/contract/messages';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AdminDataGate } from '../admin-data/AdminDataGate';
import { purposeChosen, selectSignup, stepFinished } from './signupSlice';

/** Tab 1 (spec section 2), 'I am here to': one purpose, with its icon, then Next. */
export function PurposeStep({ message }: { message: TimedMessageControls }) {
  return (
    <AdminDataGate>
      {(adminData) => <PurposeChoice purposes={adminData.peoplefor} message={message} />}
    </AdminDataGate>
  );
}

function PurposeChoice({
  purposes,
  message,
}: {
  purposes: Purpose[];
  message: TimedMessageControls;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const chosen = useAppSelector(selectSignup).purposeId;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen === null) message.fromClient(MESSAGES.selectAnyOne);
    else dispatch(stepFinished('purpose'));
  };

  return (
    <form className="signup-step" noValidate onSubmit={onSubmit}>
      <fieldset className="purpose-choices">
        <legend className="visually-hidden">{t('signup.steps.purpose')}</legend>
        {purposes.map((purpose) => (
          <label key={purpose.id} className="purpose-choice">
            <input
              type="radio"
              name="purpose"
              className="visually-hidden"
              checked={chosen === purpose.id}
              onChange={() => dispatch(purposeChosen(purpose.id))}
            />
            <img src={purpose.icon} alt="" className="purpose-choice__icon" />
            <span>{purpose.name}</span>
          </label>
        ))}
      </fieldset>
      <div className="signup-step__actions">
        <button type="submit" className="dating-button">
          {t('signup.next')}
        </button>
      </div>
    </form>
  );
}
