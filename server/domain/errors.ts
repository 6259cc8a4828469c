/**
 * What can go wrong, said without HTTP. Services, rules and repositories throw
 * these; server/http/errors.ts is the one place that turns a kind into a
 * status code and the API's error body (`{ message, detail?, field? }`).
 */
export type ErrorKind =
  /** The caller sent something wrong and can fix it. */
  | 'invalid'
  /** Nobody is signed in (or the token is no good). */
  | 'unauthenticated'
  /** Signed in, but not allowed to do this. */
  | 'forbidden'
  | 'not_found'
  /** The answer cannot take the form asked for (PostgREST's single object). */
  | 'not_acceptable'
  /** The thing is not in a state where this can happen. */
  | 'conflict'
  | 'too_large'
  | 'unsupported_media'
  /** Understood, but it contradicts an earlier request. */
  | 'unprocessable'
  | 'rate_limited'
  /** A provider we depend on (payments) did not answer. */
  | 'provider_failed'
  /** Something we depend on (mail) is down for now. */
  | 'unavailable';

export interface ErrorFacts {
  /** The input field at fault, for forms to point at. */
  field?: string;
  /** For `rate_limited`: when to try again. */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly detail?: string,
    facts: ErrorFacts = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.field = facts.field;
    this.retryAfterSeconds = facts.retryAfterSeconds;
  }
}

export const invalid = (message: string, detail?: string, field?: string) =>
  new DomainError('invalid', message, detail, field === undefined ? {} : { field });
export const unauthenticated = (message = 'Please sign in to continue.') => new DomainError('unauthenticated', message);
export const forbidden = (message = 'You are not allowed to do this.', detail?: string) => new DomainError('forbidden', message, detail);
export const notFound = (message = 'Not found.', detail?: string, field?: string) =>
  new DomainError('not_found', message, detail, field === undefined ? {} : { field });
export const conflict = (message: string, detail?: string, field?: string) =>
  new DomainError('conflict', message, detail, field === undefined ? {} : { field });
export const rateLimited = (retryAfterSeconds: number) =>
  new DomainError('rate_limited', 'Too many requests. Please wait a moment before trying again.', undefined, { retryAfterSeconds });
