/**
 * One error shape for the whole API: `{ message, detail? }` (plus `field` for
 * validation), 4xx for anything the caller can fix, and no internals in 5xx.
 * Domain errors (server/domain/errors.ts) get their status here and nowhere else.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type ErrorKind } from '../domain/errors';

/** The status code of each kind of domain error: the one place they meet HTTP. */
export const statusOfKind: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  not_acceptable: 406,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  unprocessable: 422,
  rate_limited: 429,
  provider_failed: 502,
  unavailable: 503,
};

/** The status an error answers with: a domain error's by its kind, Fastify's own as it says, anything else 500. */
export function httpStatusOf(error: unknown): number {
  if (error instanceof DomainError) return statusOfKind[error.kind];
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : 500;
}

/** Seconds to wait before retrying, for a 429 answer's Retry-After. */
export function retryAfterOf(error: unknown): number | undefined {
  return error instanceof DomainError ? error.retryAfterSeconds : undefined;
}

export interface ErrorBody {
  message: string;
  detail?: string;
  field?: string;
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** Turns the first schema violation into a sentence that names the field. */
export function describeValidation(issues: readonly ValidationIssue[], context: string | undefined): ErrorBody {
  const first = issues[0] ?? {};
  const pathParts = (first.instancePath ?? '').split('/').filter(Boolean);
  if (first.keyword === 'required' && typeof first.params?.missingProperty === 'string') {
    pathParts.push(first.params.missingProperty);
  }
  if (first.keyword === 'additionalProperties' && typeof first.params?.additionalProperty === 'string') {
    const field = [...pathParts, first.params.additionalProperty].join('.');
    return { message: `Unknown field: ${field}`, detail: `${context ?? 'body'} has a field that is not allowed`, field };
  }
  const field = pathParts.join('.') || context || 'body';
  let problem = first.message ?? 'is invalid';
  // A union of literals fails once per literal; list them all.
  const allowed = issues
    .filter((issue) => issue.instancePath === first.instancePath && issue.keyword === 'const')
    .map((issue) => issue.params?.allowedValue);
  if (first.keyword === 'required') problem = 'is required';
  else if (first.keyword === 'enum' && Array.isArray(first.params?.allowedValues)) {
    problem = `must be one of: ${(first.params.allowedValues as unknown[]).join(', ')}`;
  } else if (allowed.length > 0) problem = `must be one of: ${allowed.join(', ')}`;
  return { message: `${field} ${problem}`, detail: `Invalid ${context ?? 'input'}`, field };
}

/** Fastify's own client errors carry codes; give them plain wording. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type. Send JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but content-type is JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body.',
};

function toResponse(error: FastifyError | DomainError): { status: number; body: ErrorBody } {
  if (error instanceof DomainError) {
    const body: ErrorBody = { message: error.message };
    if (error.detail !== undefined) body.detail = error.detail;
    return { status: httpStatusOf(error), body: { ...body, ...(error.field ? { field: error.field } : {}) } };
  }
  if (error.validation) {
    return { status: 400, body: describeValidation(error.validation, error.validationContext) };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = (error.code && frameworkMessages[error.code]) || error.message || 'Bad request.';
    return { status, body: { message } };
  }
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.errorSummary = body.message;
    const retryAfter = retryAfterOf(error);
    if (status === 429 && retryAfter !== undefined) void reply.header('retry-after', String(Math.ceil(retryAfter)));
    // The sign-in calls of the provider API answer {success, message}; failures say success: false.
    const payload = request.url.startsWith('/api/auth/') ? { success: false, ...body } : body;
    return reply.status(status).type('application/json; charset=utf-8').send(payload);
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** A 4xx reason, logged once with the request's summary line. */
    errorSummary?: string;
  }
}
