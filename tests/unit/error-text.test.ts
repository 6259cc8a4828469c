import { describe, expect, it } from 'vitest';
import { ApiError, errorMessages } from '../../src/lib/api-error';
import { retryAfterSeconds } from '../../src/lib/retry-after';
import { readableError } from '../../src/lib/error-text';
import { translator } from '../../src/lib/i18n/i18n';
import en from '../../src/locales/en.json';
import fr from '../../src/locales/fr.json';

const t = translator(en, 'en');
const tFr = translator(fr, 'fr');
const now = 1_800_000_000_000;

/** What supabase-js throws (its classes carry a name and a status). */
const authError = (name: string, message: string, status: number) => Object.assign(new Error(message), { name, status });

describe('errors a person can read', () => {
  it('says the error catalogue word for word in English, and in French', () => {
    expect(en['error.network']).toBe(errorMessages.network);
    expect(en['error.rateLimit']).toBe(errorMessages.rate_limit);
    expect(en['error.server']).toBe(errorMessages.server);
    expect(en['error.client']).toBe(errorMessages.client);
    const offline = new ApiError('network', errorMessages.network);
    expect(readableError(offline, t).text).toBe(errorMessages.network);
    expect(readableError(offline, tFr).text).toBe(fr['error.network']);
    expect(readableError(new ApiError('server', errorMessages.server, 503), t).text).toBe(errorMessages.server);
  });

  it('keeps the server’s own sentence', () => {
    const refused = new ApiError('client', 'amount must be at least 500 pesewas (₵5)', 400, 'Invalid donation', 'amount');
    expect(readableError(refused, t).text).toBe('amount must be at least 500 pesewas (₵5)');
    expect(readableError(authError('AuthApiError', 'This link is invalid or has expired. Ask for a new one.', 403), t).text).toBe(
      'This link is invalid or has expired. Ask for a new one.',
    );
  });

  it('never shows "{}", "Failed to fetch" or a status code', () => {
    // supabase-js turns a failed fetch into an error whose message is "{}".
    expect(readableError(authError('AuthRetryableFetchError', '{}', 0), t).text).toBe(errorMessages.network);
    expect(readableError(new TypeError('Failed to fetch'), t).text).toBe(errorMessages.network);
    expect(readableError(authError('AuthRetryableFetchError', '{}', 502), t).text).toBe(errorMessages.server);
    expect(readableError(authError('AuthApiError', '{}', 400), t).text).toBe(errorMessages.client);
    expect(readableError(authError('AuthUnknownError', 'Request failed with status code 418', 418), t).text).toBe(errorMessages.client);
    expect(readableError(new ApiError('client', '404', 404), t).text).toBe(errorMessages.client);
    expect(readableError(undefined, t).text).toBe(errorMessages.client);
  });

  it('after a 429 says how long to wait when the server said', () => {
    expect(retryAfterSeconds('42')).toBe(42);
    expect(retryAfterSeconds(new Date(now + 30_000).toUTCString(), now)).toBe(30);
    expect(retryAfterSeconds('soon')).toBeUndefined();
    const limited = readableError(new ApiError('rate_limit', errorMessages.rate_limit, 429, undefined, undefined, 42), t, now);
    expect(limited).toEqual({ text: errorMessages.rate_limit, retryAt: now + 42_000, wait: 42 });
    expect(t('error.rateLimitWait', { count: 42 })).toBe('Too many requests. Please wait 42 seconds before trying again.');
    expect(t('error.rateLimitWait', { count: 1 })).toBe('Too many requests. Please wait 1 second before trying again.');
    expect(tFr('error.rateLimitWait', { count: 1 })).toBe('Trop de demandes. Patientez 1 seconde avant de réessayer.');
    expect(readableError(new ApiError('rate_limit', errorMessages.rate_limit, 429), t, now)).toEqual({
      text: errorMessages.rate_limit,
      retryAt: null,
      wait: 0,
    });
  });
});

describe('an action with its own words for a failure', () => {
  it('says them instead of the general sentence, but still says when the network is down', () => {
    expect(readableError(authError('AuthApiError', '{}', 400), t, now, 'Failed to create account').text).toBe('Failed to create account');
    expect(readableError(authError('AuthRetryableFetchError', '{}', 0), t, now, 'Failed to create account').text).toBe(
      errorMessages.network,
    );
  });
});
