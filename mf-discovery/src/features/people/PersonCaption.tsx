import { VerifiedBadge } from '@dating/ui';
import { type BlurredPersonCard } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import { NewHereTag } from './NewHereTag';

/**
 * Name, age, verified badge and location of a card; the server leaves age and location out for members who hide
 * them, and the caption then leaves them blank.
 */
export function PersonCaption({
  person,
  className,
}: {
  person: BlurredPersonCard;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <h2 className="person-caption__name">
        {/* One flex item, so the heading's gap never parts the comma from the name; the name in
            its own direction: "Anna, 28" in the Arabic UI keeps the comma after it. */}
        <span>
          <bdi>{person.user_name}</bdi>
          {person.age !== null ? `, ${person.age}` : null}
        </span>
        {person.verified === 'true' ? <VerifiedBadge /> : null}
        {person.online === '1' ? (
          <span className="person-caption__online" role="img" aria-label={t('people.online')} />
        ) : null}
      </h2>
      {person.new_here === 'true' ? <NewHereTag /> : null}
      {person.location ? (
        <p className="person-caption__place" dir="auto">
          {person.location}
        </p>
      ) : null}
      {person.distance !== null ? (
        <p className="person-caption__distance">{t('people.distance', { km: person.distance })}</p>
      ) : null}
    </div>
  );
}
