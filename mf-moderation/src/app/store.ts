import { createRemoteStore, type ApiExtra } from '@dating/web';
import { combineSlices } from '@reduxjs/toolkit';
import { api } from './api';

const rootReducer = combineSlices(api);

/** One store per mount of the App; `extra.getSession` gives every call the moderator's token. */
export function makeStore(extra: ApiExtra) {
  return createRemoteStore({ reducer: rootReducer, api, extra });
}
