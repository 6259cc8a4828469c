/**
 * Exactly-once for retried writes. A request that carries an
 * `Idempotency-Key` header is recorded before it runs; when it finishes, its
 * answer is stored with the key. The same key again (from the same caller)
 * gets the stored answer, marked `Idempotent-Replayed: true`, without running
 * twice. While the first is still running, a repeat gets 409 and retries.
 * Server errors (5xx) are not stored, so the retry really runs again.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signedInUser } from '../auth/guard';
import type { Database } from '../db/database';
import { pgErrorCode, PgError } from '../db/database';
import { conflict, DomainError, invalid } from '../domain/errors';
import { idempotencyRepository as keys } from './repository';

const header = 'idempotency-key';
const keyPattern = /^[A-Za-z0-9_-]{8,100}$/;
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A key stuck "in progress" this long belongs to a request that died; it may run again. */
const abandonAfterSeconds = 120;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { scope: string; key: string };
  }
}

function requestHash(request: FastifyRequest): string | null {
  if (String(request.headers['content-type'] ?? '').startsWith('multipart/')) return null;
  return createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
}

export function registerIdempotency(app: FastifyInstance, db: Database): void {
  let sinceCleanup = 0;

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers[header];
    if (typeof key !== 'string' || !writeMethods.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!keyPattern.test(key)) throw invalid('Idempotency-Key must be 8 to 100 letters, digits, - or _.', undefined, 'Idempotency-Key');
    const user = await signedInUser(request);
    const scope = user ? `user:${user.userId}` : 'anonymous';
    const path = request.url.split('?')[0] ?? request.url;
    const hash = requestHash(request);

    const existing = await keys.find(db, scope, key);
    if (existing) {
      if (
        existing.method !== request.method ||
        existing.path !== path ||
        (existing.request_hash && hash && existing.request_hash !== hash)
      ) {
        throw new DomainError('unprocessable', 'This Idempotency-Key was already used for a different request.', 'idempotency_key_reused');
      }
      if (existing.state === 'done') {
        return reply
          .status(existing.response_status ?? 200)
          .header('idempotent-replayed', 'true')
          .type(existing.response_type ?? 'application/json; charset=utf-8')
          .send(existing.response_body ?? '');
      }
      if (existing.age < abandonAfterSeconds) {
        throw conflict('This request is still being processed. Try again in a moment.', 'idempotency_in_progress');
      }
      await keys.forgetInProgress(db, scope, key);
    }
    try {
      await keys.claim(db, { scope, key, method: request.method, path, requestHash: hash });
    } catch (error) {
      if (pgErrorCode(error) === PgError.uniqueViolation)
        throw conflict('This request is still being processed. Try again in a moment.', 'idempotency_in_progress');
      throw error;
    }
    request.idempotency = { scope, key };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim || reply.getHeader('idempotent-replayed')) return payload;
    // Only settled outcomes are kept: not server errors, nor answers that change with time or sign-in.
    if (reply.statusCode >= 500 || [401, 408, 425, 429].includes(reply.statusCode)) {
      await keys.release(db, claim.scope, claim.key);
      return payload;
    }
    const body =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : payload === null || payload === undefined
            ? ''
            : null;
    if (body === null) {
      // A streamed answer cannot be stored; let a retry run again rather than replay nothing.
      await keys.release(db, claim.scope, claim.key);
      return payload;
    }
    await keys.complete(db, claim.scope, claim.key, {
      status: reply.statusCode,
      body,
      type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
    });
    if (++sinceCleanup >= 500) {
      sinceCleanup = 0;
      await keys.forgetOld(db);
    }
    return payload;
  });
}
