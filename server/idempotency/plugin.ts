/**
 * Exactly-once for retried writes. A request that carries an
 * `Idempotency-Key` header claims the key before it runs; when it finishes,
 * its answer is stored with the key. The same key again, whoever sends it (the
 * key is a random secret only the sending phone knows), gets the stored
 * answer, marked `Idempotent-Replayed: true`, without running twice. While
 * the first is still running, a repeat gets 409 and retries.
 *
 * The stored answer is only a fast path: the write itself records its key in
 * its own transaction (./write-once), so a write that committed never runs
 * again even when the server died before the answer was stored. A running
 * request keeps its claim alive with a lease renewed every second; a claim
 * whose request is gone (the server crashed, the client hung up) is free
 * again within seconds. Server errors (5xx) are not stored, so the retry
 * really runs again.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { conflict, DomainError, invalid } from '../domain/errors';
import { idempotencyRepository } from './repository';

const header = 'idempotency-key';
const keyPattern = /^[A-Za-z0-9_-]{8,100}$/;
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A claim not renewed for this long belongs to a request that is gone. */
const leaseSeconds = 4;
const renewEveryMs = 1000;
const keepDays = 30;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { key: string };
  }
  interface FastifyContextConfig {
    /** How a route's keyed requests are told apart and kept, where it differs from the rule above. */
    idempotency?: {
      /** Body fields a repeat may change and still be the same request, answered as the first was. */
      sameDespite?: readonly string[];
      /** Refusals that describe a passing moment rather than an outcome: not kept, so a repeat runs again. */
      notKept?: readonly number[];
    };
  }
}

function requestHash(request: FastifyRequest): string | null {
  if (String(request.headers['content-type'] ?? '').startsWith('multipart/')) return null;
  const ignored = request.routeOptions.config.idempotency?.sameDespite ?? [];
  const body =
    ignored.length > 0 && request.body && typeof request.body === 'object'
      ? Object.fromEntries(Object.entries(request.body).filter(([field]) => !ignored.includes(field)))
      : request.body;
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

const inProgress = () => conflict('This request is still being processed. Try again in a moment.', 'idempotency_in_progress');

export function registerIdempotency(app: FastifyInstance, db: Database): void {
  let sinceCleanup = 0;
  const running = new Set<string>();
  const renewal = setInterval(() => {
    if (running.size > 0) idempotencyRepository.renew(db, [...running], leaseSeconds).catch(() => undefined);
  }, renewEveryMs);
  renewal.unref();
  app.addHook('onClose', async () => clearInterval(renewal));

  const release = async (request: FastifyRequest) => {
    const claim = request.idempotency;
    if (!claim || !running.delete(claim.key)) return;
    await idempotencyRepository.release(db, claim.key).catch(() => undefined);
  };

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers[header];
    if (typeof key !== 'string' || !writeMethods.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!keyPattern.test(key)) throw invalid('Idempotency-Key must be 8 to 100 letters, digits, - or _.', undefined, 'Idempotency-Key');
    const path = request.url.split('?')[0] ?? request.url;
    const hash = requestHash(request);

    const existing = await idempotencyRepository.find(db, key);
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
      if (existing.leased) throw inProgress();
    }
    // Who sent it first, for the record only: a repeat is answered whoever sends it.
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const viewer = bearer ? await request.server.auth.authenticate(bearer) : null;
    const scope = viewer?.kind === 'user' ? `user:${viewer.userId}` : 'anonymous';
    if (!(await idempotencyRepository.claim(db, { key, scope, method: request.method, path, hash }, leaseSeconds))) throw inProgress();
    request.idempotency = { key };
    running.add(key);
  });

  // The client hung up: a retry may come at once, so the key must not wait for its lease to run out.
  app.addHook('onRequestAbort', release);

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim || reply.getHeader('idempotent-replayed') || !running.delete(claim.key)) return payload;
    // Only settled outcomes are kept: not server errors, nor answers that change with time or sign-in.
    const body =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : payload === null || payload === undefined
            ? ''
            : null;
    // A streamed answer cannot be stored; a retry runs again (and a write it made answers as a replay).
    const passing = request.routeOptions.config.idempotency?.notKept ?? [];
    if (reply.statusCode >= 500 || [401, 408, 425, 429, ...passing].includes(reply.statusCode) || body === null) {
      await idempotencyRepository.release(db, claim.key);
      return payload;
    }
    await idempotencyRepository.storeAnswer(db, claim.key, {
      status: reply.statusCode,
      body,
      type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
    });
    if (++sinceCleanup >= 500) {
      sinceCleanup = 0;
      await idempotencyRepository.deleteOlderThan(db, keepDays);
    }
    return payload;
  });

  // An answer that never reached onSend (the connection broke while sending) leaves nothing held.
  app.addHook('onResponse', release);
}
