// Cash collected in person in Chromium on a phone (390×844): the owner
// records a funeral collection on their dashboard, their co-signer confirms it
// on theirs (in French), and the story page shows it as collected in person,
// in the progress and in "Where the money went", never in what is available.
// For a story without co-signers an admin refuses a record with a reason the
// owner then reads; the audit log says who did what. Every screen passes axe,
// and nothing is wider than the phone (320 px too).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../helpers/auth';
import { launchBrowser, seriousA11yViolations, watchConsole } from '../helpers/browser';
import { recordCashOk } from '../helpers/cash';
import { donate } from '../helpers/fixtures';
import { activeStory } from '../helpers/payments';
import { cosigner, verifiedOwner } from '../helpers/payouts';
import type { TestServer } from '../helpers/test-server';
import { openSignInLink, startAppServer } from './app-server';

const phone = { width: 390, height: 844 };
const adminEmail = 'cash.admin@example.com';
const title = 'Funeral of Maame Akosua Boateng';
const alone = 'Roof for the Techiman market stall';

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startAppServer({ ADMIN_EMAILS: adminEmail });
  browser = await launchBrowser({ serviceWorkers: false });
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.close();
});

async function newPhone(width = phone.width): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { ...phone, width } });
  contexts.push(context);
  return { context, page: await context.newPage() };
}

/** The interface in French from the next page on, as the language picker leaves it. */
async function inFrench(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'nnoboa_lang', value: 'fr', url: server.url }]);
  await context.addInitScript(() => localStorage.setItem('nnoboa.lang', 'fr'));
}

