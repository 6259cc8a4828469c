// "Send the link again" on a 390×844 phone, in English and French: the
// sign-up screen asks the server to resend the confirmation (POST
// /auth/v1/resend), the sign-in screen asks for a new link; each button counts
// down the server's one-a-minute limit, and after a refusal the wait the
// server gave. Then the sign-in address changed from the dashboard through
// supabase-js updateUser. The page's clock is moved on instead of waiting.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, seriousA11yViolations } from '../helpers/browser';
import type { TestServer } from '../helpers/test-server';
import { mailsTo } from '../helpers/auth';
import { eventually } from '../helpers/wait';
import { signInThroughMailbox, startAppServer } from './app-server';

const phone = { width: 390, height: 844 };

let server: TestServer;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser({ serviceWorkers: false });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
beforeEach(async () => {
  await context?.close();
  await server.app.db.query('delete from rate_limit_hits');
});

async function open(lang: 'en' | 'fr' = 'en'): Promise<Page> {
  context = await browser.newContext({ viewport: phone });
  if (lang === 'fr') {
    await context.addCookies([{ name: 'nnoboa_lang', value: 'fr', url: server.url }]);
    await context.addInitScript(() => localStorage.setItem('nnoboa.lang', 'fr'));
  }
  const page = await context.newPage();
  await page.clock.install();
  return page;
}

const secondsIn = (text: string) => Number(/(\d+)\s+s$/.exec(text)?.[1] ?? NaN);

/** The page does not scroll sideways. */
const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('send the link again, with a countdown', () => {
  it('on sign-up: waits a minute, shows the server’s wait after a refusal, then resends the confirmation that signs in', async () => {
    const page = await open();
    const email = 'abena.resend@example.com';
    await page.goto(`${server.url}/register`);
    await page.getByLabel('Full name').fill('Abena Owusu');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('I agree to the Terms of Service and the Privacy policy.').check();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    const button = page.locator('.card .actions button').first();
    expect(await button.innerText()).toMatch(/^You can send it again in \d+\s+s$/);
    expect(secondsIn(await button.innerText())).toBeGreaterThan(55);
    expect(await button.isDisabled()).toBe(true);
    expect(await fitsThePhone(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A minute on the phone's clock, but the server's minute is not over: it refuses and says how long.
    await page.clock.fastForward(61_000);
    await page.getByRole('button', { name: 'Send the link again' }).click();
    const wait = page.getByTestId('wait');
    await wait.waitFor();
    expect(await wait.innerText()).toMatch(/^Too many requests\. Please wait \d+ seconds? before trying again\.$/);
    expect(secondsIn(await button.innerText())).toBeGreaterThan(30);
    expect(await button.isDisabled()).toBe(true);
    expect(await page.locator('main').innerText()).not.toMatch(/\{\}|Failed to fetch|429|For security purposes/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Once the server's wait is over, the link goes again.
    await server.app.db.query('delete from rate_limit_hits');
    await page.clock.fastForward(61_000);
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByText('Check your email to complete registration!').last().waitFor();
    expect(await button.isDisabled()).toBe(true);
    // The first send's message may still be on screen: the mailbox says when the second has gone.
    const mails = await eventually('the second e-mail', async () => {
      const now = await mailsTo(server, email);
      return now.length >= 2 ? now : undefined;
    });
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your Nnoboa account', 'Confirm your Nnoboa account']);

    // The resent link finishes the sign-up in this browser (the resend carried this browser's PKCE challenge).
    const link = mails[0]?.links.find((href) => href.includes('/auth/callback?token_hash=pkce_')) ?? '';
    expect(link).not.toBe('');
    await page.goto(link);
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByText('Akwaaba, Abena Owusu!').waitFor();
  });

  it('on sign-in, in French: the countdown and the resend speak French', async () => {
    const page = await open('fr');
    const email = 'kwesi.renvoi@example.com';
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'M’envoyer un lien de connexion' }).click();
    await page.getByRole('heading', { name: 'Consultez votre boîte de réception' }).waitFor();
    const button = page.locator('.card .actions button').first();
    expect(await button.innerText()).toMatch(/^Vous pourrez le renvoyer dans \d+\s+s$/);
    expect(await button.isDisabled()).toBe(true);
    expect(await fitsThePhone(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await server.app.db.query('delete from rate_limit_hits');
    await page.clock.fastForward(61_000);
    await page.getByRole('button', { name: 'Renvoyer le lien' }).click();
    await page.getByText('Consultez vos e-mails : votre lien de connexion vous y attend !').first().waitFor();
    await page.getByRole('button', { name: /^Vous pourrez le renvoyer dans \d+\s+s$/ }).waitFor();
    // The e-mails speak French too: the app's language rides with its requests.
    expect((await mailsTo(server, email)).map((mail) => mail.subject)).toEqual([
      'Demande de connexion à Nnoboa',
      'Demande de connexion à Nnoboa',
    ]);
  });
});

describe('the sign-in address, changed from the dashboard', () => {
  it('sends a link to the new address and a notice to the old one; opening the link moves the account', async () => {
    const page = await open();
    const email = 'yaw.moving@example.com';
    const moved = 'yaw.new@example.com';
    await server.app.auth.requestLink({ email, intent: 'signup', createUser: true, client: { ip: '127.0.0.1' } });
    await server.app.db.query('update auth_users set email_confirmed_at = now() where email = $1', [email]);
    await signInThroughMailbox(page, server, email);
    const section = page.locator('section.sign-in-address');
    await section.getByText(`You sign in with ${email}.`).waitFor();
    await server.app.db.query('delete from rate_limit_hits');
    await section.getByRole('button', { name: 'Change my sign-in address' }).click();
    await section.getByLabel('New e-mail address').fill(moved);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await section.getByRole('button', { name: 'Send the confirmation link' }).click();
    await page.getByText(`We sent a confirmation link to ${moved}.`).waitFor();
    await section.getByRole('status').getByText(`Waiting for you to confirm ${moved}`).waitFor();
    expect(await section.getByRole('button', { name: /^You can send it again in \d+\s+s$/ }).isDisabled()).toBe(true);
    expect(await fitsThePhone(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect((await mailsTo(server, email))[0]?.subject).toBe('Your Nnoboa e-mail address is changing');

    const [confirm] = await mailsTo(server, moved);
    const link = confirm?.links.find((href) => href.includes('/auth/verify?token_hash=')) ?? '';
    await page.goto(link);
    await page.waitForURL(`${server.url}/dashboard`);
    await section.getByText(`You sign in with ${moved}.`).waitFor();
    await page.locator('dl.profile-list').getByText(moved).waitFor();
  });
});
