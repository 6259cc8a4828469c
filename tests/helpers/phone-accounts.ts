/** People known by their phone number alone: signed in with supabase-js and the code the fake SMS gateway received. */
import { device } from './auth';
import type { FakeAfricasTalking } from './fake-africastalking';
import type { Person } from './fixtures';
import type { TestServer } from './test-server';

let numbers = 0;
/** A fresh Telecel number each time, E.164 (+23320…). */
export const freshNumber = () => `+23320${String(Date.now() % 10_000).padStart(4, '0')}${String(++numbers % 1000).padStart(3, '0')}`;

/** The code in the newest text to `phone`, once `count` texts reached it: the only six-digit number in it. */
export async function codeTextedTo(gateway: FakeAfricasTalking, phone: string, count: number): Promise<string> {
  const texts = await gateway.waitFor(count, 20_000, phone);
  const codes = texts.at(-1)?.message.match(/\b\d{6}\b/g) ?? [];
  if (codes.length !== 1) throw new Error(`expected one code in: ${texts.at(-1)?.message}`);
  return codes[0]!;
}

export interface PhonePerson extends Person {
  phone: string;
}

/** Someone who signs in with `phone` (a new account, or theirs), through supabase-js as the app does. */
export async function signInByPhone(
  server: TestServer,
  gateway: FakeAfricasTalking,
  phone = freshNumber(),
  details: Record<string, string> = {},
): Promise<PhonePerson> {
  const before = gateway.received.filter((text) => text.to === phone).length;
  await server.app.db.query("delete from rate_limit_hits where key like 'code%'");
  const client = device(server);
  const asked = await client.auth.signInWithOtp({ phone, options: { data: details } });
  if (asked.error) throw asked.error;
  const { data, error } = await client.auth.verifyOtp({ phone, token: await codeTextedTo(gateway, phone, before + 1), type: 'sms' });
  if (error || !data.session || !data.user) throw error ?? new Error('no session');
  return { email: '', phone, userId: data.user.id, accessToken: data.session.access_token };
}
