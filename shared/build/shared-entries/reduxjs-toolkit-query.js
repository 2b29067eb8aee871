// The shared `@reduxjs/toolkit/query`: `skipToken` for the apps and what RTK Query's React hooks
// (`@reduxjs/toolkit/query/react`) import from it, without `fetchBaseQuery` and `retry`, which the
// apps do not use (their base query is @dating/web's). Read by file path, like the others.
export {
  QueryStatus,
  buildCreateApi,
  copyWithStructuralSharing,
  coreModule,
  setupListeners,
  skipToken,
} from '../node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs';
