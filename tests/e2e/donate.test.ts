// Giving in Chromium on the demo data: support a story with MTN MoMo through
// the demo checkout and see it counted once; decline and cancel; a waiting
// state that updates by itself; offline, paying is refused, never queued.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, seriousA11yViolations, watchConsole } from '../helpers/browser';
import { chooseOnDemo, totals } from '../helpers/payments';
import type { TestServer } from '../helpers/test-server';
import { numberFormats } from '../../contract/rules/numbers';
import { startAppServer } from './app-server';
import { outboxOnPhone } from './phone-storage';

const slug = 'hip-replacement-for-kekeli-in-ho';
const whole = (pesewas: number) => numberFormats('en').money(pesewas);

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let storyId: string;

beforeAll(async () => {
  server = await startAppServer({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
  const [row] = await server.app.db.query<{ id: string }>('select id from campaigns where slug = $1', [slug]);
  storyId = row?.id ?? '';
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  page = await context.newPage();
  await server.app.db.query('delete from rate_limit_hits');
});

/** Opens the payment form from the story's Support button, as a donor does. */
async function openPaymentForm() {
  await page.goto(`${server.url}/campaigns/${slug}`);
  await page.getByRole('link', { name: 'Support this story' }).click();
  await page.waitForURL(`${server.url}/payment?campaign=${slug}`);
  await page.getByRole('heading', { level: 1, name: /^Support “/ }).waitFor();
}

async function fillMobileMoney(amount: string, name = 'Ama Owusu') {
  await page.getByRole('radio', { name: amount, exact: true }).check();
  await page.getByRole('radio', { name: 'MTN MoMo' }).check();
  await page.getByLabel('Mobile money number').fill('024 123 4567');
  await page.getByLabel('Your name', { exact: true }).fill(name);
}

describe('giving', () => {
  it('donates with MTN MoMo through the demo checkout: approve, success page, counted once on the story', async () => {
    const console = watchConsole(page);
    const before = await totals(server, storyId);
    await openPaymentForm();
    expect(await page.getByText('Demo mode: you will see a demo checkout and no money moves.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Continue to payment' }).isEnabled()).toBe(true);
    // Nothing is chosen or ticked for the donor.
    expect(await page.locator('input[type=radio]:checked, input[type=checkbox]:checked').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The browser guides before anything is sent.
    await page.getByRole('radio', { name: 'MTN MoMo' }).check();
    await page.getByLabel('Mobile money number').fill('12345');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    // Beside each field, and in the summary at the top of the form, which links to them.
    await page.locator('#phone-error', { hasText: 'Enter a Ghana mobile number, like 024 123 4567 or +233 24 123 4567.' }).waitFor();
    await page.locator('#amount-error', { hasText: 'Choose an amount or type one.' }).waitFor();
    expect(await page.locator('.error-summary').getByRole('link').allInnerTexts()).toEqual([
      'Choose an amount or type one.',
      'Enter a Ghana mobile number, like 024 123 4567 or +233 24 123 4567.',
      'Enter your name, or choose to give anonymously.',
    ]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await fillMobileMoney('₵50');
    await page.getByLabel('Message of support (optional)').fill('Get well soon, Kekeli!');
    await page.getByLabel('E-mail for a receipt (optional)').fill('ama.owusu@example.com');
    const receives = page.getByRole('region', { name: 'What the story receives' });
    expect(await receives.innerText()).toContain('You pay ₵50.');
    expect(await receives.innerText()).toContain('is credited with the full ₵50.');
    expect(await receives.innerText()).toContain('Nnoboa charges no platform fee and adds no tip.');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.getByRole('button', { name: 'Pay ₵50' }).click();

    await page.waitForURL(/\/pay\/demo\/nnb-[0-9a-f]{20}$/);
    await page.getByText('Demo payment — no money moves').waitFor();
    // The app's service worker saw this navigation and let the server answer it, not the app shell.
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.getByText('Pay GHS 50.00 to NNOBOA?', { exact: false }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Approve' }).click();

    await page.waitForURL(/\/payment\/success\?reference=nnb-/);
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    const main = await page.locator('main').innerText();
    expect(main).toContain('Your gift of ₵50 to “A new hip for Kekeli at Ho Teaching Hospital” was received.');
    expect(main).toContain('This was a demo payment: no money moved.');
    const whatsapp = (await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')) ?? '';
    expect(decodeURIComponent(whatsapp)).toContain(`${server.url}/campaigns/${slug}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const after = await totals(server, storyId);
    expect(after).toEqual({ raised: before.raised + 5_000, donor_count: before.donor_count + 1 });
    await page.getByRole('link', { name: 'Back to the story' }).click();
    await page.getByRole('heading', { level: 1, name: 'A new hip for Kekeli at Ho Teaching Hospital' }).waitFor();
    await page.locator('.big-figure', { hasText: whole(after.raised) }).waitFor();
    const firstDonor = page.locator('.wall li').first();
    await firstDonor.getByText('Ama Owusu').waitFor();
    expect(await firstDonor.innerText()).toContain('₵50');
    expect(await firstDonor.innerText()).toContain('Get well soon, Kekeli!');

    // The provider sends the same webhook again: nothing counts twice.
    const reference =
      new URL(page.url()).searchParams.get('reference') ??
      (
        await server.app.db.query<{ reference: string }>(
          "select reference from donations where provider = 'demo' order by created_at desc limit 1",
        )
      )[0]?.reference;
    const [paid] = await server.app.db.query('select * from demo_payments where reference = $1', [reference]);
    const again = server.app.demoPayments!.signedWebhook(paid as never);
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.url}/api/payments/webhook/paystack`, {
        method: 'POST',
        body: again.body,
        headers: again.headers,
      });
      expect(await response.json()).toEqual({ received: true, outcome: 'unchanged' });
    }
    expect(await totals(server, storyId)).toEqual(after);
    await page.reload();
    await page.locator('.big-figure', { hasText: whole(after.raised) }).waitFor();
    // The donor wall may arrive after the figures (from the network, after the worker's shell): wait for it, then count.
    await page.locator('.wall li', { hasText: 'Ama Owusu' }).first().waitFor();
    expect(await page.locator('.wall li', { hasText: 'Ama Owusu' }).count()).toBe(1);
    expect(console.errors).toEqual([]);
  });

  it('sends a declined payment to the cancel page, with a way to try again, and counts nothing', async () => {
    const console = watchConsole(page);
    const before = await totals(server, storyId);
    await openPaymentForm();
    await page.getByLabel('Or another amount in cedis').fill('75.50');
    await page.getByRole('radio', { name: 'Visa or Mastercard' }).check();
    await page.getByLabel('Give anonymously', { exact: false }).check();
    await page.getByRole('button', { name: 'Pay ₵75.50' }).click();
    await page.waitForURL(/\/pay\/demo\//);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/payment\/cancel\?reference=nnb-/);
    await page.getByRole('heading', { level: 1, name: 'The payment did not go through' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Nothing was charged.');
    expect(await page.locator('main').innerText()).toContain('Declined by the payer');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await totals(server, storyId)).toEqual(before);
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL(`${server.url}/payment?campaign=${slug}`);
    expect(console.errors).toEqual([]);
  });

  it('says a cancelled payment was cancelled', async () => {
    await openPaymentForm();
    await fillMobileMoney('₵20');
    await page.getByRole('button', { name: 'Pay ₵20' }).click();
    await page.waitForURL(/\/pay\/demo\//);
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment cancelled' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('You cancelled the payment. Nothing was charged.');
  });

  it('waits for a mobile-money approval and updates by itself when it comes', async () => {
    const before = await totals(server, storyId);
    await openPaymentForm();
    await fillMobileMoney('₵100', 'Kojo Mensah');
    await page.getByRole('button', { name: 'Pay ₵100' }).click();
    await page.waitForURL(/\/pay\/demo\//);
    const reference = page.url().split('/').pop() ?? '';
    // Back in the app before approving on the phone.
    await page.goto(`${server.url}/payment/success?reference=${reference}`);
    await page.getByRole('heading', { level: 1, name: 'Waiting for your approval' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('approve the ₵100 payment with your mobile money PIN');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect((await chooseOnDemo(server, reference, 'approve')).status).toBe(303);
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor({ timeout: 15_000 });
    expect(await totals(server, storyId)).toEqual({ raised: before.raised + 10_000, donor_count: before.donor_count + 1 });
  });

  it('keeps what the donor chose before the app took the page over, and pays that', async () => {
    // A slow connection: the server's form is on screen and filled in while the app's code is still on its way.
    let codeArrives = () => {};
    const held = new Promise<void>((resolve) => (codeArrives = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/payment?campaign=${slug}`, { waitUntil: 'commit' });
    await fillMobileMoney('₵20', 'Yaw Early');
    expect(await page.getByRole('button', { name: 'Continue to payment' }).count()).toBe(1);
    codeArrives();
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    expect(await page.getByRole('radio', { name: '₵20', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('region', { name: 'What the story receives' }).innerText()).toContain('You pay ₵20.');
    await page.getByRole('button', { name: 'Pay ₵20' }).click();
    await page.waitForURL(/\/pay\/demo\//);
    const [donation] = await server.app.db.query<{ amount: number; donor_name: string }>(
      'select amount::int as amount, donor_name from donations where reference = $1',
      [page.url().split('/').pop()],
    );
    expect(donation).toEqual({ amount: 2_000, donor_name: 'Yaw Early' });
  });

  it('will not show someone else’s payment', async () => {
    const [other] = await server.app.db.query<{ reference: string }>("select reference from donations where provider = 'demo' limit 1");
    await page.goto(`${server.url}/payment/success?reference=${other?.reference}`);
    await page.getByRole('heading', { level: 1, name: 'This payment was started elsewhere' }).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/Ama|Kojo|₵/);
  });
});

describe('offline', () => {
  it('refuses to pay without a connection and queues nothing', async () => {
    await openPaymentForm();
    await fillMobileMoney('₵50', 'Offline Donor');
    const [{ count: before }] = (await server.app.db.query<{ count: number }>('select count(*)::int as count from donations')) as [
      { count: number },
    ];
    await context.setOffline(true);
    const pay = page.getByRole('button', { name: 'Paying needs a connection' });
    await pay.waitFor();
    expect(await pay.isDisabled()).toBe(true);
    await page.getByText('You are offline. Payments are never saved to send later').waitFor();
    await page.locator('form.donate-form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Pay ₵50' }).waitFor();
    // Nothing was kept to send once the connection is back.
    expect(await outboxOnPhone(page)).toEqual([]);
    const [{ count: after }] = (await server.app.db.query<{ count: number }>('select count(*)::int as count from donations')) as [
      { count: number },
    ];
    expect(after).toBe(before);
  });
});
