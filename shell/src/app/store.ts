import type { ApiExtra } from '@dating/web';
import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
  type ThunkAction,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { addLocaleListeners } from '../features/locale/addLocaleListeners';
import { localeSlice } from '../features/locale/localeSlice';
import { addSessionListeners } from '../features/session/addSessionListeners';
import { selectSession } from '../features/session/selectSession';
import { sessionSlice } from '../features/session/sessionSlice';

/** Slices added once their code has loaded: the API slice (app/api.ts) declares itself here. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/**
 * The shell's reducer. The API slice is not part of it from the start: the welcome page calls no
 * API, so RTK Query loads with the first page that does and injects itself (app/api.ts). The
 * sign-up's slice comes with the pages that sign up (features/signup/signupSlice.ts).
 */
export const rootReducer = combineSlices(
  localeSlice,
  sessionSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** Middleware added with code that loads later: RTK Query's, its listeners (app/api.ts), the sign-up's. */
export const lateMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

/** The shell's store; the session and language start from what the browser has stored. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listeners = createListenerMiddleware();
  // The base query reads the session through this, filled in once the store exists.
  const extra: ApiExtra = { getSession: () => null };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(listeners.middleware)
        .concat(lateMiddleware.middleware),
  });
  extra.getSession = () => selectSession(store.getState());

  const startListening = listeners.startListening.withTypes<RootState, AppDispatch>();
  addLocaleListeners(startListening);
  addSessionListeners(startListening);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
export type AppThunk<Result = void> = ThunkAction<Result, RootState, ApiExtra, UnknownAction>;
