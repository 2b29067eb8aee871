import { datingBaseQuery } from '@dating/shared';
import { createApi } from '@reduxjs/toolkit/query/react';

/** The shell's one API slice; features add their calls with `injectEndpoints`. */
export const shellApi = createApi({
  reducerPath: 'shellApi',
  baseQuery: datingBaseQuery,
  tagTypes: ['Counts', 'Profile'],
  endpoints: () => ({}),
});
