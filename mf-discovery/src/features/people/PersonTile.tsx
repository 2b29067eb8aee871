import { FALLBACK_PHOTO } from '../photos/PhotoSlider';
import { NewHereTag } from './NewHereTag';
import { PersonCaption, type CaptionPerson } from './PersonCaption';
import './PeopleGrid.css';

/**
 * One tile of a people grid (the lists, Explore): the photo, a 'New here' tag at its top and a
 * caption at its bottom that leaves the face clear. The frame (link, button or plain
 * box) is the caller's, with the class `people-grid__card`.
 */
export function PersonTile({
  person,
  photo,
  alt = '',
  blurred = false,
}: {
  person: CaptionPerson;
  photo: string;
  alt?: string;
  blurred?: boolean;
}) {
  return (
    <>
      <img
        className={`people-grid__photo${blurred ? ' people-grid__photo--blurred' : ''}`}
        src={photo || FALLBACK_PHOTO}
        alt={alt}
        onError={(event) => {
          if (event.currentTarget.src !== FALLBACK_PHOTO) event.currentTarget.src = FALLBACK_PHOTO;
        }}
      />
      {person.new_here === 'true' ? (
        <span className="people-grid__tag">
          <NewHereTag />
        </span>
      ) : null}
      <PersonCaption person={person} className="people-grid__caption" />
    </>
  );
}
