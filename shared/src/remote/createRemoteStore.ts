import {
  configureStore,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { ApiExtra } from '../api/baseQuery';

export interface RemoteStoreOptions<S> {
  /** The remote's root reducer, usually `combineSlices(api, ...featureSlices)`. */
  reducer: Reducer<S, UnknownAction, Partial<S>>;
  /** The remote's one `createApi` result: its middleware runs caching and refetching. */
  api: { middleware: Middleware };
  /** Handed to every thunk; `datingBaseQuery` reads the session through it. */
  extra: ApiExtra;
  preloadedState?: Partial<S>;
}

/** The store every remote's `makeStore` builds: its reducer, its API and the session getter. */
export function createRemoteStore<S>({
  reducer,
  api,
  extra,
  preloadedState,
}: RemoteStoreOptions<S>) {
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}
