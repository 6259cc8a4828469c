/**
 * What the auth context holds, and the small facts it is built from: who
 * local storage says is here, whether a link is being finished, whether the
 * phone is online, and how a failure is said.
 */
import type { Session } from '@supabase/supabase-js';
import type { Dispatch, SetStateAction } from 'react';
import type { ReadableError } from '../error-text';
import type { Translate } from '../i18n/i18n';
import { storageKeys } from '../storage-keys';
import type { AuthUser, UserProfile } from './profile';
import { readStoredUser } from './stored-user';
import { hasStoredSession } from './supabase';

export interface AuthState {
  user: AuthUser | null;
  profile: UserProfile | null;
  profileChecked: boolean;
  loading: boolean;
}

export type SetAuthState = Dispatch<SetStateAction<AuthState>>;

export const signedOut: AuthState = { user: null, profile: null, profileChecked: false, loading: false };

/** Mirrors the session to local storage, where the API client and the next start read it. */
export function remember(session: Session): AuthUser {
  const user = { id: session.user.id, email: session.user.email ?? '' };
  try {
    localStorage.setItem(storageKeys.authToken, session.access_token);
    localStorage.setItem(storageKeys.authUser, JSON.stringify(user));
  } catch {
    // The session still works for this page.
  }
  return user;
}

export function forget(): void {
  try {
    localStorage.removeItem(storageKeys.authToken);
    localStorage.removeItem(storageKeys.authUser);
  } catch {
    // Nothing to clear.
  }
}

/** A PKCE callback (?code=…) must be finished by supabase-js as soon as the page loads. */
export const isCodeCallback = () =>
  new URLSearchParams(window.location.search).has('code') && window.location.pathname.startsWith('/auth/');
export const needsClientNow = () => typeof window !== 'undefined' && (hasStoredSession() || isCodeCallback());
export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/** At start: who local storage says is here is signed in at once; only a link being finished waits for supabase-js. */
export function startingState(): AuthState {
  const user = readStoredUser();
  return { user, profile: null, profileChecked: false, loading: user === null && needsClientNow() };
}

/** A failure in words for people; the wording module is fetched only when something fails (it stays off the first screen). */
export async function readable(caught: unknown, t: Translate, fallback?: string): Promise<ReadableError> {
  const { readableError } = await import('../error-text');
  return readableError(caught, t, Date.now(), fallback);
}
