/**
 * Signing in. Two faces on the same accounts and tokens: the part of Supabase
 * Auth (`/auth/v1`) that supabase-js uses, in its shapes, and the provider
 * API's `/api/auth/*` calls, which answer `{ success, message, … }`.
 */
import { Type, type Static } from 'typebox';
import { ghanaRegions } from '../rules/ghana';
import { profileLimits } from '../rules/profile';
import { Done, literals, Nullable, Timestamp, Uuid } from './common';
import { Profile } from './users';

// Requests

export const Email = Type.String({ format: 'email', maxLength: 254, minLength: 3 });

/**
 * An e-mail address as the Supabase endpoints take it: any text here, so a
 * bad one is answered the way GoTrue answers it (`email_address_invalid`).
 */
export const AnyEmail = Type.String({ maxLength: 1000 });

/** A phone number as people type it; the server reads it (a Ghana mobile number, kept in E.164) or refuses it in words. */
const PhoneNumber = Type.Optional(Type.String({ maxLength: 40 }));

/** `user_metadata`: any JSON object of at most this many bytes (its UTF-8 JSON text). */
export const userMetadataMaxBytes = 4096;
export const UserMetadata = Type.Record(Type.String({ maxLength: 200 }), Type.Unknown(), {
  description: `any JSON object of at most ${userMetadataMaxBytes} bytes`,
});
export type UserMetadata = Static<typeof UserMetadata>;

/** What sign-up may carry about the person; it becomes their first profile. */
export const SignUpMetadata = Type.Object(
  {
    full_name: Type.Optional(Type.String({ minLength: profileLimits.fullName.min, maxLength: profileLimits.fullName.max })),
    phone: Type.Optional(Type.String({ maxLength: profileLimits.phone.max })),
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
    email: Type.Optional(AnyEmail),
    phone: PhoneNumber,
    channel: Type.Optional(Type.String({ maxLength: 20 })),
    data: Type.Optional(UserMetadata),
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
    email: Type.Optional(AnyEmail),
    phone: PhoneNumber,
    channel: Type.Optional(Type.String({ maxLength: 20 })),
    // Required by supabase-js and held to GoTrue's six characters; never stored: there is no password sign-in.
    password: Type.String({ maxLength: 200 }),
    data: Type.Optional(UserMetadata),
    gotrue_meta_security: Type.Optional(CaptchaMeta),
    code_challenge: Type.Optional(CodeChallenge),
    code_challenge_method: Type.Optional(CodeChallengeMethod),
  },
  { additionalProperties: false },
);

export const linkTypes = ['magiclink', 'signup', 'email', 'email_change'] as const;
/** Types of a code sent by SMS: signing in with a number (`sms`), or adding or changing an account's number (`phone_change`). */
export const textCodeTypes = ['sms', 'phone_change'] as const;

/**
 * `POST /auth/v1/verify`: the e-mailed link's token (`token_hash`), or a code
 * typed with its number (`phone` and `token`, six digits sent by SMS). A code
 * typed with an e-mail address never matches: e-mails carry links, not codes.
 */
export const VerifyLinkBody = Type.Object(
  {
    token_hash: Type.Optional(LinkToken),
    email: Type.Optional(AnyEmail),
    phone: PhoneNumber,
    token: Type.Optional(Type.String({ maxLength: 200 })),
    type: literals([...linkTypes, ...textCodeTypes]),
    options: Type.Optional(Type.Object({ redirectTo: Type.Optional(Type.String({ maxLength: 2000 })) })),
    gotrue_meta_security: Type.Optional(CaptchaMeta),
  },
  { additionalProperties: false },
);

/** `POST /auth/v1/resend`: the last e-mail of a sign-up or of an address change, sent again. */
export const ResendBody = Type.Object(
  {
    type: Type.String({ maxLength: 20 }),
    email: Type.Optional(AnyEmail),
    phone: PhoneNumber,
    gotrue_meta_security: Type.Optional(CaptchaMeta),
    code_challenge: Type.Optional(CodeChallenge),
    code_challenge_method: Type.Optional(CodeChallengeMethod),
  },
  { additionalProperties: false },
);

/**
 * `PUT /auth/v1/user` (supabase-js `updateUser`): `data` merges into
 * `user_metadata` (a key set to null is removed), `email` starts a change
 * confirmed from the new address, `phone` one confirmed by the code texted to
 * the new number. Passwords are refused: they do not exist here.
 */
export const UpdateUserBody = Type.Object(
  {
    email: Type.Optional(AnyEmail),
    password: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    current_password: Type.Optional(Type.String({ maxLength: 200 })),
    nonce: Type.Optional(Type.String({ maxLength: 200 })),
    phone: PhoneNumber,
    channel: Type.Optional(Type.String({ maxLength: 20 })),
    data: Type.Optional(UserMetadata),
    app_metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    code_challenge: Type.Optional(CodeChallenge),
    code_challenge_method: Type.Optional(CodeChallengeMethod),
  },
  { additionalProperties: false },
);
export type UpdateUserBody = Static<typeof UpdateUserBody>;

/** `POST /auth/v1/recover` (password reset): read only to be refused, as there are no passwords. */
export const RecoverBody = Type.Object(
  {
    email: Type.Optional(AnyEmail),
    gotrue_meta_security: Type.Optional(CaptchaMeta),
    code_challenge: Type.Optional(CodeChallenge),
    code_challenge_method: Type.Optional(CodeChallengeMethod),
  },
  { additionalProperties: false },
);

export const IdentityParams = Type.Object({ id: Type.String({ maxLength: 100 }) });

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

/** How an account signs in: by e-mailed link, by a code texted to its number, or both. */
export const signInProviders = ['email', 'phone'] as const;

/** The user object Supabase clients expect. */
export const AuthUser = Type.Object({
  id: Type.String(),
  aud: Type.Literal('authenticated'),
  role: Type.Literal('authenticated'),
  /** "" when the account has no address. */
  email: Type.String(),
  /** GoTrue's way: E.164 without its `+`, "" when the account has no number. */
  phone: Type.String(),
  email_confirmed_at: Nullable(Timestamp),
  phone_confirmed_at: Type.Optional(Timestamp),
  confirmed_at: Nullable(Timestamp),
  last_sign_in_at: Nullable(Timestamp),
  app_metadata: Type.Object({ provider: literals(signInProviders), providers: Type.Array(literals(signInProviders)) }),
  user_metadata: Type.Record(Type.String(), Type.Unknown()),
  identities: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  /** While a change of address waits for the link sent to the new one. */
  new_email: Type.Optional(Type.String()),
  email_change_sent_at: Type.Optional(Timestamp),
  /** While a change of number waits for the code sent to the new one. */
  new_phone: Type.Optional(Type.String()),
  phone_change_sent_at: Type.Optional(Timestamp),
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
