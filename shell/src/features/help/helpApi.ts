import type { HelpPagesResponse, Language } from '@dating/contract';
import { shellApi } from '../../app/api';

export const helpApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    // Keyed by language, so choosing another language fetches the pages in it.
    helpPages: build.query<HelpPagesResponse, Language>({
      query: (language) => ({ call: 'webhelppages', body: { language } }),
    }),
  }),
});

export const { useHelpPagesQuery } = helpApi;
