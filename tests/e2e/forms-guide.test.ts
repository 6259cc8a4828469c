// Every form guides the same way, as the payment form does: sent with problems, a summary sits above the
// first field, lists one link per problem (the link puts the cursor in the field), each message sits
// beside its field with the control marked invalid and described by it, and the summary goes once the
// fields are fixed. Checked on a 390×844 and a 320×640 phone in English and once in French, for a form of
// every area: sign-up, a step of launching a story, the report dialog, the profile, the payout account,
// an update and an admin's reason. Nothing scrolls sideways; axe finds nothing serious. A story's review,
// which has no fields, takes the person back to the step with something to fix.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { admin } from '../helpers/fixtures';
import { storyIn } from '../helpers/moderation';
import { expectCleanScreen, phoneSize, phoneSuite, say, signIn, smallPhone, type Lang } from './phone-screen';
import { draftStory, plainPhoto } from './story-draft';

const suite = phoneSuite({ env: {}, serviceWorkers: false });

const screens = [
  { lang: 'en', size: phoneSize },
  { lang: 'en', size: smallPhone },
  { lang: 'fr', size: phoneSize },
] as const;

/** Where each message stands: inside its field's box, named by the control (or its group), the control marked invalid. */
async function besideItsField(page: Page, id: string, text: string) {
  return page.evaluate(
    ({ id, text }) => {
      const control = document.getElementById(id) as HTMLInputElement | null;
      // A radio's box is its group; another control's, its field (or its check box and label).
      const box = control?.type === 'radio' ? control.closest('fieldset') : control?.closest('.field, .check');
      if (!control || !box) return { beside: false, invalid: false };
      const named = (control.getAttribute('aria-describedby') ?? box.getAttribute('aria-describedby') ?? '').split(' ');
      const message = named.map((name) => document.getElementById(name)).find((element) => element?.textContent === text);
      // A radio group is described as a group; each radio is not marked on its own.
      const invalid = control.type === 'radio' || control.getAttribute('aria-invalid') === 'true';
      return { beside: Boolean(message && box.contains(message)), invalid };
    },
    { id, text },
  );
}

/**
 * Sends `form` with problems in the fields whose controls are `ids` (in the order of the form), checks how
 * it guides, then fixes them with `fix` and waits for the summary to go.
 */
async function expectGuided(page: Page, lang: Lang, form: Locator, ids: string[], fix: () => Promise<void>) {
  await form.locator('button[type="submit"]').first().click();
  const summary = form.locator('.error-summary');
  await summary
    .getByRole('heading', {
      name: say(lang, { en: 'Please check the fields marked below.', fr: 'Vérifiez les champs signalés ci-dessous.' }),
    })
    .waitFor();
  const links = summary.getByRole('link');
  expect(await links.evaluateAll((found) => found.map((link) => link.getAttribute('href')))).toEqual(ids.map((id) => `#${id}`));

  const above = await summary.boundingBox();
  const firstField = await form.locator('.field, fieldset').first().boundingBox();
  expect(above && firstField && above.y + above.height <= firstField.y).toBe(true);
  for (const id of ids) {
    const text = await summary.locator(`a[href="#${id}"]`).innerText();
    expect(await besideItsField(page, id, text)).toEqual({ beside: true, invalid: true });
  }
  await expectCleanScreen(page);

  const last = ids[ids.length - 1]!;
  await summary.locator(`a[href="#${last}"]`).click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(last);

  await fix();
  await summary.waitFor({ state: 'detached' });
}

