/** The real server on a real port, on a fresh database, for tests that speak HTTP. */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { boot } from '../../server/boot';
import { loadConfig, type Config } from '../../server/config';
import type { Database } from '../../server/db/database';

export interface TestServer {
  app: FastifyInstance;
  url: string;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    STATIC_DIR: 'none',
    DATA_DIR: path.join(tmpdir(), `nnoboa-test-${randomBytes(6).toString('hex')}`),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ...overrides,
  });
}

export async function startTestServer(db: Database, env: Record<string, string> = {}): Promise<TestServer> {
  const config = testConfig(env);
  const app = await boot(config, { db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  // Links in e-mails and previews must point at where this server really is.
  config.publicUrl = env.PUBLIC_URL ?? url;
  return {
    app,
    url,
    config,
    async close() {
      await app.close();
      await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}
