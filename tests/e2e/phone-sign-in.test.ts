// Signing up and in with a phone number in Chromium on a phone's screen, as a person would: the code is read from
// the dev SMS outbox (where texts land without a gateway) and typed in.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, seriousA11yViolations, watchConsole } from '../helpers/browser';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './app-server';

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser({ serviceWorkers: false });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
beforeEach(async () => {
  while (contexts.length) await contexts.pop()?.close();
  await server.app.db.query('delete from rate_limit_hits');
});

async function newPhone(width = 390): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true });
  contexts.push(context);
  return context.newPage();
}

/** The code in the newest text to `phone` (E.164) in the dev SMS outbox, once there are `count`. */
async function codeTextedTo(phone: string, count = 1): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await fetch(`${server.url}/dev/sms/messages?to=${encodeURIComponent(phone)}`);
    const texts = (await response.json()) as Array<{ text: string }>;
    if (texts.length >= count) {
      const codes = texts[0]!.text.match(/\b\d{6}\b/g) ?? [];
      expect(codes).toHaveLength(1);
      return codes[0]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no text reached ${phone}`);
}

describe('phone sign-in', () => {
  it('signs up with a phone number and the texted code, and lands on the dashboard', async () => {
    const page = await newPhone();
    const console = watchConsole(page);
    await page.goto(`${server.url}/register`);
    await page.getByRole('radio', { name: 'Phone' }).check();
    expect(new URL(page.url()).searchParams.get('via')).toBe('phone');
    expect(await page.getByLabel('E-mail address').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('Full name').fill('Kofi Boateng');
    await page.getByLabel('Mobile number', { exact: true }).fill('024 555 0199');
    await page.getByLabel('Region (optional)').selectOption('Volta');
    await page.getByLabel('I agree to the Terms of Service and the Privacy policy.').check();
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await page.getByRole('heading', { name: 'Type the code we texted you' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('6-digit code').fill(await codeTextedTo('+233245550199'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByText('Akwaaba, Kofi Boateng!').waitFor();
    const profile = page.locator('dl.profile-list');
    await profile.getByText('+233245550199').waitFor();
    expect(await profile.innerText()).toContain('Volta');
    await page.getByText('You can sign in with a code texted to +233245550199.').waitFor();
    await page.getByRole('button', { name: 'Add an e-mail address' }).waitFor();
    expect(console.errors).toEqual([]);

    // The sign-in number moves only once the code texted to the new one is typed (a wrong one first is said plainly).
    await page.getByRole('button', { name: 'Change my sign-in number' }).click();
    await page.getByLabel('New mobile number').fill('024 555 0288');
    await page.getByRole('button', { name: 'Text me a code' }).click();
    const code = await codeTextedTo('+233245550288');
    await page.getByLabel('The code we texted to +233245550288').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm this number' }).click();
    await page.getByText('This code is wrong or no longer works.', { exact: false }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('The code we texted to +233245550288').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await page.getByRole('button', { name: 'Confirm this number' }).click();
    await page.getByText('You can sign in with a code texted to +233245550288.').waitFor();
    expect(await server.app.db.query("select phone from auth_users where phone in ('+233245550199', '+233245550288')")).toEqual([
      { phone: '+233245550288' },
    ]);
    // Only the wrong code's refusal, as the browser logs any 4xx.
    expect(console.errors).toEqual(['Failed to load resource: the server responded with a status of 403 (Forbidden)']);
  });

  it('signs in with a number written any usual way; a wrong code is said plainly and the right one still works', async () => {
    await server.app.auth.phones.requestCode({ phone: '+233205550123', createUser: true, client: { ip: '10.0.0.9' } });
    await server.app.auth.phones.verify({
      phone: '+233205550123',
      token: await codeTextedTo('+233205550123'),
      type: 'sms',
      client: { ip: '10.0.0.9' },
    });
    await server.app.db.query('delete from rate_limit_hits');

    const page = await newPhone();
    await page.goto(`${server.url}/login`);
    await page.getByRole('radio', { name: 'Phone' }).check();
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Text me a code' }).click();
    // The browser knows the number is not a Ghana one before sending: said beside the field, and linked from the summary above.
    await page.locator('#login-phone-error', { hasText: 'Enter a Ghana mobile number, like 024 123 4567 or +233 24 123 4567.' }).waitFor();
    await page.getByRole('link', { name: 'Enter a Ghana mobile number, like 024 123 4567 or +233 24 123 4567.' }).waitFor();

    await page.getByLabel('Mobile number').fill('+233 20 555 0123');
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await page.getByRole('heading', { name: 'Type the code we texted you' }).waitFor();
    const code = await codeTextedTo('+233205550123', 2);
    await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Said beside the code, and linked from the summary above the form.
    const wrong = 'This code is wrong or no longer works. Check it, or ask for a new one.';
    await page.locator('#phone-code-error', { hasText: wrong }).waitFor();
    await page.getByRole('link', { name: wrong }).waitFor();
    await page.getByRole('button', { name: /You can ask again in \d+ s/ }).waitFor();

    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Your dashboard' }).waitFor();
  });

  it('the co-signer short link leads to signing in by phone; nothing overflows a 320 px screen', async () => {
    const page = await newPhone(320);
    await page.goto(`${server.url}/cosign`);
    await page.waitForURL(`${server.url}/login?via=phone&next=%2Fdashboard`);
    expect(await page.getByRole('radio', { name: 'Phone' }).isChecked()).toBe(true);
    await page.getByLabel('Mobile number').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  it('speaks French: the sign-in words come with the screen in the reader’s language', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    contexts.push(context);
    await context.addCookies([{ name: 'nnoboa_lang', value: 'fr', url: server.url }]);
    await context.addInitScript(() => localStorage.setItem('nnoboa.lang', 'fr'));
    const page = await context.newPage();
    await page.goto(`${server.url}/login?via=phone`);
    await page.getByLabel('Numéro de mobile').fill('12345');
    await page.getByRole('button', { name: 'M’envoyer un code par SMS' }).click();
    await page
      .locator('#login-phone-error', { hasText: 'Saisissez un numéro de mobile du Ghana, comme 024 123 4567 ou +233 24 123 4567.' })
      .waitFor();
    await page.getByRole('heading', { name: 'Vérifiez les champs signalés ci-dessous.' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Téléphone' }).isChecked()).toBe(true);
  });
});
