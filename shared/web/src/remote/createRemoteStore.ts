import {
  configureStore,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { ApiExtra } from '../api/baseQuery';
import { peekEarlyAnswer, takeEarlyAnswer } from '../api/earlyCalls';
import type { CallName } from '@dating/contract';
import type { Session } from '../session/session';

/**
 * A query of the remote's first screen that `index.html` starts early: when its answer has
 * arrived by the time the store is made, `seed` turns the answer's body into the action that
 * caches it (`api.util.upsertQueryEntries`), or nothing when the body is not one.
 */
export interface EarlyAnswerSeed {
  call: CallName;
  /**
   * Read, not taken: the page's first same call elsewhere (the shell's) still adopts the answer.
   * Without it the store takes the answer, and its own later calls ask the server.
   */
  peek?: boolean;
  seed: (body: unknown, session: Session) => UnknownAction | undefined;
}

export interface RemoteStoreOptions<S> {
  /** The remote's root reducer, usually `combineSlices(api, ...featureSlices)`. */
  reducer: Reducer<S, UnknownAction, Partial<S>>;
  /** The remote's one `createApi` result: its middleware runs caching and refetching. */
  api: { middleware: Middleware };
  /** Handed to every thunk; `datingBaseQuery` reads the session through it. */
  extra: ApiExtra;
  preloadedState?: Partial<S>;
  /** What the store starts with from early answers already here (see `EarlyAnswerSeed`). */
  earlyAnswers?: readonly EarlyAnswerSeed[];
}

/** The store every remote's `makeStore` builds: its reducer, its API and the session getter. */
export function createRemoteStore<S>({
  reducer,
  api,
  extra,
  preloadedState,
  earlyAnswers = [],
}: RemoteStoreOptions<S>) {
  const store = configureStore({
    reducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  // The first render then shows the answers, not a loader followed by a second render.
  const session = extra.getSession();
  if (session) {
    for (const { call, peek, seed } of earlyAnswers) {
      const body = peek ? peekEarlyAnswer(call, session) : takeEarlyAnswer(call, session);
      const action = body === undefined ? undefined : seed(body, session);
      if (action) store.dispatch(action);
    }
  }
  return store;
}
