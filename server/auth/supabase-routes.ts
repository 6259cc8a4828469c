/**
 * The slice of Supabase Auth (`/auth/v1`) that supabase-js uses, answered by
 * our own auth service (docs/product/sign-in.md lists each call). Errors take Supabase's
 * shape: `{code, message}` when the client sent X-Supabase-Api-Version.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthUser,
  Empty,
  IdentityParams,
  LogoutQuery,
  OpenLinkQuery,
  OtpBody,
  RecoverBody,
  RedirectQuery,
  ResendBody,
  Session,
  SignUpBody,
  TokenBody,
  TokenQuery,
  UpdateUserBody,
  UserIdParams,
  VerifyLinkBody,
} from '../../contract/api/auth';
import { NoBody } from '../../contract/api/common';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { DomainError } from '../domain/errors';
import { httpStatusOf, retryAfterOf } from '../http/errors';
import { requestLanguage } from '../mail/language';
import { normaliseEmail } from './email-address';
import { numberForChecks } from './phone-number';
import { phoneSignUpUser } from './phone-sign-up-user';
import { AuthError, authErrors } from './errors';
import { inspectToken, refusalOf, sessionUser } from './guard';
import { safeRedirect } from './links';
import type { ClientInfo } from './service';

/** GoTrue's shortest password: supabase-js sends one on sign-up, which is checked like GoTrue does and then forgotten. */
const minimumPassword = 6;

const apiVersionHeader = 'x-supabase-api-version';

export function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, ...(typeof agent === 'string' ? { userAgent: agent } : {}), lang: requestLanguage(request.headers) };
}

function classify(error: FastifyError | DomainError): { status: number; code: string; message: string } {
  if (error instanceof AuthError) return { status: httpStatusOf(error), code: error.code, message: error.message };
  if ('validation' in error && error.validation) {
    const first = error.validation[0];
    const field =
      (first?.instancePath ?? '').split('/').filter(Boolean).join('.') ||
      (first?.params as { missingProperty?: string } | undefined)?.missingProperty ||
      error.validationContext ||
      'body';
    return { status: 400, code: 'validation_failed', message: `${field} ${first?.message ?? 'is invalid'}` };
  }
  const status = httpStatusOf(error);
  if (status === 429) return { status, code: 'over_request_rate_limit', message: error.message };
  if (status >= 500) return { status: 500, code: 'unexpected_failure', message: 'Something went wrong on our side. Please try again.' };
  return { status, code: 'bad_request', message: error.message };
}

