import type { HelpPagesResponse } from '@dating/shared';
import { api } from '../../app/api';

/** webhelppages (spec section 7): the same pages the public /helpmain shows. */
export const helpApi = api.injectEndpoints({
  endpoints: (build) => ({
    helpPages: build.query<HelpPagesResponse, number>({
      query: (memberId) => ({ call: 'webhelppages', body: { user_id: memberId } }),
    }),
  }),
});

export const { useHelpPagesQuery } = helpApi;
