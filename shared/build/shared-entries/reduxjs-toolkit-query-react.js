// The shared `@reduxjs/toolkit/query/react`: `createApi` with the React hooks, the one name the
// apps use (not `ApiProvider`: every app has its own store). Read by file path, like the others.
export { createApi } from '../node_modules/@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs';
