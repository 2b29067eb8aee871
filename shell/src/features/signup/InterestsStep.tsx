import { type Interest } from '@dating/contract';
import { type TimedMessageControls } from '@dating/ui';
import { MESSAGES } from '@dating/contract/messages';
import { Checkbox, TextField } from '@dating/ui/forms';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AdminDataGate } from '../admin-data/AdminDataGate';
import { interestsChanged, selectSignup, stepFinished } from './signupSlice';

/** Tab 3 (spec section 2), Interest: a search box over the admin's interests, then Save. */
export function InterestsStep({ message }: { message: TimedMessageControls }) {
  return (
    <AdminDataGate>
      {(adminData) => <InterestsChoice interests={adminData.interests} message={message} />}
    </AdminDataGate>
  );
}

function InterestsChoice({
  interests,
  message,
}: {
  interests: Interest[];
  message: TimedMessageControls;
}) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [search, setSearch] = useState('');
  // The admin's preselection until the member ticks anything themselves.
  const ticked =
    useAppSelector(selectSignup).interests ??
    interests.filter((interest) => interest.checked === 'true').map(({ name }) => name);
  const checked = new Set(ticked);
  const needle = search.trim().toLocaleLowerCase(i18n.language);
  const shown = interests.filter(({ name }) =>
    name.toLocaleLowerCase(i18n.language).includes(needle),
  );

  const toggle = (name: string) => {
    const next = new Set(checked);
    if (!next.delete(name)) next.add(name);
    // In the admin's order, whatever order they were ticked in.
    dispatch(
      interestsChanged(interests.map((interest) => interest.name).filter((n) => next.has(n))),
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checked.size === 0) {
      message.fromClient(MESSAGES.selectInterest);
      return;
    }
    // An untouched preselection is what the member keeps.
    dispatch(interestsChanged([...ticked]));
    dispatch(stepFinished('interests'));
  };

  return (
    <form className="signup-step" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('signup.searchInterest')}
        hideLabel
        type="search"
        placeholder={t('signup.searchInterest')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <fieldset className="interest-choices">
        <legend className="visually-hidden">{t('signup.steps.interests')}</legend>
        {shown.map(({ name }) => (
          <Checkbox
            key={name}
            appearance="chip"
            label={name}
            checked={checked.has(name)}
            onChange={() => toggle(name)}
          />
        ))}
        {shown.length === 0 ? <p>{t('signup.noInterestFound')}</p> : null}
      </fieldset>
      <div className="signup-step__actions">
        <button type="submit" className="dating-button">
          {t('signup.save')}
        </button>
      </div>
    </form>
  );
}
