/** Auth failures carry a Supabase-style error code besides the HTTP status. */
import { HttpError } from '../http/errors';

export class AuthError extends HttpError {
  constructor(
    statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(statusCode, message, code);
    this.name = 'AuthError';
  }
}

export const authErrors = {
  linkInvalid: () => new AuthError(403, 'otp_expired', 'This link is invalid or has expired. Ask for a new one.'),
  codeInvalid: () => new AuthError(404, 'flow_state_not_found', 'This sign-in code is invalid, used or expired. Ask for a new link.'),
  badVerifier: () =>
    new AuthError(400, 'bad_code_verifier', 'This sign-in code belongs to another device or browser. Ask for a new link here.'),
  refreshNotFound: () => new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshReused: () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  sessionMissing: () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  sessionExpired: () => new AuthError(400, 'session_expired', 'Session expired: please sign in again.'),
  noToken: () => new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token'),
  badJwt: () => new AuthError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is expired or invalid'),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  passwordRefused: () =>
    new AuthError(400, 'unsupported_grant_type', 'Password sign-in is not available: Nnoboa signs you in with an e-mailed link.'),
  mailFailed: () => new AuthError(503, 'email_send_failed', 'We could not send the e-mail right now. Please try again in a few minutes.'),
  lastAdmin: () => new AuthError(409, 'last_admin', 'You are the only admin: make someone else an admin before deleting this account.'),
};
