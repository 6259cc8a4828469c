/**
 * The supabase-js client, created on first need: signed-out visitors browsing
 * stories never download it. It talks to our own server on this origin
 * (or to a hosted project when VITE_SUPABASE_URL is set at build time).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { retryAfterSeconds } from '../retry-after';
import { storageKeys } from '../storage-keys';

let client: Promise<SupabaseClient> | null = null;

/**
 * supabase-js keeps a refused request's status but not its headers; the wait
 * the server asks for after a 429 is noted here, for the screen to count down.
 */
let rateLimitedUntil = 0;

export const rateLimitWait = (now = Date.now()): number => Math.max(0, Math.ceil((rateLimitedUntil - now) / 1000));

const notingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (response.status === 429) rateLimitedUntil = Date.now() + (retryAfterSeconds(response.headers.get('retry-after')) ?? 0) * 1000;
  return response;
};

export function loadSupabase(): Promise<SupabaseClient> {
  client ??= Promise.all([import('@supabase/supabase-js'), import('./session-store')]).then(
    ([{ createClient, navigatorLock }, { publicAnonKey, sharedAuthOptions }]) =>
      createClient(import.meta.env.VITE_SUPABASE_URL ?? window.location.origin, publicAnonKey, {
        auth: { ...sharedAuthOptions, lock: navigatorLock, detectSessionInUrl: true, autoRefreshToken: true },
        global: { fetch: notingFetch },
      }),
  );
  return client;
}

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** True when this browser holds a session, so the client is needed at once. */
export const hasStoredSession = (): boolean => stored(storageKeys.authSession) !== null;

/** True when this browser asked for the link being opened (it holds the PKCE verifier). */
export const hasCodeVerifier = (): boolean => stored(`${storageKeys.authSession}-code-verifier`) !== null;

/** A random secret for supabase-js's sign-up call; the server never uses passwords, and this one is thrown away. */
export function throwawaySecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
}
