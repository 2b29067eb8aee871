import { eventBus } from '@dating/web';
import { Page } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { usePremiumGate } from '../premium/usePremiumGate';
import { PersonTile } from '../people/PersonTile';
import './ExplorePage.css';

/** Static placeholder people (spec section 2, Explore): no member's data is shown here. */
const SAMPLE_PEOPLE = [
  { name: 'Emma', age: 24, hue: 340 },
  { name: 'Liam', age: 27, hue: 210 },
  { name: 'Sofia', age: 22, hue: 30 },
  { name: 'Noah', age: 31, hue: 160 },
  { name: 'Mia', age: 26, hue: 280 },
  { name: 'Lucas', age: 29, hue: 190 },
  { name: 'Aya', age: 25, hue: 10 },
  { name: 'Omar', age: 33, hue: 120 },
  { name: 'Chloé', age: 28, hue: 310 },
  { name: 'Mateo', age: 30, hue: 50 },
] as const;

function samplePhoto(initial: string, hue: number): string {
  return (
    'data:image/svg+xml,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 40"><rect width="30" height="40" fill="hsl(${hue} 60% 75%)"/><text x="15" y="25" font-size="14" text-anchor="middle" fill="hsl(${hue} 50% 30%)" font-family="sans-serif">${initial}</text></svg>`,
    )
  );
}

/** Explore (spec section 2): a demo grid of ten sample people and the premium call to action. */
export function ExplorePage() {
  const { t } = useTranslation();
  const { premium } = usePremiumGate();
  return (
    <Page title={t('pages.explore')}>
      <h2 className="explore__heading">{t('common.findUnlimited')}</h2>
      <ul className="people-grid">
        {SAMPLE_PEOPLE.map(({ name, age, hue }) => (
          <li key={name}>
            <div className="people-grid__card">
              <PersonTile
                person={{ user_name: name, age, location: '' }}
                photo={samplePhoto(name.charAt(0), hue)}
                alt={t('explore.sampleAlt', { name })}
              />
            </div>
          </li>
        ))}
      </ul>
      {premium !== false ? null : (
        <button
          type="button"
          className="dating-button list-page__more"
          onClick={() => eventBus.emit('premium:open', { source: 'explore' })}
        >
          {t('common.becomePremium')}
        </button>
      )}
    </Page>
  );
}
