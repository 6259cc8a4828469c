// Behind a reverse proxy, who is rate limited is the address the trusted
// proxy saw, never what a client writes into X-Forwarded-For itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../helpers/auth';
import { testDatabases } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/test-server';

/** The per-client hourly limit on link requests (server/auth/link-sender.ts). */
const linksPerClient = 30;

const cases = testDatabases().flatMap((database) => [
  { database, form: 'a hop count', TRUST_PROXY: '1' },
  { database, form: 'the proxy’s address', TRUST_PROXY: '127.0.0.1' },
]);

describe.each(cases)('TRUST_PROXY as $form on $database.kind', ({ database, TRUST_PROXY }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await database.create(), { TRUST_PROXY });
  });
  afterAll(() => server.close());

  /** A link request as the proxy passes it on: whatever the client sent, then the address the proxy saw. */
  const ask = (claimed: string, seenByProxy: string) =>
    fetch(`${server.url}/auth/v1/otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `${claimed}, ${seenByProxy}` },
      body: JSON.stringify({ email: uniqueEmail('proxy') }),
    });

  it('limits the client the proxy saw, however it spoofs the header', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < linksPerClient + 10; i++) statuses.push((await ask(`198.51.100.${i}`, '203.0.113.7')).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(linksPerClient);
    expect(statuses.slice(linksPerClient).every((status) => status === 429)).toBe(true);
    // Another client behind the same proxy is not held up by the first one.
    expect((await ask('203.0.113.7', '203.0.113.8')).status).toBe(200);
    const keys = await server.app.db.query<{ key: string }>(
      "select distinct key from rate_limit_hits where key like 'link:ip:%' order by key",
    );
    expect(keys.map((row) => row.key)).toEqual(['link:ip:203.0.113.7:hour', 'link:ip:203.0.113.8:hour']);
  });
});
