// Texts on both databases, through Africa's Talking's SMS API as a local server in its documented shape: receipts for
// gifts by USSD and by the web, a story's news to donors who asked (with STOP), owners' daily summaries, delivery
// reports, and what happens when the gateway refuses, cannot take a text now, or loses its answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DonationTexts } from '../../server/donations/text-facts';
import { queueDailySummaries } from '../../server/sms/daily-summary';
import { isGsm7 } from '../../server/sms/gsm7';
import type { SmsService } from '../../server/sms/service';
import { testDatabases } from '../helpers/databases';
import { startFakeAfricasTalking, ussdSession, type FakeAfricasTalking } from '../helpers/fake-africastalking';
import { call, donate, person, type Person } from '../helpers/fixtures';
import { activeStory, chooseOnDemo, mobileMoney, startDonation } from '../helpers/payments';
import { startTestServer, type TestServer } from '../helpers/test-server';

interface SmsRow {
  status: string;
  to_phone: string | null;
  kind: string;
  delivery_status: string | null;
  delivered_at: Date | null;
  failure_reason: string | null;
}

describe.each(testDatabases())('texts on $kind', ({ create }) => {
  let server: TestServer;
  let gateway: FakeAfricasTalking;
  let sms: SmsService;
  let owner: Person;
  let story: { id: string; slug: string };
  let number = '';

  beforeAll(async () => {
    gateway = await startFakeAfricasTalking('nnoboa', 'atsk_key');
    server = await startTestServer(await create(), {
      AFRICASTALKING_USERNAME: 'nnoboa',
      AFRICASTALKING_API_KEY: 'atsk_key',
      AFRICASTALKING_BASE_URL: gateway.url,
    });
    sms = server.app.sms!;
    owner = await person(server, 'owner');
    story = await activeStory(server, owner, { title: 'Desks and chairs for the Kasoa basic school' });
    number = ((await (await call(server, 'GET', `/api/campaigns/${story.id}`)).json()) as { short_number: string }).short_number;
  });
  afterAll(async () => {
    await server.close();
    await gateway.close();
  });

  const textsTo = (phone: string) => gateway.received.filter((text) => text.to === phone);
  const rowsTo = (phone: string) =>
    server.app.db.query<SmsRow>(
      'select status, to_phone, kind, delivery_status, delivered_at, failure_reason from sms_messages where phone_hash = $1 order by created_at',
      [sms.hashPhone(phone)],
    );
  const settleAll = async () => {
    await server.app.demoPayments?.settled();
    await server.app.jobs.idle();
  };

  it('texts a receipt to a web donor who asked, once, forgets the number, and records the delivery report', async () => {
    const options = (await (await call(server, 'GET', '/api/payments/options')).json()) as { text_receipts: boolean };
    expect(options.text_receipts).toBe(true);
    const phone = '+233245550101';
    const started = await startDonation(server, mobileMoney(story.slug, { phone: '024 555 0101', text_receipt: true }));
    expect(await server.app.db.query('select phone from donation_phones')).toEqual([{ phone }]);
    expect((await chooseOnDemo(server, started.reference, 'approve')).status).toBe(303);
    await settleAll();
    const [receipt] = textsTo(phone);
    expect(textsTo(phone)).toHaveLength(1);
    expect(receipt?.message).toBe(
      `Nnoboa DEMO, no money moved: GHS 50 for "Desks and chairs for the Kasoa basic school" (story ${number}). Ref ${started.reference}. ${server.url}/s/${number}`,
    );
    expect(isGsm7(receipt!.message)).toBe(true);
    expect(receipt!.message.length).toBeLessThanOrEqual(160);
    expect(await server.app.db.query('select 1 from donation_phones')).toHaveLength(0);
    expect(await rowsTo(phone)).toMatchObject([{ kind: 'receipt', status: 'sent', to_phone: null }]);

    const report = await gateway.deliveryReport(server.url, receipt!, 'Success');
    expect(await report.json()).toEqual({ received: true, known: true });
    expect((await rowsTo(phone))[0]).toMatchObject({ delivery_status: 'Success', delivered_at: expect.any(Date) });
    const stranger = await gateway.deliveryReport(server.url, { ...receipt!, messageId: 'ATXid_unknown' }, 'Failed', 'DeliveryFailure');
    expect(await stranger.json()).toEqual({ received: true, known: false });

    // Without the box ticked, no text and no number kept; a card donor who ticks it must give a number.
    const quiet = await startDonation(server, mobileMoney(story.slug, { phone: '024 555 0102' }));
    await chooseOnDemo(server, quiet.reference, 'approve');
    await settleAll();
    expect(textsTo('+233245550102')).toHaveLength(0);
    expect(await rowsTo('+233245550102')).toHaveLength(0);
    const card = await call(server, 'POST', '/api/donations', {
      campaign: story.slug,
      amount: 5_000,
      method: 'card',
      donor_name: 'Ama',
      text_receipt: true,
    });
    expect(card.status).toBe(400);
    expect(await card.json()).toMatchObject({ field: 'phone' });
  });

  it('refuses for good what the gateway refuses, and tries again what it could not take now', async () => {
    gateway.statusFor.set('+233245550203', [403]);
    gateway.statusFor.set('+233245550204', [405]);
    await sms.queueNow([
      { key: 'test:refused', kind: 'receipt', to: '+233245550203', body: 'Nnoboa: a test', lang: 'en' },
      { key: 'test:later', kind: 'receipt', to: '+233245550204', body: 'Nnoboa: a test', lang: 'en' },
    ]);
    await expect.poll(async () => (await rowsTo('+233245550204'))[0]?.failure_reason, { timeout: 15_000 }).toBe('InsufficientBalance');
    expect(await rowsTo('+233245550203')).toMatchObject([{ status: 'failed', to_phone: null, failure_reason: 'InvalidPhoneNumber' }]);
    expect(await rowsTo('+233245550204')).toMatchObject([{ status: 'queued', to_phone: '+233245550204' }]);
    // The job's next try comes later: bring it forward.
    await server.app.db.query("update jobs set run_at = now() where kind = 'sms.send'");
    server.app.jobs.nudge();
    await server.app.jobs.idle();
    expect(await rowsTo('+233245550204')).toMatchObject([{ status: 'sent', to_phone: null }]);
    expect(textsTo('+233245550204')).toHaveLength(1);
    expect(textsTo('+233245550203')).toHaveLength(0);
  });

  it('never sends again a text whose answer was lost', async () => {
    gateway.dropNext = true;
    await sms.queueNow([{ key: 'test:lost', kind: 'receipt', to: '+233245550305', body: 'Nnoboa: lost answer', lang: 'en' }]);
    await server.app.jobs.idle();
    expect(await rowsTo('+233245550305')).toMatchObject([{ status: 'unconfirmed', to_phone: null }]);
    const [row] = await server.app.db.query<{ id: string }>("select id from sms_messages where dedupe_key = 'test:lost'");
    // The job run again (a lease ended): nothing more goes out.
    await server.app.db.transaction((tx) => server.app.jobs.enqueue(tx, ['sms.send'], { id: row!.id }));
    server.app.jobs.nudge();
    await server.app.jobs.idle();
    expect(textsTo('+233245550305')).toHaveLength(1);
    // Written again under the same key: nothing new either.
    await sms.queueNow([{ key: 'test:lost', kind: 'receipt', to: '+233245550305', body: 'again', lang: 'en' }]);
    await server.app.jobs.idle();
    expect(textsTo('+233245550305')).toHaveLength(1);
  });

  it('sends a story’s news to donors by USSD who asked for it, with its short link and STOP, and STOP ends it', async () => {
    const phone = '+233245550406';
    const session = ussdSession(server.url, { phone, serviceCode: `*920*44*${number}#` });
    await session.send();
    await session.send('1');
    expect((await session.send('3')).body).toMatch(/^END Approve the prompt/);
    const [gift] = await server.app.db.query<{ reference: string }>('select reference from donations where payer_key = $1', [
      sms.hashPhone(phone),
    ]);
    expect((await chooseOnDemo(server, gift!.reference, 'approve')).status).toBe(200);
    await settleAll();
    expect(textsTo(phone).map((text) => text.message)).toEqual([expect.stringMatching(/^Nnoboa DEMO, no money moved: GHS 10 for /)]);

    const post = (title: string) =>
      call(
        server,
        'POST',
        `/api/campaigns/${story.id}/updates`,
        { title, body: 'The carpenter delivered forty desks this week.' },
        owner.accessToken,
      );
    const posted = (await (await post('Forty desks delivered')).json()) as { id: string };
    await server.app.jobs.idle();
    // News written at night waits for the morning: bring the morning forward.
    await server.app.db.query("update jobs set run_at = now() where kind = 'sms.send'");
    server.app.jobs.nudge();
    await server.app.jobs.idle();
    const news = textsTo(phone).slice(1);
    expect(news.map((text) => text.message)).toEqual([
      `Nnoboa: news of "Desks and chairs for the Kasoa basic...": Forty desks delivered. Read it: ${server.url}/s/${number} Reply STOP to stop.`,
    ]);
    expect(news[0]!.message.length).toBeLessThanOrEqual(160);
    // The update's job run again: nothing more.
    await server.app.db.transaction((tx) =>
      server.app.jobs.enqueue(tx, ['campaign.update_posted:sms.subscribers'], { campaignId: story.id, updateId: posted.id }),
    );
    server.app.jobs.nudge();
    await server.app.jobs.idle();
    expect(textsTo(phone)).toHaveLength(2);

    const link = await fetch(`${server.url}/s/${number}`, { redirect: 'manual' });
    expect(link.status).toBe(302);
    expect(link.headers.get('location')).toBe(`/campaigns/${story.slug}`);

    expect(await (await gateway.incoming(server.url, phone, ' stop ')).json()).toEqual({ received: true, known: true });
    await server.app.jobs.idle();
    expect(textsTo(phone).at(-1)?.message).toBe(
      'Nnoboa: you will get no more news or summaries by text. Receipts for gifts you make still come.',
    );
    await post('The roof is on');
    await server.app.jobs.idle();
    expect(textsTo(phone)).toHaveLength(3);
    expect(await (await gateway.incoming(server.url, phone, 'hello')).json()).toEqual({ received: true, known: false });

    // STOP typed in the USSD menu does the same, answered on the screen.
    const other = '+233245550407';
    const menu = ussdSession(server.url, { phone: other });
    await menu.send();
    expect((await menu.send('Stop')).body).toBe(
      'END You will get no more news or summaries by text from Nnoboa. Receipts for your gifts still come.',
    );
    expect(await server.app.db.query('select 1 from sms_opt_outs where phone_hash = $1', [sms.hashPhone(other)])).toHaveLength(1);
  });

  it('sends each owner with a phone one summary a day of the gifts received', async () => {
    const ownerPhone = '+233201112223';
    await server.app.db.query('update users set phone = $2 where id = $1', [owner.userId, ownerPhone]);
    await donate(server, story.id, 2_000);
    await donate(server, story.id, 3_050);
    // The next 18:30 in Ghana: the day's window ends at 18:00 and holds the gifts just made.
    const now = new Date();
    const due = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 18, 30));
    if (due.getTime() - 30 * 60_000 <= now.getTime()) due.setUTCDate(due.getUTCDate() + 1);
    const texts = new DonationTexts(server.app.db);
    await queueDailySummaries(sms, texts, server.url, due);
    await queueDailySummaries(sms, texts, server.url, due);
    await server.app.jobs.idle();
    const summaries = textsTo(ownerPhone);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]?.message).toMatch(
      new RegExp(
        `^Nnoboa: today "Desks and chairs .*" received \\d+ gifts, GHS [0-9,.]+\\. Raised GHS [0-9,.]+ of 25,000\\. ${server.url}/s/${number} Reply STOP to stop\\.$`,
      ),
    );
    expect(summaries[0]!.message.length).toBeLessThanOrEqual(160);
    // Before 18:00 no summary is due.
    expect(await queueDailySummaries(sms, texts, server.url, new Date(due.getTime() - 60 * 60_000))).toBe(0);
  });
});

