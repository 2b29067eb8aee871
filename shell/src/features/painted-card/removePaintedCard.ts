import { PAINTED_CARD_ID } from '@dating/web';

/**
 * index.html's painted card (PeopleNear's top card, drawn from the early answer before any
 * bundle ran: @dating/web's paintFirstCard) stays until the app shows the page itself: the first
 * time `root` holds something and nothing in it is loading (a loader is `aria-busy`), the deck's
 * own card stands where the painted one was, or the page shows what it shows instead (Your
 * Turn, an error), and the painted card goes. The remote knows nothing of it. The script paints
 * nothing once `root` holds something, so a card painted late is never left behind.
 */
export function removePaintedCardWhenShown(root: HTMLElement): void {
  const shown = () => root.firstElementChild !== null && !root.querySelector('[aria-busy="true"]');
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    document.getElementById(PAINTED_CARD_ID)?.remove();
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
}
