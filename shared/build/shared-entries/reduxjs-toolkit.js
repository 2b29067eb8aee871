// The shared `@reduxjs/toolkit` every app gets: what the apps use and what RTK Query (the shared
// `@reduxjs/toolkit/query` entries below) imports from it, without the entity adapter, the
// development-only checking middlewares and the rest nobody calls. It is read by file path through
// @dating/build's own dependency, because the package name itself means this shared module.
// ESLint allows the apps exactly these names.
export {
  // the apps'
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
  createSelector,
  createSlice,
  isAnyOf,
  // RTK Query's
  SHOULD_AUTOBATCH,
  combineReducers,
  createAction,
  createAsyncThunk,
  createNextState,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from '../node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs';
