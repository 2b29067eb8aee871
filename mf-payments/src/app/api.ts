import { datingBaseQuery } from '@dating/web';
import { createApi } from '@reduxjs/toolkit/query/react';

/** The payments remote's one API: features add their calls with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: datingBaseQuery,
  endpoints: () => ({}),
});
