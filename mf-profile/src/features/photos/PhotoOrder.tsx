import { useSession } from '@dating/web';
import { Icon, useTimedMessage } from '@dating/ui';
import { type Profile } from '@dating/contract';
import { FormMessage } from '@dating/ui/forms';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetPhotoOrderMutation } from './photosApi';
import './PhotoOrder.css';

interface OrderedPhoto {
  id: number;
  url: string;
}

/** `photos` with the one at `from` moved to `to`. */
export function movedPhoto<T>(photos: readonly T[], from: number, to: number): T[] {
  const order = [...photos];
  const [moving] = order.splice(from, 1);
  if (moving !== undefined) order.splice(to, 0, moving);
  return order;
}

/** The place in the list of the photo under a point of the screen, if any. */
function photoIndexAt(x: number, y: number): number | null {
  const item = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-photo-index]');
  return item ? Number(item.dataset.photoIndex) : null;
}

/**
 * The order of the member's photos: dragged with a mouse, a finger or a pen, or moved with each
 * photo's buttons from the keyboard, each move announced; saved at once (websetphotoorder). The
 * first photo is the main one.
 */
export function PhotoOrder({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const message = useTimedMessage();
  const [setPhotoOrder, { isLoading: saving }] = useSetPhotoOrderMutation();
  const saved = (profile.photo_ids ?? []).flatMap((id, index) => {
    const url = profile.imagess[index];
    return url === undefined ? [] : [{ id, url }];
  });
  // The order shown while a move is being saved; the profile's once it is read again.
  const [moving, setMoving] = useState<OrderedPhoto[] | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announced, setAnnounced] = useState('');
  // A photo is carried by its pointer (a mouse, a finger or a pen) to the place it is let go:
  // touch screens fire no drag events, so pointer events serve every device alike.
  const carried = useRef<{ pointerId: number; from: number; to: number } | null>(null);
  const photos = moving ?? saved;
  if (photos.length < 2) return null;

  const move = async (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    const order = movedPhoto(photos, from, to);
    setMoving(order);
    setAnnounced(t('photoOrder.moved', { position: to + 1, count: order.length }));
    try {
      await setPhotoOrder({ memberId, photoIds: order.map(({ id }) => id) }).unwrap();
    } catch (failure) {
      message.fromFailure(failure);
    } finally {
      setMoving(null);
    }
  };

  const pickUp = (event: PointerEvent<HTMLImageElement>, index: number) => {
    // The main button, or a finger or pen touching (both report button 0).
    if (!event.isPrimary || event.button !== 0 || saving) return;
    // No text selection nor native image drag while the photo is carried.
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    carried.current = { pointerId: event.pointerId, from: index, to: index };
    setDragged(index);
  };
  const carry = (event: PointerEvent<HTMLImageElement>) => {
    const photo = carried.current;
    if (photo?.pointerId !== event.pointerId) return;
    photo.to = photoIndexAt(event.clientX, event.clientY) ?? photo.to;
  };
  const putDown = (event: PointerEvent<HTMLImageElement>) => {
    const photo = carried.current;
    if (photo?.pointerId !== event.pointerId) return;
    carried.current = null;
    setDragged(null);
    void move(photo.from, photoIndexAt(event.clientX, event.clientY) ?? photo.to);
  };
  const drop = () => {
    carried.current = null;
    setDragged(null);
  };

  return (
    <section className="photo-order" aria-labelledby="photo-order-title">
      <h2 id="photo-order-title" className="photo-order__title">
        {t('photoOrder.title')}
      </h2>
      <p id="photo-order-hint" className="photo-order__hint">
        {t('photoOrder.hint')}
      </p>
      <ol className="photo-order__list" aria-describedby="photo-order-hint" aria-busy={saving}>
        {photos.map((photo, index) => {
          const number = index + 1;
          return (
            <li
              key={photo.id}
              className={
                dragged === index
                  ? 'photo-order__item photo-order__item--dragged'
                  : 'photo-order__item'
              }
              data-photo-id={photo.id}
              data-photo-index={index}
            >
              <img
                src={photo.url}
                alt={t('photoOrder.photoAlt', { number, count: photos.length })}
                className="photo-order__picture"
                onPointerDown={(event) => pickUp(event, index)}
                onPointerMove={carry}
                onPointerUp={putDown}
                onPointerCancel={drop}
              />
              {index === 0 ? (
                <span className="photo-order__main">{t('photoOrder.main')}</span>
              ) : null}
              <span className="photo-order__moves">
                <button
                  type="button"
                  className="dating-icon-button"
                  aria-label={t('photoOrder.moveEarlier', { number })}
                  disabled={index === 0 || saving}
                  onClick={() => void move(index, index - 1)}
                >
                  <Icon name="up" />
                </button>
                <button
                  type="button"
                  className="dating-icon-button"
                  aria-label={t('photoOrder.moveLater', { number })}
                  disabled={index === photos.length - 1 || saving}
                  onClick={() => void move(index, index + 1)}
                >
                  <Icon name="down" />
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="dating-visually-hidden" aria-live="polite">
        {announced}
      </p>
      <FormMessage message={message.shown} />
    </section>
  );
}
