import type { ApiOk, UploadImageResponse } from '@dating/contract';
import { api } from '../../app/api';
import { announceProfileChange } from '../profile/announceProfileChange';

/** The photo calls of spec section 7: upload, attach to the profile, remove, make main; and their order. */
export const photosApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadImage: build.mutation<UploadImageResponse, string>({
      query: (dataUrl) => ({ call: 'uploadimageweb', body: { file: dataUrl }, json: true }),
    }),
    addPhoto: build.mutation<ApiOk, { memberId: number; upload: UploadImageResponse }>({
      query: ({ memberId, upload }) => ({
        call: 'websetprofile',
        body: { user_id: memberId, images: upload.imageurl, images_name: upload.image_name },
      }),
      invalidatesTags: ['Profile'],
      onQueryStarted: announceProfileChange,
    }),
    deletePhoto: build.mutation<ApiOk, { memberId: number; photoUrl: string }>({
      query: ({ memberId, photoUrl }) => ({
        call: 'websetprofile',
        body: { user_id: memberId, delete_image: photoUrl },
      }),
      invalidatesTags: ['Profile'],
      onQueryStarted: announceProfileChange,
    }),
    setFirstLook: build.mutation<ApiOk, { memberId: number; photoUrl: string }>({
      query: ({ memberId, photoUrl }) => ({
        call: 'websetfirstlook',
        body: { user_id: memberId, user_image: photoUrl },
      }),
      invalidatesTags: ['Profile'],
      onQueryStarted: announceProfileChange,
    }),
    /** The photos in a new order, by id; the first becomes the main one. */
    setPhotoOrder: build.mutation<ApiOk, { memberId: number; photoIds: readonly number[] }>({
      query: ({ memberId, photoIds }) => ({
        call: 'websetphotoorder',
        body: { user_id: memberId, photo_ids: [...photoIds] },
        json: true,
      }),
      invalidatesTags: ['Profile'],
      onQueryStarted: announceProfileChange,
    }),
  }),
});

export const {
  useUploadImageMutation,
  useAddPhotoMutation,
  useDeletePhotoMutation,
  useSetFirstLookMutation,
  useSetPhotoOrderMutation,
} = photosApi;
