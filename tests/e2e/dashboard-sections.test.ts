// The dashboard on a phone (390 and 320 px), in English and French: links at
// its top reach each section below the header; the donations table shows that
// it scrolls and keeps its first column in view; and an owner whose
// verification waits for review reads that it is under review, in the
// verification card and on the money card, instead of being asked again.
import { beforeAll, describe, expect, it } from 'vitest';
import { expectCleanScreen, languages, phoneSize, phoneSuite, say, settled, signIn, smallPhone } from './phone-screen';

const slug = 'hip-replacement-for-kekeli-in-ho';
let ownerEmail: string;

const suite = phoneSuite({ serviceWorkers: false });
beforeAll(async () => {
  const [owner] = await suite.server.app.db.query<{ id: string; email: string }>(
    'select u.id, u.email from campaigns c join users u on u.id = c.owner_id where c.slug = $1',
    [slug],
  );
  ownerEmail = owner!.email;
  await suite.server.app.db.query(
    `update users set verification_status = 'pending', ghana_card_number = 'GHA-123456789-0', verification_requested_at = now(),
            verification_decided_at = null where id = $1`,
    [owner!.id],
  );
});

describe.each(languages)('the dashboard in %s', (lang) => {
  it.each([phoneSize, smallPhone])('reaches each section from its top at %o', async (size) => {
    const phone = await suite.open(lang, size);
    const { page } = phone;
    await signIn(page, suite.server, ownerEmail);
    const nav = page.getByRole('navigation', {
      name: say(lang, { en: 'Sections of your dashboard', fr: 'Rubriques de votre tableau de bord' }),
    });
    const names = say(lang, {
      en: ['Stories', 'Money', 'Donations', 'Verification', 'Profile', 'Notices'],
      fr: ['Histoires', 'Argent', 'Dons', 'Vérification', 'Profil', 'Notifications'],
    });
    await nav.getByRole('link', { name: names[5] }).waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(names);
    // The nav sits at the top, above the first card.
    const navBox = await nav.boundingBox();
    expect(navBox && navBox.y < size.height).toBe(true);
    // Every card has its data: a card that fills in after a tap would move the section it reached.
    await settled(page);
    const header = (await page.locator('.site-header').boundingBox())!;
    for (const [name, id] of [
      [names[1], 'money'],
      [names[3], 'verification'],
      [names[4], 'profile'],
    ] as const) {
      await nav.getByRole('link', { name }).click();
      await page.waitForURL(new RegExp(`#${id}$`));
      const section = page.locator(`#${id}`);
      await page.waitForFunction(
        ([target, below]) => {
          const top = document.getElementById(target)!.getBoundingClientRect().top;
          return top >= below && top < window.innerHeight / 2;
        },
        [id, header.y + header.height] as const,
      );
      expect(await section.isVisible()).toBe(true);
    }
    await expectCleanScreen(page);
  });

  it('shows that the donations table scrolls, keeping its first column in view, at 320 px', async () => {
    const phone = await suite.open(lang, smallPhone);
    const { page } = phone;
    await signIn(page, suite.server, ownerEmail);
    const box = page.locator('#donations .table-scroll');
    await box.locator('tbody tr').first().waitFor();
    const before = await box.evaluate((el) => {
      const first = el.querySelector('tbody td')!.getBoundingClientRect().left;
      return {
        wide: el.scrollWidth > el.clientWidth,
        cue: getComputedStyle(el).backgroundImage,
        first,
        left: el.getBoundingClientRect().left,
      };
    });
    expect(before.wide).toBe(true);
    expect(before.cue).toContain('gradient');
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await page.waitForFunction(() => document.querySelector('#donations .table-scroll')!.scrollLeft > 0);
    const after = await box.evaluate((el) => el.querySelector('tbody td')!.getBoundingClientRect().left);
    expect(Math.round(after)).toBe(Math.round(before.first));
    await expectCleanScreen(page);
  });

  it('says a verification is under review instead of asking for it again', async () => {
    const phone = await suite.open(lang);
    const { page } = phone;
    await signIn(page, suite.server, ownerEmail);
    const card = page.locator('#verification');
    await card
      .getByRole('heading', { name: say(lang, { en: 'Verification under review', fr: 'Vérification en cours d’examen' }) })
      .waitFor();
    expect(await card.locator('form').count()).toBe(0);
    const money = page.locator('#money');
    await money
      .getByText(
        say(lang, { en: 'Verification under review: you can withdraw', fr: 'Vérification en cours d’examen\u00a0: vous pourrez retirer' }),
        {
          exact: false,
        },
      )
      .first()
      .waitFor();
    expect(await money.getByRole('link', { name: say(lang, { en: 'Verify my identity', fr: 'Vérifier mon identité' }) }).count()).toBe(0);
    await expectCleanScreen(page);
  });
});
