/**
 * Photos as the API takes and answers them. Bytes travel by the tus
 * resumable-upload protocol (`/api/uploads/resumable`, not JSON), then one
 * JSON call turns a finished upload into a stored photo.
 */
import { Type, type Static } from 'typebox';

export { resumableUploadPath } from '../rules/upload';

export const uploadKinds = ['image', 'avatar', 'id_document'] as const;
export type UploadKind = (typeof uploadKinds)[number];

export const UploadedImage = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  url: Type.Union([Type.String(), Type.Null()]),
  srcset: Type.Union([Type.String(), Type.Null()]),
  variants: Type.Array(Type.Object({ width: Type.Integer(), url: Type.String() })),
});
export type UploadedImage = Static<typeof UploadedImage>;

/** POST /api/uploads/finish: the tus upload whose bytes all arrived, and what kind of photo it is. */
export const FinishUploadBody = Type.Object(
  {
    upload_id: Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
    type: Type.Optional(Type.Union(uploadKinds.map((kind) => Type.Literal(kind)))),
  },
  { additionalProperties: false },
);
export type FinishUploadBody = Static<typeof FinishUploadBody>;

export const ApiProblem = Type.Object({
  message: Type.String(),
  detail: Type.Optional(Type.String()),
  field: Type.Optional(Type.String()),
});
