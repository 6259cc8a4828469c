/**
 * The session as the service worker holds it: the same stored session as the
 * pages (IndexedDB, in the auth library's shape), refreshed under the same Web
 * Lock (`lock:` + key), never automatically (only when the worker is about to
 * send). The worker speaks the auth server's refresh call itself rather than
 * carrying the auth library: a first visit installs the worker, and the library
 * would be most of its weight.
 */
import type { SessionSource } from '../offline/outbox-transport';
import { authBaseUrl, publicAnonKey, sessionStorage, sharedAuthOptions } from './session-store';

/** Refreshed this long before it expires, as the pages do. */
const expiryMarginMs = 90_000;

interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_at?: number;
  expires_in?: number;
  user: { id: string };
}

const key = sharedAuthOptions.storageKey;

async function stored(): Promise<StoredSession | null> {
  const raw = await sessionStorage.getItem(key);
  if (!raw) return null;
  try {
    const session = JSON.parse(raw) as Partial<StoredSession>;
    return session.access_token && session.refresh_token && session.user?.id ? (session as StoredSession) : null;
  } catch {
    return null;
  }
}

/** A new session for the refresh token; null when the server refuses it (the session ended), throws when unreachable. */
async function refreshed(origin: string, refreshToken: string): Promise<StoredSession | null> {
  const response = await fetch(`${authBaseUrl(origin)}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: publicAnonKey, Authorization: `Bearer ${publicAnonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  if (response.status >= 400 && response.status < 500 && response.status !== 429) return null;
  if (!response.ok) throw new Error(`The session could not be refreshed now (${response.status}); trying again later.`);
  const session = (await response.json()) as StoredSession;
  return { ...session, expires_at: session.expires_at ?? Math.round(Date.now() / 1000) + (session.expires_in ?? 0) };
}

type Signed = { userId: string; token: string } | null;

/** The stored session's token, refreshed first when about to expire (see the module comment). */
async function freshToken(origin: string): Promise<Signed> {
  const session = await stored();
  if (!session) return null;
  if ((session.expires_at ?? Infinity) * 1000 - Date.now() > expiryMarginMs)
    return { userId: session.user.id, token: session.access_token };
  const next = await refreshed(origin, session.refresh_token);
  if (!next) {
    // Ended on the server: signed out here too, as the pages would be; what waits is held for the next sign-in.
    await sessionStorage.removeItem(key);
    return null;
  }
  await sessionStorage.setItem(key, JSON.stringify(next));
  return { userId: next.user.id, token: next.access_token };
}

export function workerSession(origin: string): SessionSource {
  return {
    async current() {
      let signed: Signed = null;
      await navigator.locks.request(`lock:${key}`, async () => {
        signed = await freshToken(origin);
      });
      return signed;
    },
  };
}
