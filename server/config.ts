/**
 * Configuration comes only from the environment and is validated once, at
 * start-up, so a bad deployment fails at once with a message that names the
 * variable instead of misbehaving later.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { normaliseGhanaPhone } from '../contract/rules/ghana';

export type NodeEnv = 'development' | 'production' | 'test';

export interface Config {
  nodeEnv: NodeEnv;
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  seedDemo: boolean;
  /**
   * Which reverse proxies' X-Forwarded-* to believe (Fastify's trustProxy): how
   * many hops, or their addresses and CIDR ranges; false believes none. Never
   * "everyone", which would let a client choose the address it is limited by.
   */
  trustProxy: false | number | string[];
  /** Extra origins the browser may call (e.g. a hosted Supabase project), added to the CSP's connect-src. */
  connectSources: string[];
  /** Folder of the built PWA; null serves no front end (API only). */
  staticDir: string | null;
  auth: {
    /** HMAC secret for access tokens; null means one generated once and kept in the data folder. */
    jwtSecret: string | null;
    linkTtlSeconds: number;
    /** A rotated refresh token presented again within this many seconds gets a fresh one (lost answers on patchy networks) instead of revoking the session. */
    refreshReuseSeconds: number;
    adminEmails: string[];
  };
  mail: {
    smtpUrl: string | null;
    from: string;
    /** Serve the dev mailbox (every sign-in link) to any client, not only to this machine. */
    devMailboxOpen: boolean;
  };
  /** Hours a donation may stay pending before the sweep marks it expired. */
  pendingDonationTtlHours: number;
  /** How long public answers (lists, story pages, figures) are kept in memory; 0 keeps none. */
  responseCacheSeconds: number;
  /** Queued jobs (fraud rules, e-mails) this server runs at once; 0: it runs none, another server does. */
  jobWorkers: number;
  /** How donors reach the team: a WhatsApp (or phone) number shown on every story, +233… or any international number; null shows none. */
  supportWhatsapp: string | null;
  /** Where photos are kept: an S3-compatible bucket when S3_BUCKET is set (several servers share it), else DATA_DIR. */
  photoStorage: S3Settings | null;
  payments: {
    /** `paystack` when PAYSTACK_SECRET_KEY is set, else the built-in demo checkout that moves no money. */
    provider: 'demo' | 'paystack';
    paystackSecretKey: string | null;
    paystackBaseUrl: string;
    /** Withdrawals of verified owners below this many pesewas go to payment without an admin; null: every one is reviewed. */
    autoApproveWithdrawalsBelow: number | null;
  };
  /** Giving and messages on any phone: the USSD code, and Africa's Talking's SMS API. */
  phone: PhoneSettings;
  /** Notices by Web Push. */
  push: PushSettings;
}

export interface PushSettings {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, RFC 8292); null: a pair generated once and kept in the data folder. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** Who the push services may contact about our pushes (VAPID's `sub`): a mailto: or https: address. */
  subject: string;
  /**
   * `send`: to each browser's push service (always in production); `dev-outbox`: kept in the dev
   * push outbox (/dev/push), where a developer sees what would have been sent.
   */
  delivery: 'send' | 'dev-outbox';
}

export interface PhoneSettings {
  /** The USSD code donors dial (`*920*44#`); a story's number goes before its `#`. Null: no code is offered. */
  ussdServiceCode: string | null;
  /** Africa's Talking's SMS API; null keeps each SMS in the dev SMS outbox (/dev/sms) outside production, and sends none in it. */
  africasTalking: { username: string; apiKey: string; baseUrl: string } | null;
  /** The sender ID (up to 11 letters and digits) or short code texts come from; null: the account's default. */
  smsSenderId: string | null;
}

/** Whether texts can be sent with this configuration: a gateway, or the dev outbox outside production. */
export const textsCanBeSent = (config: Pick<Config, 'nodeEnv' | 'phone'>): boolean =>
  config.phone.africasTalking !== null || config.nodeEnv !== 'production';

export interface S3Settings {
  bucket: string;
  /** The store's address; null means AWS itself (the region picks the endpoint). */
  endpoint: string | null;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Address the bucket as <endpoint>/<bucket> instead of <bucket>.<endpoint>, as most self-hosted stores want. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = read(env, name);
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')} (got "${value}")`);
  }
  return value as T;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${value}")`);
  }
  return Number(value);
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const value = read(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new ConfigError(name, `must be true or false (got "${value}")`);
}

