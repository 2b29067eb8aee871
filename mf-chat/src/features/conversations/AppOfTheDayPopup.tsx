import { Modal } from '@dating/ui/Modal';
import { type AppOfTheDay } from '@dating/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface AppOfTheDayPopupProps {
  app: AppOfTheDay;
  open: boolean;
  onClose: () => void;
}

/** The app of the day (spec section 2, Messages): title, description, image slider, Open. */
export function AppOfTheDayPopup({ app, open, onClose }: AppOfTheDayPopupProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const count = app.images.length;
  const image = app.images[index];
  const step = (by: number) => setIndex((current) => (current + by + count) % count);

  return (
    <Modal
      open={open}
      title={app.title}
      onClose={onClose}
      closeLabel={t('common.close')}
      footer={
        app.view_url_web ? (
          <a
            className="dating-button"
            href={app.view_url_web}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('appOfTheDay.open')}
          </a>
        ) : null
      }
    >
      <p className="app-of-the-day__description">{app.description}</p>
      {image ? (
        <div className="app-of-the-day__slider">
          <img
            className="app-of-the-day__image"
            src={image}
            alt={t('appOfTheDay.image', { index: index + 1, count })}
          />
          {count > 1 ? (
            <div className="app-of-the-day__controls">
              <button
                type="button"
                className="dating-button dating-button--ghost"
                onClick={() => step(-1)}
              >
                {t('appOfTheDay.previous')}
              </button>
              <button
                type="button"
                className="dating-button dating-button--ghost"
                onClick={() => step(1)}
              >
                {t('appOfTheDay.next')}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
