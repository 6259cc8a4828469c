// Paying through Paystack, against a local server that answers Paystack's
// documented request and response shapes (never the internet), on both databases.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { startFakePaystack, type FakePaystack } from '../helpers/fake-paystack';
import { call, person, type Person } from '../helpers/fixtures';
import {
  activeStory,
  chargeSuccess,
  demoSecret,
  donationRow,
  mobileMoney,
  postWebhook,
  sign,
  startDonation,
  totals,
  verifyDonation,
} from '../helpers/payments';
import { startTestServer, type TestServer } from '../helpers/test-server';

const secretKey = 'sk_test_3f1c9a0d5be24e7f8a6c1d2e4b5a6978';
const publicUrl = 'https://nnoboa.example.org';

describe.each(testDatabases())('Paystack on $kind', ({ create }) => {
  let paystack: FakePaystack;
  let server: TestServer;
  let owner: Person;
  let story: { id: string; slug: string };

  beforeAll(async () => {
    paystack = await startFakePaystack(secretKey);
    server = await startTestServer(await create(), {
      PAYSTACK_SECRET_KEY: secretKey,
      PAYSTACK_BASE_URL: paystack.url,
      PUBLIC_URL: publicUrl,
    });
    owner = await person(server, 'owner');
    story = await activeStory(server, owner);
  });
  afterAll(async () => {
    await server.close();
    await paystack.close();
  });
  beforeEach(() => {
    paystack.failWith = null;
  });

  it('starts a mobile-money payment with transaction/initialize and sends the donor to its checkout', async () => {
    const started = await startDonation(server, mobileMoney(story.slug));
    const [row, initialize] = [await donationRow(server, started.reference), paystack.requests.at(-1)];
    expect(initialize).toMatchObject({ method: 'POST', path: '/transaction/initialize', authorization: `Bearer ${secretKey}` });
    expect(initialize?.body).toEqual({
      email: `${started.reference}@donors.nnoboa.example.org`,
      amount: '5000',
      currency: 'GHS',
      reference: started.reference,
      channels: ['mobile_money'],
      callback_url: `${publicUrl}/payment/success`,
      metadata: {
        donation_id: row?.id,
        campaign_id: story.id,
        cancel_action: `${publicUrl}/payment/cancel?reference=${started.reference}`,
        custom_fields: [{ display_name: 'Story', variable_name: 'story', value: 'A borehole for Zuarungu primary school' }],
      },
    });
    expect(started.checkout_url).toMatch(/^https:\/\/checkout\.paystack\.com\/ac_/);
    expect(row).toMatchObject({ provider: 'paystack', status: 'pending', checkout_url: started.checkout_url });
    // The phone is never sent to Paystack (the donor types it on Paystack's page) and never stored.
    expect(JSON.stringify(paystack.requests)).not.toMatch(/241234567/);

    const options = await (await call(server, 'GET', '/api/payments/options')).json();
    expect(options).toMatchObject({ provider: 'paystack', test_mode: false });
    expect((await fetch(`${server.url}/pay/demo/${started.reference}`)).status).toBe(404);
  });

  it('starts a card payment with the donor’s e-mail and the card channel only', async () => {
    await startDonation(server, {
      campaign: story.id,
      amount: 2_500_000,
      method: 'card',
      donor_name: 'Efua',
      email: 'Efua.Mensah@Example.com',
    });
    expect(paystack.requests.at(-1)?.body).toMatchObject({ email: 'efua.mensah@example.com', amount: '2500000', channels: ['card'] });
  });

  it('verifies by reference: pending while the prompt is out, then the amount Paystack took', async () => {
    const before = await totals(server, story.id);
    const started = await startDonation(server, mobileMoney(story.id, { amount: 10_000 }));
    paystack.settle(started.reference, { status: 'ongoing' });
    expect(await (await verifyDonation(server, started.reference, started.access_token)).json()).toMatchObject({
      status: 'pending',
      provider: 'paystack',
      test_mode: false,
    });
    expect(paystack.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/transaction/verify/${started.reference}`,
      authorization: `Bearer ${secretKey}`,
    });

    paystack.settle(started.reference, { status: 'success', amount: 10_000 });
    const receipt = await (await verifyDonation(server, started.reference, started.access_token)).json();
    expect(receipt).toMatchObject({ status: 'succeeded', amount: 10_000, campaign: { slug: story.slug } });
    expect(await totals(server, story.id)).toEqual({ raised: before.raised + 10_000, donor_count: before.donor_count + 1 });

    // Settled: a later verify does not call Paystack again, and its webhook changes nothing.
    const calls = paystack.requests.length;
    await verifyDonation(server, started.reference, started.access_token);
    expect(paystack.requests.length).toBe(calls);
    const body = chargeSuccess(started.reference, 10_000);
    expect(await (await postWebhook(server, body, sign(body, secretKey))).json()).toMatchObject({ outcome: 'unchanged' });
    expect(await totals(server, story.id)).toEqual({ raised: before.raised + 10_000, donor_count: before.donor_count + 1 });
  });

  it('settles by a webhook signed with the secret key, and refuses one signed otherwise', async () => {
    const before = await totals(server, story.id);
    const started = await startDonation(server, mobileMoney(story.id));
    const body = chargeSuccess(started.reference, 5_000);
    expect((await postWebhook(server, body, sign(body, demoSecret(server)))).status).toBe(401);
    expect(await totals(server, story.id)).toEqual(before);
    const accepted = await postWebhook(server, body, sign(body, secretKey));
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await totals(server, story.id)).toEqual({ raised: before.raised + 5_000, donor_count: before.donor_count + 1 });
    const recorded = await server.app.db.query<{ outcome: string }>('select outcome from payment_webhook_events where reference = $1', [
      started.reference,
    ]);
    expect(recorded).toEqual([{ outcome: 'applied' }]);
  });

  it('records a declined payment as failed, with Paystack’s reason', async () => {
    const started = await startDonation(server, mobileMoney(story.id));
    paystack.settle(started.reference, { status: 'failed', gateway_response: 'Declined' });
    expect(await (await verifyDonation(server, started.reference, started.access_token, true)).json()).toMatchObject({
      status: 'failed',
      failure_reason: 'Declined',
    });
  });

  it('cancels an abandoned payment only when the donor came back through cancel', async () => {
    const started = await startDonation(server, mobileMoney(story.id));
    expect(await (await verifyDonation(server, started.reference, started.access_token)).json()).toMatchObject({ status: 'pending' });
    expect(await (await verifyDonation(server, started.reference, started.access_token, true)).json()).toMatchObject({
      status: 'cancelled',
    });
  });

  it('answers 502 and charges nothing when Paystack cannot start a payment; keeps waiting when it cannot verify', async () => {
    const before = await totals(server, story.id);
    paystack.failWith = 503;
    const response = await call(server, 'POST', '/api/donations', mobileMoney(story.id));
    expect(response.status).toBe(502);
    expect((await response.json()).message).toMatch(/Nothing was charged/);
    const [failed] = await server.app.db.query<{ status: string; provider_status: string }>(
      'select status, provider_status from donations where campaign_id = $1 order by created_at desc limit 1',
      [story.id],
    );
    expect(failed).toEqual({ status: 'failed', provider_status: 'not_started' });

    paystack.failWith = null;
    const started = await startDonation(server, mobileMoney(story.id));
    paystack.failWith = 500;
    expect(await (await verifyDonation(server, started.reference, started.access_token)).json()).toMatchObject({ status: 'pending' });
    expect(await totals(server, story.id)).toEqual(before);
  });
});

describe('Paystack out of reach', () => {
  it('answers 502 when the API does not answer at all', async () => {
    const paystack = await startFakePaystack(secretKey);
    const deadUrl = paystack.url;
    await paystack.close();
    const server = await startTestServer(await testDatabases()[0]!.create(), {
      PAYSTACK_SECRET_KEY: secretKey,
      PAYSTACK_BASE_URL: deadUrl,
    });
    try {
      const story = await activeStory(server, await person(server, 'owner'));
      const response = await call(server, 'POST', '/api/donations', mobileMoney(story.id));
      expect(response.status).toBe(502);
      expect(await totals(server, story.id)).toEqual({ raised: 0, donor_count: 0 });
    } finally {
      await server.close();
    }
  });
});
