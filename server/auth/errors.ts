/**
 * Auth failures carry GoTrue's error code besides their kind (the code is also
 * the answer's detail), and where GoTrue has a sentence for the failure, its
 * sentence: supabase-js users match on both.
 */
import { DomainError, type ErrorKind } from '../domain/errors';

export class AuthError extends DomainError {
  constructor(
    kind: ErrorKind,
    readonly code: string,
    message: string,
    /** Fields GoTrue adds to this answer (e.g. `weak_password.reasons`). */
    readonly extra: Record<string, unknown> = {},
    retryAfterSeconds?: number,
  ) {
    super(kind, message, code, retryAfterSeconds === undefined ? {} : { retryAfterSeconds });
    this.name = 'AuthError';
  }
}

const passwordless = 'Nnoboa signs you in with an e-mailed link or a code sent by SMS.';

export const authErrors = {
  linkInvalid: () => new AuthError('forbidden', 'otp_expired', 'This link is invalid or has expired. Ask for a new one.'),
  /** A typed one-time code that matches nothing (GoTrue's words). */
  codeExpired: () => new AuthError('forbidden', 'otp_expired', 'Token has expired or is invalid'),
  codeInvalid: () =>
    new AuthError('not_found', 'flow_state_not_found', 'This sign-in code is invalid, used or expired. Ask for a new link.'),
  badVerifier: () =>
    new AuthError('invalid', 'bad_code_verifier', 'This sign-in code belongs to another device or browser. Ask for a new link here.'),
  refreshNotFound: () => new AuthError('invalid', 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshReused: () => new AuthError('invalid', 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  /** A genuine token whose session was ended (signed out, revoked). */
  sessionMissing: () => new AuthError('forbidden', 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  /** A genuine token whose account was deleted. */
  userGone: () => new AuthError('forbidden', 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionExpired: () => new AuthError('invalid', 'session_expired', 'Session expired: please sign in again.'),
  noToken: () => new AuthError('unauthenticated', 'no_authorization', 'This endpoint requires a valid Bearer token'),
  /** A token that is not ours: malformed, forged, of another algorithm, or expired. */
  badJwt: (reason: string) => new AuthError('forbidden', 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`),
  notAdmin: () => new AuthError('forbidden', 'not_admin', 'User not allowed'),
  appMetadataRefused: () => new AuthError('forbidden', 'not_admin', 'Updating app_metadata requires admin privileges'),
  passwordRefused: () => new AuthError('invalid', 'unsupported_grant_type', `Password sign-in is not available: ${passwordless}`),
  /** Setting or resetting a password: there are none. */
  passwordsNotUsed: () => new AuthError('invalid', 'validation_failed', `Passwords are not used: ${passwordless}`),
  /** A number texts cannot reach now (no gateway in production). */
  phoneRefused: () => new AuthError('invalid', 'phone_provider_disabled', 'Phone logins are disabled'),
  phoneTaken: () => new AuthError('unprocessable', 'phone_exists', 'A user with this phone number has already been registered'),
  bothGiven: () => new AuthError('invalid', 'validation_failed', 'Only an email address or phone number should be provided'),
  /** The gateway did not take the text (GoTrue's words and code). */
  smsFailed: (reason: string) => new AuthError('unprocessable', 'sms_send_failed', `Error sending sms OTP to provider: ${reason}`),
  /** One code a minute per number. */
  smsTooSoon: (seconds: number) =>
    new AuthError(
      'rate_limited',
      'over_sms_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
      {},
      seconds,
    ),
  /** The hourly limit per number. */
  tooManySms: (seconds: number) => new AuthError('rate_limited', 'over_sms_send_rate_limit', 'SMS rate limit exceeded', {}, seconds),
  emailInvalid: () => new AuthError('invalid', 'email_address_invalid', 'Unable to validate email address: invalid format'),
  emailRequired: () => new AuthError('invalid', 'validation_failed', 'An email address is required'),
  /** GoTrue's check of the password supabase-js sends on sign-up (which is then thrown away). */
  weakPassword: (minimum: number) =>
    new AuthError('unprocessable', 'weak_password', `Password should be at least ${minimum} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  metadataTooLarge: (maxBytes: number) =>
    new AuthError('invalid', 'validation_failed', `data must be a JSON object of at most ${maxBytes} bytes`),
  emailTaken: () => new AuthError('unprocessable', 'email_exists', 'A user with this email address has already been registered'),
  noEmailChange: () =>
    new AuthError('forbidden', 'otp_expired', 'This link is for an address change that was cancelled or replaced. Ask for a new one.'),
  /** One link a minute per address. */
  tooSoon: (seconds: number) =>
    new AuthError(
      'rate_limited',
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
      {},
      seconds,
    ),
  /** The hourly limit per address. */
  tooManyEmails: (seconds: number) => new AuthError('rate_limited', 'over_email_send_rate_limit', 'email rate limit exceeded', {}, seconds),
  /** The hourly limit per client address. */
  tooManyRequests: (seconds: number) => new AuthError('rate_limited', 'over_request_rate_limit', 'Request rate limit reached', {}, seconds),
  mailFailed: () =>
    new AuthError('unavailable', 'email_send_failed', 'We could not send the e-mail right now. Please try again in a few minutes.'),
  lastAdmin: () =>
    new AuthError('conflict', 'last_admin', 'You are the only admin: make someone else an admin before deleting this account.'),
  linkingDisabled: () => new AuthError('not_found', 'manual_linking_disabled', 'Manual linking is disabled'),
  resendType: () => new AuthError('invalid', 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change'),
};
