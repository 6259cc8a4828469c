// The dev mailbox holds every sign-in link, the admin's included: it is served
// only to the machine the server runs on, unless DEV_MAILBOX=true opens it.
import { rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot } from '../../server/boot';
import { testDatabases } from '../helpers/databases';
import { startTestServer, testConfig, type TestServer } from '../helpers/test-server';

const paths = ['/dev/mailbox', '/dev/mailbox/messages', '/dev/mailbox/style.css'];

describe.each(testDatabases())('the dev mailbox on $kind', ({ create }) => {
  describe('by default', () => {
    let server: TestServer;
    beforeAll(async () => {
      // One proxy in front: the client's own address is the one the proxy saw.
      server = await startTestServer(await create(), { TRUST_PROXY: '1' });
    });
    afterAll(() => server.close());

    it('is served to this machine', async () => {
      for (const path of paths) expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);
    });

    it('is refused to any other client, however the request is dressed', async () => {
      for (const path of paths) {
        for (const claimed of ['203.0.113.9', '127.0.0.1, 203.0.113.9', '10.1.2.3']) {
          const response = await fetch(`${server.url}${path}`, { headers: { 'x-forwarded-for': claimed } });
          expect(response.status, `${path} from ${claimed}`).toBe(403);
          expect(await response.json()).toMatchObject({ message: expect.stringContaining('DEV_MAILBOX=true') });
        }
      }
      const direct = await server.app.inject({ url: '/dev/mailbox/messages', remoteAddress: '192.168.1.20' });
      expect(direct.statusCode).toBe(403);
    });
  });

  /** The app as `npm start` builds it, with its log lines kept. */
  async function bootLogged(env: Record<string, string>) {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = testConfig({ ...env, LOG_LEVEL: 'info' });
    const app = await boot(config, { db: await create(), logStream });
    return {
      app,
      log: () => lines.join(''),
      close: async () => {
        await app.close();
        await rm(config.dataDir, { recursive: true, force: true });
      },
    };
  }

  it('says at start-up who it is served to', async () => {
    const standard = await bootLogged({});
    try {
      expect(standard.log()).toContain(
        'Dev mailbox at /dev/mailbox is served only to this machine; DEV_MAILBOX=true serves it to every client',
      );
    } finally {
      await standard.close();
    }
  });

  it('is served to everyone with DEV_MAILBOX=true, and says so at start-up', async () => {
    const open = await bootLogged({ DEV_MAILBOX: 'true' });
    try {
      expect((await open.app.inject({ url: '/dev/mailbox/messages', remoteAddress: '192.168.1.20' })).statusCode).toBe(200);
      expect(open.log()).toContain('Dev mailbox at /dev/mailbox is served to every client (DEV_MAILBOX=true)');
    } finally {
      await open.close();
    }
  });
});
