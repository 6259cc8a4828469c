/** Auth failures carry a Supabase-style error code besides their kind (the code is also the answer's detail). */
import { DomainError, type ErrorKind } from '../domain/errors';

export class AuthError extends DomainError {
  constructor(
    kind: ErrorKind,
    readonly code: string,
    message: string,
  ) {
    super(kind, message, code);
    this.name = 'AuthError';
  }
}

export const authErrors = {
  linkInvalid: () => new AuthError('forbidden', 'otp_expired', 'This link is invalid or has expired. Ask for a new one.'),
  codeInvalid: () =>
    new AuthError('not_found', 'flow_state_not_found', 'This sign-in code is invalid, used or expired. Ask for a new link.'),
  badVerifier: () =>
    new AuthError('invalid', 'bad_code_verifier', 'This sign-in code belongs to another device or browser. Ask for a new link here.'),
  refreshNotFound: () => new AuthError('invalid', 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshReused: () => new AuthError('invalid', 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  sessionMissing: () => new AuthError('forbidden', 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  sessionExpired: () => new AuthError('invalid', 'session_expired', 'Session expired: please sign in again.'),
  noToken: () => new AuthError('unauthenticated', 'no_authorization', 'This endpoint requires a Bearer token'),
  badJwt: () => new AuthError('forbidden', 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is expired or invalid'),
  notAdmin: () => new AuthError('forbidden', 'not_admin', 'User not allowed'),
  passwordRefused: () =>
    new AuthError('invalid', 'unsupported_grant_type', 'Password sign-in is not available: Nnoboa signs you in with an e-mailed link.'),
  mailFailed: () =>
    new AuthError('unavailable', 'email_send_failed', 'We could not send the e-mail right now. Please try again in a few minutes.'),
  lastAdmin: () =>
    new AuthError('conflict', 'last_admin', 'You are the only admin: make someone else an admin before deleting this account.'),
};
