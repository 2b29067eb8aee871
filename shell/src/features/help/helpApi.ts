import { callEndpoint } from '@dating/web';
import type { Language } from '@dating/contract';
import { shellApi } from '../../app/api';

export const helpApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    // Keyed by language, so choosing another language fetches the pages in it.
    helpPages: build.query({
      ...callEndpoint('webhelppages', (language: Language) => ({ body: { language } })),
    }),
  }),
});

export const { useHelpPagesQuery } = helpApi;
