/**
 * Finishing an e-mailed link, whatever shape it arrives in:
 * - `?code=` (a PKCE redirect): supabase-js exchanges it with this browser's
 *   verifier as it starts;
 * - `?token_hash=pkce_…` opened in the browser that asked for it: go through
 *   the server's GET /verify, which answers with a code for that verifier;
 * - any other `?token_hash=` (another device): verify the token hash.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { hasCodeVerifier } from '../../lib/auth/supabase';

export type LinkOutcome = { kind: 'signed-in' } | { kind: 'failed'; reason: string } | { kind: 'no-link' } | { kind: 'redirecting' };

export interface LinkParams {
  code: string | null;
  tokenHash: string | null;
  type: string | null;
  error: string | null;
  next: string | null;
}

export function readLinkParams(location: { search: string; hash: string }): LinkParams {
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const get = (key: string) => query.get(key) ?? fragment.get(key);
  return {
    code: get('code'),
    tokenHash: get('token_hash'),
    type: get('type'),
    error: get('error_description') ?? get('error_code') ?? get('error'),
    next: get('next'),
  };
}

/** Only same-origin paths, never back into the auth screens. */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/auth/')) return '/dashboard';
  return next;
}

const running = new Map<string, Promise<LinkOutcome>>();

export function finishLink(params: LinkParams, getClient: () => Promise<SupabaseClient>): Promise<LinkOutcome> {
  const key = params.code ?? params.tokenHash ?? params.error ?? '';
  const known = running.get(key);
  if (known) return known;
  const outcome = (async (): Promise<LinkOutcome> => {
    if (params.error) return { kind: 'failed', reason: params.error };
    if (params.code) {
      const supabase = await getClient();
      const { error } = await supabase.auth.initialize();
      if (error) return { kind: 'failed', reason: error.message };
      const { data } = await supabase.auth.getSession();
      return data.session ? { kind: 'signed-in' } : { kind: 'failed', reason: 'No session' };
    }
    if (params.tokenHash) {
      if (params.tokenHash.startsWith('pkce_') && hasCodeVerifier()) {
        const back = new URL(window.location.pathname, window.location.origin);
        if (params.next) back.searchParams.set('next', params.next);
        const verify = new URL('/auth/v1/verify', window.location.origin);
        verify.searchParams.set('token', params.tokenHash);
        verify.searchParams.set('type', params.type ?? 'magiclink');
        verify.searchParams.set('redirect_to', back.toString());
        window.location.replace(verify.toString());
        return { kind: 'redirecting' };
      }
      const supabase = await getClient();
      const { error } = await supabase.auth.verifyOtp({
        token_hash: params.tokenHash,
        type: params.type === 'signup' || params.type === 'email_change' ? params.type : 'email',
      });
      return error ? { kind: 'failed', reason: error.message } : { kind: 'signed-in' };
    }
    return { kind: 'no-link' };
  })();
  running.set(key, outcome);
  return outcome;
}
