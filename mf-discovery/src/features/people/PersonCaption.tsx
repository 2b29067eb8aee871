import { NameAndAge, VerifiedBadge } from '@dating/ui';
import { cityOf, distanceAway, type BlurredPersonCard } from '@dating/contract';
import { useSession } from '@dating/web';
import { useTranslation } from 'react-i18next';

/** What a caption shows of a member: Explore's sample people carry the name and age only. */
export type CaptionPerson = Pick<BlurredPersonCard, 'user_name' | 'age' | 'location'> &
  Partial<Pick<BlurredPersonCard, 'verified' | 'online' | 'new_here' | 'distance'>>;

/**
 * The city of a caption: the full location stays in the tooltip and for screen readers, the
 * card shows only what fits one short line.
 */
function CityOnly({ location }: { location: string }) {
  const city = cityOf(location);
  if (city === location) return <bdi>{location}</bdi>;
  return (
    <span title={location}>
      <bdi aria-hidden="true">{city}</bdi>
      <span className="dating-visually-hidden">{location}</span>
    </span>
  );
}

/**
 * Name, age, verified badge and online dot on one line, the city and the distance on the next:
 * the caption of a swipe card and of a grid tile, whose 'New here' tag is the card's own. The
 * server leaves age and location out for members who hide them, and the caption leaves them out.
 */
export function PersonCaption({
  person,
  className,
}: {
  person: CaptionPerson;
  className?: string;
}) {
  const { t } = useTranslation();
  const { language } = useSession();
  const distance =
    person.distance !== null && person.distance !== undefined
      ? distanceAway(person.distance, language)
      : null;
  return (
    <div className={className}>
      <h2 className="person-caption__name">
        <NameAndAge
          className="person-caption__who"
          name={person.user_name}
          age={person.age}
          language={language}
        />
        {person.verified === 'true' ? <VerifiedBadge /> : null}
        {person.online === '1' ? (
          <span className="person-caption__online" role="img" aria-label={t('people.online')} />
        ) : null}
      </h2>
      {person.location || distance ? (
        <p className="person-caption__meta">
          {person.location ? <CityOnly location={person.location} /> : null}
          {person.location && distance ? ' · ' : null}
          {distance}
        </p>
      ) : null}
    </div>
  );
}
