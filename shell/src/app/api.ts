import { datingBaseQuery } from '@dating/web';
import { createListenerMiddleware, isAnyOf, type WithSlice } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { sessionExpired, signedOut } from '../features/session/sessionSlice';
import { lateMiddleware, rootReducer, type AppDispatch, type RootState } from './store';

/** The shell's one API slice; features add their calls with `injectEndpoints`. */
export const shellApi = createApi({
  reducerPath: 'shellApi',
  baseQuery: datingBaseQuery,
  tagTypes: ['Counts', 'Profile'],
  endpoints: () => ({}),
});

declare module './store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the API slice's state
  export interface LazyLoadedSlices extends WithSlice<typeof shellApi> {}
}

/** Listeners on the calls' answers, added with the API: an endpoint's file adds its own. */
const apiListeners = createListenerMiddleware();
export const startApiListening = apiListeners.startListening.withTypes<RootState, AppDispatch>();

// Loading this module is what adds the API to the store: every call's code imports it first.
rootReducer.inject(shellApi);
lateMiddleware.addMiddleware(shellApi.middleware, apiListeners.middleware);

startApiListening({
  matcher: isAnyOf(sessionExpired, signedOut),
  // Nothing of the previous member (profile, counts) may show to the next one.
  effect: (_action, api) => void api.dispatch(shellApi.util.resetApiState()),
});