describe.each(testDatabases().slice(0, 1))('the dev stand-ins (USSD simulator, demo prompt, SMS outbox) on $kind', ({ create }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await create());
  });
  afterAll(() => server.close());

  it('keeps every text when no gateway is configured, and lists it at /dev/sms', async () => {
    await server.app.sms!.queueNow([
      { key: 'dev:one', kind: 'receipt', to: '+233245550507', body: 'Nnoboa: thank you! ₵20 “received”', lang: 'en' },
    ]);
    await server.app.jobs.idle();
    const listed = (await (await fetch(`${server.url}/dev/sms/messages?to=%2B233245550507`)).json()) as Array<{
      text: string;
      parts: number;
    }>;
    expect(listed).toEqual([expect.objectContaining({ text: 'Nnoboa: thank you! GHS 20 "received"', parts: 1 })]);
    const page = await fetch(`${server.url}/dev/sms`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Nnoboa: thank you! GHS 20 &quot;received&quot;');
  });

  it('gives through the USSD simulator, the demo prompt and the outbox, as a phone without data would', async () => {
    const story = await activeStory(server, await person(server, 'owner'), { title: 'Books for the Wa library' });
    const number = ((await (await call(server, 'GET', `/api/campaigns/${story.id}`)).json()) as { short_number: string }).short_number;
    const step = async (fields: Record<string, string>) => {
      const response = await fetch(`${server.url}/dev/ussd`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ phone: '024 555 0808', network: '62001', ...fields }).toString(),
      });
      expect(response.status).toBe(200);
      const html = await response.text();
      const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
      return { html, session: hidden('session'), dialled: hidden('dialled'), text: hidden('text') };
    };
    const first = await step({ input: number });
    expect(first.html).toContain('Books for the Wa library\nGHS 0 of');
    const confirm = await step({ session: first.session, dialled: first.dialled, text: first.text, input: '1' });
    expect(confirm.html).toContain('Give GHS 10 to Books for the Wa library from this phone?');
    const last = await step({ session: confirm.session, dialled: confirm.dialled, text: confirm.text, input: '1' });
    expect(last.html).toContain('Approve the prompt on your phone to give GHS 10.');
    const prompt = /href="(\/pay\/demo\/[^"]+)"/.exec(last.html)?.[1];
    expect(prompt).toBeDefined();
    const approved = await fetch(`${server.url}${prompt}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'choice=approve',
    });
    expect(approved.status).toBe(200);
    await server.app.demoPayments?.settled();
    await server.app.jobs.idle();
    const texts = (await (await fetch(`${server.url}/dev/sms/messages?to=%2B233245550808`)).json()) as Array<{ text: string }>;
    expect(texts.map((sms) => sms.text)).toEqual([
      expect.stringMatching(/^Nnoboa DEMO, no money moved: GHS 10 for "Books for the Wa library"/),
    ]);
  });
});
