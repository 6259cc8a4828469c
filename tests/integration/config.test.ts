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
});
