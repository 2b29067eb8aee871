import type { LikedItem } from '@dating/contract';
import { useTranslation } from 'react-i18next';

/** A like button per photo of a profile: each opens the like composer aimed at that photo. */
export function PhotoLikes({
  photos,
  disabled,
  onAim,
}: {
  photos: readonly string[];
  disabled: boolean;
  onAim: (liked: LikedItem) => void;
}) {
  const { t } = useTranslation();
  if (photos.length === 0) return null;
  return (
    <ul className="member-profile__photo-likes">
      {photos.map((image, index) => (
        <li key={image}>
          <button
            type="button"
            className="member-profile__photo-like"
            disabled={disabled}
            onClick={() => onAim({ kind: 'photo', image })}
          >
            <img src={image} alt="" />
            <span>{t('aimedLikes.likePhoto', { number: index + 1 })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
