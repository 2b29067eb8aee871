import {
  ACTIVE_WITHIN,
  FILTER_CRITERIA,
  FILTER_FIELDS,
  FILTER_GENDERS,
  GENDER_IDENTITY_FIELD,
  LIMITS,
  MIN_COMMON_QUESTIONS,
  placeFromAddress,
  type ActiveWithin,
  type AdminData,
  type FilterCriterion,
  type FilterFieldName,
  type FilterGender,
  type PlaceSuggestion,
  type Profile,
} from '@dating/contract';
import { Loader, Page, useTimedMessage, type PlacePick, useProfileFieldTexts } from '@dating/ui';
import { Modal } from '@dating/ui/Modal';
import { useSession } from '@dating/web';
import { MESSAGES } from '@dating/contract/messages';
import { Checkbox, SegmentedControl, Switch } from '@dating/ui/forms';
import { PlacePicker } from '@dating/ui/PlacePicker';
import { RangeSlider } from '@dating/ui/RangeSlider';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TEST_IDS } from '../../testIds';
import { FloatingMessage } from '../messages/FloatingMessage';
import { useAdminDataQuery, usePlacesQuery } from '../own-profile/placeApi';
import { useOwnProfile } from '../own-profile/useOwnProfile';
import { usePremiumGate } from '../premium/usePremiumGate';
import { useSetFilterMutation } from './filterApi';
import { lastBrowsePath, rememberVerifiedOnly } from './browseReturn';
import { verifiedOnly } from './filterPage';
import './FilterPage.css';

function clamp(value: number, min: number, max: number) {
  return Math.min(Math.max(value, min), max);
}

/** The profile's 'min-max' filter age, kept inside 18..max_age. */
function ageRangeOf(filterAge: string, maxAge: number): [number, number] {
  const [min = LIMITS.minAge, max = maxAge] = filterAge.split('-').map(Number);
  const low = clamp(Number.isFinite(min) ? min : LIMITS.minAge, LIMITS.minAge, maxAge);
  return [low, clamp(Number.isFinite(max) ? max : maxAge, low, maxAge)];
}

