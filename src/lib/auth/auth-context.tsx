/**
 * Who is signed in: user, userProfile, loading,
 * isAuthenticated, and the actions sign-in by link, sign-up, sign-out,
 * profile update and account deletion, each answering {success, error} and
 * showing the catalogue's toast. The session lives in supabase-js; its access
 * token is mirrored to local storage for the API client. supabase-js is only
 * loaded when a session exists or an auth action needs it.
 *
 * Offline, a stored session counts as signed in (the dashboard, drafts and the
 * outbox work from what the phone holds): supabase-js is not even loaded
 * until the network returns, then the token is refreshed. Only a refusal by
 * the server signs the person out; a refresh that failed for lack of network
 * does not. Nothing is retried while offline.
 */
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api, setAccessTokenSource } from '../api';
import type { ReadableError } from '../error-text';
import { useT, type Translate } from '../i18n/i18n';
import { useInitialData } from '../initial-data';
import { storageKeys } from '../storage-keys';
import { toast } from '../toast';
import type { ActionResult, AuthUser, ProfileUpdate, SignUpDetails, UserProfile } from './profile';
import { readStoredUser } from './stored-user';
import { hasStoredSession, loadSupabase, throwawaySecret } from './supabase';

export interface AuthValue {
  user: AuthUser | null;
  userProfile: UserProfile | null;
  /** True once the profile was asked for (loaded or failed), so guards stop waiting. */
  profileChecked: boolean;
  loading: boolean;
  isAuthenticated: boolean;
  signInWithMagicLink: (email: string, next?: string) => Promise<ActionResult>;
  signUp: (email: string, details: SignUpDetails) => Promise<ActionResult>;
  signOut: () => Promise<ActionResult>;
  updateProfile: (fields: ProfileUpdate) => Promise<ActionResult>;
  deleteAccount: () => Promise<ActionResult>;
  refreshProfile: () => Promise<void>;
  /** The session client, loading it if needed (for the screen that finishes e-mailed links). */
  getClient: () => Promise<SupabaseClient>;
}

interface State {
  user: AuthUser | null;
  profile: UserProfile | null;
  profileChecked: boolean;
  loading: boolean;
}

function remember(session: Session): AuthUser {
  const user = { id: session.user.id, email: session.user.email ?? '' };
  try {
    localStorage.setItem(storageKeys.authToken, session.access_token);
    localStorage.setItem(storageKeys.authUser, JSON.stringify(user));
  } catch {
    // The session still works for this page.
  }
  return user;
}

function forget(): void {
  try {
    localStorage.removeItem(storageKeys.authToken);
    localStorage.removeItem(storageKeys.authUser);
  } catch {
    // Nothing to clear.
  }
}

/** A PKCE callback (?code=…) must be finished by supabase-js as soon as the page loads. */
const isCodeCallback = () => new URLSearchParams(window.location.search).has('code') && window.location.pathname.startsWith('/auth/');
const needsClientNow = () => typeof window !== 'undefined' && (hasStoredSession() || isCodeCallback());
const signedOut: State = { user: null, profile: null, profileChecked: false, loading: false };
const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/** At start: who local storage says is here is signed in at once; only a link being finished waits for supabase-js. */
function startingState(): State {
  const user = readStoredUser();
  return { user, profile: null, profileChecked: false, loading: user === null && needsClientNow() };
}

