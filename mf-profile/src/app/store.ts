import { createRemoteStore, type ApiExtra } from '@dating/web';
import { combineSlices } from '@reduxjs/toolkit';
import { api } from './api';

/** Feature slices join the API here as they land. */
const rootReducer = combineSlices(api);

export type RootState = ReturnType<typeof rootReducer>;

/** One store per mount of the App; `extra.getSession` gives every call the member's token. */
export function makeStore(extra: ApiExtra, preloadedState?: Partial<RootState>) {
  return createRemoteStore({ reducer: rootReducer, api, extra, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
