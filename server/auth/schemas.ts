/** Request and response schemas shared by the auth endpoints. */
import { Type } from '@fastify/type-provider-typebox';
import { ghanaRegions } from '../../contract/rules/ghana';

export const Email = Type.String({ format: 'email', maxLength: 254, minLength: 3 });

/** What sign-up may carry about the person; it becomes their first profile. */
export const SignUpMetadata = Type.Object(
  {
    full_name: Type.Optional(Type.String({ minLength: 2, maxLength: 80 })),
    phone: Type.Optional(Type.String({ maxLength: 20 })),
    region: Type.Optional(Type.Union(ghanaRegions.map((region) => Type.Literal(region)))),
  },
  { additionalProperties: false },
);

export const CodeChallenge = Type.Union([Type.String({ minLength: 43, maxLength: 128, pattern: '^[A-Za-z0-9._~-]+$' }), Type.Null()]);
export const CodeChallengeMethod = Type.Union([Type.Literal('s256'), Type.Literal('S256'), Type.Literal('plain'), Type.Null()]);
export const CaptchaMeta = Type.Object(
  { captcha_token: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])) },
  { additionalProperties: false },
);
export const LinkToken = Type.String({ minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' });
export const RedirectQuery = Type.Object({ redirect_to: Type.Optional(Type.String({ maxLength: 2000 })) });

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const Profile = Type.Object({
  id: Type.String(),
  email: Type.String(),
  full_name: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  region: Nullable(Type.String()),
  avatar_url: Nullable(Type.String()),
  bio: Nullable(Type.String()),
  role: Type.Union([Type.Literal('user'), Type.Literal('admin')]),
  verification_status: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

export const ProfilePatch = Type.Object(
  {
    full_name: Type.Optional(Nullable(Type.String({ maxLength: 80 }))),
    phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    region: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    avatar_url: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    bio: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  },
  { additionalProperties: false },
);
