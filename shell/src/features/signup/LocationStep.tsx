import { pathTo } from '@dating/contract';
import { type TimedMessageControls } from '@dating/ui';
import { MESSAGES } from '@dating/contract/messages';
import { validateCoordinates } from '@dating/contract/validation';
import { PlacePicker } from '@dating/ui/PlacePicker';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TEST_IDS } from '../../testIds';
import { useSingleSubmit } from '../forms/useSingleSubmit';
import { completeSignup } from './completeSignup';
import { usePlacesQuery } from './signupApi';
import { placeChanged, selectSignup } from './signupSlice';

/**
 * Tab 4 (spec section 2), location: a place chosen from the suggestions (section 5: nothing
 * typed by hand counts), then Join, which signs the member up and in, or takes them to the
 * step that can fix what the server refused.
 */
export function LocationStep({ message }: { message: TimedMessageControls }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const pick = useAppSelector(selectSignup).place;

  const join = useSingleSubmit(async () => {
    const chosen = pick.place;
    if (!chosen || validateCoordinates(chosen.lat, chosen.lon)) {
      message.fromClient(MESSAGES.selectLocationProperly);
      return;
    }
    try {
      const signedUp = await dispatch(completeSignup(chosen));
      if (signedUp) void navigate(pathTo('peopleNear'), { replace: true });
    } catch (error) {
      message.fromFailure(error);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void join.run();
  };

  return (
    <form className="signup-step" noValidate onSubmit={onSubmit}>
      <PlacePicker
        label={t('signup.searchLocation')}
        suggestionsLabel={t('signup.locationSuggestions')}
        usePlaces={usePlacesQuery}
        initialPick={pick}
        onChange={(changed) => dispatch(placeChanged(changed))}
        optionTestId={TEST_IDS.placeSuggestion}
      />
      <div className="signup-step__actions">
        <button type="submit" className="dating-button" disabled={join.busy}>
          {t('signup.join', { brand: t('brand.name') })}
        </button>
      </div>
    </form>
  );
}
