import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { SlideArt, type SlideArtKind } from './SlideArt';
import { useCarousel } from './useCarousel';

/** The three slides of spec section 2, in order. */
const SLIDES: readonly SlideArtKind[] = ['matches', 'swipe', 'nearby'];

export function WelcomeCarousel() {
  const { t } = useTranslation();
  const carousel = useCarousel(SLIDES.length);

  return (
    <section
      className="welcome-carousel"
      aria-roledescription="carousel"
      aria-label={t('welcome.carouselLabel')}
      data-testid={TEST_IDS.welcomeCarousel}
      onMouseEnter={carousel.hold}
      onMouseLeave={carousel.release}
      onFocus={carousel.hold}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) carousel.release();
      }}
    >
      {/* Announced only when the member drives it; a rotating live region would talk over them. */}
      <div className="welcome-carousel__slides" aria-live={carousel.paused ? 'polite' : 'off'}>
        {SLIDES.map((kind, position) => {
          const active = position === carousel.index;
          return (
            <div
              key={kind}
              className={active ? 'welcome-slide welcome-slide--active' : 'welcome-slide'}
              role="group"
              aria-roledescription="slide"
              aria-label={t('welcome.slidePosition', {
                number: position + 1,
                total: SLIDES.length,
              })}
              aria-hidden={!active}
              inert={!active}
              data-testid={TEST_IDS.welcomeSlide}
            >
              <SlideArt kind={kind} />
              <h2 className="welcome-slide__title">{t(`welcome.slides.${kind}.title`)}</h2>
              <p className="welcome-slide__text">{t(`welcome.slides.${kind}.text`)}</p>
            </div>
          );
        })}
      </div>

      <div className="welcome-carousel__controls">
        <button
          type="button"
          className="welcome-carousel__button welcome-carousel__button--toggle"
          aria-label={carousel.paused ? t('welcome.play') : t('welcome.pause')}
          onClick={carousel.togglePaused}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            {carousel.paused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zm6 0h4v14h-4z" />}
          </svg>
        </button>
        <button
          type="button"
          className="welcome-carousel__button welcome-carousel__button--arrow"
          aria-label={t('welcome.previousSlide')}
          onClick={carousel.previous}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <div className="welcome-carousel__dots">
          {SLIDES.map((kind, position) => (
            <button
              key={kind}
              type="button"
              className="welcome-carousel__dot"
              aria-label={t('welcome.goToSlide', { number: position + 1 })}
              aria-current={position === carousel.index ? 'true' : undefined}
              onClick={() => carousel.goTo(position)}
            />
          ))}
        </div>
        <button
          type="button"
          className="welcome-carousel__button welcome-carousel__button--arrow"
          aria-label={t('welcome.nextSlide')}
          onClick={carousel.next}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
      </div>
    </section>
  );
}
