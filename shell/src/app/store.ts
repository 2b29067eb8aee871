import type { ApiExtra } from '@dating/shared';
import {
  combineSlices,
  configureStore,
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
import { addSignupListeners } from '../features/signup/addSignupListeners';
import { signupSlice } from '../features/signup/signupSlice';
import { shellApi } from './api';

const rootReducer = combineSlices(shellApi, localeSlice, sessionSlice, signupSlice);

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
        .concat(shellApi.middleware),
  });
  extra.getSession = () => selectSession(store.getState());

  const startListening = listeners.startListening.withTypes<RootState, AppDispatch>();
  addLocaleListeners(startListening);
  addSessionListeners(startListening);
  addSignupListeners(startListening);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
export type AppThunk<Result = void> = ThunkAction<Result, RootState, ApiExtra, UnknownAction>;
