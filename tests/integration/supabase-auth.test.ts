// The real supabase-js client, in Node, against our server's /auth/v1 and
// /rest/v1/users: sign-in by link (PKCE and token hash), sign-up, refresh, profile, address change, sign-out.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appLink, device, latestMail, mailsTo, type MemoryStorage, uniqueEmail } from '../helpers/auth';
import { testDatabases } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe.each(testDatabases())('supabase-js against our server on $kind', ({ create }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await create(), { REFRESH_TOKEN_REUSE_SECONDS: '0' });
  });
  afterAll(() => server.close());

  /** Opens the e-mailed link through GET /auth/v1/verify, as a PKCE flow does, and returns the redirect. */
  async function openThroughServer(tokenHash: string, type: string): Promise<URL> {
    const verify = new URL('/auth/v1/verify', server.url);
    verify.searchParams.set('token', tokenHash);
    verify.searchParams.set('type', type);
    verify.searchParams.set('redirect_to', `${server.url}/auth/verify`);
    const response = await fetch(verify, { redirect: 'manual' });
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location') ?? '');
  }

  it('signs in with OTP and PKCE on one device', async () => {
    const email = uniqueEmail('pkce');
    const phone = device(server);
    const asked = await phone.auth.signInWithOtp({ email, options: { emailRedirectTo: `${server.url}/dashboard` } });
    expect(asked.error).toBeNull();
    const mail = await latestMail(server, email);
    const { url, tokenHash, type } = appLink(mail);
    expect(url.origin).toBe(server.url);
    expect(url.pathname).toBe('/auth/callback');
    expect(url.searchParams.get('next')).toBe('/dashboard');
    expect(tokenHash.startsWith('pkce_')).toBe(true);

    const landing = await openThroughServer(tokenHash, type);
    expect(landing.pathname).toBe('/auth/verify');
    const code = landing.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const { data, error } = await phone.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.session?.expires_in).toBe(3600);
    const me = await phone.auth.getUser();
    expect(me.data.user?.email).toBe(email);
    expect(me.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('lets the same e-mail be opened on another device (token-hash verification)', async () => {
    const email = uniqueEmail('twodevices');
    await device(server).auth.signInWithOtp({ email });
    const { tokenHash } = appLink(await latestMail(server, email));
    const laptop = device(server);
    const { data, error } = await laptop.auth.verifyOtp({ token_hash: tokenHash, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect((await laptop.auth.getSession()).data.session?.access_token).toBe(data.session?.access_token);
  });

  it('signs up with metadata that becomes the profile, and confirms by link', async () => {
    const email = uniqueEmail('signup');
    const client = device(server);
    const { data, error } = await client.auth.signUp({
      email,
      password: crypto.randomUUID(),
      options: {
        emailRedirectTo: `${server.url}/auth/callback`,
        data: { full_name: 'Akosua Boateng', phone: '024 555 1234', region: 'Volta' },
      },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Akosua Boateng', region: 'Volta' });

    const mail = await latestMail(server, email);
    expect(mail.subject).toBe('Confirm your Nnoboa account');
    const { url, tokenHash } = appLink(mail);
    expect(url.pathname).toBe('/auth/callback');
    const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(verified.error).toBeNull();
    const profile = await client
      .from('users')
      .select('*')
      .eq('id', data.user?.id ?? '')
      .single();
    expect(profile.error).toBeNull();
    expect(profile.data).toMatchObject({
      email,
      full_name: 'Akosua Boateng',
      phone: '+233245551234',
      region: 'Volta',
      role: 'user',
      verification_status: 'unverified',
    });
  });

  it('answers a repeated sign-up without revealing the account, and mails its owner a sign-in link', async () => {
    const email = uniqueEmail('again');
    const first = device(server);
    const created = await first.auth.signUp({ email, password: crypto.randomUUID() });
    await first.auth.verifyOtp({ token_hash: appLink(await latestMail(server, email)).tokenHash, type: 'signup' });
    await server.app.db.query("delete from rate_limit_hits where key like 'link:email:%'");
    const again = await device(server).auth.signUp({ email, password: crypto.randomUUID() });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).not.toBe(created.data.user?.id);
    expect(again.data.user?.identities).toEqual([]);
    expect((await latestMail(server, email)).subject).toBe('You already have a Nnoboa account');
  });

  it('refuses an auth code exchanged twice, or after five minutes', async () => {
    const email = uniqueEmail('code');
    const phone = device(server);
    await phone.auth.signInWithOtp({ email });
    const link = appLink(await latestMail(server, email));
    const code = (await openThroughServer(link.tokenHash, link.type)).searchParams.get('code') ?? '';
    const verifierKey = [...(phone.auth as unknown as { storage: MemoryStorage }).storage.items.keys()].find((k) =>
      k.endsWith('-code-verifier'),
    );
    const verifier = (phone.auth as unknown as { storage: MemoryStorage }).storage.getItem(verifierKey ?? '');
    expect((await phone.auth.exchangeCodeForSession(code)).error).toBeNull();

    const replay = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: verifier?.split('/')[0] }),
    });
    expect(replay.status).toBe(404);
    expect(await replay.json()).toMatchObject({ code: 'flow_state_not_found' });

    // A fresh code that waited more than five minutes.
    await server.app.db.query("delete from rate_limit_hits where key like 'link:email:%'");
    const late = device(server);
    await late.auth.signInWithOtp({ email });
    const lateLink = appLink(await latestMail(server, email));
    const lateCode = (await openThroughServer(lateLink.tokenHash, lateLink.type)).searchParams.get('code') ?? '';
    await server.app.db.query(
      "update auth_flow_states set auth_code_expires_at = now() - interval '1 second' where auth_code_used_at is null",
    );
    const expired = await late.auth.exchangeCodeForSession(lateCode);
    expect(expired.error?.status).toBe(404);
    expect(expired.data.session).toBeNull();
  });

  it('refuses a code exchanged with another device’s verifier', async () => {
    const email = uniqueEmail('otherverifier');
    await device(server).auth.signInWithOtp({ email });
    const link = appLink(await latestMail(server, email));
    const code = (await openThroughServer(link.tokenHash, link.type)).searchParams.get('code') ?? '';
    const stranger = device(server);
    await stranger.auth.signInWithOtp({ email: uniqueEmail('stranger') }); // gives it a verifier of its own
    const { error } = await stranger.auth.exchangeCodeForSession(code);
    expect(error?.code).toBe('bad_code_verifier');
  });

  it('refreshes with rotation, and a reused rotated token revokes the whole session', async () => {
    const email = uniqueEmail('refresh');
    const client = device(server);
    await client.auth.signInWithOtp({ email });
    const signedIn = await client.auth.verifyOtp({ token_hash: appLink(await latestMail(server, email)).tokenHash, type: 'email' });
    const first = signedIn.data.session;
    if (!first) throw new Error('no session');

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session;
    expect(second?.refresh_token).not.toBe(first.refresh_token);
    expect(second?.access_token).not.toBe(first.access_token);

    // A thief replays the first (rotated) token: refused, and the family dies with it.
    const thief = device(server);
    const stolen = await thief.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(stolen.error?.code).toBe('refresh_token_already_used');
    const victim = await client.auth.refreshSession();
    expect(victim.error).not.toBeNull();
    const user = await fetch(`${server.url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${second?.access_token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('signs out: the session ends on the server too', async () => {
    const email = uniqueEmail('signout');
    const client = device(server);
    await client.auth.signInWithOtp({ email });
    const { data } = await client.auth.verifyOtp({ token_hash: appLink(await latestMail(server, email)).tokenHash, type: 'email' });
    const token = data.session?.access_token ?? '';
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    const after = await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
  });

  it('reads and updates only its own users row, and only the profile fields', async () => {
    const email = uniqueEmail('row');
    const client = device(server);
    await client.auth.signInWithOtp({ email });
    const { data } = await client.auth.verifyOtp({ token_hash: appLink(await latestMail(server, email)).tokenHash, type: 'email' });
    const id = data.user?.id ?? '';

    const read = await client.from('users').select('*').eq('id', id).single();
    expect(read.error).toBeNull();
    expect(read.data).toMatchObject({ id, email, role: 'user' });

    const updated = await client.from('users').update({ full_name: 'Yaw Darko', bio: 'Teacher in Tamale' }).eq('id', id).select().single();
    expect(updated.error).toBeNull();
    expect(updated.data).toMatchObject({ full_name: 'Yaw Darko', bio: 'Teacher in Tamale' });

    for (const change of [{ role: 'admin' }, { id: crypto.randomUUID() }, { verification_status: 'verified' }]) {
      const refused = await client.from('users').update(change).eq('id', id).select().single();
      expect(refused.error?.code, JSON.stringify(change)).toBe('42501');
    }
    const unknown = await client.from('users').update({ favourite_colour: 'gold' }).eq('id', id).select().single();
    expect(unknown.error?.code).toBe('PGRST204');
    const badPhone = await client.from('users').update({ phone: '12345' }).eq('id', id).select().single();
    expect(badPhone.error?.message).toContain('phone must be a Ghana number');
    const after = await client.from('users').select('*').eq('id', id).single();
    expect(after.data).toMatchObject({ role: 'user', verification_status: 'unverified', phone: null, full_name: 'Yaw Darko' });

    // Someone else's row is invisible: PGRST116 for read and update.
    const other = device(server);
    const otherEmail = uniqueEmail('other');
    await other.auth.signInWithOtp({ email: otherEmail });
    await other.auth.verifyOtp({ token_hash: appLink(await latestMail(server, otherEmail)).tokenHash, type: 'email' });
    const peek = await other.from('users').select('*').eq('id', id).single();
    expect(peek.error?.code).toBe('PGRST116');
    const tamper = await other.from('users').update({ full_name: 'Hacked' }).eq('id', id).select().single();
    expect(tamper.error?.code).toBe('PGRST116');
    expect((await client.from('users').select('full_name').eq('id', id).single()).data).toEqual({ full_name: 'Yaw Darko' });

    // Signed out, nothing is visible.
    const anonymous = await device(server).from('users').select('*').eq('id', id).single();
    expect(anonymous.error?.code).toBe('PGRST116');
  });

  it('refuses the password grant', async () => {
    const { error } = await device(server).auth.signInWithPassword({ email: uniqueEmail('pw'), password: 'placeholder-password' });
    expect(error?.status).toBe(400);
    expect(error?.message).toContain('e-mailed link');
  });

  it('deletes a user only with a service-role key', async () => {
    const email = uniqueEmail('del');
    const client = device(server);
    await client.auth.signInWithOtp({ email });
    const { data } = await client.auth.verifyOtp({ token_hash: appLink(await latestMail(server, email)).tokenHash, type: 'email' });
    const id = data.user?.id ?? '';

    const withPublicKey = await client.auth.admin.deleteUser(id);
    expect(withPublicKey.error?.status).toBe(403);
    const withUserToken = await fetch(`${server.url}/auth/v1/admin/users/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${data.session?.access_token}` },
    });
    expect(withUserToken.status).toBe(403);

    const admin = device(server);
    const serviceKey = await server.app.auth.serviceRoleKey();
    const response = await fetch(`${server.url}/auth/v1/admin/users/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${serviceKey}`, apikey: serviceKey },
    });
    expect(response.status).toBe(200);
    expect(await admin.auth.getUser(data.session?.access_token)).toMatchObject({ data: { user: null } });
    expect(await server.app.db.query('select id from auth_users where id = $1', [id])).toEqual([]);
  });

  it('refuses forged, expired and wrong-algorithm tokens', async () => {
    const { data } = await (async () => {
      const email = uniqueEmail('forge');
      const client = device(server);
      await client.auth.signInWithOtp({ email });
      return client.auth.verifyOtp({ token_hash: appLink(await latestMail(server, email)).tokenHash, type: 'email' });
    })();
    const good = data.session?.access_token ?? '';
    const [header, payload] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const otherSecret = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing'));
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing'));
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: crypto.randomUUID() })).toString('base64url')}.${good.split('.')[2]}`;
    for (const token of [none, otherSecret, hs512, expired, tampered, 'garbage']) {
      const user = await fetch(`${server.url}/auth/v1/user`, { headers: { authorization: `Bearer ${token}` } });
      expect(user.status, token.slice(0, 30)).toBe(403);
      const me = await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(401);
    }
    expect((await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${good}` } })).status).toBe(200);
  });

  it('uses a link once, and never after it expires', async () => {
    const email = uniqueEmail('once');
    await device(server).auth.signInWithOtp({ email });
    const { tokenHash } = appLink(await latestMail(server, email));
    expect((await device(server).auth.verifyOtp({ token_hash: tokenHash, type: 'email' })).error).toBeNull();
    const again = await device(server).auth.verifyOtp({ token_hash: tokenHash, type: 'email' });
    expect(again.error?.code).toBe('otp_expired');

    await server.app.db.query("delete from rate_limit_hits where key like 'link:email:%'");
    await device(server).auth.signInWithOtp({ email });
    const late = appLink(await latestMail(server, email));
    await server.app.db.query("update auth_one_time_tokens set expires_at = now() - interval '1 second' where used_at is null");
    const expired = await device(server).auth.verifyOtp({ token_hash: late.tokenHash, type: 'email' });
    expect(expired.error?.code).toBe('otp_expired');
    const stored = await server.app.db.query<{ token_hash: string }>('select token_hash from auth_one_time_tokens');
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash) && !late.tokenHash.includes(row.token_hash))).toBe(true);
  });

  it('explains a used link on the GET /verify redirect', async () => {
    const email = uniqueEmail('usedget');
    await device(server).auth.signInWithOtp({ email });
    const { tokenHash, type } = appLink(await latestMail(server, email));
    await openThroughServer(tokenHash, type);
    const again = await openThroughServer(tokenHash, type);
    expect(again.searchParams.get('error_code')).toBe('otp_expired');
    expect(again.hash).toContain('error_description=');
  });

  it('limits link requests per address: one a minute', async () => {
    const email = uniqueEmail('limit');
    const client = device(server);
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    const second = await client.auth.signInWithOtp({ email });
    expect(second.error?.status).toBe(429);
    expect(second.error?.code).toBe('over_email_send_rate_limit');
    expect(second.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(await mailsTo(server, email)).toHaveLength(1);
  });
});

describe('refresh token reuse within the grace period', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await testDatabases()[0]!.create());
  });
  afterAll(() => server.close());

  it('answers a retried refresh (lost answer) with a new token instead of revoking the session', async () => {
    const email = uniqueEmail('grace');
    const client = device(server);
    await client.auth.signInWithOtp({ email });
    const { data } = await client.auth.verifyOtp({ token_hash: appLink(await latestMail(server, email)).tokenHash, type: 'email' });
    const original = data.session?.refresh_token ?? '';
    const refresh = (token: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: token }),
      });
    const first = await refresh(original);
    expect(first.status).toBe(200);
    const retried = await refresh(original);
    expect(retried.status).toBe(200);
    const { refresh_token: latest } = (await retried.json()) as { refresh_token: string };
    expect((await refresh(latest)).status).toBe(200);
  });
});
