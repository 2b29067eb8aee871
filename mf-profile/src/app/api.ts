import { datingBaseQuery } from '@dating/web';
import { createApi } from '@reduxjs/toolkit/query/react';

/** The profile remote's one API: features add their calls with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: datingBaseQuery,
  // 'Profile' is the member's own profile: every change to it refetches it.
  tagTypes: ['Profile', 'Blocks', 'Verification', 'Prompts', 'Questions', 'DataExport'],
  endpoints: () => ({}),
});
