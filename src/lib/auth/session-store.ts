/**
 * Where supabase-js keeps the session: IndexedDB (the `auth` store), so the
 * service worker reads and refreshes the same session as the pages and can
 * send the outbox with no page open. A page also keeps a marker in local
 * storage, to know at once whether someone is signed in without opening
 * IndexedDB (signed-out visitors never load supabase-js). The PKCE verifier
 * of a link being opened stays in local storage: only a page finishes links.
 * Page and worker refresh under one Web Lock (supabase-js's `lock:` + key),
 * so a rotated refresh token is never used twice.
 */
import { database } from '../offline/db';
import { storageKeys } from '../storage-keys';

const sessionKey = storageKeys.authSession;
const signedInMarker = '1';

interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Local storage in a page; nothing in the service worker, which has none. */
const local = {
  store: () => (globalThis as { localStorage?: KeyValue }).localStorage,
  get(key: string): string | null {
    try {
      return local.store()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      local.store()?.setItem(key, value);
    } catch {
      // A full or blocked local storage only loses the marker; the session itself is in IndexedDB.
    }
  },
  remove(key: string): void {
    try {
      local.store()?.removeItem(key);
    } catch {
      // Nothing to clear.
    }
  },
};

const inLocalStorage = (key: string) => key.endsWith('-code-verifier');

/** supabase-js's storage: IndexedDB for the session, local storage for the page-only PKCE verifier. */
export const sessionStorage = {
  async getItem(key: string): Promise<string | null> {
    if (inLocalStorage(key)) return local.get(key);
    const db = await database();
    const stored = await db.get('auth', key);
    if (stored) return stored.value;
    // A session kept in local storage by an earlier version moves to IndexedDB.
    const earlier = key === sessionKey ? local.get(key) : null;
    if (earlier && earlier !== signedInMarker) {
      await db.put('auth', { key, value: earlier });
      local.set(key, signedInMarker);
      return earlier;
    }
    return null;
  },
  async setItem(key: string, value: string): Promise<void> {
    if (inLocalStorage(key)) return local.set(key, value);
    await (await database()).put('auth', { key, value });
    if (key === sessionKey) local.set(key, signedInMarker);
  },
  async removeItem(key: string): Promise<void> {
    if (inLocalStorage(key)) return local.remove(key);
    await (await database()).delete('auth', key);
    if (key === sessionKey) local.remove(key);
  },
};

/** True when the session is really stored (not only the marker), e.g. after a failed refresh. */
export async function sessionStillStored(): Promise<boolean> {
  return (await sessionStorage.getItem(sessionKey)) !== null;
}

/**
 * The pages' auth options: the worker's key and storage; the lock's name
 * (`lock:` + key) is the one the worker takes too (./worker-session.ts). The
 * lock itself comes with the library (./supabase.ts), which the worker does
 * not carry.
 */
export const sharedAuthOptions = {
  flowType: 'pkce' as const,
  persistSession: true,
  storageKey: sessionKey,
  storage: sessionStorage,
};

export const publicAnonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY ?? 'public-anon-key';

/** The auth server's address (ours, or a hosted project's when built with VITE_SUPABASE_URL). */
export const authBaseUrl = (origin: string): string => import.meta.env.VITE_SUPABASE_URL ?? origin;

interface SessionReader {
  getSession(): Promise<{ data: { session: { access_token: string; expires_at?: number; user: { id: string } } | null } }>;
}

/**
 * The signed-in person and a fresh token, refreshed first if needed; null when
 * signed out. A session that is still stored but could not be refreshed (no
 * network) throws, so the caller tries again later instead of signing out.
 */
export async function freshSession(auth: SessionReader): Promise<{ userId: string; token: string } | null> {
  const { session } = (await auth.getSession()).data;
  if (session && (session.expires_at ?? Infinity) * 1000 > Date.now()) return { userId: session.user.id, token: session.access_token };
  if (await sessionStillStored()) throw new Error('The session could not be refreshed now; trying again later.');
  return null;
}
