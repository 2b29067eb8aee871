import { callEndpoint } from '@dating/web';
import type { UploadImageResponse } from '@dating/contract';
import { api } from '../../app/api';
import { announceProfileChange } from '../profile/announceProfileChange';

/** The photo calls of spec section 7: upload, attach to the profile, remove, make main; and their order. */
export const photosApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadImage: build.mutation({
      ...callEndpoint('uploadimageweb', (dataUrl: string) => ({
        body: { file: dataUrl },
        json: true,
      })),
    }),
    addPhoto: build.mutation({
      ...callEndpoint(
        'websetprofile',
        ({ memberId, upload }: { memberId: number; upload: UploadImageResponse }) => ({
          body: { user_id: memberId, images: upload.imageurl, images_name: upload.image_name },
        }),
      ),
      invalidatesTags: ['Profile'],
      onQueryStarted: announceProfileChange,
    }),
    deletePhoto: build.mutation({
      ...callEndpoint(
        'websetprofile',
        ({ memberId, photoUrl }: { memberId: number; photoUrl: string }) => ({
          body: { user_id: memberId, delete_image: photoUrl },
        }),
      ),
      invalidatesTags: ['Profile'],
      onQueryStarted: announceProfileChange,
    }),
    setFirstLook: build.mutation({
      ...callEndpoint(
        'websetfirstlook',
        ({ memberId, photoUrl }: { memberId: number; photoUrl: string }) => ({
          body: { user_id: memberId, user_image: photoUrl },
        }),
      ),
      invalidatesTags: ['Profile'],
      onQueryStarted: announceProfileChange,
    }),
    /** The photos in a new order, by id; the first becomes the main one. */
    setPhotoOrder: build.mutation({
      ...callEndpoint(
        'websetphotoorder',
        ({ memberId, photoIds }: { memberId: number; photoIds: readonly number[] }) => ({
          body: { user_id: memberId, photo_ids: [...photoIds] },
          json: true,
        }),
      ),
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
