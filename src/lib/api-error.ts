/**
 * The error catalogue (one fixed sentence per kind of failure), and the one error type
 * every API failure becomes. Kept apart from the HTTP client so screens can
 * use it without downloading the client. Screens say these in the person's
 * language (src/lib/error-text.ts; the English catalog repeats them exactly).
 */
import { retryAfterSeconds } from './retry-after';

export type ApiErrorType = 'network' | 'rate_limit' | 'server' | 'client' | 'unauthorized';

export const errorMessages = {
  network: 'Network connection failed. Please check your internet connection and try again.',
  rate_limit: 'Too many requests. Please wait a moment before trying again.',
  server: 'Server temporarily unavailable. Please try again in a few moments.',
  client: 'Request failed. Please check your input and try again.',
} as const;

export class ApiError extends Error {
  constructor(
    readonly type: ApiErrorType,
    message: string,
    readonly status?: number,
    readonly detail?: string,
    readonly field?: string,
    /** For a 429: how many seconds the server asks to wait (its Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface HttpFailure {
  isAxiosError?: boolean;
  response?: { status: number; data?: unknown; headers?: unknown };
}

function header(headers: unknown, name: string): unknown {
  if (!headers || typeof headers !== 'object') return undefined;
  const withGet = headers as { get?: (key: string) => unknown };
  return typeof withGet.get === 'function' ? withGet.get(name) : (headers as Record<string, unknown>)[name];
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** Maps any failed request to the catalogue: no answer is a network error. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const response = (error as HttpFailure | null)?.response;
  if (!response || typeof response.status !== 'number') return new ApiError('network', errorMessages.network);
  const { status, data } = response;
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const detail = text(body.detail);
  if (status === 429)
    return new ApiError(
      'rate_limit',
      errorMessages.rate_limit,
      status,
      detail,
      undefined,
      retryAfterSeconds(header(response.headers, 'retry-after')),
    );
  if (status >= 500) return new ApiError('server', errorMessages.server, status, detail);
  if (status === 401) return new ApiError('unauthorized', text(body.message) ?? errorMessages.client, status, detail);
  return new ApiError('client', text(body.message) ?? errorMessages.client, status, detail, text(body.field));
}
