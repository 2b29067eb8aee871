import { createRemoteStore, type ApiExtra } from '@dating/web';
import { combineSlices } from '@reduxjs/toolkit';
import { ownProfileFromEarlyAnswer } from '../features/own-profile/ownProfileApi';
import { peopleFromEarlyAnswer } from '../features/swipe/swipeApi';
import { swipeDeckSlice } from '../features/swipe/swipeDeckSlice';
import { api } from './api';

const rootReducer = combineSlices(api, swipeDeckSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** One store per mount of the App; `extra.getSession` gives every call the member's token. */
export function makeStore(extra: ApiExtra, preloadedState?: Partial<RootState>) {
  return createRemoteStore({
    reducer: rootReducer,
    api,
    extra,
    preloadedState,
    earlyAnswers: [peopleFromEarlyAnswer, ownProfileFromEarlyAnswer],
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
