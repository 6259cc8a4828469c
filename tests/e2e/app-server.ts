/** The built app served by the real server on a fresh in-memory database, for browser tests. */
import { openPglite } from '../../server/db/pglite';
import { startTestServer, type TestServer } from '../helpers/test-server';

export async function startAppServer(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer(await openPglite(null), { STATIC_DIR: 'dist', ...env });
}
