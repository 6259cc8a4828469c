// The parts of the Supabase protocol a supabase-js user meets beyond signing
// in, with the real client: updateUser, user_metadata on sign-up and OTP,
// /resend, GoTrue's error codes, and PostgREST's query on /rest/v1/users.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { appLink, device, latestMail, mailsTo, uniqueEmail } from '../helpers/auth';
import { testDatabases } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/test-server';

const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');

describe.each(testDatabases())('the Supabase protocol on $kind', ({ create }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await create());
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.app.db.query("delete from rate_limit_hits where key like 'link:ip:%'");
  });

  async function signedIn(data?: Record<string, unknown>): Promise<{ client: SupabaseClient; email: string; user: User }> {
    const email = uniqueEmail('proto');
    const client = device(server);
    expect((await client.auth.signInWithOtp({ email, ...(data ? { options: { data } } : {}) })).error).toBeNull();
    const { data: verified } = await client.auth.verifyOtp({
      token_hash: appLink(await latestMail(server, email)).tokenHash,
      type: 'email',
    });
    if (!verified.user) throw new Error('not signed in');
    return { client, email, user: verified.user };
  }

  const profileOf = async (id: string) =>
    (await server.app.db.query<Record<string, unknown>>('select full_name, phone, region, email from users where id = $1', [id]))[0];

  describe('updateUser', () => {
    it('merges data into user_metadata (null removes a key), emits USER_UPDATED, and keeps it in the token', async () => {
      const { client } = await signedIn({ full_name: 'Ama Owusu', theme: 'dark' });
      const events: string[] = [];
      client.auth.onAuthStateChange((event) => void events.push(event));
      const { data, error } = await client.auth.updateUser({ data: { theme: null, language: 'fr', prefs: { sms: false } } });
      expect(error).toBeNull();
      expect(data.user?.user_metadata).toEqual({ full_name: 'Ama Owusu', language: 'fr', prefs: { sms: false } });
      expect(events).toContain('USER_UPDATED');
      expect((await client.auth.getUser()).data.user?.user_metadata).toEqual(data.user?.user_metadata);
      const refreshed = await client.auth.refreshSession();
      expect(refreshed.data.session?.user.user_metadata).toMatchObject({ language: 'fr' });
      const claims = JSON.parse(Buffer.from(refreshed.data.session?.access_token.split('.')[1] ?? '', 'base64url').toString()) as {
        user_metadata: unknown;
      };
      expect(claims.user_metadata).toMatchObject({ language: 'fr', prefs: { sms: false } });
    });

    it('refuses user_metadata over 4 KB, a password, a number that is not a Ghana mobile and app_metadata, and changes nothing', async () => {
      const { client, user } = await signedIn({ keep: 'me' });
      const tooBig = await client.auth.updateUser({ data: { notes: 'x'.repeat(4100) } });
      expect(tooBig.error?.status).toBe(400);
      expect(tooBig.error?.code).toBe('validation_failed');
      const password = await client.auth.updateUser({ password: 'a-new-password' });
      expect(password.error?.code).toBe('validation_failed');
      expect(password.error?.message).toContain('e-mailed link');
      const phone = await client.auth.updateUser({ phone: '+44 7911 123456' });
      expect(phone.error?.code).toBe('validation_failed');
      expect(phone.error?.message).toContain('Ghana mobile number');
      const appMetadata = await fetch(`${server.url}/auth/v1/user`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${(await client.auth.getSession()).data.session?.access_token}`,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify({ app_metadata: { role: 'admin' } }),
      });
      expect(appMetadata.status).toBe(403);
      expect(await appMetadata.json()).toMatchObject({ code: 'not_admin' });
      expect((await client.auth.getUser()).data.user?.user_metadata).toEqual({ keep: 'me' });
      expect((await server.app.db.query('select role from users where id = $1', [user.id]))[0]).toEqual({ role: 'user' });
    });

    it('changes the address by a link sent to the new one, with a notice to the old one', async () => {
      const { client, email, user } = await signedIn();
      const newEmail = uniqueEmail('newaddress');
      const { data, error } = await client.auth.updateUser({ email: newEmail.toUpperCase() });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({ email, new_email: newEmail });
      const notice = await latestMail(server, email);
      expect(notice.subject).toBe('Your Nnoboa e-mail address is changing');
      expect(notice.text).toContain(newEmail);
      expect(notice.links.some((link) => link.includes('token_hash'))).toBe(false);
      const confirm = await latestMail(server, newEmail);
      expect(confirm.subject).toBe('Confirm your new Nnoboa e-mail address');
      // Until the link is opened, nothing moves.
      expect((await profileOf(user.id))?.email).toBe(email);

      const opened = await device(server).auth.verifyOtp({ token_hash: appLink(confirm).tokenHash, type: 'email_change' });
      expect(opened.error).toBeNull();
      expect(opened.data.user?.email).toBe(newEmail);
      expect(opened.data.user?.new_email).toBeUndefined();
      expect((await profileOf(user.id))?.email).toBe(newEmail);
      // The same link never works twice, and the old address no longer signs in to this account.
      expect((await device(server).auth.verifyOtp({ token_hash: appLink(confirm).tokenHash, type: 'email_change' })).error?.code).toBe(
        'otp_expired',
      );
      expect((await server.app.db.query('select id from auth_users where email = $1', [email])).length).toBe(0);
    });

    it('refuses an address another account holds, and a malformed one, in GoTrue’s words', async () => {
      const { email: taken } = await signedIn();
      const { client } = await signedIn();
      const clash = await client.auth.updateUser({ email: taken });
      expect(clash.error?.status).toBe(422);
      expect(clash.error?.code).toBe('email_exists');
      expect(clash.error?.message).toBe('A user with this email address has already been registered');
      const malformed = await client.auth.updateUser({ email: 'not an address' });
      expect(malformed.error?.code).toBe('email_address_invalid');
      expect(await mailsTo(server, taken)).toHaveLength(1);
    });

    it('answers 401 to an anonymous PUT /user whatever the body', async () => {
      for (const body of ['{}', '{"data":"not an object"}', 'not json']) {
        const response = await fetch(`${server.url}/auth/v1/user`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
          body,
        });
        expect(response.status, body).toBe(401);
        expect(await response.json()).toMatchObject({ code: 'no_authorization' });
      }
    });
  });

  describe('user_metadata on sign-up and OTP', () => {
    it('keeps any JSON object up to 4 KB; the profile row takes only its own columns', async () => {
      const metadata = {
        full_name: 'Kwame Asante',
        region: 'Ashanti',
        referrer: 'radio',
        tags: ['farmer', 42],
        nested: { a: { b: true } },
      };
      const email = uniqueEmail('metadata');
      const client = device(server);
      const signedUp = await client.auth.signUp({ email, password: crypto.randomUUID(), options: { data: metadata } });
      expect(signedUp.error).toBeNull();
      expect(signedUp.data.user?.user_metadata).toEqual(metadata);
      const { data } = await client.auth.verifyOtp({ token_hash: appLink(await latestMail(server, email)).tokenHash, type: 'signup' });
      expect(data.user?.user_metadata).toEqual(metadata);
      expect(await profileOf(data.user?.id ?? '')).toMatchObject({ full_name: 'Kwame Asante', region: 'Ashanti', phone: null });
      const row = await client.from('users').select('*').single();
      expect(row.data).not.toHaveProperty('referrer');

      const { user } = await signedIn({ favourite: 'jollof', full_name: 'Abena Ofori' });
      expect(user.user_metadata).toEqual({ favourite: 'jollof', full_name: 'Abena Ofori' });
      expect((await profileOf(user.id))?.full_name).toBe('Abena Ofori');
    });

    it('refuses metadata over 4 KB, and profile fields that break the profile’s rules', async () => {
      const email = uniqueEmail('bigmeta');
      const big = await device(server).auth.signInWithOtp({ email, options: { data: { notes: 'é'.repeat(2100) } } });
      expect(big.error?.status).toBe(400);
      expect(big.error?.message).toContain('4096 bytes');
      const badPhone = await device(server).auth.signUp({ email, password: crypto.randomUUID(), options: { data: { phone: '12345' } } });
      expect(badPhone.error?.status).toBe(400);
      expect(await mailsTo(server, email)).toEqual([]);
      expect(await server.app.db.query('select id from auth_users where email = $1', [email])).toEqual([]);
    });
  });

  describe('resend', () => {
    it('sends the sign-up link again under the same per-address limit, and nothing for an unknown address', async () => {
      const email = uniqueEmail('resend');
      await device(server).auth.signUp({ email, password: crypto.randomUUID() });
      const tooSoon = await device(server).auth.resend({ type: 'signup', email });
      expect(tooSoon.error?.status).toBe(429);
      expect(tooSoon.error?.code).toBe('over_email_send_rate_limit');
      expect(await mailsTo(server, email)).toHaveLength(1);

      await server.app.db.query("update rate_limit_hits set at = at - interval '61 seconds' where key like $1", [`link:email:${email}:%`]);
      expect((await device(server).auth.resend({ type: 'signup', email })).error).toBeNull();
      const mails = await mailsTo(server, email);
      expect(mails).toHaveLength(2);
      expect(mails[0]?.subject).toBe('Confirm your Nnoboa account');
      const confirmed = await device(server).auth.verifyOtp({ token_hash: appLink(mails[0] as never).tokenHash, type: 'signup' });
      expect(confirmed.error).toBeNull();

      const stranger = uniqueEmail('nobody');
      expect((await device(server).auth.resend({ type: 'signup', email: stranger })).error).toBeNull();
      expect(await mailsTo(server, stranger)).toEqual([]);
    });

    it('sends an address change’s link again to the new address, and refuses types it does not know', async () => {
      const { client, email } = await signedIn();
      const newEmail = uniqueEmail('resendchange');
      await client.auth.updateUser({ email: newEmail });
      await server.app.db.query("update rate_limit_hits set at = at - interval '61 seconds' where key like 'link:email:%'");
      expect((await client.auth.resend({ type: 'email_change', email })).error).toBeNull();
      const links = await mailsTo(server, newEmail);
      expect(links).toHaveLength(2);
      // Only the newest link works: a resend retires the one before.
      const [newest, older] = links.map((mail) => appLink(mail).tokenHash);
      expect((await device(server).auth.verifyOtp({ token_hash: older ?? '', type: 'email_change' })).error?.code).toBe('otp_expired');
      expect((await device(server).auth.verifyOtp({ token_hash: newest ?? '', type: 'email_change' })).error).toBeNull();

      const unknown = await fetch(`${server.url}/auth/v1/resend`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ type: 'recovery', email }),
      });
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject({ code: 'validation_failed' });
    });
  });

  describe('GoTrue’s errors', () => {
    const userCall = (token: string) =>
      fetch(`${server.url}/auth/v1/user`, { headers: { authorization: `Bearer ${token}`, 'x-supabase-api-version': '2024-01-01' } });

    it('says bad_jwt for a malformed or forged token, user_not_found for a deleted account, session_not_found for an ended session', async () => {
      const { client } = await signedIn();
      const token = (await client.auth.getSession()).data.session?.access_token ?? '';
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
      const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(40)));
      for (const bad of ['garbage', forged, `${token.slice(0, -4)}AAAA`]) {
        const response = await userCall(bad);
        expect(response.status).toBe(403);
        const body = (await response.json()) as { code: string; message: string };
        expect(body.code).toBe('bad_jwt');
        expect(body.message).toMatch(/^invalid JWT: unable to parse or verify signature, /);
      }
      const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 5 })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(secret);
      expect(await (await userCall(expired)).json()).toMatchObject({ code: 'bad_jwt', message: expect.stringContaining('expired') });
      const ghost = await new SignJWT({ ...claims, sub: crypto.randomUUID() }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
      expect(await (await userCall(ghost)).json()).toMatchObject({ code: 'user_not_found' });

      await client.auth.signOut({ scope: 'local' });
      const ended = await userCall(token);
      expect(ended.status).toBe(403);
      expect(await ended.json()).toMatchObject({ code: 'session_not_found' });
      // The legacy shape, without the API version header.
      const legacy = await fetch(`${server.url}/auth/v1/user`, { headers: { authorization: 'Bearer garbage' } });
      expect(await legacy.json()).toMatchObject({ code: 403, error_code: 'bad_jwt' });
    });

    it('names a bad address, a weak password and the per-address e-mail limit', async () => {
      const client = device(server);
      expect((await client.auth.signInWithOtp({ email: 'nobody@' })).error).toMatchObject({
        status: 400,
        code: 'email_address_invalid',
        message: 'Unable to validate email address: invalid format',
      });
      const weak = await client.auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
      expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
      expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
      const email = uniqueEmail('limited');
      await client.auth.signInWithOtp({ email });
      const again = await client.auth.signInWithOtp({ email });
      expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    });
  });

  describe('PostgREST’s query on /rest/v1/users', () => {
    it('takes a column list, order, limit and offset', async () => {
      const { client, user } = await signedIn({ full_name: 'Yaa Asantewaa' });
      const columns = await client.from('users').select('id, full_name').order('full_name', { ascending: false }).limit(5);
      expect(columns.error).toBeNull();
      expect(columns.data).toEqual([{ id: user.id, full_name: 'Yaa Asantewaa' }]);
      expect((await client.from('users').select('id').range(1, 2)).data).toEqual([]);
      expect((await client.from('users').select('id').limit(0)).data).toEqual([]);
      expect((await client.from('users').select('id').order('created_at').order('email', { nullsFirst: true }).range(0, 0)).data).toEqual([
        { id: user.id },
      ]);
      const unknownColumn = await client.from('users').select('id, shoe_size');
      expect(unknownColumn.error).toMatchObject({ code: '42703', message: 'column users.shoe_size does not exist' });
      expect(unknownColumn.status).toBe(400);
      const badOrder = await client
        .from('users')
        .select('id')
        .order('full_name; drop table users' as 'id');
      expect(badOrder.status).toBe(400);
      const badLimit = await fetch(`${server.url}/rest/v1/users?select=id&limit=-1`, { headers: { apikey: 'public-anon-key' } });
      expect(badLimit.status).toBe(400);
      expect(await badLimit.json()).toMatchObject({ code: 'PGRST100' });
    });

    it('answers PostgREST’s 404 for a table that is not there', async () => {
      const { client } = await signedIn();
      const missing = await client.from('campaigns').select('*');
      expect(missing.status).toBe(404);
      expect(missing.error).toMatchObject({
        code: 'PGRST205',
        message: "Could not find the table 'public.campaigns' in the schema cache",
        details: null,
      });
      const insert = await client.from('donations').insert({ amount: 1 });
      expect(insert.error?.code).toBe('PGRST205');
    });
  });
});
