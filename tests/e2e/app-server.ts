/** The built app served by the real server on a fresh in-memory database, for browser tests. */
import type { Page } from 'playwright-core';
import { appLink, mailsTo } from '../helpers/auth';
import { demoPglite, migratedPglite } from '../helpers/pglite-folders';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { eventually } from '../helpers/wait';

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

/**
 * Signs `email` in the way a person does who opens the e-mailed link from their mail app: the server mails a link that
 * goes on to `next`, and the page opens it. One page instead of the three of signInThroughMailbox, for files about what
 * comes after signing in; the sign-in screens have their own files.
 */
export async function openSignInLink(page: Page, server: TestServer, email: string, next = '/dashboard'): Promise<void> {
  await server.app.db.query('delete from rate_limit_hits');
  const before = (await mailsTo(server, email))[0]?.id ?? 0;
  await server.app.auth.requestLink({ email, intent: 'login', createUser: false, redirectTo: next, client: { ip: '127.0.0.1' } });
  const mail = await eventually(`a new sign-in link for ${email}`, async () => (await mailsTo(server, email)).find((m) => m.id > before));
  await page.goto(appLink(mail).url.toString());
  await page.waitForURL(`${server.url}${next}`);
  await settled(page);
}

/** The app has taken over the page (its code runs). */
export const appReady = (page: Page) => page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });

/** The app has taken over and nothing on the page is still loading (no region says `aria-busy`, no spinner turns). */
export async function settled(page: Page): Promise<void> {
  await appReady(page);
  await page.locator('[aria-busy="true"], .spinner').first().waitFor({ state: 'detached' });
}
