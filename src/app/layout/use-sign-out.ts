import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../features/auth/auth-context';
import { useT } from '../../lib/i18n/i18n';
import { toast } from '../../lib/toast';

/** Sign Out from the header or the menu: end the session, say so, go home. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  return useCallback(async () => {
    const result = await signOut();
    if (result.success) {
      toast.success(t('auth.signedOut'));
      navigate('/');
    } else {
      toast.error(result.error ?? t('auth.signOutFailed'));
    }
  }, [signOut, navigate, t]);
}