describe.each(screens)('in $lang at $size.width px', ({ lang, size }) => {
  it('guides signing up, a step of launching a story and a report', async () => {
    const owner = await admin(suite.server);
    const story = await storyIn(suite.server, owner, 'active', { title: `Water tank for Bawku clinic (${lang} ${size.width})` });
    const phone = await suite.open(lang, size);
    const { page } = phone;

    await page.goto(`${suite.server.url}/register`);
    const register = page.locator('form', { has: page.locator('#register-name') });
    await expectGuided(page, lang, register, ['register-name', 'register-email', 'register-terms'], async () => {
      await page.locator('#register-name').fill('Akosua Mensah');
      await page.locator('#register-email').fill('akosua.guided@example.com');
      await page.locator('#register-terms').check();
    });

    await page.goto(`${suite.server.url}/create`);
    const basics = page.locator('form', { has: page.locator('#title') });
    await expectGuided(page, lang, basics, ['title', 'category', 'region', 'beneficiary', 'relationship-myself'], async () => {
      await page.locator('#title').fill('Desks for the Nkwanta school');
      await page.locator('#category').selectOption('education');
      await page.locator('#region').selectOption('Oti');
      await page.locator('#beneficiary').fill('Nkwanta Basic School');
      await page.locator('#relationship-community').check();
    });

    await page.goto(`${suite.server.url}/campaigns/${story.slug}`);
    await page.getByRole('button', { name: say(lang, { en: 'Report', fr: 'Signaler' }), exact: true }).click();
    const report = page.getByRole('dialog').locator('form');
    await expectGuided(page, lang, report, ['report-reason-scam'], () => page.locator('#report-reason-misleading').check());
  });

  it('guides the profile, the payout account, an update and an admin’s reason', async () => {
    const me = await admin(suite.server);
    const title = `Roof for Keta market (${lang} ${size.width})`;
    await storyIn(suite.server, me, 'active', { title });
    const waiting = await storyIn(suite.server, me, 'pending', { title: `Benches for Yendi church (${lang} ${size.width})` });
    const phone = await suite.open(lang, size);
    const { page } = phone;
    await signIn(page, suite.server, me.email);

    await page.getByRole('button', { name: say(lang, { en: 'Edit profile', fr: 'Modifier le profil' }) }).click();
    const profile = page.locator('form', { has: page.locator('#profile-name') });
    await page.locator('#profile-name').fill('A');
    await page.locator('#profile-phone').fill('12345');
    await expectGuided(page, lang, profile, ['profile-name', 'profile-phone'], async () => {
      await page.locator('#profile-name').fill('Ama Serwaa');
      await page.locator('#profile-phone').fill('024 123 4567');
    });

    const account = page
      .getByRole('region', { name: say(lang, { en: 'Where your money goes', fr: 'Où va votre argent' }) })
      .locator('form');
    const number = account.locator('input[inputmode="tel"]');
    const numberId = (await number.getAttribute('id'))!;
    await expectGuided(page, lang, account, [numberId], () => number.fill('024 123 4567'));

    const mine = page
      .getByRole('region', { name: say(lang, { en: 'Your stories', fr: 'Vos histoires' }) })
      .getByRole('article', { name: title });
    await mine.getByRole('button', { name: say(lang, { en: 'Post an update', fr: 'Publier une nouvelle' }) }).click();
    const update = mine.locator('form');
    const [titleId, bodyId] = await update.locator('input:not([type="file"]), textarea').evaluateAll((found) => found.map((c) => c.id));
    await expectGuided(page, lang, update, [titleId!, bodyId!], async () => {
      await update.locator(`[id="${titleId}"]`).fill('The roofers came');
      await update.locator(`[id="${bodyId}"]`).fill('They fixed the first row of sheets today.');
    });

    await page.goto(`${suite.server.url}/admin/pending`);
    const item = page.getByRole('article', { name: `Benches for Yendi church (${lang} ${size.width})` });
    await item.getByRole('button', { name: say(lang, { en: 'Reject', fr: 'Refuser' }), exact: true }).click();
    const reason = item.locator('form');
    const reasonId = (await reason.locator('textarea').getAttribute('id'))!;
    await expectGuided(page, lang, reason, [reasonId], () => reason.locator('textarea').fill('Please add the carpenter’s quote.'));
    expect(
      (await suite.server.app.db.query<{ status: string }>('select status from campaigns where id = $1', [waiting.id]))[0]?.status,
    ).toBe('pending');
  });
});

it('takes a review that has something to fix back to the step that has it, its problem marked', async () => {
  const { page } = await suite.open('en', phoneSize);
  await draftStory(page, suite.server.url, 'Football pitch for Techiman', await plainPhoto());
  // Five weeks on, the closing date written then is too near for the review.
  await page.clock.setSystemTime(Date.now() + 35 * 86_400_000);
  await page.getByRole('button', { name: 'Sign in to send' }).click();
  await page.getByRole('heading', { name: 'Step 3 of 5: Goal and date' }).waitFor();
  const summary = page.locator('.error-summary');
  await summary.getByRole('link', { name: 'The closing date must be between 7 and 365 days from today.' }).waitFor();
  expect(await besideItsField(page, 'deadline', 'The closing date must be between 7 and 365 days from today.')).toEqual({
    beside: true,
    invalid: true,
  });
});
