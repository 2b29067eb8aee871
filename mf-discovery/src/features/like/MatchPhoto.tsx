import { useState } from 'react';
import { FALLBACK_PHOTO } from '../photos/PhotoSlider';

/** The first letter of the first two words of a name, in capitals: 'anna maria' gives 'AM'. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

export interface MatchPhotoProps {
  /** The member's main photo; may be empty. */
  src: string;
  /** The member's name, for the initials shown when there is no photo or it fails to load. */
  name: string;
  /** The accessible name, e.g. 'Your photo'. */
  label: string;
}

/** One of the two round photos of the match moment; initials (or a silhouette) stand in for none. */
export function MatchPhoto({ src, name, label }: MatchPhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const initials = initialsOf(name);
  if (src && failedSrc !== src) {
    return (
      <img
        className="match-moment__photo"
        src={src}
        alt={label}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  if (!initials) return <img className="match-moment__photo" src={FALLBACK_PHOTO} alt={label} />;
  return (
    <span
      className="match-moment__photo match-moment__photo--initials"
      role="img"
      aria-label={label}
    >
      {initials}
    </span>
  );
}
