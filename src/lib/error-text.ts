/**
 * What went wrong, in words a person can read: the error catalogue (api-error.ts) in
 * their language, or the server's own sentence, never "{}", "Failed to fetch"
 * or a status code. Works for the API client's errors, supabase-js's (sign-up,
 * the profile row) and plain fetch failures alike.
 */
import { ApiError } from './api-error';
import { rateLimitWait } from './auth/supabase';
import type { Translate } from './i18n/i18n';

export interface ReadableError {
  text: string;
  /** After a 429: when (ms since 1970) the person may try again, if the server said. */
  retryAt: number | null;
  /** After a 429: the seconds to wait, as first said. */
  wait: number;
}

/** A problem said in the app's own words (no wait). */
export const problemText = (text: string): ReadableError => ({ text, retryAt: null, wait: 0 });

/** A message that is a sentence for people, not a machine's words. */
function sentence(message: unknown): string | null {
  if (typeof message !== 'string') return null;
  const text = message.trim();
  if (text === '' || /^[{[]/.test(text) || /^\d{3}$/.test(text)) return null;
  if (/failed to fetch|networkerror|load failed|network request failed|status code \d{3}|^fetch failed|^TypeError/i.test(text)) return null;
  return text;
}

/** `fallback` replaces the catalogue's general sentence, for an action that has its own (sign-up's "Failed to create account"). */
export function readableError(error: unknown, t: Translate, now = Date.now(), fallback?: string): ReadableError {
  const plain = problemText;
  const waitFor = (seconds: number | undefined): ReadableError =>
    seconds ? { text: t('error.rateLimit'), retryAt: now + seconds * 1000, wait: seconds } : plain(t('error.rateLimit'));
  if (error instanceof ApiError) {
    if (error.type === 'network') return plain(t('error.network'));
    if (error.type === 'server') return plain(t('error.server'));
    if (error.type === 'rate_limit') return waitFor(error.retryAfter);
    return plain(sentence(error.message) ?? fallback ?? t('error.client'));
  }
  const failure = (error ?? {}) as { name?: unknown; status?: unknown; message?: unknown };
  const status = typeof failure.status === 'number' ? failure.status : 0;
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (error instanceof TypeError || offline || (status === 0 && failure.name === 'AuthRetryableFetchError'))
    return plain(t('error.network'));
  if (status >= 500) return plain(t('error.server'));
  if (status === 429) return waitFor(rateLimitWait(now));
  return plain(sentence(failure.message) ?? fallback ?? t('error.client'));
}
