/** The built app served by the real server on a fresh in-memory database, for browser tests. */
import type { Page } from 'playwright-core';
import { openPglite } from '../../server/db/pglite';
import { startTestServer, type TestServer } from '../helpers/test-server';

export async function startAppServer(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer(await openPglite(null), { STATIC_DIR: 'dist', ...env });
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
