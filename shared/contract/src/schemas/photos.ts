import { Type, type Static } from 'typebox';
import { post } from './call';
import { ok, text } from './wire';

/** POST uploadimageweb and uploadimagechat: JSON `{file: <data URL>}`. */
export const uploadImageBody = Type.Object({
  /** A data URL: data:image/png;base64,... (the type is checked by the bytes, not this). */
  file: Type.String(),
  language: text,
});

export const uploadImageReply = Type.Object({
  status: ok,
  imageurl: Type.String(),
  /** The name a later call (signupweb, websetprofile, websendmessage) gives the photo by. */
  image_name: Type.String(),
  message: Type.String(),
});
export type UploadImageResponse = Static<typeof uploadImageReply>;

/**
 * Socket event `photorefused`: a member's profile photo was refused by the screening that runs
 * after its upload was answered (explicit, or another account's picture); it is gone from the
 * profile. `message` says why.
 */
export const photoRefusedNotice = Type.Object({
  image_name: Type.String(),
  message: Type.String(),
});
export type PhotoRefusedNotice = Static<typeof photoRefusedNotice>;

/** The server's socket events of photos, to the member's own room. */
export interface PhotosServerToClientEvents {
  photorefused: (notice: PhotoRefusedNotice) => void;
}

export const photoCalls = {
  uploadimageweb: post(uploadImageBody, uploadImageReply),
};
