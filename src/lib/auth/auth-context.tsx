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
import type { SupabaseClient } from '@supabase/supabase-js';
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import { useInitialData } from '../initial-data';
import { deleteOwnAccount, endSessionHere, saveProfile, signOutHere } from './account-actions';
import { signedOut, startingState, type AuthState } from './auth-state';
import { sendSignInLink, signUpByLink } from './link-actions';
import type { ActionResult, AuthUser, ProfileUpdate, SignUpDetails, UserProfile } from './profile';
import { useSessionClient } from './session-client';

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

/** useLayoutEffect in the browser; nothing on the server, which has no layout. */
const useBrowserLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/** The state at start: signed out on a server-rendered page (the server cannot know), then who the browser says is here. */
function useStartingState() {
  const rendered = useInitialData() !== null;
  const [state, setState] = useState<AuthState>(() => (rendered ? signedOut : startingState()));
  useBrowserLayoutEffect(() => {
    if (!rendered) return;
    const starting = startingState();
    // A signed-out visitor (most first visits) changes nothing, so nothing renders again.
    if (starting.user || starting.loading) setState(starting);
  }, [rendered]);
  return [state, setState] as const;
}

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [state, setState] = useStartingState();
  const { getClient, started, loadProfile } = useSessionClient(setState);
  const userId = state.user?.id ?? null;

  const signInWithMagicLink = useCallback((email: string, next?: string) => sendSignInLink(t, email, next), [t]);
  const signUp = useCallback((email: string, details: SignUpDetails) => signUpByLink(getClient, t, email, details), [getClient, t]);
  const endLocally = useCallback(() => endSessionHere({ started, getClient }, setState), [started, getClient, setState]);
  const signOut = useCallback(() => signOutHere(endLocally, t), [endLocally, t]);
  const updateProfile = useCallback(
    (fields: ProfileUpdate) => saveProfile(getClient, setState, t, userId, fields),
    [getClient, setState, t, userId],
  );
  const deleteAccount = useCallback(() => deleteOwnAccount(endLocally, t), [endLocally, t]);
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