function url(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const value = read(env, name);
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(name, `must be a URL (got "${value}")`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return value;
}

/** A phone number in international form: a Ghana number as people write it (024 123 4567, +233 24 123 4567), or +<country><number>. */
function phoneNumber(env: Env, name: string): string | null {
  const value = read(env, name);
  if (value === undefined) return null;
  const ghana = normaliseGhanaPhone(value);
  if (ghana) return ghana;
  const compact = value.replace(/[\s()-]/g, '');
  if (/^\+[1-9][0-9]{7,14}$/.test(compact)) return compact;
  throw new ConfigError(name, `must be a phone number like +233 24 123 4567 (got "${value}")`);
}

function origins(env: Env, name: string): string[] {
  const list = (read(env, name) ?? '').split(/[\s,]+/).filter(Boolean);
  for (const origin of list) {
    if (!/^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin))
      throw new ConfigError(name, `must list https origins like https://project.supabase.co (got "${origin}")`);
  }
  return list;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const host = read(env, 'HOST') ?? '0.0.0.0';
  const publicUrl = (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const seedDemo = boolean(env, 'SEED_DEMO', nodeEnv !== 'production');
  if (seedDemo && nodeEnv === 'production') {
    throw new ConfigError('SEED_DEMO', 'cannot be true when NODE_ENV is production: demo data never goes live');
  }
  const staticDir = read(env, 'STATIC_DIR');
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']) ?? null;
  if (nodeEnv === 'production' && !smtpUrl) {
    throw new ConfigError('SMTP_URL', 'is required when NODE_ENV is production: sign-in links must really be e-mailed');
  }
  const payments = paymentSettings(env, nodeEnv);
  const jwtSecret = read(env, 'JWT_SECRET') ?? null;
  if (jwtSecret !== null && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters');
  const adminEmails = (read(env, 'ADMIN_EMAILS') ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  for (const email of adminEmails) {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new ConfigError('ADMIN_EMAILS', `has an address that is not one: "${email}"`);
  }
  return {
    nodeEnv,
    host,
    port,
    publicUrl,
    dataDir: path.resolve(cwd, read(env, 'DATA_DIR') ?? 'data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']) ?? null,
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    seedDemo,
    trustProxy: trustedProxies(env, 'TRUST_PROXY'),
    connectSources: origins(env, 'CSP_CONNECT_SRC'),
    staticDir: staticDir === 'none' ? null : path.resolve(cwd, staticDir ?? 'dist'),
    auth: {
      jwtSecret,
      linkTtlSeconds: integer(env, 'MAGIC_LINK_TTL_MINUTES', 60, 5, 24 * 60) * 60,
      refreshReuseSeconds: integer(env, 'REFRESH_TOKEN_REUSE_SECONDS', 10, 0, 300),
      adminEmails,
    },
    mail: {
      smtpUrl,
      from: read(env, 'MAIL_FROM') ?? 'Nnoboa <no-reply@nnoboa.local>',
      devMailboxOpen: boolean(env, 'DEV_MAILBOX', false),
    },
    supportWhatsapp: phoneNumber(env, 'SUPPORT_WHATSAPP'),
    pendingDonationTtlHours: integer(env, 'PENDING_DONATION_TTL_HOURS', 24, 1, 24 * 30),
    responseCacheSeconds: integer(env, 'RESPONSE_CACHE_SECONDS', 5, 0, 3600),
    jobWorkers: integer(env, 'JOB_WORKERS', 4, 0, 64),
    photoStorage: s3Settings(env),
    payments,
    phone: phoneSettings(env, nodeEnv),
    push: pushSettings(env, nodeEnv, publicUrl),
  };
}

/** VAPID_* and WEB_PUSH: the keys that sign our pushes, who answers for them, and whether pushes really leave. */
function pushSettings(env: Env, nodeEnv: NodeEnv, publicUrl: string): PushSettings {
  const publicKey = read(env, 'VAPID_PUBLIC_KEY');
  const privateKey = read(env, 'VAPID_PRIVATE_KEY');
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new ConfigError(publicKey === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY', 'must be set with the other one');
  }
  if (publicKey !== undefined && !/^[A-Za-z0-9_-]{87}$/.test(publicKey)) {
    throw new ConfigError(
      'VAPID_PUBLIC_KEY',
      'must be a P-256 public key in base64url (87 characters, as web-push generate-vapid-keys prints)',
    );
  }
  if (privateKey !== undefined && !/^[A-Za-z0-9_-]{43}$/.test(privateKey)) {
    throw new ConfigError('VAPID_PRIVATE_KEY', 'must be a P-256 private key in base64url (43 characters)');
  }
  const subject = read(env, 'VAPID_SUBJECT') ?? (publicUrl.startsWith('https://') ? publicUrl : 'mailto:admin@nnoboa.local');
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(subject)) {
    throw new ConfigError('VAPID_SUBJECT', `must be a mailto: or https: address (got "${subject}")`);
  }
  const delivery = oneOf(env, 'WEB_PUSH', ['send', 'dev-outbox'] as const, nodeEnv === 'production' ? 'send' : 'dev-outbox');
  if (nodeEnv === 'production' && delivery !== 'send') {
    throw new ConfigError('WEB_PUSH', 'must be send when NODE_ENV is production: notices must really reach phones');
  }
  return { vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : null, subject, delivery };
}

/** A host that never leaves the machine or the private network, where plain http may carry the keys. */
function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true;
  if (isIP(host) === 4) return /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(host);
  if (isIP(host) === 6) return /^f[cd]/.test(host);
  return !host.includes('.');
}

