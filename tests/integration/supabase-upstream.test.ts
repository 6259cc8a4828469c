// supabase-js's own test cases, at the version installed (2.108.2), run with
// the real supabase-js against our server on both databases.
//
// Read from supabase/supabase-js at v2.108.2: auth-js `test/GoTrueClient.test.ts`
// and `test/GoTrueApi.test.ts`, supabase-js `test/integration.test.ts`, and
// postgrest-js `test/basic.test.ts` and `test/relationships-error-handling.test.ts`. A case is applicable when its outcome
// depends on what the server answers on a path the server speaks (e-mail
// sign-up and sign-in, sessions, the user, sign-out, resend, identities,
// account deletion with a service-role key, and the users row under
// /rest/v1). Left out as not applicable: cases that never reach the server
// (argument checks, storage and lock internals, mocked fetch), OAuth, SSO,
// Web3, ID tokens, anonymous sign-in, MFA and WebAuthn, the admin API beyond
// deleting an account, realtime, storage, RPC, views, schemas, joins, and
// inserts, upserts and deletes of users rows (rows are made by signing up,
// so no role may insert or delete them, as row-level security would say).
//
// Upstream runs GoTrue with sign-ups confirmed automatically; Nnoboa confirms
// every address by an e-mailed link, so where a case signs up and expects a
// session, it opens the e-mailed link first (what the app does). Where a case
// signs in with a password, the equivalent case signs in by link.
//
//   applicable cases: 92 (GoTrueClient 58, GoTrueApi 7, integration 10, PostgREST basic 16,
//                     PostgREST relationships error handling 1: the only case of that file on one table)
//   passing:          86
//   refused on purpose: 6, each asserted below as what the server does instead:
//     - signInWithPassword() for email, resetPasswordForEmail() (two cases) and
//       reauthenticate(): there are no passwords to sign in with, reset or change;
//     - signInWithOtp({ shouldCreateUser: false }) for an unknown address, and a
//       repeated signUp(): both answer as for any address, so nobody learns
//       whether an account exists (GoTrue does the same when it confirms by e-mail).
//   Six cases expect a failed password sign-in and pass because every password
//   sign-in is refused.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, type Session, type SupabaseClient, type User } from '@supabase/supabase-js';
import { appLink, latestMail, mailsTo, MemoryStorage, uniqueEmail, type MailSeen } from '../helpers/auth';
import { testDatabases } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { eventually } from '../helpers/wait';

// The expired HS256 token upstream's cases use (signed by another secret).
const expiredAccessToken =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJhdWQiOiJhdXRoZW50aWNhdGVkIiwiZXhwIjoxNzQ4MTA3MDc0LCJpYXQiOjE3NDgxMDM0NzQsImlzcyI6Imh0dHBzOi8vZXhhbXBsZS5jb20iLCJzdWIiOiIxMjM0NTY3ODkwIiwidXNlcl9tZXRhZGF0YSI6e30sInJvbGUiOiJhdXRoZW50aWNhdGVkIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
const nonExistentUserId = '9f0a3d6c-4bb4-4c5f-9e4e-5b2a1c0d7e11';
const password = () => `pw-${crypto.randomUUID()}`;
const phoneNumber = () => `1${Date.now().toString().slice(-10)}`;

const userShape = {
  id: expect.any(String),
  email: expect.any(String),
  phone: expect.any(String),
  aud: expect.any(String),
  email_confirmed_at: expect.any(String),
  last_sign_in_at: expect.any(String),
  created_at: expect.any(String),
  updated_at: expect.any(String),
  app_metadata: { provider: 'email' },
};

const sessionShape = {
  access_token: expect.any(String),
  refresh_token: expect.any(String),
  expires_in: expect.any(Number),
  expires_at: expect.any(Number),
  token_type: 'bearer',
  user: userShape,
};