function LocationPicker({
  onChosen,
  onClose,
}: {
  onChosen: (place: PlaceSuggestion) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const message = useTimedMessage();
  const [pick, setPick] = useState<PlacePick>({ text: '', place: null });
  const choose = () => {
    if (!pick.place) return message.fromClient(MESSAGES.selectLocationProperly);
    onChosen(pick.place);
    onClose();
  };
  return (
    <Modal
      open
      title={t('location.title')}
      onClose={onClose}
      closeLabel={t('common.close')}
      footer={
        <button type="button" className="dating-button" onClick={choose}>
          {t('common.save')}
        </button>
      }
    >
      <PlacePicker
        label={t('location.search')}
        suggestionsLabel={t('location.suggestions')}
        usePlaces={usePlacesQuery}
        onChange={setPick}
        optionTestId={TEST_IDS.placeSuggestion}
      />
      <FloatingMessage message={message.shown} />
    </Modal>
  );
}

function FilterForm({ profile, admin }: { profile: Profile; admin: AdminData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { memberId } = useSession();
  const { allow } = usePremiumGate();
  const message = useTimedMessage();
  const [setFilter, { isLoading: saving }] = useSetFilterMutation();
  const [gender, setGender] = useState<FilterGender>(profile.filter_gender);
  // A new member has chosen no purpose yet: their own is selected, as the server saves it then.
  const [purposes, setPurposes] = useState<number[]>(
    profile.filter_peoplefor.length > 0 ? profile.filter_peoplefor : profile.people_for,
  );
  const [[ageMin, ageMax], setAges] = useState(() => ageRangeOf(profile.filter_age, admin.max_age));
  const [distance, setDistance] = useState(clamp(profile.filter_distance, 0, admin.max_distance));
  const [activeWithin, setActiveWithin] = useState<ActiveWithin>(
    profile.filter_active_within ?? 'any',
  );
  const [place, setPlace] = useState<PlaceSuggestion | null>(null);
  const [choosingPlace, setChoosingPlace] = useState(false);
  const [onlyVerified, setOnlyVerified] = useState(
    () => verifiedOnly() || profile.filter_verified_only === 'true',
  );
  const [onlyAnswered, setOnlyAnswered] = useState(profile.filter_answered_only === 'true');
  // The filters left preferences (ranking lower); every other one is a dealbreaker (hiding).
  const [preferences, setPreferences] = useState<readonly FilterCriterion[]>(
    profile.filter_preferences ?? [],
  );
  // Every box reads "Dealbreaker"; its name says which filter, for a screen reader's list of them.
  const dealbreaker = (criterion: FilterCriterion, filter: string) => (
    <Checkbox
      label={t('filter.dealbreaker')}
      aria-label={t('filter.dealbreakerOf', { filter })}
      checked={!preferences.includes(criterion)}
      onChange={() =>
        setPreferences((current) =>
          current.includes(criterion)
            ? current.filter((one) => one !== criterion)
            : FILTER_CRITERIA.filter((one) => one === criterion || current.includes(one)),
        )
      }
    />
  );
  const { textOf, optionName } = useProfileFieldTexts(FILTER_FIELDS);
  // The profile fields discovery filters on (the field list's `filter`): anyone when none chosen.
  const [wanted, setWanted] = useState<Record<FilterFieldName, readonly string[]>>(
    () =>
      Object.fromEntries(
        FILTER_FIELDS.map(({ name }) => [name, profile[`filter_${name}`]]),
      ) as unknown as Record<FilterFieldName, readonly string[]>,
  );
  const toggleWanted = (name: FilterFieldName, value: string) =>
    setWanted((current) => ({
      ...current,
      [name]: current[name].includes(value)
        ? current[name].filter((one) => one !== value)
        : [...current[name], value],
    }));

  const togglePurpose = (id: number) =>
    setPurposes((chosen) =>
      chosen.includes(id) ? chosen.filter((one) => one !== id) : [...chosen, id],
    );

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await setFilter({
        user_id: memberId,
        age: `${ageMin}-${ageMax}`,
        distance,
        gender,
        people_for: purposes.map(String),
        active_within: activeWithin,
        verified_only: onlyVerified ? 'true' : 'false',
        answered_only: onlyAnswered ? 'true' : 'false',
        preferences: preferences.join(','),
        ...Object.fromEntries(FILTER_FIELDS.map(({ name }) => [name, wanted[name].join(',')])),
        ...(place
          ? {
              place: placeFromAddress(place.description),
              lat: String(place.lat),
              lon: String(place.lon),
            }
          : {}),
      }).unwrap();
      // The deck's own call asks for the verified alone only while that is a dealbreaker.
      rememberVerifiedOnly(onlyVerified && !preferences.includes('verified'));
      void navigate(lastBrowsePath());
    } catch (error) {
      message.fromFailure(error);
    }
  };

  return (
    <form className="dating-page__column filter-form" onSubmit={(event) => void save(event)}>
      <SegmentedControl
        legend={t('filter.gender')}
        options={FILTER_GENDERS.map((option) => ({ value: option, label: t(`filter.${option}`) }))}
        value={gender}
        onChange={setGender}
      />
      {dealbreaker('identities', t('filter.gender'))}
      <fieldset className="dating-choices">
        <legend className="dating-field__label">{t('filter.purposes')}</legend>
        <div className="dating-choices__options filter-form__chips">
          {admin.peoplefor.map((purpose) => (
            <Checkbox
              key={purpose.id}
              label={purpose.name}
              appearance="chip"
              checked={purposes.includes(purpose.id)}
              onChange={() => togglePurpose(purpose.id)}
            />
          ))}
        </div>
        {dealbreaker('purposes', t('filter.purposes'))}
      </fieldset>
      <div className="filter-form__group">
        <h2 className="dating-field__label filter-form__label">{t('filter.location')}</h2>
        <p>{place ? place.description : profile.location}</p>
        <button
          type="button"
          className="dating-button dating-button--ghost"
          onClick={() => {
            if (allow('filter-location', 'location')) setChoosingPlace(true);
          }}
        >
          {t('filter.changeLocation')}
        </button>
      </div>
      <RangeSlider
        label={t('filter.age')}
        min={LIMITS.minAge}
        max={admin.max_age}
        value={[ageMin, ageMax]}
        onChange={([min = ageMin, max = ageMax]) => setAges([min, max])}
        handleLabels={[t('filter.ageMin'), t('filter.ageMax')]}
        valueText={(age) => t('filter.ageValue', { age })}
        summary={t('filter.ageRange', { min: ageMin, max: ageMax })}
      />
      {dealbreaker('age', t('filter.age'))}
      <RangeSlider
        label={t('filter.distance')}
        min={0}
        max={admin.max_distance}
        value={[distance]}
        onChange={([km = distance]) => setDistance(km)}
        handleLabels={[t('filter.distance')]}
        valueText={(km) => t('filter.distanceValue', { km })}
      />
      {dealbreaker('distance', t('filter.distance'))}
      <SegmentedControl
        legend={t('filter.activeWithin')}
        options={ACTIVE_WITHIN.map((option) => ({
          value: option,
          label: t(`filter.active_${option}`),
        }))}
        value={activeWithin}
        onChange={setActiveWithin}
      />
      {FILTER_FIELDS.map((field) => (
        <details
          key={field.name}
          className="filter-form__more"
          open={wanted[field.name].length > 0}
        >
          <summary className="dating-field__label">
            {textOf(field).filterLabel ?? textOf(field).label}
          </summary>
          <fieldset className="dating-choices">
            <legend className="dating-visually-hidden">
              {textOf(field).filterLabel ?? textOf(field).label}
            </legend>
            <div className="dating-choices__options filter-form__chips">
              {field.options.map((option) => (
                <Checkbox
                  key={option}
                  label={optionName(field, option)}
                  appearance="chip"
                  checked={wanted[field.name].includes(option)}
                  onChange={() => toggleWanted(field.name, option)}
                />
              ))}
            </div>
            {field.name === GENDER_IDENTITY_FIELD.name
              ? null
              : dealbreaker(field.name, textOf(field).filterLabel ?? textOf(field).label)}
          </fieldset>
        </details>
      ))}
      <Switch
        label={t('filter.verifiedOnly')}
        hint={t('filter.verifiedOnlyHint')}
        checked={onlyVerified}
        onChange={setOnlyVerified}
      />
      {dealbreaker('verified', t('filter.verifiedOnly'))}
      <Switch
        label={t('filter.answeredOnly')}
        hint={t('filter.answeredOnlyHint', { count: MIN_COMMON_QUESTIONS })}
        checked={onlyAnswered}
        onChange={setOnlyAnswered}
      />
      {dealbreaker('answered', t('filter.answeredOnly'))}
      <button type="submit" className="dating-button" disabled={saving}>
        {t('common.save')}
      </button>
      {choosingPlace ? (
        <LocationPicker onChosen={setPlace} onClose={() => setChoosingPlace(false)} />
      ) : null}
      <FloatingMessage message={message.shown} />
    </form>
  );
}

/** The discovery filter (spec section 2, Filter), saved with websetfilter. */
export function FilterPage() {
  const { t } = useTranslation();
  const { data: profile } = useOwnProfile();
  const { data: admin } = useAdminDataQuery();
  return (
    <Page title={t('pages.filter')}>
      {profile && admin ? (
        <FilterForm profile={profile} admin={admin} />
      ) : (
        <Loader label={t('common.loading')} />
      )}
    </Page>
  );
}
