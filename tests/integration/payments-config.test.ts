// Which payment provider runs, and the settings that are refused at start-up.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

const key = 'sk_test_0123456789abcdef0123456789abcdef';
const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.org:587' };

describe('payments configuration', () => {
  it('runs the demo checkout by default outside production', () => {
    expect(loadConfig({}).payments).toEqual({
      provider: 'demo',
      paystackSecretKey: null,
      paystackBaseUrl: 'https://api.paystack.co',
      autoApproveWithdrawalsBelow: null,
    });
  });

  it('runs Paystack when a secret key is set, anywhere', () => {
    expect(loadConfig({ PAYSTACK_SECRET_KEY: key }).payments.provider).toBe('paystack');
    expect(loadConfig({ ...production, PAYSTACK_SECRET_KEY: key, PAYSTACK_BASE_URL: 'http://127.0.0.1:9999/' }).payments).toEqual({
      provider: 'paystack',
      paystackSecretKey: key,
      paystackBaseUrl: 'http://127.0.0.1:9999',
      autoApproveWithdrawalsBelow: null,
    });
  });

  it('reviews every withdrawal unless an operator sets WITHDRAWAL_AUTO_APPROVE_BELOW to whole pesewas', () => {
    expect(loadConfig({ WITHDRAWAL_AUTO_APPROVE_BELOW: '50000' }).payments.autoApproveWithdrawalsBelow).toBe(50_000);
    for (const bad of ['0', '-5', '12.5', 'fifty']) {
      expect(() => loadConfig({ WITHDRAWAL_AUTO_APPROVE_BELOW: bad }), bad).toThrow(/WITHDRAWAL_AUTO_APPROVE_BELOW/);
    }
  });

  it('allows the demo checkout in production only when asked for', () => {
    expect(loadConfig({ ...production, DEMO_PAYMENTS: 'true' }).payments.provider).toBe('demo');
    expect(() => loadConfig(production)).toThrow(
      /Invalid configuration: PAYSTACK_SECRET_KEY is required when NODE_ENV is production.*DEMO_PAYMENTS=true/,
    );
  });

  it.each([
    [{ PAYSTACK_SECRET_KEY: 'pk_test_0123456789' }, 'PAYSTACK_SECRET_KEY'],
    [{ PAYSTACK_SECRET_KEY: 'sk_test_short' }, 'PAYSTACK_SECRET_KEY'],
    [{ PAYSTACK_BASE_URL: 'ftp://api.paystack.co' }, 'PAYSTACK_BASE_URL'],
    [{ DEMO_PAYMENTS: 'maybe' }, 'DEMO_PAYMENTS'],
    [{ DEMO_PAYMENTS: 'false' }, 'PAYSTACK_SECRET_KEY'],
  ])('names the bad variable in %j', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid configuration: ${variable} `));
  });

  it('refuses to start a production server without a way to take payments', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'nnoboa-pay-config-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { PATH: process.env.PATH ?? '', ...production, DATA_DIR: dataDir, STATIC_DIR: 'none', PORT: '0', HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain('Invalid configuration: PAYSTACK_SECRET_KEY is required when NODE_ENV is production');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
