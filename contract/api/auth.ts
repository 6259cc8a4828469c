/**
 * Signing in. Two faces on the same accounts and tokens: the part of Supabase
 * Auth (`/auth/v1`) that supabase-js uses, in its shapes, and the provider
 * API's `/api/auth/*` calls, which answer `{ success, message, … }`.
 */
import { Type, type Static } from 'typebox';
import { ghanaRegions } from '../rules/ghana';
import { Done, literals, Nullable, Timestamp, Uuid } from './common';
import { Profile } from './users';

// Requests

export const Email = Type.String({ format: 'email', maxLength: 254, minLength: 3 });

/** What sign-up may carry about the person; it becomes their first profile. */
export const SignUpMetadata = Type.Object(
  {
    full_name: Type.Optional(Type.String({ minLength: 2, maxLength: 80 })),
    phone: Type.Optional(Type.String({ maxLength: 20 })),
    region: Type.Optional(literals(ghanaRegions)),
  },
  { additionalProperties: false },
);
export type SignUpMetadata = Static<typeof SignUpMetadata>;

export const CodeChallenge = Type.Union([Type.String({ minLength: 43, maxLength: 128, pattern: '^[A-Za-z0-9._~-]+$' }), Type.Null()]);
export const CodeChallengeMethod = Type.Union([Type.Literal('s256'), Type.Literal('S256'), Type.Literal('plain'), Type.Null()]);
export const CaptchaMeta = Type.Object(
  { captcha_token: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])) },
  { additionalProperties: false },
);
export const LinkToken = Type.String({ minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' });
export const RedirectQuery = Type.Object({ redirect_to: Type.Optional(Type.String({ maxLength: 2000 })) });

/** `POST /auth/v1/otp`. */
export const OtpBody = Type.Object(
  {
    email: Email,
    data: Type.Optional(SignUpMetadata),
    create_user: Type.Optional(Type.Boolean()),
    gotrue_meta_security: Type.Optional(CaptchaMeta),
    code_challenge: Type.Optional(CodeChallenge),
    code_challenge_method: Type.Optional(CodeChallengeMethod),
  },
  { additionalProperties: false },
);

/** `POST /auth/v1/signup`. */
export const SignUpBody = Type.Object(
  {
    email: Email,
    // Required by supabase-js; never stored or checked: there is no password sign-in.
    password: Type.String({ minLength: 6, maxLength: 200 }),
    data: Type.Optional(SignUpMetadata),
    gotrue_meta_security: Type.Optional(CaptchaMeta),
    code_challenge: Type.Optional(CodeChallenge),
    code_challenge_method: Type.Optional(CodeChallengeMethod),
  },
  { additionalProperties: false },
);

/** `POST /auth/v1/verify`: the e-mailed link's token. */
export const VerifyLinkBody = Type.Object(
  {
    token_hash: LinkToken,
    type: Type.Union([Type.Literal('magiclink'), Type.Literal('signup'), Type.Literal('email')]),
    gotrue_meta_security: Type.Optional(CaptchaMeta),
  },
  { additionalProperties: false },
);

/** `GET /auth/v1/verify`: the e-mailed link opened through the server. */
export const OpenLinkQuery = Type.Object({
  token: Type.String({ maxLength: 300 }),
  type: Type.String({ maxLength: 20 }),
  redirect_to: Type.Optional(Type.String({ maxLength: 2000 })),
});

/** `POST /auth/v1/token?grant_type=pkce|refresh_token`. */
export const TokenQuery = Type.Object({ grant_type: Type.String({ maxLength: 40 }) });
export const TokenBody = Type.Object(
  {
    auth_code: Type.Optional(Type.String({ maxLength: 200 })),
    code_verifier: Type.Optional(Type.String({ maxLength: 200 })),
    refresh_token: Type.Optional(Type.String({ maxLength: 200 })),
    email: Type.Optional(Type.String({ maxLength: 254 })),
    phone: Type.Optional(Type.String({ maxLength: 40 })),
    password: Type.Optional(Type.String({ maxLength: 200 })),
    gotrue_meta_security: Type.Optional(CaptchaMeta),
  },
  { additionalProperties: false },
);

export const LogoutQuery = Type.Object({
  scope: Type.Optional(Type.Union([Type.Literal('global'), Type.Literal('local'), Type.Literal('others')])),
});

export const UserIdParams = Type.Object({ id: Uuid });

/** `POST /api/auth/magic-link`. */
export const MagicLinkBody = Type.Object(
  {
    email: Email,
    action: Type.Optional(Type.Union([Type.Literal('login'), Type.Literal('signup')])),
    next: Type.Optional(Type.String({ maxLength: 500 })),
    metadata: Type.Optional(SignUpMetadata),
  },
  { additionalProperties: false },
);

/** `POST /api/auth/verify`. */
export const ApiVerifyBody = Type.Object({ token: LinkToken, email: Email }, { additionalProperties: false });

// Answers

/** The user object Supabase clients expect. */
export const AuthUser = Type.Object({
  id: Type.String(),
  aud: Type.Literal('authenticated'),
  role: Type.Literal('authenticated'),
  email: Type.String(),
  phone: Type.String(),
  email_confirmed_at: Nullable(Timestamp),
  confirmed_at: Nullable(Timestamp),
  last_sign_in_at: Nullable(Timestamp),
  app_metadata: Type.Object({ provider: Type.Literal('email'), providers: Type.Array(Type.Literal('email')) }),
  user_metadata: Type.Record(Type.String(), Type.Unknown()),
  identities: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  created_at: Timestamp,
  updated_at: Timestamp,
  is_anonymous: Type.Literal(false),
});
export type AuthUser = Static<typeof AuthUser>;

const tokens = {
  access_token: Type.String(),
  token_type: Type.Literal('bearer'),
  expires_in: Type.Integer(),
  expires_at: Type.Integer(),
  refresh_token: Type.String(),
};

/** A session: an access token (a JWT, one hour) and the refresh token that renews it. */
export const Session = Type.Object({ ...tokens, user: AuthUser });
export type Session = Static<typeof Session>;

/** Supabase's empty answer. */
export const Empty = Type.Object({});

/** `POST /api/auth/verify`: signed in. */
export const ApiSignedIn = Type.Object({ ...Done.properties, session: Type.Object(tokens), user: AuthUser });

/** `GET /api/auth/me`. */
export const Me = Type.Object({ user: Nullable(AuthUser), profile: Nullable(Profile) });
export type Me = Static<typeof Me>;

/** `PUT /api/auth/profile`. */
export const ProfileSaved = Type.Object({ ...Done.properties, profile: Profile });
