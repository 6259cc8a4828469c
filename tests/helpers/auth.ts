/** Helpers for tests that sign in: read the dev mailbox, drive supabase-js in Node. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { TestServer } from './test-server';
import { eventually } from './wait';

export interface MailSeen {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export async function mailsTo(server: TestServer, email: string): Promise<MailSeen[]> {
  const response = await fetch(`${server.url}/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`dev mailbox answered ${response.status}`);
  return (await response.json()) as MailSeen[];
}

/** The newest e-mail to an address, once one has arrived (a job sends it after the request was answered). */
export async function latestMail(server: TestServer, email: string): Promise<MailSeen> {
  return eventually(`an e-mail to ${email}`, async () => (await mailsTo(server, email))[0]);
}

/** The app link in a mail (to /auth/verify or /auth/callback) and its parts. */
export function appLink(mail: MailSeen): { url: URL; tokenHash: string; type: string } {
  const link = mail.links.find((l) => /\/auth\/(verify|callback)\?/.test(l));
  if (!link) throw new Error(`no sign-in link in: ${mail.text}`);
  const url = new URL(link);
  return { url, tokenHash: url.searchParams.get('token_hash') ?? '', type: url.searchParams.get('type') ?? '' };
}

export class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** A supabase-js client as one device would hold it (its own storage). */
export function device(server: TestServer, storage = new MemoryStorage()): SupabaseClient {
  return createClient(server.url, 'public-anon-key', {
    auth: { storage, flowType: 'pkce', autoRefreshToken: false, persistSession: true, detectSessionInUrl: false },
  });
}

let counter = 0;
export const uniqueEmail = (label = 'user') => `${label}.${Date.now().toString(36)}.${++counter}@example.com`;

/** Signs a new user up through the provider API and returns their session. */
export async function signUpAndVerify(server: TestServer, email = uniqueEmail(), metadata: Record<string, string> = {}) {
  const asked = await fetch(`${server.url}/api/auth/magic-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, action: 'signup', metadata }),
  });
  if (!asked.ok) throw new Error(`magic-link answered ${asked.status}: ${await asked.text()}`);
  const { tokenHash } = appLink(await latestMail(server, email));
  const verified = await fetch(`${server.url}/api/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: tokenHash, email }),
  });
  const body = (await verified.json()) as { session: { access_token: string; refresh_token: string }; user: { id: string } };
  return { email, userId: body.user.id, accessToken: body.session.access_token, refreshToken: body.session.refresh_token };
}
