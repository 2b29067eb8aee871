import { datingBaseQuery } from '@dating/web';
import { createApi } from '@reduxjs/toolkit/query/react';

/**
 * The console's one API: features add their calls with `api.injectEndpoints`. An action changes
 * the queue, the member's case and the audit log at once, so all three are tagged.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: datingBaseQuery,
  tagTypes: ['Queue', 'Case', 'Audit', 'Verifications', 'Photos'],
  endpoints: () => ({}),
});