/** S3_*: all or nothing, so a half-configured server never writes photos where the others cannot see them. */
function s3Settings(env: Env): S3Settings | null {
  const bucket = read(env, 'S3_BUCKET');
  if (bucket === undefined) {
    const stray = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].find((name) => read(env, name) !== undefined);
    if (stray) throw new ConfigError(stray, 'is set but S3_BUCKET is not: set S3_BUCKET to keep photos in the bucket');
    return null;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError('S3_BUCKET', `must be a bucket name: 3–63 lower-case letters, digits, dots and hyphens (got "${bucket}")`);
  }
  const endpoint = url(env, 'S3_ENDPOINT', ['http:', 'https:']) ?? null;
  if (endpoint !== null && new URL(endpoint).protocol === 'http:' && !isPrivateHost(new URL(endpoint).hostname)) {
    throw new ConfigError('S3_ENDPOINT', 'must start with https:// (plain http:// only for this machine or a private network)');
  }
  const region = read(env, 'S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]{2,32}$/.test(region)) throw new ConfigError('S3_REGION', `must be a region name like us-east-1 (got "${region}")`);
  const accessKeyId = read(env, 'S3_ACCESS_KEY_ID');
  if (accessKeyId === undefined) throw new ConfigError('S3_ACCESS_KEY_ID', 'is required when S3_BUCKET is set');
  const secretAccessKey = read(env, 'S3_SECRET_ACCESS_KEY');
  if (secretAccessKey === undefined) throw new ConfigError('S3_SECRET_ACCESS_KEY', 'is required when S3_BUCKET is set');
  return {
    bucket,
    endpoint: endpoint?.replace(/\/+$/, '') ?? null,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: boolean(env, 'S3_FORCE_PATH_STYLE', false),
  };
}

/**
 * Paystack when a secret key is given; otherwise the demo checkout, which in
 * production must be asked for explicitly (DEMO_PAYMENTS=true) so a live site
 * never takes "payments" that move no money by accident.
 */
function paymentSettings(env: Env, nodeEnv: NodeEnv): Config['payments'] {
  const paystackSecretKey = read(env, 'PAYSTACK_SECRET_KEY') ?? null;
  if (paystackSecretKey !== null && !/^sk_(test|live)_[A-Za-z0-9]{8,}$/.test(paystackSecretKey)) {
    throw new ConfigError('PAYSTACK_SECRET_KEY', 'must be a Paystack secret key (sk_test_… or sk_live_…)');
  }
  const paystackBaseUrl = (url(env, 'PAYSTACK_BASE_URL', ['http:', 'https:']) ?? 'https://api.paystack.co').replace(/\/+$/, '');
  const demoPayments = boolean(env, 'DEMO_PAYMENTS', nodeEnv !== 'production');
  if (!paystackSecretKey && !demoPayments) {
    throw new ConfigError(
      'PAYSTACK_SECRET_KEY',
      nodeEnv === 'production'
        ? 'is required when NODE_ENV is production: set it to take real payments, or set DEMO_PAYMENTS=true to run the demo checkout that moves no money'
        : 'is required when DEMO_PAYMENTS is false: set it, or allow the demo checkout',
    );
  }
  const autoApprove = read(env, 'WITHDRAWAL_AUTO_APPROVE_BELOW');
  return {
    provider: paystackSecretKey ? 'paystack' : 'demo',
    paystackSecretKey,
    paystackBaseUrl,
    autoApproveWithdrawalsBelow: autoApprove === undefined ? null : integer(env, 'WITHDRAWAL_AUTO_APPROVE_BELOW', 0, 1, 100_000_000),
  };
}

