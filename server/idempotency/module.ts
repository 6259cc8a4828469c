/** Writes sent with an Idempotency-Key happen once: a repeat gets the first answer (./plugin.ts). */
import fp from 'fastify-plugin';
import { registerIdempotency } from './plugin';

export const idempotencyModule = fp(async (app) => registerIdempotency(app, app.db), { name: 'idempotency' });
