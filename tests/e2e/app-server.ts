/** The built app served by the real server on a fresh in-memory database, for browser tests. */
import type { Page } from 'playwright-core';
import { demoPglite, migratedPglite } from '../helpers/pglite-folders';
import { startTestServer, type TestServer } from '../helpers/test-server';

/** With SEED_DEMO=true the database and photos are a copy of the run's demo data, as a first start leaves them. */
export async function startAppServer(env: Record<string, string> = {}): Promise<TestServer> {
  if (env.SEED_DEMO === 'true') {
    const { db, dataDir } = await demoPglite();
    return startTestServer(db, { STATIC_DIR: 'dist', DATA_DIR: dataDir, ...env });
  }
  return startTestServer(await migratedPglite(), { STATIC_DIR: 'dist', ...env });
}

/** Signs `email` in the way a person does: asks for a link at /login, opens it from the dev mailbox, lands on the dashboard. */
export async function signInThroughMailbox(page: Page, server: TestServer, email: string): Promise<void> {
  await server.app.db.query('delete from rate_limit_hits');
  await page.goto(`${server.url}/login`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
  await page.goto(`${server.url}/dev/mailbox`);
  await page
    .locator('article', { hasText: `To ${email}` })
    .first()
    .locator('.links a')
    .first()
    .click();
  await page.waitForURL(`${server.url}/dashboard`);
  await page.getByRole('heading', { name: 'Your dashboard' }).waitFor();
}
