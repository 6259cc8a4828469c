/**
 * Photos: `POST /api/upload` takes multipart form data (`file`, and `type`,
 * one of the upload kinds) and answers the stored photo with a URL per width.
 * Over a bad uplink, the bytes travel instead by the tus resumable-upload
 * protocol (`/api/uploads/resumable`: bytes and headers, not JSON), then
 * `POST /api/uploads/finish` turns the finished upload into the same photo.
 */
import { Type, type Static } from 'typebox';
import { Nullable, oneOf } from './common';

export { resumableUploadPath } from '../rules/upload';

export const uploadKinds = ['image', 'avatar', 'id_document'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/** `GET /uploads/{id}/share.jpg`: a public photo by its id. */
export const PhotoParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const ImageVariant = Type.Object({ width: Type.Integer(), url: Type.String() });

/** A stored photo; an identity document has no public URL, so `url` and `srcset` are null and `variants` empty. */
export const UploadedImage = Type.Object({
  id: Type.String(),
  kind: oneOf(uploadKinds),
  width: Type.Integer(),
  height: Type.Integer(),
  /** The largest public variant. */
  url: Nullable(Type.String()),
  srcset: Nullable(Type.String()),
  variants: Type.Array(ImageVariant),
});
export type UploadedImage = Static<typeof UploadedImage>;

/** POST /api/uploads/finish: the tus upload whose bytes all arrived, and what kind of photo it is. */
export const FinishUploadBody = Type.Object(
  {
    upload_id: Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
    type: Type.Optional(oneOf(uploadKinds)),
  },
  { additionalProperties: false },
);
export type FinishUploadBody = Static<typeof FinishUploadBody>;
