import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth/auth-context';

/** Sign Out from the header or the menu: end the session (the auth layer says so), then go home. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    const result = await signOut();
    if (result.success) navigate('/');
  }, [signOut, navigate]);
}
