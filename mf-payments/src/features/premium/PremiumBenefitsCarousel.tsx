import { Icon } from '@dating/ui';
import type { PremiumBenefit } from '@dating/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type BenefitKey = 'superlikes' | 'boosts' | PremiumBenefit;

/** Spec section 2 (Premium popup): every plan's benefits, after the plan's own free items. */
const ALWAYS: readonly PremiumBenefit[] = [
  'location',
  'likes',
  'rewind',
  'seeLikes',
  'control',
  'visitors',
  'ads',
];

/**
 * The benefits carousel, one slide at a time, from `startAt` (the benefit a locked feature asked
 * for) or the first. The free super likes and boosts slides are shown only when the chosen plan
 * gives some.
 */
export function PremiumBenefitsCarousel({
  startAt,
  superlikes,
  boosts,
}: {
  startAt?: PremiumBenefit;
  superlikes: number;
  boosts: number;
}) {
  const { t } = useTranslation();
  const slides: { key: BenefitKey; count?: number }[] = [
    ...(superlikes > 0 ? [{ key: 'superlikes' as const, count: superlikes }] : []),
    ...(boosts > 0 ? [{ key: 'boosts' as const, count: boosts }] : []),
    ...ALWAYS.map((key) => ({ key })),
  ];
  // Held by key: the free slides come in front when the plan's counts arrive, and the slide on
  // screen must not change under the member's eyes.
  const [shownKey, setShownKey] = useState<BenefitKey | undefined>(startAt);
  const shown = Math.max(
    0,
    slides.findIndex((item) => item.key === shownKey),
  );
  const slide = slides[shown];
  if (!slide) return null;
  const move = (step: number) =>
    setShownKey(slides[(shown + step + slides.length) % slides.length]?.key);

  return (
    <section
      className="premium-benefits"
      aria-roledescription="carousel"
      aria-label={t('premiumPopup.benefits')}
    >
      <button
        type="button"
        className="premium-benefits__arrow"
        aria-label={t('premiumPopup.previousBenefit')}
        onClick={() => move(-1)}
      >
        <Icon name="previous" />
      </button>
      <div
        className="premium-benefits__slide"
        role="group"
        aria-roledescription="slide"
        aria-live="polite"
        data-testid={`premium-benefit-${slide.key}`}
      >
        <h3>{t(`premiumPopup.benefit.${slide.key}.title`, { count: slide.count })}</h3>
        <p>{t(`premiumPopup.benefit.${slide.key}.text`)}</p>
      </div>
      <button
        type="button"
        className="premium-benefits__arrow"
        aria-label={t('premiumPopup.nextBenefit')}
        onClick={() => move(1)}
      >
        <Icon name="next" />
      </button>
      <ol className="premium-benefits__dots" aria-hidden="true">
        {slides.map((item, position) => (
          <li key={item.key} className={position === shown ? 'is-active' : undefined} />
        ))}
      </ol>
    </section>
  );
}
