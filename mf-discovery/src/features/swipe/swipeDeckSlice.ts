import type { PersonCard } from '@dating/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What a swipe did to the top card: the three gestures of the deck. */
export type SwipeAction = 'like' | 'superlike' | 'nope';

/** A card on its way out of the deck, with the stamp of what was done to it. */
export interface LeavingCard {
  person: PersonCard;
  action: SwipeAction;
}

export interface SwipeDeckState {
  /** Cards swiped since the list was last loaded: hidden until the server stops sending them. */
  swipedIds: number[];
  /** Spec section 4, Swipe: undo is available once, after a like or a nope. */
  undoAvailable: boolean;
  /**
   * Swiped cards still drawn while they leave; they hold their own copy of the member, since the
   * list loaded again no longer has them.
   */
  leaving: LeavingCard[];
}

const initialState: SwipeDeckState = { swipedIds: [], undoAvailable: false, leaving: [] };

export const swipeDeckSlice = createSlice({
  name: 'swipeDeck',
  initialState,
  reducers: {
    /** The member swiped: the card leaves at once, before the server has answered. */
    cardSwiped(state, action: PayloadAction<LeavingCard>) {
      const { user_id: userId } = action.payload.person;
      if (!state.swipedIds.includes(userId)) state.swipedIds.push(userId);
      state.leaving = state.leaving.filter((card) => card.person.user_id !== userId);
      state.leaving.push(action.payload);
    },
    /** Its exit is over: the card is no longer drawn. */
    cardLeft(state, action: PayloadAction<{ userId: number }>) {
      state.leaving = state.leaving.filter((card) => card.person.user_id !== action.payload.userId);
    },
    /** The server accepted the swipe: Rewind may take it back. */
    swipeRecorded(state) {
      state.undoAvailable = true;
    },
    /** The server refused the swipe (or no super like was left): the card comes back on top. */
    swipeFailed(state, action: PayloadAction<{ userId: number }>) {
      const { userId } = action.payload;
      state.swipedIds = state.swipedIds.filter((id) => id !== userId);
      state.leaving = state.leaving.filter((card) => card.person.user_id !== userId);
    },
    swipeUndone(state) {
      const userId = state.swipedIds.pop();
      state.leaving = state.leaving.filter((card) => card.person.user_id !== userId);
      state.undoAvailable = false;
    },
  },
  selectors: {
    selectSwipedIds: (state) => state.swipedIds,
    selectUndoAvailable: (state) => state.undoAvailable,
    selectLeavingCards: (state) => state.leaving,
  },
});

export const { cardSwiped, cardLeft, swipeRecorded, swipeFailed, swipeUndone } =
  swipeDeckSlice.actions;
export const { selectSwipedIds, selectUndoAvailable, selectLeavingCards } =
  swipeDeckSlice.selectors;