async function checkScreen(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe('cash collected in person', () => {
  it('goes from the owner’s record to a co-signer’s confirmation to the story page, and an admin refuses one for a story without co-signers', async () => {
    const owner = await verifiedOwner(server, 'Kwame Boateng', 'owner');
    const story = await activeStory(server, owner, { title, goal: 1_000_000 });
    await donate(server, story.id, 20_000, { name: 'Efua Mensah' });
    const yaw = await cosigner(server, owner, story.id, 'Yaw Darko');
    const other = await activeStory(server, owner, { title: alone, goal: 500_000 });
    await signUpAndVerify(server, adminEmail, { full_name: 'Cash Admin' });

    // The owner records ₵1,250 from Saturday's funeral collection; the form checks the amount first.
    const { page: ownerPage } = await newPhone();
    const ownerConsole = watchConsole(ownerPage);
    await openSignInLink(ownerPage, server, owner.email);
    const card = ownerPage.getByRole('region', { name: 'Money' }).getByRole('article', { name: title });
    const cash = card.getByRole('region', { name: 'Cash collected in person' });
    await cash.getByText('No cash recorded yet.').waitFor();
    await cash.getByRole('button', { name: 'Record cash' }).click();
    await cash.getByText('One of your co-signers confirms it before it counts.').waitFor();
    await cash.getByLabel('Amount counted (₵)').fill('0');
    await cash.getByLabel('Where, or which collection').fill('Saturday funeral collection');
    await cash.getByRole('button', { name: 'Record it' }).click();
    // Said beside the amount, and linked from the summary above the form.
    await cash.locator('.field .error-text', { hasText: 'Enter an amount in cedis, from ₵1 to ₵1,000,000.' }).waitFor();
    await cash.getByRole('link', { name: 'Enter an amount in cedis, from ₵1 to ₵1,000,000.' }).waitFor();
    await cash.getByLabel('Amount counted (₵)').fill('1,250');
    await cash.locator('.error-summary').waitFor({ state: 'detached' });
    await cash.getByLabel('Note (optional)').fill('Counted by the church elders after the service');
    await checkScreen(ownerPage);
    await cash.getByRole('button', { name: 'Record it' }).click();
    await ownerPage.getByText('Recorded. It counts once it is confirmed.').waitFor();
    const record = cash.getByRole('article', { name: '₵1,250' });
    await record.getByText('Waiting for confirmation').waitFor();
    await record.getByText('Saturday funeral collection').waitFor();
    await cash.getByText('₵0 confirmed · ₵1,250 waiting').waitFor();
    await checkScreen(ownerPage);

    // The co-signer, in French: it waits on their dashboard, with the story; they confirm it.
    const { context: yawContext, page: yawPage } = await newPhone();
    await openSignInLink(yawPage, server, yaw.email);
    await inFrench(yawContext);
    await yawPage.reload();
    const cosigning = yawPage.getByRole('region', { name: 'Cosignature' });
    await cosigning.getByText('1 enregistrement d’argent liquide attend votre confirmation.').waitFor();
    const waiting = cosigning.getByRole('article', { name: title });
    await waiting.getByText('Counted by the church elders after the service').waitFor();
    await waiting
      .getByText(/1[\s\u202f\u00a0]250/)
      .first()
      .waitFor();
    await checkScreen(yawPage);
    await waiting.getByRole('button', { name: 'Confirmer' }).click();
    await waiting
      .getByText(/^Confirmer 1[\s\u202f\u00a0]250\u00a0₵ collectés à «\u00a0Saturday funeral collection\u00a0» pour «\u00a0/)
      .waitFor();
    await waiting.getByRole('button', { name: 'Oui, le confirmer' }).click();
    await yawPage.getByText('Vous avez confirmé l’argent\u00a0: il compte maintenant pour l’histoire.').waitFor();
    await waiting.waitFor({ state: 'detached' });

    // The owner sees it confirmed, and the money card counts it apart from what is available.
    await ownerPage.reload();
    await record.getByText('Confirmed', { exact: true }).waitFor();
    // The card may show the phone's copy first, then the server's answer: its figures are awaited, not read once.
    const figures = card.locator('.money-figures');
    await expect.poll(() => figures.innerText(), { timeout: 60_000 }).toMatch(/Available\s+₵200[\s\S]*Collected in person\s+₵1,250/);
    expect(ownerConsole.errors).toEqual([]);

    // Anyone: the progress includes it; "Where the money went" shows it as collected in person, never as available.
    const { page: visitor } = await newPhone();
    const visitorConsole = watchConsole(visitor);
    await visitor.goto(`${server.url}/campaigns/${story.slug}`);
    await visitor.getByRole('link', { name: 'including ₵1,250 collected in person' }).waitFor();
    await visitor.locator('.support-panel .big-figure').getByText('₵1,450').waitFor();
    const ledger = visitor.getByRole('region', { name: 'Where the money went' });
    const entry = ledger.getByRole('article', { name: '₵1,250' });
    await entry.getByText('Saturday funeral collection').waitFor();
    await entry.getByText('confirmed by a co-signer on', { exact: false }).waitFor();
    expect(await ledger.locator('.money-figures').innerText()).toMatch(
      /Raised\s+₵200[\s\S]*Available\s+₵200[\s\S]*Collected in person\s+₵1,250/,
    );
    expect(await ledger.innerText()).not.toMatch(/Kwame|Yaw/);
    await checkScreen(visitor);
    expect(visitorConsole.errors).toEqual([]);

    // A story without co-signers: an admin decides. They refuse this one with a reason the owner reads.
    await recordCashOk(server, owner, other.id, 30_000, { place: 'Market women’s contribution' });
    const { page: adminPage } = await newPhone();
    await openSignInLink(adminPage, server, adminEmail);
    await adminPage.goto(`${server.url}/admin`);
    await adminPage.getByRole('link', { name: /Cash in person/ }).click();
    await adminPage.waitForURL(`${server.url}/admin/cash`);
    const queue = adminPage.getByRole('region', { name: 'Cash collected in person' });
    const review = queue.getByRole('article', { name: alone });
    await review.getByText('Market women’s contribution').waitFor();
    await review.getByText(`Owner: ${owner.email}`).waitFor();
    await checkScreen(adminPage);
    await review.getByRole('button', { name: 'Refuse' }).click();
    await review.getByLabel('Why you refuse (the owner reads it)').fill('No receipt from the market association yet');
    await review.getByRole('button', { name: 'Refuse the record' }).click();
    await adminPage.getByText('Refused: the owner sees why.').waitFor();
    await queue.getByText('No cash records in this state.').waitFor();

    // The audit log says who recorded, confirmed and refused.
    await adminPage.goto(`${server.url}/admin/audit`);
    const row = (action: string, who: string) => adminPage.getByRole('row').filter({ hasText: action }).filter({ hasText: who }).first();
    await row('Recorded cash collected in person', owner.email).waitFor();
    await row('Confirmed cash collected in person', yaw.email).waitFor();
    await row('Refused cash collected in person', adminEmail).getByText('No receipt from the market association yet').waitFor();
    await checkScreen(adminPage);

    await ownerPage.reload();
    const refused = ownerPage
      .getByRole('region', { name: 'Money' })
      .getByRole('article', { name: alone })
      .getByRole('article', { name: '₵300' });
    await refused.getByText('Refused', { exact: true }).waitFor();
    await refused.getByText('Why: No receipt from the market association yet').waitFor();

    // On a 320 px phone nothing is wider than the screen either.
    const { page: small } = await newPhone(320);
    await openSignInLink(small, server, owner.email);
    await small.getByRole('region', { name: 'Money' }).getByRole('button', { name: 'Record cash' }).first().click();
    await checkScreen(small);
    await small.goto(`${server.url}/campaigns/${story.slug}`);
    await small.getByRole('region', { name: 'Where the money went' }).getByText('Saturday funeral collection').waitFor();
    await checkScreen(small);
  }, 240_000);
});
