import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      dataDir: '/srv/app/data',
      databaseUrl: null,
      seedDemo: true,
      staticDir: '/srv/app/dist',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://example.org' }, 'PUBLIC_URL'],
    [{ DATABASE_URL: 'mysql://db/x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ NODE_ENV: 'production', SEED_DEMO: 'true' }, 'SEED_DEMO'],
    [{ NODE_ENV: 'production' }, 'SMTP_URL'],
    [{ SMTP_URL: 'http://mail.example.org' }, 'SMTP_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_EMAILS: 'ama@example.com, not-an-address' }, 'ADMIN_EMAILS'],
    [{ MAGIC_LINK_TTL_MINUTES: '0' }, 'MAGIC_LINK_TTL_MINUTES'],
    [{ CSP_CONNECT_SRC: 'http://insecure.example.org' }, 'CSP_CONNECT_SRC'],
    [{ SUPPORT_WHATSAPP: 'call us' }, 'SUPPORT_WHATSAPP'],
    [{ SUPPORT_WHATSAPP: '12345' }, 'SUPPORT_WHATSAPP'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '127.0.0.1, proxy.example.org' }, 'TRUST_PROXY'],
    [{ S3_BUCKET: 'Photos_Bucket', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'photos', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID'],
    [{ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_ENDPOINT: 'http://s3.example.org' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_ENDPOINT: 'ftp://10.0.0.5' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_REGION: 'Accra West!' }, 'S3_REGION'],
    [{ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE'],
    [{ S3_ENDPOINT: 'https://s3.example.org' }, 'S3_ENDPOINT'],
    [{ USSD_SERVICE_CODE: '920*44' }, 'USSD_SERVICE_CODE'],
    [{ USSD_SERVICE_CODE: '*920*44*#' }, 'USSD_SERVICE_CODE'],
    [{ AFRICASTALKING_USERNAME: 'nnoboa' }, 'AFRICASTALKING_API_KEY'],
    [{ AFRICASTALKING_API_KEY: 'atsk_secret' }, 'AFRICASTALKING_USERNAME'],
    [
      { AFRICASTALKING_USERNAME: 'nnoboa', AFRICASTALKING_API_KEY: 'k', AFRICASTALKING_BASE_URL: 'http://sms.example.org' },
      'AFRICASTALKING_BASE_URL',
    ],
    [{ SMS_SENDER_ID: 'NNOBOA-GHANA' }, 'SMS_SENDER_ID'],
    [
      { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.org', DEMO_PAYMENTS: 'true', USSD_SERVICE_CODE: '*920*44#' },
      'AFRICASTALKING_API_KEY',
    ],
  ])('names the bad variable in %j', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid configuration: ${variable} `));
  });

  it('never seeds demo data in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.org:587', DEMO_PAYMENTS: 'true' }).seedDemo).toBe(false);
  });

  it('reads the auth and mail settings', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' Ama@Example.com ,kofi@example.com',
      MAGIC_LINK_TTL_MINUTES: '30',
      SMTP_URL: 'smtps://u:p@mail.example.org',
    });
    expect(config.auth.adminEmails).toEqual(['ama@example.com', 'kofi@example.com']);
    expect(config.auth.linkTtlSeconds).toBe(1800);
    expect(config.mail.smtpUrl).toBe('smtps://u:p@mail.example.org');
  });

  it('reads the support number in international form', () => {
    expect(loadConfig({}).supportWhatsapp).toBeNull();
    expect(loadConfig({ SUPPORT_WHATSAPP: '024 123 4567' }).supportWhatsapp).toBe('+233241234567');
    expect(loadConfig({ SUPPORT_WHATSAPP: '+233 20 000 0000' }).supportWhatsapp).toBe('+233200000000');
    expect(loadConfig({ SUPPORT_WHATSAPP: '+44 20 7946 0958' }).supportWhatsapp).toBe('+442079460958');
  });

  it('reads the USSD code and the SMS settings, with a stand-in code outside production only', () => {
    expect(loadConfig({}).phone).toEqual({ ussdServiceCode: '*920*44#', africasTalking: null, smsSenderId: null });
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.org', DEMO_PAYMENTS: 'true' };
    expect(loadConfig(production).phone.ussdServiceCode).toBeNull();
    const live = loadConfig({
      ...production,
      USSD_SERVICE_CODE: '*713*88#',
      AFRICASTALKING_USERNAME: 'nnoboa',
      AFRICASTALKING_API_KEY: 'atsk_live',
      SMS_SENDER_ID: 'Nnoboa',
    });
    expect(live.phone).toEqual({
      ussdServiceCode: '*713*88#',
      africasTalking: { username: 'nnoboa', apiKey: 'atsk_live', baseUrl: 'https://api.africastalking.com' },
      smsSenderId: 'Nnoboa',
    });
    const sandbox = loadConfig({ AFRICASTALKING_USERNAME: 'sandbox', AFRICASTALKING_API_KEY: 'atsk_test' });
    expect(sandbox.phone.africasTalking?.baseUrl).toBe('https://api.sandbox.africastalking.com');
    const local = loadConfig({
      AFRICASTALKING_USERNAME: 'sandbox',
      AFRICASTALKING_API_KEY: 'k',
      AFRICASTALKING_BASE_URL: 'http://127.0.0.1:4010/',
    });
    expect(local.phone.africasTalking?.baseUrl).toBe('http://127.0.0.1:4010');
  });

  it('trusts only the proxies it is told of: a hop count or their addresses, never everyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8 ::1 fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/lets any client choose its own address/);
  });

  it('keeps photos on disk unless a bucket is given, then reads the S3 settings', () => {
    expect(loadConfig({}).photoStorage).toBeNull();
    const keys = { S3_BUCKET: 'nnoboa-photos', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig(keys).photoStorage).toEqual({
      bucket: 'nnoboa-photos',
      endpoint: null,
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    const local = loadConfig({ ...keys, S3_ENDPOINT: 'http://minio:9000/', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'true' });
    expect(local.photoStorage).toMatchObject({ endpoint: 'http://minio:9000', region: 'eu-west-1', forcePathStyle: true });
    for (const endpoint of [
      'http://127.0.0.1:9000',
      'http://localhost:9000',
      'http://10.1.2.3',
      'http://192.168.0.9',
      'https://s3.example.org',
    ]) {
      expect(loadConfig({ ...keys, S3_ENDPOINT: endpoint }).photoStorage?.endpoint, endpoint).toBe(endpoint);
    }
  });
});
