import { callEndpoint } from '@dating/web';
import type { AdminDataResponse } from '@dating/contract';
import { shellApi } from '../../app/api';

/** GET admindatas: purposes, interests, store links and the social provider. */
export const adminDataApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    adminData: build.query({
      ...callEndpoint(
        'admindatas',
        () => ({ method: 'GET' }),
        (response: AdminDataResponse) => response.result,
      ),
    }),
  }),
});

export const { useAdminDataQuery } = adminDataApi;
