/**
 * The session as the service worker holds it: the same stored session as the
 * pages (IndexedDB), refreshed under the same Web Lock, never automatically
 * (only when the worker is about to send).
 */
import { AuthClient } from '@supabase/supabase-js';
import type { SessionSource } from '../offline/outbox-transport';
import { authBaseUrl, freshSession, publicAnonKey, sharedAuthOptions } from './session-store';

let client: InstanceType<typeof AuthClient> | null = null;

export function workerSession(origin: string): SessionSource {
  return {
    current() {
      client ??= new AuthClient({
        ...sharedAuthOptions,
        url: `${authBaseUrl(origin)}/auth/v1`,
        headers: { apikey: publicAnonKey, Authorization: `Bearer ${publicAnonKey}` },
        autoRefreshToken: false,
        detectSessionInUrl: false,
      });
      return freshSession(client);
    },
  };
}
