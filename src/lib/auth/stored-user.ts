/** Who this page believes is signed in, read at once from local storage (mirrored from the session on each sign-in and refresh). */
import { storageKeys } from '../storage-keys';
import type { AuthUser } from './profile';

export function readStoredUser(): AuthUser | null {
  try {
    if (!localStorage.getItem(storageKeys.authToken)) return null;
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKeys.authUser) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const { id, email } = parsed as Record<string, unknown>;
      if (typeof id === 'string' && typeof email === 'string') return { id, email };
    }
  } catch {
    // Damaged or unavailable storage means signed out.
  }
  return null;
}
