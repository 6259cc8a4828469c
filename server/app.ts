/**
 * Builds the whole server as one Fastify instance without listening, so tests
 * drive it with `inject` or a real port alike. Order: framework plugins, then
 * our cross-cutting pieces, then the feature routes, then the web app.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import compress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { AccessTokens } from './auth/access-tokens';
import { AccountService } from './auth/account-service';
import { adminRoutes } from './admin/routes';
import { authApiRoutes } from './auth/api-routes';
import { loadJwtSecret } from './auth/secrets';
import { AuthService } from './auth/service';
import { supabaseAuthRoutes } from './auth/supabase-routes';
import { scheduleDeadlineSweep } from './campaigns/lifecycle';
import { scheduleDonationExpiry } from './donations/expiry';
import { campaignPageMeta } from './campaigns/page-meta';
import { campaignRoutes } from './campaigns/routes';
import { CampaignsService } from './campaigns/service';
import { storyProtection } from './campaigns/protection';
import { sendDonationNotices } from './donations/notices';
import { SupporterLinks } from './campaigns/supporter-links';
import { SupporterMail } from './campaigns/supporter-mail';
import { supporterRoutes } from './campaigns/supporter-routes';
import { donationRoutes } from './donations/routes';
import { DonationTexts } from './donations/text-facts';
import { shortLinkRoutes } from './campaigns/short-link-routes';
import { smsModule, textsCanBeSent } from './sms/plugin';
import { PhoneGifts } from './donations/phone-gifts';
import { ussdModule } from './ussd/plugin';
import { DonationsService } from './donations/service';
import { dashboardRoutes } from './dashboard/routes';
import { DashboardService } from './dashboard/service';
import { donorWallRoutes } from './donations/wall-routes';
import { EventBus } from './events/bus';
import { JobQueue } from './jobs/queue';
import { Signals } from './db/signals';
import { registerFraudRules } from './fraud/subscribe';
import { healthRoutes } from './health/routes';
import { registerErrorHandling } from './http/errors';
import { ResponseCache } from './http/response-cache';
import { recordRoutes, type RouteEntry } from './http/route-table';
import { trackRoutes } from './http/routing';
import { registerIdempotency } from './idempotency/plugin';
import { registerSecurityHeaders } from './http/security';
import { validatorCompiler } from './http/validation';
import { registerWebApp, type PageMetaResolver } from './http/web-app';
import { devMailboxRoutes } from './mail/dev-mailbox-routes';
import { createDevMailbox, createSmtpMailer, type Mailer } from './mail/mailer';
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
import { publicWithdrawals } from './payouts/withdrawals-service';
import { RateLimiter } from './rate-limit/rate-limiter';
import { reportRoutes } from './reports/routes';
import { StoryReports } from './reports/service';
import { statsRoutes } from './stats/routes';
import { scheduleUpkeep } from './stats/upkeep';
import { wireCacheInvalidation } from './reads/invalidation';
import { PublicReads } from './reads/public-reads';
import { PageRenderer, type RenderedPage } from './ssr/renderer';
import { loadCatalogs } from './translations/catalogs';
import { translationRoutes } from './translations/routes';
import { resumableUploadRoutes } from './uploads/resumable-routes';
import { databaseResumableStore } from './uploads/resumable-db-store';
import { localResumableStore } from './uploads/resumable-store';
import { uploadRoutes } from './uploads/routes';
import { UploadsService } from './uploads/service';
import { openPhotoStorage } from './uploads/photo-storage';
import { usersRestRoutes } from './auth/rest-routes';
import { UsersService } from './users/service';
import { VerificationService } from './verification/service';

export const version: string = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;

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

  app.setValidatorCompiler(validatorCompiler);
  // supabase-js sends an empty body with a JSON content type (e.g. on sign-out): treat it as no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') done(null, undefined);
    else parseJson(request, text, done);
  });
  const routeTable = recordRoutes(app);
  app.decorate('routeTable', routeTable);
  const handleNotFound = trackRoutes(app);
  registerErrorHandling(app);

  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  // One line per request, carrying the reason of a 4xx, so errors are logged once.
  app.addHook('onResponse', async (request, reply) => {
    const line = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (reply.statusCode >= 500) request.log.error(line, 'request');
    else if (reply.statusCode >= 400) request.log.warn({ ...line, reason: request.errorSummary }, 'request');
    else request.log.info(line, 'request');
  });

  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, brotliOptions: { params: { 1: 4 } } });
  registerIdempotency(app, db);
  await registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https://'), extraConnectSources: config.connectSources });

  const pageMeta: PageMetaResolver[] = [];
  const mailer = config.mail.smtpUrl ? createSmtpMailer(config.mail.smtpUrl, config.mail.from) : createDevMailbox(db, app.log);
  const limiter = new RateLimiter(db);
  const jwtSecret = await loadJwtSecret(config.auth.jwtSecret, config.dataDir);
  const tokens = new AccessTokens(jwtSecret, `${config.publicUrl}/auth/v1`);
  const auth = new AuthService(db, config, tokens, mailer, limiter, app.log);
  const accounts = new AccountService(db, config, auth.links);
  const users = new UsersService(db);
  const storage = openPhotoStorage(config);
  await storage.prepare();
  // Several servers share one PostgreSQL: unfinished uploads wait there, so any of them can take the rest.
  const resumable = db.kind === 'postgres' ? databaseResumableStore(db) : localResumableStore(config.dataDir);
  await resumable.prepare();
  const uploads = new UploadsService(db, storage, limiter);
  const signals = new Signals(db, app.log);
  const jobs = new JobQueue(db, app.log, { concurrency: config.jobWorkers });
  const events = new EventBus(app.log, jobs);
  const cache = new ResponseCache(config.responseCacheSeconds * 1000);
  wireCacheInvalidation(events, cache, signals);
  const campaigns = new CampaignsService(db, events, storyProtection(config), config.phone.ussdServiceCode);
  const supporterMail = new SupporterMail(
    db,
    jobs,
    campaigns,
    mailer,
    new SupporterLinks(jwtSecret, () => config.publicUrl),
    app.log,
    () => config.publicUrl,
  );
  supporterMail.listen(events);
  const verification = new VerificationService(db, storage);
  auth.onAccountDeletion((tx, userId) => campaigns.onOwnerDeleted(tx, userId));
  auth.onAccountDeletion((tx, userId) => verification.onAccountDeleted(tx, userId));
  registerFraudRules(events, db, app.log);
  pageMeta.push(campaignPageMeta(db, config));
  app.decorate('db', db);
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
  sendDonationNotices({ db, events, mailer, log: app.log, publicUrl: () => config.publicUrl });
  app.decorate('config', config);
  app.decorate<Mailer>('mailer', mailer);
  app.decorate('limiter', limiter);
  app.decorate('auth', auth);
  app.decorate('accounts', accounts);
  app.decorate('users', users);
  app.decorate('uploads', uploads);
  app.decorate('campaigns', campaigns);
  app.decorate('events', events);
  app.decorate('jobs', jobs);
  app.decorate('responseCache', cache);
  app.decorate('donations', donations);
  app.decorate('demoPayments', payments.demo);
  app.decorate('demoTransfers', payments.demoTransfers);
  app.decorate('payouts', money);
  app.addHook('onReady', async () => {
    jobs.start(signals);
    await signals.start();
  });
  app.addHook('onClose', async () => {
    payments.close();
    await jobs.stop();
    await signals.close();
    await mailer.close();
    await db.close();
  });

  await app.register(healthRoutes, { db, version });
  await app.register(supabaseAuthRoutes, { prefix: '/auth/v1' });
  await app.register(usersRestRoutes, { prefix: '/rest/v1' });
  await app.register(authApiRoutes);
  if (mailer.kind === 'dev-mailbox' && config.nodeEnv !== 'production')
    await app.register(devMailboxRoutes, { mailbox: mailer, open: config.mail.devMailboxOpen });
  await app.register(uploadRoutes, { uploads, storage });
  await app.register(resumableUploadRoutes, { uploads, store: resumable });
  await app.register(campaignRoutes, { campaigns, reads });
  await app.register(supporterRoutes, { mail: supporterMail });
  await app.register(donorWallRoutes, { campaigns, donations, reads });
  await app.register(reportRoutes, { reports: new StoryReports(db, campaigns, limiter, events) });
  await app.register(statsRoutes, { reads });
  await app.register(shortLinkRoutes, { campaigns });
  await app.register(smsModule, {
    config,
    db,
    jobs,
    events,
    donations: new DonationTexts(db),
    campaigns,
    hashPhone: (phone) => donations.payerKeyFor(phone),
  });
  await app.register(ussdModule, {
    config,
    db,
    campaigns,
    gifts: new PhoneGifts(db, donations),
    limiter,
    hashPhone: (phone) => donations.payerKeyFor(phone),
    demoPayments: payments.demo !== null,
  });
  await app.register(donationRoutes, { donations });
  await app.register(webhookRoutes, { donations, transfers: money.payer });
  if (payments.demo) await app.register(demoCheckoutRoutes, { demo: payments.demo });
  if (payments.demoTransfers) await app.register(demoTransferRoutes, { transfers: payments.demoTransfers });
  await app.register(ledgerRoutes, { campaigns, ledger: new LedgerService(db, publicWithdrawals), cache });
  await app.register(payoutRoutes, money);
  await app.register(adminWithdrawalRoutes, { prefix: '/api/admin', withdrawals: money.withdrawals });
  const catalogs = loadCatalogs();
  await app.register(dashboardRoutes, { prefix: '/api/dashboard', dashboard: new DashboardService(db, catalogs), verification });
  await app.register(adminRoutes, { prefix: '/api/admin', storage });
  await app.register(translationRoutes, { catalogs });
  scheduleDeadlineSweep(app);
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
        render: async (url, lang) => {
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
  handleNotFound(serveShell);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    mailer: Mailer;
    limiter: RateLimiter;
    auth: AuthService;
    /** What signed-in people change on their own account (supabase-js updateUser). */
    accounts: AccountService;
    users: UsersService;
    uploads: UploadsService;
    campaigns: CampaignsService;
    events: EventBus;
    /** The durable job queue: work that follows a change, run after it committed. */
    jobs: JobQueue;
    responseCache: ResponseCache;
    donations: DonationsService;
    /** Every route and what it declares it answers (see http/route-table.ts). */
    routeTable: () => RouteEntry[];
    /** The demo payment provider, when no real one is configured. */
    demoPayments: DemoProvider | null;
    /** The demo provider's transfers, when no real provider is configured. */
    demoTransfers: DemoTransfers | null;
    /** Money out: payout accounts, co-signers, withdrawals and paying them. */
    payouts: Payouts;
  }
}
