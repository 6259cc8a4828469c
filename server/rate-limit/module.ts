/** Rate limits kept in the database, shared by every server: sign-in links, donations, reports, uploads, money out. */
import fp from 'fastify-plugin';
import { RateLimiter } from './rate-limiter';

export const rateLimitModule = fp(async (app) => void app.decorate('limiter', new RateLimiter(app.db)), { name: 'rate-limit' });

declare module 'fastify' {
  interface FastifyInstance {
    limiter: RateLimiter;
  }
}
