/** The data-testid values of this remote, for its tests and the e2e journeys. */
export const TEST_IDS = {
  swipeDeck: 'swipe-deck',
  swipeCard: 'swipe-card',
  swipeStamp: 'swipe-stamp',
  personCard: 'person-card',
  boostButton: 'boost-button',
  placeSuggestion: 'place-suggestion',
  feedItem: 'feed-item',
  photoSlide: 'photo-slide',
  saveForLater: 'save-for-later',
  deckWidened: 'deck-widened',
  cardMatch: 'card-match',
  cardWhy: 'card-why',
} as const;