/** useLayoutEffect in the browser; nothing on the server, which has no layout. */
const useBrowserLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/** A failure in words for people; the wording module is fetched only when something fails (it stays off the first screen). */
async function readable(caught: unknown, t: Translate, fallback?: string): Promise<ReadableError> {
  const { readableError } = await import('../error-text');
  return readableError(caught, t, Date.now(), fallback);
}

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const t = useT();
  // A server-rendered page is signed out (the server cannot know); the browser says who is here right after taking over.
  const rendered = useInitialData() !== null;
  const [state, setState] = useState<State>(() => (rendered ? signedOut : startingState()));
  useBrowserLayoutEffect(() => {
    if (!rendered) return;
    const starting = startingState();
    // A signed-out visitor (most first visits) changes nothing, so nothing renders again.
    if (starting.user || starting.loading) setState(starting);
  }, [rendered]);
  const started = useRef<Promise<SupabaseClient> | null>(null);
  const userId = state.user?.id ?? null;

  /** The saved profile at once; the server's when online (offline, nothing is asked, so nothing is retried). */
  const loadProfile = useCallback(async (supabase: SupabaseClient | null, id: string) => {
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
    setState((current) => (current.user?.id === id ? { ...current, profile: profile ?? current.profile, profileChecked: true } : current));
  }, []);

  const getClient = useCallback((): Promise<SupabaseClient> => {
    started.current ??= loadSupabase().then((supabase) => {
      setAccessTokenSource(async () => (await supabase.auth.getSession()).data.session?.access_token ?? null);
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
          setState({ user: null, profile: null, profileChecked: false, loading: false });
        } else {
          // No session now: signed out for real only when none is stored (a refresh without network keeps it).
          setTimeout(() => {
            void import('./session-store').then(async ({ sessionStillStored }) => {
              if (await sessionStillStored()) return setState((current) => ({ ...current, loading: false }));
              forget();
              setState({ user: null, profile: null, profileChecked: false, loading: false });
            });
          }, 0);
        }
      });
      // Offline, the session is not refreshed (each try would fail and be retried); back online, at once.
      const followNetwork = () => {
        if (isOnline()) {
          void supabase.auth.startAutoRefresh();
          void supabase.auth.getSession();
        } else void supabase.auth.stopAutoRefresh();
      };
      window.addEventListener('online', followNetwork);
      window.addEventListener('offline', followNetwork);
      followNetwork();
      return supabase;
    });
    started.current.catch(() => {
      // Offline and not cached yet: keep what local storage says.
      started.current = null;
      setState((current) => ({ ...current, loading: false }));
    });
    return started.current;
  }, [loadProfile]);

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

  const signInWithMagicLink = useCallback(
    async (email: string, next?: string): Promise<ActionResult> => {
      try {
        const { data } = await api.post<{ success?: boolean; message?: string }>('/api/auth/magic-link', {
          email,
          action: 'login',
          ...(next ? { next } : {}),
        });
        if (data.success === true) {
          toast.success(t('auth.toast.linkSent'));
          return { success: true };
        }
        const error = data.message ?? t('auth.toast.linkFailed');
        toast.error(error);
        return { success: false, error, problem: { text: error, retryAt: null, wait: 0 } };
      } catch (caught) {
        const problem = await readable(caught, t, t('auth.toast.linkFailed'));
        toast.error(problem.text);
        return { success: false, error: problem.text, problem };
      }
    },
    [t],
  );

  const signUp = useCallback(
    async (email: string, details: SignUpDetails): Promise<ActionResult> => {
      try {
        const supabase = await getClient();
        const { error } = await supabase.auth.signUp({
          email,
          password: throwawaySecret(),
          options: { emailRedirectTo: `${window.location.origin}/auth/callback`, data: details },
        });
        if (error) throw error;
        toast.success(t('auth.toast.signUpSent'));
        return { success: true };
      } catch (caught) {
        // The service's own sentence, or the catalogue's: never its raw "{}" or "Failed to fetch".
        const problem = await readable(caught, t, t('auth.toast.signUpFailed'));
        toast.error(problem.text);
        return { success: false, error: problem.text, problem };
      }
    },
    [getClient, t],
  );

  const endLocally = useCallback(async () => {
    if (started.current || hasStoredSession()) {
      const supabase = await getClient();
      const { error } = await supabase.auth.signOut({ scope: 'local' });
      // Offline, the server cannot be told; the session still ends on this phone (the service worker's copy too).
      if (error) await (await import('./session-store')).sessionStorage.removeItem(storageKeys.authSession);
    } else {
      await api.post('/api/auth/logout').catch(() => undefined);
    }
    forget();
    setState({ user: null, profile: null, profileChecked: false, loading: false });
  }, [getClient]);

  const signOut = useCallback(async (): Promise<ActionResult> => {
    try {
      await endLocally();
      toast.success(t('auth.toast.signedOut'));
      return { success: true };
    } catch (caught) {
      toast.error(t('auth.toast.signOutFailed'));
      return { success: false, error: (await readable(caught, t)).text };
    }
  }, [endLocally, t]);

  const updateProfile = useCallback(
    async (fields: ProfileUpdate): Promise<ActionResult> => {
      if (!userId) return { success: false, error: t('auth.toast.profileFailed') };
      // No connection: keep the change on the phone and send it when there is one.
      const queue = async (): Promise<ActionResult> => {
        const [{ enqueue }, { profileKind }] = await Promise.all([import('../offline/outbox-service'), import('./outbox-profile')]);
        await enqueue([profileKind.item({ label: t('outbox.kind.profile'), payload: { body: fields } })]);
        setState((current) => (current.profile ? { ...current, profile: { ...current.profile, ...fields } } : current));
        toast.info(t('profile.queued'));
        return { success: true };
      };
      if (!isOnline()) return queue();
      try {
        const supabase = await getClient();
        const { data, error } = await supabase.from('users').update(fields).eq('id', userId).select().single<UserProfile>();
        if (error) throw error;
        setState((current) => ({ ...current, profile: data, profileChecked: true }));
        void import('../offline/cache').then(({ writeCache }) => writeCache(`profile:${userId}`, data));
        toast.success(t('auth.toast.profileUpdated'));
        return { success: true };
      } catch (caught) {
        if (!isOnline() || (caught as { name?: string }).name === 'AuthRetryableFetchError' || /fetch/i.test((caught as Error).message)) {
          return queue();
        }
        toast.error(t('auth.toast.profileFailed'));
        return { success: false, error: (await readable(caught, t)).text };
      }
    },
    [getClient, t, userId],
  );

  const deleteAccount = useCallback(async (): Promise<ActionResult> => {
    try {
      await api.delete('/api/auth/account');
      await endLocally().catch(() => undefined);
      toast.success(t('auth.toast.accountDeleted'));
      return { success: true };
    } catch (caught) {
      toast.error(t('auth.toast.deleteFailed'));
      return { success: false, error: (await readable(caught, t)).text };
    }
  }, [endLocally, t]);

  const refreshProfile = useCallback(async () => {
    if (userId) await loadProfile(await getClient(), userId);
  }, [getClient, loadProfile, userId]);

  const value = useMemo<AuthValue>(
    () => ({
      user: state.user,
      userProfile: state.profile,
      profileChecked: state.profileChecked,
      loading: state.loading,
      isAuthenticated: state.user !== null,
      signInWithMagicLink,
      signUp,
      signOut,
      updateProfile,
      deleteAccount,
      refreshProfile,
      getClient,
    }),
    [state, signInWithMagicLink, signUp, signOut, updateProfile, deleteAccount, refreshProfile, getClient],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