describe.each(testDatabases())('supabase-js’s own cases against our server on $kind', ({ create }) => {
  let server: TestServer;
  let serviceKey: string;
  beforeAll(async () => {
    server = await startTestServer(await create(), { REFRESH_TOKEN_REUSE_SECONDS: '0' });
    serviceKey = await server.app.auth.serviceRoleKey();
  });
  afterAll(() => server.close());
  // Every case asks for links from one address (127.0.0.1); the per-client hourly limit has its own tests.
  beforeEach(async () => {
    await server.app.db.query('delete from rate_limit_hits');
  });

  /** A client as upstream's are made: implicit flow unless asked, its own storage, no timers. */
  function client(options: { flowType?: 'implicit' | 'pkce'; throwOnError?: boolean; key?: string } = {}): SupabaseClient {
    return createClient(server.url, options.key ?? 'public-anon-key', {
      auth: {
        storage: new MemoryStorage(),
        flowType: options.flowType ?? 'implicit',
        autoRefreshToken: false,
        persistSession: true,
        detectSessionInUrl: false,
        ...(options.throwOnError ? { throwOnError: true } : {}),
      },
    });
  }
  const admin = () => client({ key: serviceKey }).auth.admin;
  const storageOf = (c: SupabaseClient) => (c.auth as unknown as { storage: MemoryStorage; storageKey: string }).storage;
  const storageKeyOf = (c: SupabaseClient) => (c.auth as unknown as { storageKey: string }).storageKey;

  /** The newest e-mail to an address once there are more than `seen`. */
  async function mailAfter(email: string, seen: number): Promise<MailSeen> {
    return eventually(`a new e-mail to ${email}`, async () => {
      const mails = await mailsTo(server, email);
      return mails.length > seen ? mails[0] : undefined;
    });
  }

  /** Upstream's `signUp` with sign-ups confirmed automatically: here the e-mailed link is opened by the same client. */
  async function signUpConfirmed(
    c: SupabaseClient,
    options: { data?: Record<string, unknown>; email?: string } = {},
  ): Promise<{ email: string; session: Session; user: User; signedUp: User | null }> {
    const email = options.email ?? uniqueEmail('upstream');
    const signedUp = await c.auth.signUp({ email, password: password(), ...(options.data ? { options: { data: options.data } } : {}) });
    expect(signedUp.error).toBeNull();
    const { data, error } = await c.auth.verifyOtp({ token_hash: appLink(await latestMail(server, email)).tokenHash, type: 'signup' });
    expect(error).toBeNull();
    if (!data.session || !data.user) throw new Error('no session after confirming');
    return { email, session: data.session, user: data.user, signedUp: signedUp.data.user };
  }

  /** Signs in by e-mailed link (what Nnoboa has instead of a password). */
  async function signInByLink(c: SupabaseClient, email: string): Promise<Session> {
    const seen = (await mailsTo(server, email)).length;
    await server.app.db.query('delete from rate_limit_hits');
    expect((await c.auth.signInWithOtp({ email })).error).toBeNull();
    const { data, error } = await c.auth.verifyOtp({ token_hash: appLink(await mailAfter(email, seen)).tokenHash, type: 'email' });
    expect(error).toBeNull();
    if (!data.session) throw new Error('no session');
    return data.session;
  }

  /** Opens an e-mailed PKCE link through GET /auth/v1/verify and answers the code it redirects with. */
  async function codeFrom(mail: MailSeen): Promise<string> {
    const { tokenHash, type } = appLink(mail);
    const verify = new URL('/auth/v1/verify', server.url);
    verify.searchParams.set('token', tokenHash);
    verify.searchParams.set('type', type);
    verify.searchParams.set('redirect_to', `${server.url}/auth/verify`);
    const response = await fetch(verify, { redirect: 'manual' });
    return new URL(response.headers.get('location') ?? '').searchParams.get('code') ?? '';
  }

  describe('auth-js GoTrueClient.test.ts: Sessions', () => {
    it('refreshSession() should return a new session using a passed-in refresh token', async () => {
      const c = client();
      const { session: first } = await signUpConfirmed(c);
      const { data, error } = await c.auth.refreshSession({ refresh_token: first.refresh_token });
      expect(error).toBeNull();
      expect(data.session).toMatchObject(sessionShape);
      expect(data.session?.refresh_token).not.toEqual(first.refresh_token);
    });

    it('refreshSession() should return a new session without a passed-in refresh token', async () => {
      const c = client();
      const { session: first } = await signUpConfirmed(c);
      const { data, error } = await c.auth.refreshSession();
      expect(error).toBeNull();
      expect(data.session).toMatchObject(sessionShape);
      expect(data.session?.refresh_token).not.toEqual(first.refresh_token);
    });

    it('setSession should return no error', async () => {
      const { session } = await signUpConfirmed(client());
      const c = client();
      const set = await c.auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
      expect(set.error).toBeNull();
      expect(set.data.session).toMatchObject({ ...sessionShape, access_token: session.access_token });
      expect((await c.auth.getSession()).data.session?.access_token).toBe(session.access_token);
      const { data, error } = await c.auth.updateUser({ data: { hello: 'world' } });
      expect(error).toBeNull();
      expect(data.user?.user_metadata).toMatchObject({ hello: 'world' });
    });

    it('setSession should fail with invalid refresh token', async () => {
      const c = client();
      await signUpConfirmed(c);
      const { data, error } = await c.auth.setSession({ access_token: expiredAccessToken, refresh_token: 'invalid-refresh-token' });
      expect(error?.message).toContain('Invalid Refresh Token');
      expect(data.session).toBeNull();
    });

    it('getSession() should return the currentUser session', async () => {
      const c = client();
      await signUpConfirmed(c);
      const { data, error } = await c.auth.getSession();
      expect(error).toBeNull();
      expect(data.session).toHaveProperty('access_token');
      expect(data.session).toHaveProperty('user');
    });

    it('getSession() should refresh the session and return a new access token', async () => {
      const c = client();
      const { session } = await signUpConfirmed(c);
      const storage = storageOf(c);
      const key = storageKeyOf(c);
      storage.setItem(
        key,
        JSON.stringify({ ...JSON.parse(storage.getItem(key) ?? 'null'), expires_at: Math.floor(Date.now() / 1000) - 60 }),
      );
      const { data, error } = await c.auth.getSession();
      expect(error).toBeNull();
      expect(data.session).toHaveProperty('access_token');
      expect(data.session?.access_token).not.toEqual(session.access_token);
    });

    it('refresh should only happen once', async () => {
      const c = client();
      const { session } = await signUpConfirmed(c);
      const refresh = (c.auth as unknown as { _callRefreshToken(t: string): Promise<{ data: Session | null; error: unknown }> })
        ._callRefreshToken;
      const [one, two] = await Promise.all([refresh.call(c.auth, session.refresh_token), refresh.call(c.auth, session.refresh_token)]);
      expect(one.error).toBeNull();
      expect(two.error).toBeNull();
      expect(one.data?.access_token).toEqual(two.data?.access_token);
    });
  });

  describe('auth-js GoTrueClient.test.ts: Email Auth', () => {
    it('signUp() with email', async () => {
      const email = uniqueEmail('signup');
      const { data, error } = await client().auth.signUp({ email, password: password() });
      expect(error).toBeNull();
      expect(data.user?.email).toEqual(email);
      // Confirmation by e-mail: the session comes with the link.
      expect(data.session).toBeNull();
      const { session } = await signUpConfirmed(client(), { email: uniqueEmail('signup') });
      expect(session).not.toBeNull();
    });

    it('signUp() with email and PKCE flowType', async () => {
      const c = client({ flowType: 'pkce' });
      const email = uniqueEmail('pkcesignup');
      const { data, error } = await c.auth.signUp({ email, password: password() });
      expect(error).toBeNull();
      expect(data.user?.email).toEqual(email);
      const mail = await latestMail(server, email);
      expect(appLink(mail).tokenHash.startsWith('pkce_')).toBe(true);
      const exchanged = await c.auth.exchangeCodeForSession(await codeFrom(mail));
      expect(exchanged.error).toBeNull();
      expect(exchanged.data.session?.user.email).toEqual(email);
    });

    it('signUp() with email and options', async () => {
      const email = uniqueEmail('options');
      const { data, error } = await client().auth.signUp({
        email,
        password: password(),
        options: { emailRedirectTo: email, data: { info: 'some info' } },
      });
      expect(error).toBeNull();
      expect(data.user?.email).toEqual(email);
      expect(data.user?.user_metadata).toMatchObject({ info: 'some info' });
    });

    it('signUp() returns the bare user payload when signup requires confirmation', async () => {
      const email = uniqueEmail('bare');
      const { data, error } = await client().auth.signUp({ email, password: 'password123' });
      expect(error).toBeNull();
      expect(data.session).toBeNull();
      expect(data.user).toMatchObject({ id: expect.any(String), aud: 'authenticated', role: 'authenticated', email });
    });

    it('fail to signUp() with invalid password', async () => {
      const { data, error } = await client().auth.signUp({ email: 'asd@a.aa', password: '123' });
      expect(data.session).toBeNull();
      expect(error?.message).toContain('Password should be at least 6 characters');
      expect(error?.code).toBe('weak_password');
      expect(error?.status).toBe(422);
    });

    it('fail to signUp() with invalid email', async () => {
      const { data, error } = await client().auth.signUp({ email: 'a', password: '123456' });
      expect(data.session).toBeNull();
      expect(error?.message).toContain('Unable to validate email address: invalid format');
      expect(error?.code).toBe('email_address_invalid');
      expect(error?.status).toBe(400);
    });

    it.each([
      { name: 'resend with email with options', options: { emailRedirectTo: uniqueEmail('redirect') } },
      { name: 'resend with email with empty options', options: {} },
    ])('$name', async ({ options }) => {
      const { error } = await client().auth.resend({ email: uniqueEmail('resend'), type: 'signup', options });
      expect(error).toBeNull();
    });

    it('resend with email and PKCE flowType includes code_challenge in request', async () => {
      const email = uniqueEmail('resendpkce');
      await client().auth.signUp({ email, password: password() });
      await server.app.db.query('delete from rate_limit_hits');
      const c = client({ flowType: 'pkce' });
      const { error } = await c.auth.resend({ email, type: 'signup', options: { emailRedirectTo: `${server.url}/welcome` } });
      expect(error).toBeNull();
      expect(storageOf(c).getItem(`${storageKeyOf(c)}-code-verifier`)).not.toBeNull();
      // The challenge travelled: the new link finishes only with this client's verifier.
      const mail = await mailAfter(email, 1);
      expect(appLink(mail).tokenHash.startsWith('pkce_')).toBe(true);
      const exchanged = await c.auth.exchangeCodeForSession(await codeFrom(mail));
      expect(exchanged.error).toBeNull();
      expect(exchanged.data.user?.email).toBe(email);
    });

    it('resend with email_change type and PKCE flowType includes code_challenge', async () => {
      const c = client({ flowType: 'pkce' });
      const { email } = await signUpConfirmed(c);
      const newEmail = uniqueEmail('moving');
      expect((await c.auth.updateUser({ email: newEmail })).error).toBeNull();
      await server.app.db.query('delete from rate_limit_hits');
      const { error } = await c.auth.resend({ email, type: 'email_change' });
      expect(error).toBeNull();
      expect(storageOf(c).getItem(`${storageKeyOf(c)}-code-verifier`)).not.toBeNull();
      const mail = await mailAfter(newEmail, 1);
      expect(appLink(mail).tokenHash.startsWith('pkce_')).toBe(true);
      expect((await c.auth.exchangeCodeForSession(await codeFrom(mail))).error).toBeNull();
      expect((await c.auth.getUser()).data.user?.email).toBe(newEmail);
    });

    it('resend with PKCE cleans up code verifier on HTTP error', async () => {
      const c = client({ flowType: 'pkce' });
      const { error } = await c.auth.resend({ email: 'bad@', type: 'signup' });
      expect(error).not.toBeNull();
      expect(storageOf(c).getItem(`${storageKeyOf(c)}-code-verifier`)).toBeNull();
    });

    it('resend without PKCE does not include code_challenge in request', async () => {
      const email = uniqueEmail('resendimplicit');
      await client().auth.signUp({ email, password: password() });
      await server.app.db.query('delete from rate_limit_hits');
      const { error } = await client().auth.resend({ email, type: 'signup' });
      expect(error).toBeNull();
      const link = appLink(await mailAfter(email, 1));
      expect(link.tokenHash.startsWith('pkce_')).toBe(false);
      expect((await client().auth.verifyOtp({ token_hash: link.tokenHash, type: 'signup' })).error).toBeNull();
    });

    it('should handle signUp with invalid credentials', async () => {
      const { data, error } = await client().auth.signUp({ email: 'invalid-email', password: '123' });
      expect(error).not.toBeNull();
      expect(data.user).toBeNull();
      expect(data.session).toBeNull();
    });

    it('should handle signInWithPassword with invalid credentials (every password sign-in is refused)', async () => {
      const { data, error } = await client().auth.signInWithPassword({ email: 'nonexistent@example.com', password: 'wrongpassword' });
      expect(error).not.toBeNull();
      expect(data.user).toBeNull();
      expect(data.session).toBeNull();
    });

    it('should handle signInWithOtp with invalid email', async () => {
      const { data, error } = await client().auth.signInWithOtp({ email: 'invalid-email' });
      expect(error?.code).toBe('email_address_invalid');
      expect(data.user).toBeNull();
    });

    it('should handle signInWithOtp with invalid phone', async () => {
      const { data, error } = await client().auth.signInWithOtp({ phone: 'invalid-phone' });
      expect(error).not.toBeNull();
      expect(data.user).toBeNull();
    });

    it('should handle verifyOtp with invalid code', async () => {
      const { data, error } = await client().auth.verifyOtp({ email: 'test@example.com', token: 'invalid-token', type: 'email' });
      expect(error?.message).toBe('Token has expired or is invalid');
      expect(error?.status).toBe(403);
      expect(data.user).toBeNull();
      expect(data.session).toBeNull();
    });
  });

  describe('auth-js GoTrueClient.test.ts: signInWithOtp', () => {
    it('signInWithOtp() for email', async () => {
      const c = client();
      const email = uniqueEmail('otpdata');
      const { data, error } = await c.auth.signInWithOtp({ email, options: { data: { hello: 'world' } } });
      expect(error).toBeNull();
      expect(data.user).toBeNull();
      expect(data.session).toBeNull();
      // The metadata is kept as user_metadata.
      const verified = await c.auth.verifyOtp({ token_hash: appLink(await latestMail(server, email)).tokenHash, type: 'email' });
      expect(verified.data.user?.user_metadata).toMatchObject({ hello: 'world' });
    });

    it('signInWithOtp for email with empty options', async () => {
      const { data, error } = await client().auth.signInWithOtp({ email: uniqueEmail('empty'), options: {} });
      expect(error).toBeNull();
      expect(data.user).toBeNull();
      expect(data.session).toBeNull();
    });

    it('verifyOTP fails with empty options', async () => {
      const { error } = await client().auth.verifyOtp({ phone: phoneNumber(), type: 'phone_change', token: '123456', options: {} });
      expect(error?.message).toContain('Token has expired or is invalid');
    });

    it('signInWithOtp() pkce flow fails with invalid sms provider', async () => {
      const { data, error } = await client({ flowType: 'pkce' }).auth.signInWithOtp({ phone: phoneNumber() });
      expect(error).not.toBeNull();
      expect(data.session).toBeNull();
      expect(data.user).toBeNull();
    });

    it('signInWithOtp() with PKCE flow should return error — refused on purpose: an unknown address is answered like any other', async () => {
      const email = uniqueEmail('nocreate');
      const { data, error } = await client({ flowType: 'pkce' }).auth.signInWithOtp({
        email,
        options: { shouldCreateUser: false, captchaToken: 'some_token', emailRedirectTo: email },
      });
      // Upstream expects an error that would tell a stranger the address has no account.
      expect(error).toBeNull();
      expect(data.session).toBeNull();
      expect(data.user).toBeNull();
      expect((await latestMail(server, email)).subject).toBe('Sign-in request for Nnoboa');
      expect(await server.app.db.query('select id from auth_users where email = $1', [email])).toEqual([]);
    });
  });

  it('signUp() the same user twice should not share email already registered message — refused on purpose: the answer reveals nothing', async () => {
    const c = client();
    const { email, user } = await signUpConfirmed(c);
    await server.app.db.query('delete from rate_limit_hits');
    const { data, error } = await client().auth.signUp({ email, password: password() });
    // Upstream (sign-ups confirmed automatically) expects "User already registered"; confirming by e-mail, GoTrue answers as here.
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.id).not.toBe(user.id);
    expect(data.user?.identities).toEqual([]);
  });

  it('signInWithPassword() for email — refused on purpose: there are no passwords', async () => {
    const c = client();
    const { email } = await signUpConfirmed(c);
    const { data, error } = await client().auth.signInWithPassword({ email, password: password() });
    expect(error?.code).toBe('unsupported_grant_type');
    expect(error?.message).toContain('e-mailed link');
    expect(data.session).toBeNull();
  });

  it('signIn() with refreshToken', async () => {
    const c = client();
    const { email } = await signUpConfirmed(c);
    const { data, error } = await c.auth.getSession();
    expect(error).toBeNull();
    expect(data.session).toMatchObject(sessionShape);
    expect(data.session?.user.email).toBe(email);
  });

  describe('auth-js GoTrueClient.test.ts: Signout behaviour', () => {
    it('signOut', async () => {
      const c = client();
      await signUpConfirmed(c);
      expect((await c.auth.signOut()).error).toBeNull();
      expect((await c.auth.getUser()).data.user).toBeNull();
    });

    it('signOut should remove session if user is not found or jwt is invalid', async () => {
      const c = client();
      const { user } = await signUpConfirmed(c);
      expect((await c.auth.getSession()).data.session).not.toBeNull();
      expect((await admin().deleteUser(user.id)).error).toBeNull();
      expect((await c.auth.signOut()).error).toBeNull();
      expect((await c.auth.getSession()).data.session).toBeNull();
    });
  });

  describe('auth-js GoTrueClient.test.ts: User management', () => {
    it('Get user', async () => {
      const { email, user } = await signUpConfirmed(client());
      expect(user).toMatchObject(userShape);
      expect(user.email).toBe(email);
    });

    it('Update user', async () => {
      const c = client();
      const { email } = await signUpConfirmed(c);
      const { data, error } = await c.auth.updateUser({ data: { hello: 'world' } });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({ ...userShape, user_metadata: { hello: 'world' } });
      expect(data.user?.email).toBe(email);
    });

    it('Get user after updating', async () => {
      const c = client();
      const { email } = await signUpConfirmed(c);
      const updated = await c.auth.updateUser({ data: { hello: 'world' } });
      expect(updated.error).toBeNull();
      const { data, error } = await c.auth.getUser();
      expect(error).toBeNull();
      expect(data.user).toMatchObject({ ...userShape, user_metadata: { hello: 'world' } });
      expect(data.user?.email).toBe(email);
    });

    it('Get user after logging out', async () => {
      const c = client();
      const { email } = await signUpConfirmed(c);
      await c.auth.signOut();
      await signInByLink(c, email);
      await c.auth.signOut();
      const { data, error } = await c.auth.getSession();
      expect(data.session).toBeNull();
      expect(error).toBeNull();
    });

    it('signIn() with the wrong password (every password sign-in is refused)', async () => {
      const { data, error } = await client().auth.signInWithPassword({
        email: uniqueEmail('wrong'),
        password: password(),
        options: { captchaToken: 'some_token' },
      });
      expect(error?.message).toBeTruthy();
      expect(data.session).toBeNull();
    });

    it('signIn() with the wrong phone (every password sign-in is refused)', async () => {
      const { data, error } = await client().auth.signInWithPassword({
        phone: '+34123',
        password: password(),
        options: { captchaToken: 'some_token' },
      });
      expect(error?.message).toBeTruthy();
      expect(data.session).toBeNull();
    });

    it('Sign Up Enabled: User can sign up', async () => {
      const email = uniqueEmail('enabled');
      const { data, error } = await client().auth.signUp({ email, password: password() });
      expect(error).toBeNull();
      expect(data.user?.email).toEqual(email);
    });

    it('resetPasswordForEmail() sends an email for password recovery — refused on purpose: there are no passwords', async () => {
      const c = client();
      const { email } = await signUpConfirmed(c);
      const { error } = await c.auth.resetPasswordForEmail(email, { redirectTo: `${server.url}/welcome` });
      expect(error?.code).toBe('validation_failed');
      expect(error?.message).toContain('e-mailed link');
    });

    it('resetPasswordForEmail() if user does not exist, user details are not exposed — refused on purpose, alike for every address', async () => {
      const { error } = await client().auth.resetPasswordForEmail('this_user@does-not-exist.com', { captchaToken: 'some_token' });
      // The same refusal as for an account that exists: nothing is exposed, but it is a refusal.
      expect(error?.code).toBe('validation_failed');
      expect(error?.message).toContain('e-mailed link');
    });

    it('refreshAccessToken()', async () => {
      const c = client();
      const { email, session } = await signUpConfirmed(c);
      const refresh = (c.auth as unknown as { _refreshAccessToken(t: string): Promise<{ data: Session | null; error: unknown }> })
        ._refreshAccessToken;
      const { data, error } = await refresh.call(c.auth, session.refresh_token);
      expect(error).toBeNull();
      expect(data?.user.email).toEqual(email);
    });
  });

  describe('auth-js GoTrueClient.test.ts: getClaims', () => {
    it('getClaims returns properly typed JwtPayload with documented fields', async () => {
      const c = client();
      const { user } = await signUpConfirmed(c);
      const { data, error } = await c.auth.getClaims();
      expect(error).toBeNull();
      const claims = data?.claims;
      expect(claims?.sub).toBe(user.id);
      expect(claims?.role).toBe('authenticated');
      expect(typeof claims?.email).toBe('string');
      expect(typeof claims?.phone).toBe('string');
      expect(typeof claims?.user_metadata).toBe('object');
      expect(typeof claims?.app_metadata).toBe('object');
      expect(claims?.is_anonymous).toBe(false);
      expect(typeof claims?.iss).toBe('string');
      expect(claims?.aud).toBe('authenticated');
      expect(typeof claims?.exp).toBe('number');
      expect(typeof claims?.iat).toBe('number');
      expect(claims?.aal).toBe('aal1');
      expect(typeof claims?.session_id).toBe('string');
      const [entry] = claims?.amr ?? [];
      expect(typeof entry === 'object' && typeof entry.method === 'string' && typeof entry.timestamp === 'number').toBe(true);
    });

    it('getClaims should refresh expired JWT token', async () => {
      const c = client();
      const { session } = await signUpConfirmed(c);
      storageOf(c).setItem(storageKeyOf(c), JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 3600 }));
      const { data, error } = await c.auth.getClaims();
      expect(error).toBeNull();
      expect(data?.claims.email).toEqual(session.user.email);
    });
  });

  it('reauthenticate() returns null user and session — refused on purpose: reauthentication is for changing a password', async () => {
    const c = client();
    await signUpConfirmed(c);
    const { data, error } = await c.auth.reauthenticate();
    expect(error?.code).toBe('validation_failed');
    expect(data.session).toBeNull();
    expect(data.user).toBeNull();
  });

  describe('auth-js GoTrueClient.test.ts: Identity Management', () => {
    it('getUserIdentities() returns user identities after signup', async () => {
      const c = client();
      const { email } = await signUpConfirmed(c);
      const { data, error } = await c.auth.getUserIdentities();
      expect(error).toBeNull();
      expect(data?.identities).toHaveLength(1);
      expect(data?.identities[0]).toMatchObject({ provider: 'email', identity_data: { email } });
    });

    it('linkIdentity() fails when manual linking is disabled', async () => {
      const c = client();
      await signUpConfirmed(c);
      const { error } = await c.auth.linkIdentity({
        provider: 'google',
        options: { redirectTo: 'http://localhost:3000', scopes: 'openid profile email', queryParams: { prompt: 'select_account' } },
      });
      expect(error?.message).toContain('Manual linking is disabled');
    });

    it('unlinkIdentity() fails when manual linking is disabled', async () => {
      const c = client();
      await signUpConfirmed(c);
      const { data } = await c.auth.getUserIdentities();
      const identity = data?.identities[0];
      if (!identity) throw new Error('no identity');
      const { error } = await c.auth.unlinkIdentity(identity);
      expect(error?.message).toContain('Manual linking is disabled');
    });
  });

  describe('auth-js GoTrueClient.test.ts: Session Management', () => {
    it('_notifyAllSubscribers notifies all subscribers of session changes', async () => {
      const c = client();
      const seen: Array<[string, Session | null]> = [];
      const { data } = c.auth.onAuthStateChange((event, session) => void seen.push([event, session]));
      const { session } = await signUpConfirmed(c);
      expect(seen).toContainEqual(['SIGNED_IN', session]);
      data.subscription.unsubscribe();
    });

    it('should handle refreshSession with invalid refresh token', async () => {
      const { data, error } = await client().auth.refreshSession({ refresh_token: 'invalid-refresh-token' });
      expect(error?.code).toBe('refresh_token_not_found');
      expect(data.session).toBeNull();
    });

    it('getSession() with expired refreshToken should return error for invalid token', async () => {
      const c = client();
      const { session } = await signUpConfirmed(c);
      const expiredAt = Math.floor(Date.now() / 1000) - 3600;
      storageOf(c).setItem(
        storageKeyOf(c),
        JSON.stringify({ ...session, expires_at: expiredAt, access_token: 'expired-token', refresh_token: 'expired-refresh-token' }),
      );
      const { data, error } = await c.auth.getSession();
      expect(error?.message).toContain('Invalid Refresh Token');
      expect(data.session).toBeNull();
    });
  });

  it('should use PKCE flow for updateUser with email when flowType is pkce and user has session', async () => {
    const c = client({ flowType: 'pkce' });
    const { email } = await signUpConfirmed(c);
    const newEmail = `updated-${email}`;
    const { data, error } = await c.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newEmail });
    // The challenge travelled with the change (supabase-js then drops its verifier, so the link is finished by its token hash).
    const link = appLink(await latestMail(server, newEmail));
    expect(link.tokenHash.startsWith('pkce_')).toBe(true);
    expect((await c.auth.verifyOtp({ token_hash: link.tokenHash, type: 'email_change' })).error).toBeNull();
    expect((await c.auth.getUser()).data.user?.email).toBe(newEmail);
  });

  describe('auth-js GoTrueClient.test.ts: GoTrueClient with throwOnError option', () => {
    it('signUp() should throw an error when throwOnError is true', async () => {
      await expect(client({ throwOnError: true }).auth.signUp({ email: uniqueEmail('throw'), password: '' })).rejects.toThrow(
        'Signup requires a valid password',
      );
    });

    it('signInWithPassword() should throw an error when throwOnError is true', async () => {
      await expect(client({ throwOnError: true }).auth.signInWithPassword({ email: uniqueEmail('throw'), password: '' })).rejects.toThrow();
    });

    it('updateUser() should throw an error when throwOnError is true', async () => {
      const c = client({ throwOnError: true });
      await signUpConfirmed(c);
      await expect(c.auth.updateUser({ email: 'invalid-email' })).rejects.toThrow('Unable to validate email address: invalid format');
    });

    it('signInWithOtp() should throw on invalid params when throwOnError is true', async () => {
      await expect(client({ throwOnError: true }).auth.signInWithOtp({ email: 'invalid', options: { captchaToken: 'x' } })).rejects.toThrow(
        'Unable to validate email address: invalid format',
      );
    });
  });

  describe('auth-js GoTrueApi.test.ts', () => {
    it('getUser() fetches a user by their access_token', async () => {
      const c = client();
      const { email } = await signUpConfirmed(c);
      const { data, error } = await c.auth.getUser();
      expect(error).toBeNull();
      expect(data.user?.email).toEqual(email);
    });

    it('deleteUser() should be able delete an existing user', async () => {
      const c = client();
      const { user, session } = await signUpConfirmed(c);
      const { data, error } = await admin().deleteUser(user.id);
      expect(error).toBeNull();
      expect(data.user).not.toBeUndefined();
      // Upstream lists users to check; here the account's own token finds no account any more.
      const after = await client().auth.getUser(session.access_token);
      expect(after.data.user).toBeNull();
      expect(after.error?.code).toBe('user_not_found');
    });

    it('deleteUser() returns AuthError when user id is invalid', async () => {
      const { data, error } = await admin().deleteUser(nonExistentUserId);
      expect(error?.status).toBe(404);
      expect(data.user).toBeNull();
    });

    it('signOut() with an valid access token', async () => {
      const { session } = await signUpConfirmed(client());
      const { error } = await admin().signOut(session.access_token);
      expect(error).toBeNull();
      // GoTrue's session_not_found, which supabase-js reads as a missing session.
      expect((await client().auth.getUser(session.access_token)).error?.name).toBe('AuthSessionMissingError');
    });

    it('signOut() with an invalid access token', async () => {
      const { error } = await admin().signOut('this-is-a-bad-token');
      expect(error?.message).toMatch(/^invalid JWT/);
      expect(error?.code).toBe('bad_jwt');
    });

    it('verifyOtp() with non-existent phone number', async () => {
      const { data, error } = await client().auth.verifyOtp({ phone: phoneNumber(), token: '123456', type: 'sms' });
      expect(data.user).toBeNull();
      expect(error?.message).toEqual('Token has expired or is invalid');
      expect(error?.status).toEqual(403);
    });

    it('verifyOTP() with invalid phone number', async () => {
      const { data, error } = await client().auth.verifyOtp({ phone: `${phoneNumber()}-invalid`, token: '123456', type: 'sms' });
      expect(data.user).toBeNull();
      expect(error?.message).toEqual('Invalid phone number format (E.164 required)');
    });
  });

  describe('supabase-js integration.test.ts', () => {
    it('should connect to PostgREST API', async () => {
      const { data, error } = await client().from('users').select('*').limit(5);
      expect(error).toBeNull();
      expect(Array.isArray(data)).toBe(true);
    });

    it('should allow anonymous access via RLS policies', async () => {
      const c = client();
      await signUpConfirmed(c);
      await c.auth.signOut();
      const { data, error } = await c.from('users').select('*').limit(5);
      expect(error).toBeNull();
      expect(data).toEqual([]);
    });

    it('should allow authenticated user to access their own data', async () => {
      const c = client();
      const { user } = await signUpConfirmed(c, { data: { full_name: 'Esi Mensah' } });
      const { data, error } = await c.from('users').select('*').eq('id', user.id).single();
      expect(error).toBeNull();
      expect(data).toMatchObject({ id: user.id, full_name: 'Esi Mensah' });
    });

    it('should prevent access to other users data', async () => {
      const { user: other } = await signUpConfirmed(client());
      const c = client();
      await signUpConfirmed(c);
      const { data, error } = await c.from('users').select('*').eq('id', other.id).single();
      expect(error?.code).toBe('PGRST116');
      expect(data).toBeNull();
    });

    it('should allow authenticated user to update their own data', async () => {
      const c = client();
      const { user } = await signUpConfirmed(c);
      const { data, error } = await c.from('users').update({ full_name: 'Updated Name' }).eq('id', user.id).select().single();
      expect(error).toBeNull();
      expect(data).toMatchObject({ full_name: 'Updated Name' });
    });

    it('should sign up a user', async () => {
      const email = uniqueEmail('integration');
      const { data, error } = await client().auth.signUp({ email, password: 'password123' });
      expect(error).toBeNull();
      expect(data.user?.email).toBe(email);
    });

    it('should sign in and out successfully (by e-mailed link)', async () => {
      const c = client();
      const { email } = await signUpConfirmed(c);
      await c.auth.signOut();
      const session = await signInByLink(c, email);
      expect(session.user.email).toBe(email);
      expect((await c.auth.signOut()).error).toBeNull();
    });

    it('should get current user', async () => {
      const c = client();
      const { email } = await signUpConfirmed(c);
      const { data, error } = await c.auth.getUser();
      expect(error).toBeNull();
      expect(data.user?.email).toBe(email);
    });

    it('should handle invalid credentials (every password sign-in is refused)', async () => {
      const { email } = await signUpConfirmed(client());
      const { data, error } = await client().auth.signInWithPassword({ email, password: 'wrongpassword' });
      expect(error).not.toBeNull();
      expect(data.user).toBeNull();
    });

    it('should handle non-existent user (every password sign-in is refused)', async () => {
      const { data, error } = await client().auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'password123' });
      expect(error).not.toBeNull();
      expect(data.user).toBeNull();
    });
  });

  describe('postgrest-js basic.test.ts, on the users row', () => {
    let c: SupabaseClient;
    let me: User;
    beforeAll(async () => {
      await server.app.db.query('delete from rate_limit_hits');
      c = client();
      me = (await signUpConfirmed(c, { data: { full_name: 'Kofi Boateng' } })).user;
    });

    it('basic select table', async () => {
      const res = await c.from('users').select();
      expect(res).toMatchObject({ count: null, error: null, status: 200, statusText: 'OK' });
      expect(res.data).toEqual([expect.objectContaining({ id: me.id, full_name: 'Kofi Boateng' })]);
    });

    it("don't mutate PostgrestClient.headers", async () => {
      await c.from('users').select().limit(1).single();
      const { error } = await c.from('users').select();
      expect(error).toBeNull();
    });

    it('throwOnError throws errors instead of returning them', async () => {
      await expect(c.from('missing_table').select().throwOnError()).rejects.toThrow(
        "Could not find the table 'public.missing_table' in the schema cache",
      );
    });

    it('throwOnError throws errors which include stack', async () => {
      const caught = await c
        .from('does_not_exist')
        .select()
        .throwOnError()
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(caught instanceof Error).toBe(true);
      expect((caught as Error).stack).not.toBeUndefined();
    });

    it('maybeSingle w/ throwOnError', async () => {
      const res = await c.from('users').select().eq('full_name', 'i do not exist').throwOnError().maybeSingle();
      expect(res.data).toBeNull();
    });

    it('select with head:true', async () => {
      const res = await c.from('users').select('*', { head: true });
      expect(res).toMatchObject({ count: null, data: null, error: null, status: 200 });
    });

    it('select with head:true, count:exact', async () => {
      const res = await c.from('users').select('*', { head: true, count: 'exact' });
      expect(res).toMatchObject({ count: 1, data: null, error: null, status: 200 });
    });

    it('select with head:true, count:planned', async () => {
      // PostgREST answers 206 when its plan guesses more rows than came back; this count is always exact, so 200.
      const res = await c.from('users').select('*', { head: true, count: 'planned' });
      expect(res).toMatchObject({ count: expect.any(Number), data: null, error: null });
    });

    it('select with head:true, count:estimated', async () => {
      const res = await c.from('users').select('*', { head: true, count: 'estimated' });
      expect(res).toMatchObject({ count: expect.any(Number), data: null, error: null, status: 200 });
    });

    it('select with count:exact', async () => {
      const res = await c.from('users').select('*', { count: 'exact' });
      expect(res).toMatchObject({ count: 1, error: null, status: 200 });
      expect(res.data).toHaveLength(1);
    });

    it('basic update', async () => {
      const res = await c.from('users').update({ bio: 'Farmer in Bono' }).eq('full_name', 'Kofi Boateng').select();
      expect(res).toMatchObject({ count: null, error: null, status: 200 });
      expect(res.data).toEqual([expect.objectContaining({ id: me.id, bio: 'Farmer in Bono' })]);
    });

    it("update with count: 'exact'", async () => {
      const res = await c.from('users').update({ bio: 'Farmer in Sunyani' }, { count: 'exact' }).eq('id', me.id).select();
      expect(res).toMatchObject({ count: 1, error: null, status: 200 });
      expect(res.data).toEqual([expect.objectContaining({ bio: 'Farmer in Sunyani' })]);
    });

    it('select with no match', async () => {
      const res = await c.from('users').select().eq('full_name', 'missing');
      expect(res).toMatchObject({ count: null, data: [], error: null, status: 200, statusText: 'OK' });
    });

    it('update with no match - return=minimal', async () => {
      const res = await c.from('users').update({ bio: 'Never written' }).eq('full_name', 'missing');
      expect(res).toMatchObject({ count: null, data: null, error: null, status: 204 });
    });

    it('update with no match - return=representation', async () => {
      const res = await c.from('users').update({ bio: 'Never written' }).eq('full_name', 'missing').select();
      expect(res).toMatchObject({ count: null, data: [], error: null, status: 200 });
      expect((await c.from('users').select('bio').single()).data).toEqual({ bio: 'Farmer in Sunyani' });
    });

    it('maybeSingle returns null for zero rows (GET)', async () => {
      const res = await c.from('users').select().eq('full_name', 'does_not_exist').maybeSingle();
      expect(res).toMatchObject({ count: null, data: null, error: null, status: 200, statusText: 'OK' });
    });
  });

  describe('postgrest-js relationships-error-handling.test.ts, on the users row', () => {
    let c: SupabaseClient;
    beforeAll(async () => {
      await server.app.db.query('delete from rate_limit_hits');
      c = client();
      await signUpConfirmed(c, { data: { full_name: 'Ama Owusu' } });
    });

    it('aggregate on missing column with alias', async () => {
      const res = await c.from('users').select('alias:missing_column.count()').eq('full_name', 'Ama Owusu').limit(1).single();
      expect(res).toEqual({
        count: null,
        data: null,
        error: { code: '42703', details: null, hint: null, message: 'column users.missing_column does not exist' },
        status: 400,
        statusText: 'Bad Request',
        success: false,
      });
    });

    // Beyond upstream's case: what a column that exists gets instead (aggregates are off, as in PostgREST by default).
    it('an aggregate, an alias or a cast on a column that exists is refused in PostgREST’s words', async () => {
      const aggregate = await c.from('users').select('full_name.count()');
      expect(aggregate).toMatchObject({ status: 400, error: { code: 'PGRST123', message: 'Use of aggregate functions is not allowed' } });
      const alias = await c.from('users').select('name:full_name');
      expect(alias).toMatchObject({ status: 400, error: { code: 'PGRST127', message: 'Feature not implemented' } });
      const cast = await c.from('users').select('bio::text');
      expect(cast).toMatchObject({ status: 400, error: { code: 'PGRST127', message: 'Feature not implemented' } });
      const missing = await c.from('users').select('id, nickname');
      expect(missing).toMatchObject({ status: 400, error: { code: '42703', message: 'column users.nickname does not exist' } });
    });
  });
});
