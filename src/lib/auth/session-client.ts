/**
 * The session client (supabase-js), loaded only when needed, and the state
 * kept in step with it: its sign-in and sign-out events, the profile row, and
 * token refreshes only while online.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { useCallback, useEffect, useRef, type MutableRefObject } from 'react';
import { setAccessTokenSource } from '../api';
import type { UserProfile } from './profile';
import { forget, isCodeCallback, isOnline, needsClientNow, remember, signedOut, type SetAuthState } from './auth-state';
import { readStoredUser } from './stored-user';
import { loadSupabase } from './supabase';

type LoadProfile = (supabase: SupabaseClient | null, id: string) => Promise<void>;

/** supabase-js's session events, mirrored into the state and local storage. */
function followSession(supabase: SupabaseClient, setState: SetAuthState, loadProfile: LoadProfile): void {
  supabase.auth.onAuthStateChange((event, session) => {
    if (session?.user) {
      const user = remember(session);
      if (event === 'SIGNED_IN') void import('../offline/outbox-service').then((m) => m.signedInAgain()).catch(() => undefined);
      setState((current) => {
        const same = current.user?.id === user.id;
        return { user, profile: same ? current.profile : null, profileChecked: same && current.profileChecked, loading: false };
      });
      // A session means the profile is reloaded; never call back into supabase-js from inside its own callback.
      setTimeout(() => void loadProfile(supabase, user.id), 0);
    } else if (event === 'SIGNED_OUT') {
      forget();
      setState({ ...signedOut });
    } else {
      // No session now: signed out for real only when none is stored (a refresh without network keeps it).
      setTimeout(() => {
        void import('./session-store').then(async ({ sessionStillStored }) => {
          if (await sessionStillStored()) return setState((current) => ({ ...current, loading: false }));
          forget();
          setState({ ...signedOut });
        });
      }, 0);
    }
  });
}

/** Offline, the session is not refreshed (each try would fail and be retried); back online, at once. */
function refreshWhileOnline(supabase: SupabaseClient): void {
  const followNetwork = () => {
    if (isOnline()) {
      void supabase.auth.startAutoRefresh();
      void supabase.auth.getSession();
    } else void supabase.auth.stopAutoRefresh();
  };
  window.addEventListener('online', followNetwork);
  window.addEventListener('offline', followNetwork);
  followNetwork();
}

export interface SessionClient {
  /** The session client, loading it if needed. */
  getClient: () => Promise<SupabaseClient>;
  /** Whether the client was asked for (it may still be loading). */
  started: MutableRefObject<Promise<SupabaseClient> | null>;
  loadProfile: LoadProfile;
}

export function useSessionClient(setState: SetAuthState): SessionClient {
  const started = useRef<Promise<SupabaseClient> | null>(null);

  /** The saved profile at once; the server's when online (offline, nothing is asked, so nothing is retried). */
  const loadProfile = useCallback<LoadProfile>(
    async (supabase, id) => {
      const { readCache, writeCache } = await import('../offline/cache');
      let profile: UserProfile | null = null;
      if (supabase && isOnline()) {
        const { data, error } = await supabase.from('users').select('*').eq('id', id).single<UserProfile>();
        if (error) console.error('Profile could not be loaded', error);
        else {
          profile = data;
          void writeCache(`profile:${id}`, data);
        }
      }
      profile ??= (await readCache<UserProfile>(`profile:${id}`))?.data ?? null;
      setState((current) =>
        current.user?.id === id ? { ...current, profile: profile ?? current.profile, profileChecked: true } : current,
      );
    },
    [setState],
  );

  const getClient = useCallback((): Promise<SupabaseClient> => {
    started.current ??= loadSupabase().then((supabase) => {
      setAccessTokenSource(async () => (await supabase.auth.getSession()).data.session?.access_token ?? null);
      followSession(supabase, setState, loadProfile);
      refreshWhileOnline(supabase);
      return supabase;
    });
    started.current.catch(() => {
      // Offline and not cached yet: keep what local storage says.
      started.current = null;
      setState((current) => ({ ...current, loading: false }));
    });
    return started.current;
  }, [loadProfile, setState]);

  useEffect(() => {
    if (!needsClientNow()) return;
    const start = () => void getClient().catch(() => undefined);
    if (isOnline() || isCodeCallback()) return start();
    // Offline with a stored session: signed in from what the phone holds; supabase-js when the network returns.
    const id = readStoredUser()?.id;
    if (id) setTimeout(() => void loadProfile(null, id), 0);
    window.addEventListener('online', start, { once: true });
    return () => window.removeEventListener('online', start);
  }, [getClient, loadProfile]);

  return { getClient, started, loadProfile };
}
