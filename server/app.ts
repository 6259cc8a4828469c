/**
 * Builds the whole server as one Fastify instance without listening, so tests
 * drive it with `inject` or a real port alike. The server is a list of
 * modules, one per domain, each after the ones it uses: the HTTP plumbing,
 * then what every domain uses, then the domains, then the web app. Each
 * module builds its services, decorates the server with them and registers
 * its routes; they close in the reverse order.
 */
import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { adminModule } from './admin/module';
import { authModule } from './auth/module';
import { campaignsModule } from './campaigns/module';
import { cashModule } from './cash/module';
import type { Config } from './config';
import { dashboardModule } from './dashboard/module';
import type { Database } from './db/database';
import { donationsModule } from './donations/module';
import { eventsModule } from './events/module';
import { fraudModule } from './fraud/module';
import { healthModule } from './health/module';
import { httpModule } from './http/module';
import { idempotencyModule } from './idempotency/module';
import { jobsModule } from './jobs/module';
import { ledgerModule } from './ledger/module';
import { mailModule } from './mail/module';
import { noticesModule } from './notices/module';
import { paymentsModule } from './payments/module';
import { postersModule } from './posters/module';
import { payoutsModule } from './payouts/module';
import { rateLimitModule } from './rate-limit/module';
import { readsModule } from './reads/module';
import { reportsModule } from './reports/module';
import { smsModule } from './sms/module';
import { webAppModule } from './ssr/module';
import { statsModule } from './stats/module';
import { translationsModule } from './translations/module';
import { uploadsModule } from './uploads/module';
import { usersModule } from './users/module';
import { ussdModule } from './ussd/module';
import { verificationModule } from './verification/module';
import { wordsModule } from './words/module';

export interface AppDeps {
  config: Config;
  db: Database;
  /** Where log lines go; standard output unless a test listens. */
  logStream?: NodeJS.WritableStream;
}

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp({ config, db, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.apikey'],
      ...(logStream ? { stream: logStream } : {}),
    },
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    // A hop count trusts that many proxies nearest the server (what Fastify does with a number, which its types leave out).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
    ajv: { customOptions: {} },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('db', db);
  // Closed last: every module's own closing may still reach the database.
  app.addHook('onClose', () => db.close());

  // What every domain stands on. Mail comes before the job queue, so it closes after the jobs that send it.
  await app.register(httpModule);
  await app.register(mailModule);
  await app.register(jobsModule);
  await app.register(eventsModule);
  await app.register(rateLimitModule);
  await app.register(idempotencyModule);
  await app.register(translationsModule);
  await app.register(healthModule);

  // The domains.
  await app.register(usersModule);
  await app.register(authModule);
  await app.register(noticesModule);
  await app.register(uploadsModule);
  await app.register(campaignsModule);
  await app.register(postersModule);
  await app.register(verificationModule);
  await app.register(reportsModule);
  await app.register(wordsModule);
  await app.register(fraudModule);
  await app.register(paymentsModule);
  await app.register(payoutsModule);
  await app.register(cashModule);
  await app.register(ledgerModule);
  await app.register(donationsModule);
  await app.register(smsModule);
  await app.register(ussdModule);
  await app.register(readsModule);
  await app.register(statsModule);
  await app.register(dashboardModule);
  await app.register(adminModule);

  // Last: the pages, and the answer for every request no route claims.
  await app.register(webAppModule);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
  }
}
