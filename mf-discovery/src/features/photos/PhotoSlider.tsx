import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import './PhotoSlider.css';

/** Shown in place of a photo that fails to load (spec section 2, fallback image). */
export const FALLBACK_PHOTO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 4"><rect width="3" height="4" fill="#e7e3ee"/><circle cx="1.5" cy="1.5" r=".7" fill="#b9b2c6"/><path d="M.4 3.6a1.1 1.1 0 0 1 2.2 0z" fill="#b9b2c6"/></svg>',
  );

function showFallback(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.src !== FALLBACK_PHOTO) image.src = FALLBACK_PHOTO;
}

export interface PhotoSliderProps {
  photos: readonly string[];
  /** The alt text of every photo, e.g. the member's name. */
  alt: string;
  /** Milliseconds between slides; none when absent. */
  autoplayMs?: number;
  /** Drawn behind another card: its photos are fetched after the ones in view. */
  behind?: boolean;
}

/**
 * A member's photos one at a time, with a dot per photo (spec section 2: dots, autoplay, 500 ms
 * slide speed, a fallback image when one fails to load).
 */
export function PhotoSlider({ photos, alt, autoplayMs, behind = false }: PhotoSliderProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const count = Math.max(photos.length, 1);
  const current = Math.min(shown, count - 1);

  useEffect(() => {
    if (!autoplayMs || count < 2) return;
    const timer = window.setInterval(() => setShown((index) => (index + 1) % count), autoplayMs);
    return () => window.clearInterval(timer);
  }, [autoplayMs, count]);

  return (
    <div className="photo-slider">
      <div
        className="photo-slider__track"
        dir="ltr"
        style={{ transform: `translateX(${-100 * current}%)` }}
      >
        {(photos.length > 0 ? photos : [FALLBACK_PHOTO]).map((photo, index) => (
          <img
            key={`${index}-${photo}`}
            className="photo-slider__photo"
            src={photo}
            alt={alt}
            draggable={false}
            // The photo in view first: on a slow network the others would share its bandwidth.
            fetchPriority={index === current && !behind ? 'high' : 'low'}
            aria-hidden={index !== current}
            data-testid={TEST_IDS.photoSlide}
            onError={showFallback}
          />
        ))}
      </div>
      {count > 1 ? (
        <div className="photo-slider__dots">
          {photos.map((photo, index) => (
            <button
              key={`${index}-${photo}`}
              type="button"
              className="photo-slider__dot"
              aria-label={t('photos.show', { number: index + 1, count })}
              aria-pressed={index === current}
              onPointerDown={(event) => event.stopPropagation()}
              onClick={() => setShown(index)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
