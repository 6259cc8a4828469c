/**
 * Who is signed in. For now the session is the token and user the API client
 * keeps in local storage; the sign-in feature fills them in.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { api } from '../../lib/api';
import { storageKeys } from '../../lib/storage-keys';

export interface AuthUser {
  id: string;
  email: string;
}

export interface AuthValue {
  user: AuthUser | null;
  loading: boolean;
  isAuthenticated: boolean;
  signOut: () => Promise<{ success: boolean; error?: string }>;
}

function readStoredUser(): AuthUser | null {
  try {
    if (!localStorage.getItem(storageKeys.authToken)) return null;
    const raw = localStorage.getItem(storageKeys.authUser);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && 'id' in parsed && 'email' in parsed) {
      const { id, email } = parsed as Record<string, unknown>;
      if (typeof id === 'string' && typeof email === 'string') return { id, email };
    }
  } catch {
    // A damaged entry means signed out.
  }
  return null;
}

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(readStoredUser);

  const signOut = useCallback(async () => {
    await api.post('/api/auth/logout').catch(() => undefined);
    localStorage.removeItem(storageKeys.authToken);
    localStorage.removeItem(storageKeys.authUser);
    setUser(null);
    return { success: true };
  }, []);

  const value = useMemo<AuthValue>(
    () => ({ user, loading: false, isAuthenticated: user !== null, signOut }),
    [user, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
