// Signing in with a phone number, on both databases: the real supabase-js against the server, the SMS gateway as a
// local server speaking Africa's Talking's API. The code is the only six-digit number in its text.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { appLink, device, latestMail, uniqueEmail } from '../helpers/auth';
import { testDatabases } from '../helpers/databases';
import { startFakeAfricasTalking, type FakeAfricasTalking } from '../helpers/fake-africastalking';
import { startTestServer, type TestServer } from '../helpers/test-server';

let numbers = 0;
/** A fresh MTN number each time, E.164 (+23324…). */
const freshNumber = () => `+23324${String(Date.now() % 10_000).padStart(4, '0')}${String(++numbers).padStart(3, '0')}`;
/** The same number as people type it at home: 024 123 4567. */
const localForm = (e164: string) => `0${e164.slice(4, 6)} ${e164.slice(6, 9)} ${e164.slice(9)}`;

describe.each(testDatabases())('signing in with a phone number on $kind', ({ create }) => {
  let server: TestServer;
  let gateway: FakeAfricasTalking;

  beforeAll(async () => {
    gateway = await startFakeAfricasTalking('nnoboa', 'atsk_phone');
    server = await startTestServer(await create(), {
      AFRICASTALKING_USERNAME: 'nnoboa',
      AFRICASTALKING_API_KEY: 'atsk_phone',
      AFRICASTALKING_BASE_URL: gateway.url,
    });
  });
  afterAll(async () => {
    await server?.close();
    await gateway?.close();
  });
  // Every request here comes from one address: each test starts with that address's limits fresh.
  beforeEach(async () => {
    await server.app.db.query("delete from rate_limit_hits where key like 'code%:ip:%'");
  });

  /** The newest text to a number, and the code in it: the only six-digit number. */
  const textTo = async (phone: string, count: number) => {
    const texts = await gateway.waitFor(count, 20_000, phone);
    const message = texts.at(-1)?.message ?? '';
    const codes = message.match(/\b\d{6}\b/g) ?? [];
    return { message, codes };
  };
  const codeSentTo = async (phone: string, count = 1) => {
    const { codes, message } = await textTo(phone, count);
    expect(codes, message).toHaveLength(1);
    return codes[0]!;
  };
  const profileOf = async (id: string) =>
    (await server.app.db.query<Record<string, unknown>>('select email, phone, full_name, region from users where id = $1', [id]))[0];

  it('texts a six-digit code and signs in with it once: a new account known by its number alone', async () => {
    const phone = freshNumber();
    const client = device(server);
    const asked = await client.auth.signInWithOtp({ phone: localForm(phone) });
    expect(asked.error).toBeNull();
    expect(asked.data).toMatchObject({ user: null, session: null });
    const code = await codeSentTo(phone);
    const { message } = await textTo(phone, 1);
    expect(message).toContain('sign-in code');

    const { data, error } = await client.auth.verifyOtp({ phone: phone.replace('+233', '0'), token: code, type: 'sms' });
    expect(error).toBeNull();
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user).toMatchObject({
      email: '',
      phone: phone.slice(1),
      phone_confirmed_at: expect.any(String),
      app_metadata: { provider: 'phone', providers: ['phone'] },
    });
    const me = await client.auth.getUser();
    expect(me.data.user?.id).toBe(data.user?.id);
    expect(await profileOf(data.user!.id)).toMatchObject({ email: null, phone });

    // The same code again, even on another device: refused as GoTrue refuses a used one.
    const again = await device(server).auth.verifyOtp({ phone, token: code, type: 'sms' });
    expect(again.error?.status).toBe(403);
    expect(again.error?.message).toBe('Token has expired or is invalid');
    expect(again.data.session).toBeNull();

    // The next sign-in finds the same account.
    await server.app.db.query("delete from rate_limit_hits where key like 'code:phone:%'");
    const later = device(server);
    expect((await later.auth.signInWithOtp({ phone })).error).toBeNull();
    const second = await later.auth.verifyOtp({ phone, token: await codeSentTo(phone, 2), type: 'sms' });
    expect(second.data.user?.id).toBe(data.user?.id);
  });

  it('reads a Ghana mobile number however it is written, and refuses anything else in words', async () => {
    const phone = freshNumber();
    const digits = phone.slice(4);
    for (const [i, written] of [
      `0${digits}`,
      `+233 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
      localForm(phone),
    ].entries()) {
      await server.app.db.query("delete from rate_limit_hits where key like 'code:phone:%'");
      expect((await device(server).auth.signInWithOtp({ phone: written })).error).toBeNull();
      await gateway.waitFor(i + 1, 20_000, phone);
    }
    for (const wrong of ['12345', '+44 7911 123456', '030 123 4567', 'not a number']) {
      const { error } = await device(server).auth.signInWithOtp({ phone: wrong });
      expect(error?.status, wrong).toBe(400);
      expect(error?.code).toBe('validation_failed');
      expect(error?.message).toContain('Ghana mobile number, like 024 123 4567');
    }
    const both = await fetch(`${server.url}/auth/v1/otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email: uniqueEmail('both'), phone }),
    });
    expect(both.status).toBe(400);
    expect(await both.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Only an email address or phone number should be provided',
    });
  });

  it('keeps codes and numbers only as keyed hashes until the number has an account', async () => {
    const phone = freshNumber();
    await device(server).auth.signInWithOtp({ phone });
    const code = await codeSentTo(phone);
    const rows = await server.app.db.query<Record<string, unknown>>('select * from auth_phone_codes');
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(phone.slice(1));
    expect(stored).not.toContain(code);
    const limits = JSON.stringify(await server.app.db.query('select key from rate_limit_hits'));
    expect(limits).not.toContain(phone.slice(1));
    expect(await server.app.db.query('select 1 from auth_users where phone = $1', [phone])).toHaveLength(0);
  });

  it('spends a code after five wrong tries, and a code ten minutes old works no more', async () => {
    const phone = freshNumber();
    const client = device(server);
    await client.auth.signInWithOtp({ phone });
    const code = await codeSentTo(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const { error } = await client.auth.verifyOtp({ phone, token: wrong, type: 'sms' });
      expect(error?.message).toBe('Token has expired or is invalid');
    }
    const spent = await client.auth.verifyOtp({ phone, token: code, type: 'sms' });
    expect(spent.error?.status).toBe(403);
    expect(spent.data.session).toBeNull();

    await server.app.db.query("delete from rate_limit_hits where key like 'code:phone:%'");
    await client.auth.signInWithOtp({ phone });
    const late = await codeSentTo(phone, 2);
    await server.app.db.query("update auth_phone_codes set expires_at = now() - interval '1 second' where used_at is null");
    expect((await client.auth.verifyOtp({ phone, token: late, type: 'sms' })).error?.status).toBe(403);
    expect(await server.app.db.query('select 1 from auth_users where phone = $1', [phone])).toHaveLength(0);
  });

  it('only the latest code of a number works', async () => {
    const phone = freshNumber();
    const client = device(server);
    await client.auth.signInWithOtp({ phone });
    const first = await codeSentTo(phone);
    await server.app.db.query("delete from rate_limit_hits where key like 'code:phone:%:minute'");
    expect((await client.auth.resend({ type: 'sms', phone })).error).toBeNull();
    const second = await codeSentTo(phone, 2);
    if (first !== second) expect((await client.auth.verifyOtp({ phone, token: first, type: 'sms' })).error?.status).toBe(403);
    expect((await client.auth.verifyOtp({ phone, token: second, type: 'sms' })).error).toBeNull();
  });

  it('limits texts per number: one a minute, five an hour', async () => {
    const phone = freshNumber();
    const client = device(server);
    expect((await client.auth.signInWithOtp({ phone })).error).toBeNull();
    const soon = await client.auth.signInWithOtp({ phone });
    expect(soon.error?.status).toBe(429);
    expect(soon.error?.code).toBe('over_sms_send_rate_limit');
    expect(soon.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    for (let sent = 2; sent <= 5; sent++) {
      await server.app.db.query("delete from rate_limit_hits where key like 'code:phone:%:minute'");
      expect((await client.auth.signInWithOtp({ phone })).error).toBeNull();
    }
    await server.app.db.query("delete from rate_limit_hits where key like 'code:phone:%:minute'");
    const sixth = await client.auth.signInWithOtp({ phone });
    expect(sixth.error?.status).toBe(429);
    expect(sixth.error?.message).toBe('SMS rate limit exceeded');
    expect(await gateway.waitFor(5, 20_000, phone)).toHaveLength(5);
    // Another number is not held back by this one.
    expect((await client.auth.signInWithOtp({ phone: freshNumber() })).error).toBeNull();
  });

  it('limits texts and typed codes per address', async () => {
    const client = device(server);
    for (let i = 0; i < 30; i++) expect((await client.auth.signInWithOtp({ phone: freshNumber() })).error).toBeNull();
    const over = await client.auth.signInWithOtp({ phone: freshNumber() });
    expect(over.error?.status).toBe(429);
    const phone = freshNumber();
    for (let i = 0; i < 30; i++) await client.auth.verifyOtp({ phone, token: '000000', type: 'sms' });
    expect((await client.auth.verifyOtp({ phone, token: '000000', type: 'sms' })).error?.status).toBe(429);
  });

  it('signs up with details that become the profile; signUp with a number answers as for any number', async () => {
    const phone = freshNumber();
    const client = device(server);
    const asked = await client.auth.signInWithOtp({ phone, options: { data: { full_name: 'Yaw Mensah', region: 'Ashanti' } } });
    expect(asked.error).toBeNull();
    const { data } = await client.auth.verifyOtp({ phone, token: await codeSentTo(phone), type: 'sms' });
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Yaw Mensah', region: 'Ashanti' });
    expect(await profileOf(data.user!.id)).toMatchObject({ full_name: 'Yaw Mensah', region: 'Ashanti', phone, email: null });

    const other = freshNumber();
    const signUp = await device(server).auth.signUp({
      phone: other,
      password: crypto.randomUUID(),
      options: { data: { full_name: 'Efua' } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.identities).toEqual([]);
    const made = await device(server).auth.verifyOtp({ phone: other, token: await codeSentTo(other), type: 'sms' });
    expect(made.data.user?.user_metadata).toMatchObject({ full_name: 'Efua' });
  });

  it('with shouldCreateUser false, an unknown number is answered as any other and texted the way to make an account', async () => {
    const phone = freshNumber();
    const { error } = await device(server).auth.signInWithOtp({ phone, options: { shouldCreateUser: false } });
    expect(error).toBeNull();
    const { message, codes } = await textTo(phone, 1);
    expect(codes).toEqual([]);
    expect(message).toContain(`${server.url}/register?via=phone`);
    expect(await server.app.db.query('select 1 from auth_users where phone = $1', [phone])).toHaveLength(0);
  });

  it('says so when the gateway refuses the text', async () => {
    const phone = freshNumber();
    gateway.statusFor.set(phone, [406]);
    const { error } = await device(server).auth.signInWithOtp({ phone });
    expect(error?.code).toBe('sms_send_failed');
    expect(error?.status).toBe(422);
  });

  describe('adding or changing the number of an account', () => {
    const signedInByEmail = async (): Promise<{ client: SupabaseClient; email: string; id: string }> => {
      const email = uniqueEmail('addphone');
      const client = device(server);
      await client.auth.signInWithOtp({ email });
      const { data } = await client.auth.verifyOtp({ token_hash: appLink(await latestMail(server, email)).tokenHash, type: 'email' });
      return { client, email, id: data.user!.id };
    };

    it('adds a number to an e-mail account with updateUser and the code sent to it (phone_change)', async () => {
      const { client, email, id } = await signedInByEmail();
      const phone = freshNumber();
      const asked = await client.auth.updateUser({ phone: localForm(phone) });
      expect(asked.error).toBeNull();
      expect(asked.data.user).toMatchObject({ phone: '', new_phone: phone.slice(1) });
      const { message, codes } = await textTo(phone, 1);
      expect(message).toContain('add this number');
      expect(codes).toHaveLength(1);

      const moved = await client.auth.verifyOtp({ phone, token: codes[0]!, type: 'phone_change' });
      expect(moved.error).toBeNull();
      expect(moved.data.user).toMatchObject({ id, email, phone: phone.slice(1), app_metadata: { providers: ['email', 'phone'] } });
      expect(moved.data.user?.identities?.map((identity) => identity.provider)).toEqual(['email', 'phone']);
      expect(await profileOf(id)).toMatchObject({ email, phone });

      // Now either way in leads to the same account.
      const byPhone = device(server);
      await server.app.db.query("delete from rate_limit_hits where key like 'code:phone:%'");
      await byPhone.auth.signInWithOtp({ phone });
      const session = await byPhone.auth.verifyOtp({ phone, token: await codeSentTo(phone, 2), type: 'sms' });
      expect(session.data.user?.id).toBe(id);
    });

    it('refuses a number another account has, and a sign-in code typed as a change code', async () => {
      const taken = freshNumber();
      const owner = device(server);
      await owner.auth.signInWithOtp({ phone: taken });
      await owner.auth.verifyOtp({ phone: taken, token: await codeSentTo(taken), type: 'sms' });

      const { client } = await signedInByEmail();
      const refused = await client.auth.updateUser({ phone: taken });
      expect(refused.error?.code).toBe('phone_exists');
      expect(refused.error?.status).toBe(422);

      const phone = freshNumber();
      await device(server).auth.signInWithOtp({ phone });
      const signInCode = await codeSentTo(phone);
      expect((await client.auth.verifyOtp({ phone, token: signInCode, type: 'phone_change' })).error?.status).toBe(403);
    });

    it('lets a phone account add an e-mail address, confirmed by the link sent to it', async () => {
      const phone = freshNumber();
      const client = device(server);
      await client.auth.signInWithOtp({ phone });
      const { data } = await client.auth.verifyOtp({ phone, token: await codeSentTo(phone), type: 'sms' });
      const email = uniqueEmail('phonefirst');
      const asked = await client.auth.updateUser({ email });
      expect(asked.error).toBeNull();
      expect(asked.data.user?.new_email).toBe(email);
      const confirmed = await client.auth.verifyOtp({
        token_hash: appLink(await latestMail(server, email)).tokenHash,
        type: 'email_change',
      });
      expect(confirmed.error).toBeNull();
      expect((await client.auth.getUser()).data.user).toMatchObject({ id: data.user?.id, email, phone: phone.slice(1) });
      expect(await profileOf(data.user!.id)).toMatchObject({ email, phone });
    });
  });
});