/**
 * USSD_SERVICE_CODE, AFRICASTALKING_* and SMS_SENDER_ID. Outside production a
 * stand-in code (*920*44#) lets the dev USSD page and the story pages show the
 * way; in production a code is shown only when one was given, and taking gifts
 * by USSD needs the SMS API for their receipts.
 */
function phoneSettings(env: Env, nodeEnv: NodeEnv): PhoneSettings {
  const code = read(env, 'USSD_SERVICE_CODE');
  if (code !== undefined && !/^\*[0-9]{1,4}(\*[0-9]{1,4}){0,3}#$/.test(code)) {
    throw new ConfigError('USSD_SERVICE_CODE', `must be a USSD code like *920*44# (got "${code}")`);
  }
  const username = read(env, 'AFRICASTALKING_USERNAME');
  const apiKey = read(env, 'AFRICASTALKING_API_KEY');
  if ((username === undefined) !== (apiKey === undefined)) {
    throw new ConfigError(username === undefined ? 'AFRICASTALKING_USERNAME' : 'AFRICASTALKING_API_KEY', 'must be set with the other one');
  }
  if (username !== undefined && !/^[A-Za-z0-9_.-]{1,64}$/.test(username)) {
    throw new ConfigError('AFRICASTALKING_USERNAME', `must be the app's username on Africa's Talking (got "${username}")`);
  }
  const baseUrl = url(env, 'AFRICASTALKING_BASE_URL', ['http:', 'https:']);
  if (baseUrl !== undefined && new URL(baseUrl).protocol === 'http:' && !isPrivateHost(new URL(baseUrl).hostname)) {
    throw new ConfigError('AFRICASTALKING_BASE_URL', 'must start with https:// (plain http:// only for this machine or a private network)');
  }
  const senderId = read(env, 'SMS_SENDER_ID');
  if (senderId !== undefined && !/^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$|^[0-9]{3,15}$/.test(senderId)) {
    throw new ConfigError('SMS_SENDER_ID', `must be a sender ID of up to 11 letters and digits, or a short code (got "${senderId}")`);
  }
  const africasTalking =
    username !== undefined && apiKey !== undefined
      ? {
          username,
          apiKey,
          // The sandbox app has its own address; a live app the main one.
          baseUrl: (
            baseUrl ?? (username === 'sandbox' ? 'https://api.sandbox.africastalking.com' : 'https://api.africastalking.com')
          ).replace(/\/+$/, ''),
        }
      : null;
  if (nodeEnv === 'production' && code !== undefined && !africasTalking) {
    throw new ConfigError(
      'AFRICASTALKING_API_KEY',
      'is required with USSD_SERVICE_CODE in production: every gift by USSD is receipted by SMS',
    );
  }
  return {
    ussdServiceCode: code ?? (nodeEnv === 'production' ? null : '*920*44#'),
    africasTalking,
    smsSenderId: senderId ?? null,
  };
}

const proxyKeywords = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (proxyKeywords.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** TRUST_PROXY: a number of proxies in front of the server, or a list of their addresses and CIDR ranges. */
function trustedProxies(env: Env, name: string): false | number | string[] {
  const value = read(env, name)?.toLowerCase();
  if (value === undefined || ['false', 'no', 'off', '0'].includes(value)) return false;
  if (['true', 'yes', 'on'].includes(value)) {
    throw new ConfigError(
      name,
      'cannot be true: trusting every sender of X-Forwarded-For lets any client choose its own address and dodge rate limits. ' +
        'Give the number of proxies in front of the server (e.g. 1) or their addresses and CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(value)) {
    if (Number(value) > 10) throw new ConfigError(name, `must be a number of proxies from 1 to 10 (got "${value}")`);
    return Number(value);
  }
  const list = value.split(/[\s,]+/).filter(Boolean);
  const bad = list.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) {
    throw new ConfigError(name, `must be a number of proxies or their addresses and CIDR ranges, like 127.0.0.1,10.0.0.0/8 (got "${bad}")`);
  }
  return list;
}