function sendAuthError(error: FastifyError | DomainError, request: FastifyRequest, reply: FastifyReply) {
  const { status, code, message } = classify(error);
  if (status >= 500) request.log.error({ err: error }, 'auth request failed');
  else request.errorSummary = `${code}: ${message}`;
  const retryAfter = retryAfterOf(error);
  if (status === 429 && retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
  const extra = error instanceof AuthError ? error.extra : {};
  if (request.headers[apiVersionHeader]) {
    return reply
      .status(status)
      .header(apiVersionHeader, '2024-01-01')
      .send({ code, message, ...extra });
  }
  return reply.status(status).send({ code: status, error_code: code, msg: message, ...extra });
}

/** The address of an e-mail request, or GoTrue's refusal naming a bad one. */
function emailOf(body: { email?: string }): string {
  return normaliseEmail(body.email);
}

/** A request names an address or a number, never both (GoTrue's rule). */
function byPhone<T extends { email?: string; phone?: string }>(body: T): body is T & { phone: string } {
  if (body.email && body.phone) throw authErrors.bothGiven();
  return Boolean(body.phone && !body.email);
}

/** GoTrue's account check for routes that need a signed-in person: before the body is read. */
async function requireSession(request: FastifyRequest): Promise<void> {
  await sessionUser(request);
}

/** The admin API takes only a service-role key (a server's, never a browser's). */
async function requireServiceRole(request: FastifyRequest): Promise<void> {
  const inspection = await inspectToken(request);
  if (!('context' in inspection)) throw refusalOf(inspection);
  if (inspection.context.kind !== 'service') throw authErrors.notAdmin();
}

function fragment(values: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();
}

function sessionFragment(session: Session, type: string): string {
  return fragment({
    access_token: session.access_token,
    expires_at: session.expires_at,
    expires_in: session.expires_in,
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type,
  });
}

export const supabaseAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setErrorHandler(sendAuthError);
  app.addHook('onSend', async (request, reply) => {
    if (request.headers[apiVersionHeader]) void reply.header(apiVersionHeader, '2024-01-01');
  });

  app.post(
    '/otp',
    {
      schema: { querystring: RedirectQuery, body: OtpBody, response: { 200: Empty } },
    },
    async (request) => {
      const { body } = request;
      if (byPhone(body)) {
        await app.auth.phones.requestCode({
          phone: body.phone,
          createUser: body.create_user ?? true,
          metadata: body.data,
          client: clientOf(request),
        });
        return {};
      }
      await app.auth.requestLink({
        email: emailOf(body),
        intent: 'otp',
        createUser: body.create_user ?? true,
        metadata: body.data,
        codeChallenge: body.code_challenge ?? null,
        codeChallengeMethod: body.code_challenge_method ?? null,
        redirectTo: request.query.redirect_to ?? null,
        client: clientOf(request),
      });
      return {};
    },
  );

  app.post(
    '/signup',
    {
      schema: { querystring: RedirectQuery, body: SignUpBody, response: { 200: AuthUser } },
    },
    async (request) => {
      const { body } = request;
      if (body.password === '') throw new AuthError('unprocessable', 'validation_failed', 'Signup requires a valid password');
      if (body.password.length < minimumPassword) throw authErrors.weakPassword(minimumPassword);
      if (byPhone(body)) {
        // Signing up with a number is signing in with it: the account is made when its code is typed.
        await app.auth.phones.requestCode({ phone: body.phone, createUser: true, metadata: body.data, client: clientOf(request) });
        return phoneSignUpUser(body.phone, body.data ?? {});
      }
      return app.auth.requestLink({
        email: emailOf(body),
        intent: 'signup',
        createUser: true,
        metadata: body.data,
        codeChallenge: body.code_challenge ?? null,
        codeChallengeMethod: body.code_challenge_method ?? null,
        redirectTo: request.query.redirect_to ?? null,
        client: clientOf(request),
      });
    },
  );

  app.post(
    '/verify',
    {
      schema: { querystring: RedirectQuery, body: VerifyLinkBody, response: { 200: Session } },
    },
    async (request) => {
      const { body } = request;
      if (body.token_hash) return app.auth.verifyTokenHash(body.token_hash, clientOf(request));
      if (!body.token) throw new AuthError('invalid', 'validation_failed', 'Verify requires either a token or a token hash');
      if (body.phone && !body.email && (body.type === 'sms' || body.type === 'phone_change')) {
        return app.auth.phones.verify({ phone: body.phone, token: body.token, type: body.type, client: clientOf(request) });
      }
      // A code typed with an address: Nnoboa e-mails links, never codes, so none can match; GoTrue's checks come first.
      if (body.email && !body.phone) normaliseEmail(body.email);
      else if (body.phone && !body.email) numberForChecks(body.phone);
      else throw new AuthError('invalid', 'validation_failed', 'Only an email address or phone number should be provided on verify');
      throw authErrors.codeExpired();
    },
  );

  app.post('/resend', { schema: { querystring: RedirectQuery, body: ResendBody, response: { 200: Empty } } }, async (request) => {
    const { body } = request;
    const common = {
      redirectTo: request.query.redirect_to ?? null,
      client: clientOf(request),
      codeChallenge: body.code_challenge ?? null,
      codeChallengeMethod: body.code_challenge_method ?? null,
    };
    if (body.type === 'sms' || body.type === 'phone_change') {
      if (body.email) throw authErrors.bothGiven();
      if (!body.phone) throw new AuthError('invalid', 'validation_failed', 'Type provided requires a phone number');
      const phone = { phone: body.phone, client: common.client };
      await (body.type === 'sms' ? app.auth.phones.resendCode(phone) : app.auth.phones.resendChange(phone));
    } else if (body.type === 'signup') await app.auth.resendSignUp({ email: emailOf(body), ...common });
    else if (body.type === 'email_change') await app.accounts.resendEmailChange({ email: emailOf(body), ...common });
    else throw authErrors.resendType();
    return {};
  });

  // Password reset: there are no passwords; a sign-in link does what a reset would.
  app.post('/recover', { schema: { querystring: RedirectQuery, body: RecoverBody, response: { 200: Empty } } }, async () => {
    throw authErrors.passwordsNotUsed();
  });

  // Reauthentication sends a code that lets a signed-in person change their password: there are none to change.
  app.get('/reauthenticate', { onRequest: requireSession, schema: { response: { 200: Empty } } }, async () => {
    throw authErrors.passwordsNotUsed();
  });

  // The e-mailed link opened through the server (GoTrue style): redirect with a PKCE code or a session.
  app.get(
    '/verify',
    {
      schema: { querystring: OpenLinkQuery, response: { 303: NoBody } },
    },
    async (request, reply) => {
      const target = new URL(safeRedirect(request.query.redirect_to, app.config.publicUrl));
      try {
        if (!/^[A-Za-z0-9_-]{20,200}$/.test(request.query.token)) throw authErrors.linkInvalid();
        const result = await app.auth.openLink(request.query.token, clientOf(request));
        if ('code' in result) {
          target.searchParams.set('code', result.code);
        } else {
          target.hash = sessionFragment(result.session, request.query.type);
        }
      } catch (error) {
        if (!(error instanceof AuthError)) throw error;
        request.errorSummary = error.code;
        const details = { error: 'access_denied', error_code: error.code, error_description: error.message };
        for (const [key, value] of Object.entries(details)) target.searchParams.set(key, value);
        target.hash = fragment(details);
      }
      return reply.redirect(target.toString(), 303);
    },
  );

  app.post(
    '/token',
    {
      schema: { querystring: TokenQuery, body: TokenBody, response: { 200: Session } },
    },
    async (request) => {
      const { grant_type: grant } = request.query;
      const { body } = request;
      if (grant === 'pkce') {
        if (!body.auth_code || !body.code_verifier)
          throw new AuthError('invalid', 'validation_failed', 'auth_code and code_verifier are required');
        return app.auth.exchangeCode(body.auth_code, body.code_verifier, clientOf(request));
      }
      if (grant === 'refresh_token') {
        if (!body.refresh_token) throw new AuthError('invalid', 'validation_failed', 'refresh_token is required');
        return app.auth.refresh(body.refresh_token);
      }
      if (grant === 'password') throw authErrors.passwordRefused();
      throw new AuthError('invalid', 'unsupported_grant_type', `Unsupported grant type: ${grant}`);
    },
  );

  app.get('/user', { onRequest: requireSession, schema: { response: { 200: AuthUser } } }, async (request) => {
    const user = await app.auth.getUser((await sessionUser(request)).userId);
    if (!user) throw authErrors.userGone();
    return user;
  });

  // supabase-js `updateUser`; who is asking is settled before the body is read.
  app.put(
    '/user',
    { onRequest: requireSession, schema: { querystring: RedirectQuery, body: UpdateUserBody, response: { 200: AuthUser } } },
    async (request) => {
      const { body } = request;
      return app.accounts.update((await sessionUser(request)).userId, {
        ...(body.email !== undefined ? { email: body.email } : {}),
        ...(body.password !== undefined ? { password: body.password } : {}),
        ...(body.phone !== undefined ? { phone: body.phone } : {}),
        ...(body.data !== undefined ? { data: body.data } : {}),
        ...(body.app_metadata !== undefined ? { appMetadata: body.app_metadata } : {}),
        codeChallenge: body.code_challenge ?? null,
        codeChallengeMethod: body.code_challenge_method ?? null,
        redirectTo: request.query.redirect_to ?? null,
        client: clientOf(request),
      });
    },
  );

  // Linking other sign-in methods to an account: there are none to link (GoTrue's answer when linking is off).
  app.get('/user/identities/authorize', { onRequest: requireSession, schema: { response: { 200: Empty } } }, async () => {
    throw authErrors.linkingDisabled();
  });
  app.delete(
    '/user/identities/:id',
    { onRequest: requireSession, schema: { params: IdentityParams, response: { 200: Empty } } },
    async () => {
      throw authErrors.linkingDisabled();
    },
  );

  app.post(
    '/logout',
    {
      onRequest: requireSession,
      schema: { querystring: LogoutQuery, response: { 204: NoBody } },
    },
    async (request, reply) => {
      await app.auth.signOut(await sessionUser(request), request.query.scope ?? 'global');
      return reply.status(204).send();
    },
  );

  app.delete(
    '/admin/users/:id',
    { onRequest: requireServiceRole, schema: { params: UserIdParams, response: { 200: Empty } } },
    async (request) => {
      const deleted = await app.auth.deleteAccount(request.params.id);
      if (!deleted) throw new AuthError('not_found', 'user_not_found', 'User not found');
      return {};
    },
  );
};
