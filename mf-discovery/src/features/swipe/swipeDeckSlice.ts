import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What a swipe did to the top card: the three gestures of the deck. */
export type SwipeAction = 'like' | 'superlike' | 'nope';

export interface SwipeDeckState {
  /** Cards swiped since the list was last loaded: hidden until the server stops sending them. */
  swipedIds: number[];
  /** Spec section 4, Swipe: undo is available once, after a like or a nope. */
  undoAvailable: boolean;
  /** The liked label over the deck after a like or super like, until it fades. */
  likedLabel: Exclude<SwipeAction, 'nope'> | null;
}

const initialState: SwipeDeckState = { swipedIds: [], undoAvailable: false, likedLabel: null };

export const swipeDeckSlice = createSlice({
  name: 'swipeDeck',
  initialState,
  reducers: {
    cardSwiped(state, action: PayloadAction<{ userId: number; action: SwipeAction }>) {
      const { userId, action: swipe } = action.payload;
      if (!state.swipedIds.includes(userId)) state.swipedIds.push(userId);
      state.likedLabel = swipe === 'nope' ? null : swipe;
    },
    /** The server accepted the swipe: Rewind may take it back. */
    swipeRecorded(state) {
      state.undoAvailable = true;
    },
    /** The server refused the swipe: the card comes back. */
    swipeFailed(state, action: PayloadAction<{ userId: number }>) {
      state.swipedIds = state.swipedIds.filter((id) => id !== action.payload.userId);
      state.likedLabel = null;
    },
    swipeUndone(state) {
      state.swipedIds.pop();
      state.undoAvailable = false;
      state.likedLabel = null;
    },
    likedLabelFaded(state) {
      state.likedLabel = null;
    },
  },
  selectors: {
    selectSwipedIds: (state) => state.swipedIds,
    selectUndoAvailable: (state) => state.undoAvailable,
    selectLikedLabel: (state) => state.likedLabel,
  },
});

export const { cardSwiped, swipeRecorded, swipeFailed, swipeUndone, likedLabelFaded } =
  swipeDeckSlice.actions;
export const { selectSwipedIds, selectUndoAvailable, selectLikedLabel } = swipeDeckSlice.selectors;
