/**
 * The users row: each account's profile, as the provider API answers it and
 * as supabase-js reads and updates it at `/rest/v1/users` (PostgREST's way:
 * `select` picks columns, `id=eq.<uuid>` filters, a single object on request).
 */
import { Type, type Static } from 'typebox';
import { verificationStatuses } from '../rules/moderation';
import { profileLimits } from '../rules/profile';
import { Nullable, oneOf, Timestamp } from './common';

export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];

export const Profile = Type.Object({
  id: Type.String(),
  /** Null for an account known by its phone number alone. */
  email: Nullable(Type.String()),
  full_name: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  region: Nullable(Type.String()),
  avatar_url: Nullable(Type.String()),
  bio: Nullable(Type.String()),
  role: oneOf(roles),
  verification_status: oneOf(verificationStatuses),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Profile = Static<typeof Profile>;

/** What a person may change on their own profile (the server checks each value again). */
export const ProfilePatch = Type.Object(
  {
    full_name: Type.Optional(Nullable(Type.String({ maxLength: profileLimits.fullName.max }))),
    phone: Type.Optional(Nullable(Type.String({ maxLength: profileLimits.phone.max }))),
    region: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    avatar_url: Type.Optional(Nullable(Type.String({ maxLength: profileLimits.avatarUrl.max }))),
    bio: Type.Optional(Nullable(Type.String({ maxLength: profileLimits.bio.max }))),
  },
  { additionalProperties: false },
);
export type ProfilePatch = Static<typeof ProfilePatch>;

/**
 * `/rest/v1/users?select=…&<column>=eq.…&order=…&limit=…&offset=…`:
 * PostgREST's query, each key once (the server reads the values).
 */
export const RestQuery = Type.Record(Type.String({ maxLength: 60 }), Type.String({ maxLength: 2000 }));

/** `/rest/v1/<table>`: a table's name as PostgREST takes it. */
export const RestTableParams = Type.Object({ table: Type.String({ maxLength: 100 }) });

/** `PATCH /rest/v1/users`: columns by name; the server says which exist and which the owner may change. */
export const RestPatch = Type.Record(Type.String({ maxLength: 60 }), Type.Unknown());

/** A row with the columns `select` asked for. */
export const RestRow = Type.Partial(Profile);
export const RestRows = Type.Array(RestRow);
/** The media type of a single-object answer (`Accept: application/vnd.pgrst.object+json`). */
export const singleObjectType = 'application/vnd.pgrst.object+json';
