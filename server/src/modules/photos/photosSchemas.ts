import { Type } from 'typebox';

export const uploadImageBody = Type.Object({
  /** A data URL: data:image/png;base64,... (the type is checked by the bytes, not this). */
  file: Type.String(),
  language: Type.Optional(Type.String()),
});

export const uploadImageReply = Type.Object({
  status: Type.Literal('true'),
  imageurl: Type.String(),
  image_name: Type.String(),
  message: Type.String(),
});
