import { PAINTED_CARD_ID } from './earlyCalls';
import { paintFirstCard } from './paintFirstCard';

/** A person of webgetpeople's answer, with what the painted card reads. */
function person(fields: Record<string, unknown> = {}) {
  return {
    user_id: 21,
    user_name: 'Anna',
    age: 28,
    location: 'Paris, Île-de-France, France',
    distance: 3,
    imagess: ['/uploads/anna.jpg', '/uploads/anna-2.jpg'],
    ...fields,
  };
}

const painted = () => document.getElementById(PAINTED_CARD_ID);

beforeEach(() => {
  document.body.innerHTML = '<div id="splash"></div><div id="root"></div>';
  sessionStorage.clear();
});

describe('paintFirstCard', () => {
  it("draws the answer's top card after the app's root: photo, name and age, city and distance", () => {
    expect(
      paintFirstCard({ status: 'true', peoples: [person(), person({ user_id: 22 })] }, 'en'),
    ).toBe(true);

    const card = painted()!;
    expect(document.getElementById('root')!.nextElementSibling).toBe(card);
    expect(card).toHaveAttribute('aria-hidden', 'true');
    expect(card).toHaveAttribute('inert');
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/anna.jpg');
    expect(card.querySelector('img')).toHaveAttribute('alt', '');
    expect(card.querySelector('.painted-card__name')).toHaveTextContent('Anna, 28');
    expect(card.querySelector('.painted-card__meta')).toHaveTextContent('Paris · 3 km away');
    expect(card).not.toHaveClass('painted-card--widened');
    expect(document.querySelectorAll('.painted-card')).toHaveLength(1);
  });

  it("loads the top card's card-sized rendition, the one the deck's card loads, when it has one", () => {
    paintFirstCard(
      { peoples: [person({ card_images: ['/uploads/anna-card.webp', '/uploads/anna-2.webp'] })] },
      'en',
    );

    const image = painted()!.querySelector('img');
    expect(image).toHaveAttribute('src', '/uploads/anna-card.webp');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it("writes the distance in the member's language, names and places in their own direction", () => {
    paintFirstCard({ peoples: [person({ location: 'دبي، الإمارات' })] }, 'ar');

    const meta = painted()!.querySelector('.painted-card__meta')!;
    expect(meta).toHaveTextContent('دبي · على بعد 3 كم');
    expect(meta.querySelector('bdi')).toHaveTextContent('دبي');
    expect(painted()!.querySelector('.painted-card__name bdi')).toHaveTextContent('Anna');
    expect(painted()!.querySelector('.painted-card__name')).toHaveTextContent('Anna، 28');
  });

  it('leaves out what the member hides, and keeps the room of the reasons line', () => {
    paintFirstCard(
      {
        peoples: [person({ age: null, location: '', distance: null, why: [{ code: 'near' }] })],
        widened_to_km: 250,
      },
      'en',
    );

    const card = painted()!;
    expect(card.querySelector('.painted-card__name')).toHaveTextContent(/^Anna$/);
    expect(card.querySelector('.painted-card__meta')).toBeNull();
    expect(card.querySelector('.painted-card__why')).toBeEmptyDOMElement();
    expect(card).toHaveClass('painted-card--widened');
  });

  it('sets what the server sends as text, never as markup', () => {
    const name = '<img src=x onerror="window.hacked=1">Eve';
    paintFirstCard({ peoples: [person({ user_name: name, location: '<b>Lyon</b>' })] }, 'en');

    const card = painted()!;
    expect(card.querySelector('.painted-card__name')).toHaveTextContent(`${name}, 28`);
    expect(card.querySelector('.painted-card__meta')).toHaveTextContent('<b>Lyon</b> · 3 km away');
    expect(card.querySelectorAll('img')).toHaveLength(1);
    expect(card.querySelector('b')).toBeNull();
  });

  it('paints nothing without people, for a failed answer, or once the app has drawn', () => {
    expect(paintFirstCard({ status: 'true', peoples: [] }, 'en')).toBe(false);
    expect(paintFirstCard({ status: 'false', message: 'No' }, 'en')).toBe(false);
    expect(painted()).toBeNull();

    document.getElementById('root')!.innerHTML = '<div class="app-layout"></div>';
    expect(paintFirstCard({ peoples: [person()] }, 'en')).toBe(false);
    expect(painted()).toBeNull();
  });

  it("takes the installed app's splash away on a reload inside it, never on its launch", () => {
    paintFirstCard({ peoples: [person()] }, 'en');
    expect(document.getElementById('splash')).not.toBeNull();

    document.body.innerHTML = '<div id="splash"></div><div id="root"></div>';
    sessionStorage.setItem('splash_shown', 'shown');
    paintFirstCard({ peoples: [person()] }, 'en');
    expect(document.getElementById('splash')).toBeNull();
  });
});
