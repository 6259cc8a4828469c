import type { User } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';

/** The auth user as the server knows it (with an address change waiting), asked only while online. */
export function useAuthUser(online: boolean) {
  const { getClient } = useAuth();
  const [user, setUser] = useState<User | null>(null);
  useEffect(() => {
    // Offline the stored session stands in for the person: asking the server who
    // they are would only send an expired token's refresh again and again.
    if (!online) return;
    let current = true;
    void getClient()
      .then((supabase) => supabase.auth.getUser())
      .then(({ data }) => current && data.user && setUser(data.user))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [getClient, online]);
  return [user, setUser] as const;
}
