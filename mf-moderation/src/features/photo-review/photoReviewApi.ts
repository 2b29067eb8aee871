import { callEndpoint } from '@dating/web';
import type { ModerationPhotoDecisionFields } from '@dating/contract';
import { api } from '../../app/api';

/** How many photos a page of the review shows. */
export const PHOTOS_PAGE_SIZE = 20;

export const photoReviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page (0-based) of the photos the detector was unsure of, the oldest first. */
    uncertainPhotos: build.query({
      ...callEndpoint('moderationphotos', (page: number) => ({
        json: true,
        body: { limit: PHOTOS_PAGE_SIZE, offset: page * PHOTOS_PAGE_SIZE },
      })),
      providesTags: ['Photos'],
    }),
    decidePhoto: build.mutation({
      ...callEndpoint('moderationphotodecision', (fields: ModerationPhotoDecisionFields) => ({
        json: true,
        body: fields,
      })),
      invalidatesTags: ['Photos', 'Case', 'Audit'],
    }),
  }),
});

export const { useUncertainPhotosQuery, useDecidePhotoMutation } = photoReviewApi;
