import { datingBaseQuery } from '@dating/web';
import { createApi } from '@reduxjs/toolkit/query/react';

/** The discovery remote's one API: features add their calls with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: datingBaseQuery,
  // People: who discovery shows; Relations: lists that a like, decline or unfriend changes;
  // Saved: the members kept for later. YourTurn: the matches waiting for the member's reply.
  tagTypes: [
    'Profile',
    'People',
    'Relations',
    'Feeds',
    'Member',
    'Boost',
    'Unmatches',
    'Saved',
    'YourTurn',
  ],
  endpoints: () => ({}),
});
