// Donations over real HTTP on both databases, paid through the demo checkout:
// start, approve / decline / cancel, webhook and verify settling once, refunds,
// receipts and notices, and bad input that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, mailsTo, uniqueEmail } from '../helpers/auth';
import { testDatabases } from '../helpers/databases';
import { call, createStory, person, setStatus, type Person } from '../helpers/fixtures';
import {
  activeStory,
  chargeSuccess,
  chooseOnDemo,
  demoSecret,
  donationRow,
  mobileMoney,
  postWebhook,
  refundProcessed,
  sign,
  startDonation,
  totals,
  verifyDonation,
} from '../helpers/payments';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe.each(testDatabases())('donations on $kind', ({ create }) => {
  let server: TestServer;
  let owner: Person;
  let story: { id: string; slug: string };
  const succeeded: Array<{ donationId: string; amount: number; requestedAmount: number | null; payerKey: string | null }> = [];

  beforeAll(async () => {
    server = await startTestServer(await create());
    owner = await person(server, 'owner');
    story = await activeStory(server, owner);
    server.app.events.on('donation.succeeded', async (event) => void succeeded.push(event));
  });
  afterAll(() => server.close());

  it('says which provider runs and the bounds', async () => {
    const options = await (await call(server, 'GET', '/api/payments/options')).json();
    expect(options).toMatchObject({
      provider: 'demo',
      test_mode: true,
      currency: 'GHS',
      platform_fee: 0,
      limits: { min: 500, max_mobile_money: 1_000_000, max_card: 5_000_000 },
    });
  });

  it('takes a mobile-money donation through the demo checkout, settled once by webhook and verify', async () => {
    const before = await totals(server, story.id);
    const email = uniqueEmail('donor');
    const started = await startDonation(server, mobileMoney(story.slug, { message: 'Nyame nhyira wo', email }));
    expect(started.reference).toMatch(/^nnb-[0-9a-f]{20}$/);
    expect(started.checkout_url).toBe(`/pay/demo/${started.reference}`);

    const row = await donationRow(server, started.reference);
    expect(row).toMatchObject({ status: 'pending', amount: 5_000, requested_amount: 5_000, provider: 'demo', method: 'mtn_momo' });
    // The phone is kept only as a keyed hash of its normalised form.
    expect(row?.payer_key).toBe(server.app.donations.payerKeyFor('+233241234567'));
    expect(JSON.stringify(row)).not.toMatch(/241234567/);

    const page = await fetch(`${server.url}${started.checkout_url}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Demo payment — no money moves');
    expect(html).toContain('GHS\u00a050.00');
    expect(html).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>|\sstyle=|<style/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await fetch(`${server.url}/pay/assets/demo.css`)).headers.get('content-type')).toMatch(/text\/css/);
    expect((await fetch(`${server.url}/pay/assets/demo.js`)).headers.get('content-type')).toMatch(/javascript/);

    const approved = await chooseOnDemo(server, started.reference, 'approve');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(`/payment/success?reference=${started.reference}`);
    await server.app.demoPayments?.settled();

    expect(await totals(server, story.id)).toEqual({ raised: before.raised + 5_000, donor_count: before.donor_count + 1 });
    const verified = await verifyDonation(server, started.reference, started.access_token);
    expect(verified.status).toBe(200);
    const receipt = await verified.json();
    expect(receipt).toMatchObject({
      reference: started.reference,
      status: 'succeeded',
      amount: 5_000,
      currency: 'GHS',
      test_mode: true,
      campaign: { id: story.id, slug: story.slug },
    });
    // The success page gets no personal data.
    expect(JSON.stringify(receipt)).not.toMatch(/Ama|Nyame|donor\.|payer|phone|access/);

    // The same webhook again, and verifies again: nothing counts twice.
    const [demoRow] = await server.app.db.query<{ reference: string }>('select * from demo_payments where reference = $1', [
      started.reference,
    ]);
    const resend = server.app.demoPayments?.signedWebhook(demoRow as never);
    const again = await fetch(`${server.url}/api/payments/webhook/paystack`, {
      method: 'POST',
      body: resend?.body,
      headers: resend?.headers,
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: 'unchanged' });
    expect((await verifyDonation(server, started.reference, started.access_token)).status).toBe(200);
    expect(await totals(server, story.id)).toEqual({ raised: before.raised + 5_000, donor_count: before.donor_count + 1 });
    expect(succeeded.filter((e) => e.donationId === (row?.id as string))).toEqual([
      { donationId: row?.id, campaignId: story.id, amount: 5_000, requestedAmount: 5_000, payerKey: row?.payer_key },
    ]);

    const wall = await (await call(server, 'GET', `/api/campaigns/${story.id}/donations`)).json();
    expect(wall.items[0]).toMatchObject({ name: 'Ama Owusu', amount: 5_000, message: 'Nyame nhyira wo' });

    // A second tap on the finished checkout changes nothing.
    expect((await chooseOnDemo(server, started.reference, 'decline')).status).toBe(409);

    // The receipt and the owner's notice are each a job sent after the settlement.
    await server.app.jobs.idle();
    const receiptMail = await latestMail(server, email);
    expect(receiptMail.subject).toBe(`Your receipt: ₵50 to “A borehole for Zuarungu primary school”`);
    expect(receiptMail.text).toContain(started.reference);
    expect(receiptMail.text).toContain('Nnoboa charges no platform fee');
    expect(receiptMail.text).toContain('demo payment');
    const notice = (await mailsTo(server, owner.email)).find((m) => m.text.includes('Ama Owusu gave ₵50'));
    expect(notice?.subject).toBe('New donation to “A borehole for Zuarungu primary school”');
    expect(notice?.text).toContain('Nyame nhyira wo');
  });

  it('keeps an anonymous donor and a hidden amount private on the wall and in the owner notice', async () => {
    const own = await person(server, 'private-owner');
    const quiet = await activeStory(server, own);
    const started = await startDonation(server, {
      campaign: quiet.id,
      amount: 12_345,
      method: 'card',
      donor_name: 'Kwesi Secret',
      anonymous: true,
      hide_amount: true,
    });
    await chooseOnDemo(server, started.reference, 'approve');
    await server.app.demoPayments?.settled();
    expect(await totals(server, quiet.id)).toEqual({ raised: 12_345, donor_count: 1 });
    const wall = await (await call(server, 'GET', `/api/campaigns/${quiet.id}/donations`)).json();
    expect(wall.items).toEqual([expect.objectContaining({ name: 'Anonymous', amount: null })]);
    expect(JSON.stringify(wall)).not.toContain('Kwesi');
    await server.app.jobs.idle();
    const notice = await latestMail(server, own.email);
    expect(notice.text).toContain('Someone who chose to stay anonymous gave to your story “');
    expect(notice.text).toContain('” and chose to keep the amount off the story: you still see it on your dashboard.');
    expect(notice.text).not.toMatch(/Kwesi|123\.45/);
    // A card donation without an e-mail is keyed by the caller's IP.
    expect((await donationRow(server, started.reference))?.payer_key).toBe(server.app.donations.payerKeyFor('ip:127.0.0.1'));
  });

  it('tells a donor who kept the amount private that the owner still sees it, as the payment form did', async () => {
    const email = uniqueEmail('private-receipt');
    const started = await startDonation(server, mobileMoney(story.id, { email, hide_amount: true }));
    await chooseOnDemo(server, started.reference, 'approve');
    await server.app.demoPayments?.settled();
    await server.app.jobs.idle();
    const receipt = await latestMail(server, email);
    expect(receipt.text).toContain(
      'You chose to keep the amount private: it is not shown on the story, but the story’s owner still sees it.',
    );
    expect(receipt.text).not.toContain('or to its owner');
  });

  it('sends a declined payment to the cancel page and counts nothing', async () => {
    const before = await totals(server, story.id);
    const started = await startDonation(server, mobileMoney(story.id, { method: 'telecel_cash', phone: '+233 20 765 4321' }));
    const declined = await chooseOnDemo(server, started.reference, 'decline');
    expect(declined.headers.get('location')).toBe(`/payment/cancel?reference=${started.reference}`);
    const receipt = await (await verifyDonation(server, started.reference, started.access_token, true)).json();
    expect(receipt).toMatchObject({ status: 'failed', failure_reason: 'Declined by the payer' });
    expect(await totals(server, story.id)).toEqual(before);
  });

  it('records a cancelled payment as cancelled, and a pending one stays pending until the payer acts', async () => {
    const before = await totals(server, story.id);
    const started = await startDonation(server, mobileMoney(story.id, { method: 'airteltigo_money', phone: '0277654321' }));
    // Back on the success page before approving: still waiting, nothing counted.
    expect(await (await verifyDonation(server, started.reference, started.access_token)).json()).toMatchObject({ status: 'pending' });
    await chooseOnDemo(server, started.reference, 'cancel');
    expect(await (await verifyDonation(server, started.reference, started.access_token, true)).json()).toMatchObject({
      status: 'cancelled',
    });
    expect(await totals(server, story.id)).toEqual(before);
    expect((await fetch(`${server.url}/pay/demo/${started.reference}`)).status).toBe(200);
  });

  it('credits what the provider confirmed, not what the browser asked', async () => {
    const before = await totals(server, story.id);
    const started = await startDonation(server, mobileMoney(story.id, { amount: 9_000 }));
    const body = chargeSuccess(started.reference, 4_000);
    expect((await postWebhook(server, body, sign(body, demoSecret(server)))).status).toBe(200);
    expect(await totals(server, story.id)).toEqual({ raised: before.raised + 4_000, donor_count: before.donor_count + 1 });
    expect(await donationRow(server, started.reference)).toMatchObject({ status: 'succeeded', amount: 4_000, requested_amount: 9_000 });
  });

  it('reverses a refunded donation, once', async () => {
    const before = await totals(server, story.id);
    const started = await startDonation(server, mobileMoney(story.id, { amount: 7_000 }));
    await chooseOnDemo(server, started.reference, 'approve');
    await server.app.demoPayments?.settled();
    expect(await totals(server, story.id)).toEqual({ raised: before.raised + 7_000, donor_count: before.donor_count + 1 });
    const refund = refundProcessed(started.reference, 7_000);
    for (let i = 0; i < 2; i++) expect((await postWebhook(server, refund, sign(refund, demoSecret(server)))).status).toBe(200);
    expect(await totals(server, story.id)).toEqual(before);
    expect(await donationRow(server, started.reference)).toMatchObject({ status: 'refunded' });
    // A late confirmation of the original charge does not bring it back.
    const late = chargeSuccess(started.reference, 7_000, { id: 99 });
    expect(await (await postWebhook(server, late, sign(late, demoSecret(server)))).json()).toMatchObject({ outcome: 'unchanged' });
    expect(await totals(server, story.id)).toEqual(before);
  });

  it('refuses webhooks without a valid signature, and credits nothing', async () => {
    const before = await totals(server, story.id);
    const started = await startDonation(server, mobileMoney(story.id));
    const body = chargeSuccess(started.reference, 5_000);
    const good = sign(body, demoSecret(server));
    const tampered = body.replace('"amount":5000', '"amount":500000');
    const cases: Array<[string, string, string | null]> = [
      ['no signature', body, null],
      ['a wrong signature', body, sign(body, 'someone-elses-secret')],
      ['a signature that is not hex', body, 'not-a-signature'],
      ['a body changed after signing', tampered, good],
      ['a truncated signature', body, good.slice(0, 64)],
    ];
    for (const [name, payload, signature] of cases) {
      const response = await postWebhook(server, payload, signature);
      expect(response.status, name).toBe(401);
      expect((await response.json()).message, name).toMatch(/signature/);
    }
    expect(await totals(server, story.id)).toEqual(before);
    expect(await donationRow(server, started.reference)).toMatchObject({ status: 'pending' });

    // Signed, but for a payment that is not ours, in another currency, or an event we do not use: acknowledged, nothing counted.
    for (const other of [
      chargeSuccess('nnb-not-one-of-ours', 5_000),
      chargeSuccess(started.reference, 5_000, { currency: 'NGN' }),
      JSON.stringify({ event: 'transfer.success', data: { reference: 'x' } }),
    ]) {
      expect((await postWebhook(server, other, sign(other, demoSecret(server)))).status).toBe(200);
    }
    expect(await totals(server, story.id)).toEqual(before);
    expect(await donationRow(server, started.reference)).toMatchObject({ status: 'pending' });
    const seen = await server.app.db.query<{ event: string; outcome: string }>(
      "select event, outcome from payment_webhook_events where reference in ('nnb-not-one-of-ours', 'x') order by id",
    );
    expect(seen).toEqual([
      { event: 'charge.success', outcome: 'ignored' },
      { event: 'transfer.success', outcome: 'ignored' },
    ]);
  });

  it('verifies only for the browser or account that started the donation, and says little', async () => {
    const started = await startDonation(server, mobileMoney(story.id, { email: 'private.donor@example.com', message: 'for Auntie' }));
    for (const token of [null, 'x'.repeat(32)]) {
      const response = await verifyDonation(server, started.reference, token);
      expect(response.status).toBe(403);
      const text = await response.text();
      expect(text).toMatch(/another phone or browser/);
      expect(text).not.toMatch(/private\.donor|Auntie|Ama|5000/);
    }
    expect((await verifyDonation(server, 'nnb-00000000000000000000', started.access_token)).status).toBe(404);
    expect((await verifyDonation(server, 'bad ref!', started.access_token)).status).toBe(400);
    expect(
      (
        await call(server, 'POST', `/api/donations/${started.reference}/verify`, { cancelled: true, amount: 1 }, null, {
          'x-donation-token': started.access_token,
        })
      ).status,
    ).toBe(400);

    const donor = await person(server, 'signed-in-donor');
    const mine = await startDonation(server, mobileMoney(story.id), donor.accessToken);
    expect((await verifyDonation(server, mine.reference, null, false, donor.accessToken)).status).toBe(200);
    expect((await verifyDonation(server, mine.reference, null, false, owner.accessToken)).status).toBe(403);
  });

  it('refuses donations to stories that are not live', async () => {
    const hidden = await createStory(server, owner);
    expect((await call(server, 'POST', '/api/donations', mobileMoney(hidden.id))).status).toBe(404);
    for (const status of ['paused', 'completed']) {
      const closed = await activeStory(server, owner);
      await setStatus(server, closed.id, status);
      const response = await call(server, 'POST', '/api/donations', mobileMoney(closed.slug));
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ field: 'campaign', message: expect.stringMatching(/not taking donations/) });
      expect(await server.app.db.query('select 1 from donations where campaign_id = $1', [closed.id])).toEqual([]);
    }
  });
});

describe('donations refuse bad input and store nothing', () => {
  let server: TestServer;
  let story: { id: string; slug: string };
  beforeAll(async () => {
    server = await startTestServer(await testDatabases()[0]!.create());
    story = await activeStory(server, await person(server, 'owner'));
  });
  afterAll(() => server.close());

  const cases: Array<[string, Record<string, unknown>, string, number?]> = [
    ['a zero amount', { amount: 0 }, 'amount'],
    ['a negative amount', { amount: -5_000 }, 'amount'],
    ['a fractional amount', { amount: 5_000.5 }, 'amount'],
    ['an amount as text', { amount: '5000' }, 'amount'],
    ['an amount under ₵5', { amount: 499 }, 'amount'],
    ['a huge amount', { amount: 1e15 }, 'amount'],
    ['an amount above a mobile-money wallet limit', { amount: 1_000_001 }, 'amount'],
    ['an amount above the card limit', { method: 'card', amount: 5_000_001 }, 'amount'],
    ['no amount', { amount: undefined }, 'amount'],
    ['an unknown method', { method: 'bitcoin' }, 'method'],
    ['a phone that is not Ghanaian', { phone: '+44 7700 900123' }, 'phone'],
    ['a phone too short', { phone: '024 123' }, 'phone'],
    ['a phone with letters', { phone: '024 ABC 4567' }, 'phone'],
    ['no phone for mobile money', { phone: undefined }, 'phone'],
    ['no name and not anonymous', { donor_name: undefined }, 'donor_name'],
    ['a blank name', { donor_name: '   ' }, 'donor_name'],
    ['a message over 500 characters', { message: 'x'.repeat(501) }, 'message'],
    ['an e-mail that is not one', { email: 'not-an-address' }, 'email'],
    ['an unknown field', { tip: 500 }, 'tip'],
    ['an unknown campaign', { campaign: crypto.randomUUID() }, 'campaign', 404],
    ['an unknown campaign slug', { campaign: 'no-such-story' }, 'campaign', 404],
    ['a malformed campaign', { campaign: '../etc' }, 'campaign'],
  ];

  it.each(cases)('refuses %s with a 4xx naming the field', async (_name, change, field, status = 400) => {
    const response = await call(server, 'POST', '/api/donations', mobileMoney(story.slug, change));
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ field });
    expect(await server.app.db.query('select 1 from donations')).toEqual([]);
    expect(await server.app.db.query('select 1 from demo_payments')).toEqual([]);
    expect(await totals(server, story.id)).toEqual({ raised: 0, donor_count: 0 });
  });

  it('answers the demo checkout of an unknown payment with a page, not the app', async () => {
    const response = await fetch(`${server.url}/pay/demo/nnb-unknown-reference`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('There is no such payment');
    expect((await chooseOnDemo(server, 'nnb-unknown-reference', 'approve')).status).toBe(404);
    const bad = await fetch(`${server.url}/pay/demo/nnb-unknown-reference`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'choice=steal',
    });
    expect(bad.status).toBe(400);
  });
});
