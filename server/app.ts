/**
 * Builds the whole server as one Fastify instance without listening, so tests
 * drive it with `inject` or a real port alike. Order: the HTTP plumbing, then
 * the pieces every domain uses, then the domains, then the web app.
 */
import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { authModule } from './auth/module';
import { uploadsModule } from './uploads/module';
import { campaignsModule } from './campaigns/module';
import { fraudModule } from './fraud/module';
import { reportsModule } from './reports/module';
import { verificationModule } from './verification/module';
import { usersModule } from './users/module';
import { eventsModule } from './events/module';
import { healthModule } from './health/module';
import { idempotencyModule } from './idempotency/module';
import { jobsModule } from './jobs/module';
import { mailModule } from './mail/module';
import { rateLimitModule } from './rate-limit/module';
import { translationsModule } from './translations/module';
import { adminRoutes } from './admin/routes';
import { buildCash, cashPlugin } from './cash/plugin';
import { posterRoutes } from './posters/routes';
import { scheduleDonationExpiry } from './donations/expiry';
import { campaignPageMeta } from './campaigns/page-meta';
import { sendDonationNotices } from './donations/notices';
import { donationRoutes } from './donations/routes';
import { DonationTexts } from './donations/text-facts';
import { shortLinkRoutes } from './campaigns/short-link-routes';
import { smsModule, textsCanBeSent } from './sms/plugin';
import { PhoneGifts } from './donations/phone-gifts';
import { ussdModule } from './ussd/plugin';
import { FormTokens } from './donations/form-token';
import { paymentPageRoutes } from './donations/payment-pages';
import { DonationsService } from './donations/service';
import { dashboardRoutes } from './dashboard/routes';
import { DashboardService } from './dashboard/service';
import { httpModule } from './http/module';
import { answerUnclaimed } from './http/routing';
import { registerWebApp, type PageMetaResolver, type ServePage } from './http/web-app';
import { demoCheckoutRoutes } from './payments/demo-checkout-routes';
import type { DemoProvider } from './payments/demo-provider';
import { derivePaymentSecrets } from './payments/secrets';
import { createPaymentProvider } from './payments/setup';
import { webhookRoutes } from './donations/webhook-routes';
import { ledgerRoutes } from './ledger/routes';
import { LedgerService } from './ledger/service';
import type { DemoTransfers } from './payments/demo-transfers';
import { demoTransferRoutes } from './payments/demo-transfer-routes';
import { adminWithdrawalRoutes } from './payouts/admin-routes';
import { payoutRoutes } from './payouts/routes';
import { schedulePayoutSweep, wirePayouts, type Payouts } from './payouts/setup';
import { cosignersPort } from './payouts/port';
import { publicWithdrawals } from './payouts/withdrawals-service';
import { scheduleUpkeep } from './stats/upkeep';
import { wireCacheInvalidation } from './reads/invalidation';
import { PublicReads } from './reads/public-reads';
import { publicReadRoutes } from './reads/routes';
import { PageRenderer, type RenderedPage } from './ssr/renderer';

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
  // Closed last: every module's own closing still reaches the database.
  app.addHook('onClose', () => db.close());

  await app.register(httpModule);
  await app.register(mailModule);
  await app.register(jobsModule);
  await app.register(eventsModule);
  await app.register(rateLimitModule);
  await app.register(idempotencyModule);
  await app.register(translationsModule);
  await app.register(healthModule);

  const pageMeta: PageMetaResolver[] = [];
  const { mailer, limiter, jobs, events, signals, catalogs, responseCache: cache } = app;
  await app.register(usersModule);
  await app.register(authModule);
  const { serverSecret: jwtSecret } = app;
  await app.register(uploadsModule);
  await app.register(campaignsModule);
  await app.register(verificationModule);
  await app.register(reportsModule);
  await app.register(fraudModule);
  const { campaigns, verification, photoStorage: storage } = app;
  wireCacheInvalidation(events, cache, signals);
  pageMeta.push(campaignPageMeta(db, config));
  const paymentSecrets = derivePaymentSecrets(jwtSecret);
  const payments = createPaymentProvider(app, config, paymentSecrets);
  const donations = new DonationsService(db, payments.provider, events, paymentSecrets.payerPepper, () => config.publicUrl, app.log, {
    textReceipts: textsCanBeSent(config),
  });
  const reads = new PublicReads(campaigns, donations, db, cache);
  const money = wirePayouts({
    db,
    config,
    events,
    jobs,
    mailer,
    limiter,
    log: app.log,
    transfers: payments.transfers,
    demo: payments.demoTransfers,
  });
  const cash = buildCash({ db, cosigners: cosignersPort, events, limiter });
  sendDonationNotices({ db, events, mailer, log: app.log, publicUrl: () => config.publicUrl });
  app.decorate('donations', donations);
  app.decorate('demoPayments', payments.demo);
  app.decorate('demoTransfers', payments.demoTransfers);
  app.decorate('payouts', money);
  app.addHook('onClose', async () => payments.close());

  app.decorate('reads', reads);
  await app.register(publicReadRoutes);
  await app.register(shortLinkRoutes, { campaigns });
  await app.register(smsModule, {
    donations: new DonationTexts(db),
    campaigns,
    hashPhone: (phone) => donations.payerKeyFor(phone),
  });
  await app.register(ussdModule, {
    campaigns,
    gifts: new PhoneGifts(db, donations),
    hashPhone: (phone) => donations.payerKeyFor(phone),
    demoPayments: payments.demo !== null,
  });
  await app.register(donationRoutes, { donations });
  let servePage: ServePage | null = null;
  await app.register(paymentPageRoutes, {
    donations,
    tokens: new FormTokens(paymentSecrets.donationFormKey),
    pages: () => servePage,
    publicUrl: () => config.publicUrl,
  });
  await app.register(webhookRoutes, { donations, transfers: money.payer });
  if (payments.demo) await app.register(demoCheckoutRoutes, { demo: payments.demo });
  if (payments.demoTransfers) await app.register(demoTransferRoutes, { transfers: payments.demoTransfers });
  await app.register(ledgerRoutes, { campaigns, ledger: new LedgerService(db, publicWithdrawals, cash.publicOf), cache });
  await app.register(cashPlugin, { cash });
  await app.register(posterRoutes, { campaigns, catalogs, publicUrl: () => config.publicUrl });
  await app.register(payoutRoutes, money);
  await app.register(adminWithdrawalRoutes, { prefix: '/api/admin', withdrawals: money.withdrawals });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard', dashboard: new DashboardService(db, catalogs), verification });
  await app.register(adminRoutes, { prefix: '/api/admin', storage });
  scheduleDonationExpiry(app, config.pendingDonationTtlHours);
  schedulePayoutSweep(app, money.payer);
  scheduleUpkeep(app);

  const serveShell = await registerWebApp(app, {
    staticDir: config.staticDir,
    resolvers: pageMeta,
    rendering: async () => {
      const renderer = config.staticDir ? await PageRenderer.load(config.staticDir, reads, catalogs, app.log) : null;
      if (!renderer) return null;
      return {
        knowsShell: (html) => renderer.knowsShell(html),
        shellLinks: () => renderer.shellLinks(),
        // Rendered pages are the same for everyone (who is signed in is the browser's business), so they share the cache.
        // A page is kept as long as the answers it shows: it carries their tags.
        render: async (url, lang, given) => {
          // A page for one visit (the payment pages) is made for it alone and never kept.
          if (given || renderer.perRequest(url)) return (await renderer.render(url, lang, given)).page;
          const cached = await cache.get(
            `page:${lang}:${url}`,
            () => renderer.render(url, lang),
            (rendered) => JSON.stringify(rendered.page),
            (rendered) => rendered.tags,
          );
          return JSON.parse(cached.body) as RenderedPage | null;
        },
        languageOf: (cookies) => {
          const chosen = /(?:^|;\s*)nnoboa_lang=([a-z]{2,3})(?:;|$)/.exec(cookies ?? '')?.[1];
          return chosen && catalogs.get(chosen) ? chosen : 'en';
        },
      };
    },
  });
  servePage = serveShell;
  answerUnclaimed(app, serveShell);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    donations: DonationsService;
    reads: PublicReads;
    /** The demo payment provider, when no real one is configured. */
    demoPayments: DemoProvider | null;
    /** The demo provider's transfers, when no real provider is configured. */
    demoTransfers: DemoTransfers | null;
    /** Money out: payout accounts, co-signers, withdrawals and paying them. */
    payouts: Payouts;
  }
}
