// The provider API's sign-in calls over HTTP, bad input, and no account discovery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appLink, latestMail, mailsTo, signUpAndVerify, uniqueEmail } from '../helpers/auth';
import { testDatabases } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe.each(testDatabases())('provider auth API on $kind', ({ create }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await create(), { ADMIN_EMAILS: 'chief@example.com' });
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, body?: unknown, token?: string) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('signs up, signs in by link, reads and edits the profile, signs out', async () => {
    const email = uniqueEmail('api');
    const asked = await call('POST', '/api/auth/magic-link', {
      email,
      action: 'signup',
      metadata: { full_name: 'Efua Owusu', region: 'Central' },
    });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ success: true, message: 'Check your email to complete registration!' });
    const mail = await latestMail(server, email);
    expect(mail.subject).toBe('Confirm your Nnoboa account');
    expect(mail.html).toContain('Akwaaba, Efua Owusu!');
    const { url, tokenHash } = appLink(mail);
    expect(url.pathname).toBe('/auth/callback');

    const verified = await call('POST', '/api/auth/verify', { token: tokenHash, email });
    expect(verified.status).toBe(200);
    const session = (await verified.json()) as {
      success: boolean;
      session: { access_token: string; refresh_token: string; expires_in: number };
      user: { id: string; email: string };
    };
    expect(session).toMatchObject({ success: true, session: { expires_in: 3600 }, user: { email } });
    const token = session.session.access_token;

    const me = await call('GET', '/api/auth/me', undefined, token);
    expect(await me.json()).toMatchObject({
      user: { id: session.user.id, email },
      profile: { full_name: 'Efua Owusu', region: 'Central', role: 'user' },
    });

    const edited = await call('PUT', '/api/auth/profile', { phone: '+233 20 123 4567', bio: 'Seamstress in Cape Coast' }, token);
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      success: true,
      message: 'Profile updated successfully',
      profile: { phone: '+233201234567', bio: 'Seamstress in Cape Coast' },
    });

    const out = await call('POST', '/api/auth/logout', undefined, token);
    expect(await out.json()).toEqual({ success: true, message: 'Successfully signed out' });
    expect((await call('GET', '/api/auth/me', undefined, token)).status).toBe(401);
  });

  it('signs an existing user in by link through /api/auth/verify, checking the address', async () => {
    const { email } = await signUpAndVerify(server);
    await server.app.db.query("delete from rate_limit_hits where key like 'link:email:%'");
    expect((await call('POST', '/api/auth/magic-link', { email })).status).toBe(200);
    const mail = await latestMail(server, email);
    expect(mail.subject).toBe('Your Nnoboa sign-in link');
    const { url, tokenHash } = appLink(mail);
    expect(url.pathname).toBe('/auth/verify');
    const wrongAddress = await call('POST', '/api/auth/verify', { token: tokenHash, email: 'someone.else@example.com' });
    expect(wrongAddress.status).toBe(403);
    expect(await wrongAddress.json()).toMatchObject({ success: false, detail: 'otp_expired' });
    expect((await call('POST', '/api/auth/verify', { token: tokenHash, email: email.toUpperCase() })).status).toBe(200);
    expect((await call('POST', '/api/auth/verify', { token: tokenHash, email })).status).toBe(403);
  });

  it('answers the same for known and unknown addresses, and tells only the address owner', async () => {
    const { email: known } = await signUpAndVerify(server);
    await server.app.db.query("delete from rate_limit_hits where key like 'link:email:%'");
    const unknown = uniqueEmail('nobody');
    const a = await call('POST', '/api/auth/magic-link', { email: known, action: 'login' });
    const b = await call('POST', '/api/auth/magic-link', { email: unknown, action: 'login' });
    expect(a.status).toBe(b.status);
    expect(await a.json()).toEqual(await b.json());
    const noAccount = await latestMail(server, unknown);
    expect(noAccount.subject).toBe('Sign-in request for Nnoboa');
    expect(noAccount.links.some((link) => link.startsWith(`${server.url}/register?email=`))).toBe(true);
    expect(await server.app.db.query('select 1 from auth_users where email = $1', [unknown])).toEqual([]);
  });

  it('deletes the signed-in account and its personal data', async () => {
    const { userId, accessToken } = await signUpAndVerify(server, uniqueEmail('leaving'), { full_name: 'Leaving Soon' });
    const response = await call('DELETE', '/api/auth/account', undefined, accessToken);
    expect(await response.json()).toEqual({ success: true, message: 'Account deleted successfully' });
    expect(await server.app.db.query('select 1 from users where id = $1', [userId])).toEqual([]);
    expect(await server.app.db.query('select 1 from auth_users where id = $1', [userId])).toEqual([]);
    expect(await server.app.db.query('select 1 from auth_sessions where user_id = $1', [userId])).toEqual([]);
    expect((await call('GET', '/api/auth/me', undefined, accessToken)).status).toBe(401);
  });

  it('makes ADMIN_EMAILS admins on sign-in, and keeps the last admin from deleting themselves', async () => {
    const admin = await signUpAndVerify(server, 'chief@example.com');
    const me = (await (await call('GET', '/api/auth/me', undefined, admin.accessToken)).json()) as { profile: { role: string } };
    expect(me.profile.role).toBe('admin');
    const refused = await call('DELETE', '/api/auth/account', undefined, admin.accessToken);
    expect(refused.status).toBe(409);
    expect(await server.app.db.query('select 1 from users where id = $1', [admin.userId])).toHaveLength(1);
  });

  it('needs a signed-in user for me, profile and account', async () => {
    for (const [method, path] of [
      ['GET', '/api/auth/me'],
      ['PUT', '/api/auth/profile'],
      ['DELETE', '/api/auth/account'],
    ] as const) {
      const response = await call(method, path, method === 'PUT' ? { bio: 'x' } : undefined);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toMatchObject({ success: false, message: 'Please sign in to continue.' });
    }
  });

  it.each([
    [{ email: 'not-an-address' }, 'email'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email'],
    [{}, 'email'],
    [{ email: 'ama@example.com', action: 'admin' }, 'action'],
    [{ email: 'ama@example.com', role: 'admin' }, 'role'],
    [{ email: 'ama@example.com', action: 'signup', metadata: { region: 'Atlantis' } }, 'metadata.region'],
    [{ email: 'ama@example.com', action: 'signup', metadata: { is_admin: true } }, 'metadata.is_admin'],
    [{ email: 42 }, 'email'],
  ])('refuses the magic-link request %j, naming %s, and sends nothing', async (body, field) => {
    const response = await call('POST', '/api/auth/magic-link', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, field });
    expect(await mailsTo(server, 'ama@example.com')).toEqual([]);
  });

  it('refuses bad phone numbers in sign-up metadata with the field named', async () => {
    const response = await call('POST', '/api/auth/magic-link', {
      email: uniqueEmail('phone'),
      action: 'signup',
      metadata: { phone: '0801234567' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('phone must be a Ghana number');
  });

  it('refuses huge bodies and forged verify tokens', async () => {
    const huge = await call('POST', '/api/auth/magic-link', { email: 'ama@example.com', metadata: { full_name: 'x'.repeat(400_000) } });
    expect(huge.status).toBe(413);
    const forged = await call('POST', '/api/auth/verify', { token: 'A'.repeat(43), email: 'ama@example.com' });
    expect(forged.status).toBe(403);
    const malformed = await call('POST', '/api/auth/verify', { token: '<script>', email: 'ama@example.com' });
    expect(malformed.status).toBe(400);
  });

  it('refuses profile edits of protected or unknown fields', async () => {
    const { accessToken } = await signUpAndVerify(server);
    for (const body of [{ role: 'admin' }, { verification_status: 'verified' }, { id: crypto.randomUUID() }, { nickname: 'x' }]) {
      const response = await call('PUT', '/api/auth/profile', body, accessToken);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const badRegion = await call('PUT', '/api/auth/profile', { region: 'Lagos' }, accessToken);
    expect(await badRegion.json()).toMatchObject({ field: 'region' });
    const me = (await (await call('GET', '/api/auth/me', undefined, accessToken)).json()) as {
      profile: { role: string; region: string | null };
    };
    expect(me.profile).toMatchObject({ role: 'user', region: null });
  });

  it('limits link requests per IP address', async () => {
    // 30 an hour from one address; each request here uses a different e-mail address.
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await call('POST', '/api/auth/magic-link', { email: uniqueEmail('ip') })).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    const refused = await call('POST', '/api/auth/magic-link', { email: uniqueEmail('ip') });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ message: 'Too many requests. Please wait a moment before trying again.' });
    await server.app.db.query("delete from rate_limit_hits where key like 'link:ip:%'");
  });
});
