// Paying out through Paystack Transfers, against a local server that answers
// Paystack's documented shapes (never the internet), on both databases: the
// bank list and account resolve, one recipient per account, the transfer with
// our reference (a lost answer retried never pays twice), verify as the
// fallback, and the signed transfer.* webhooks in any order, any number of times.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { startFakePaystack, type FakePaystack } from '../helpers/fake-paystack';
import { admin, call, type Person } from '../helpers/fixtures';
import { postWebhook } from '../helpers/payments';
import {
  adminDecides,
  ageAccounts,
  fundedStory,
  ledgerOf,
  payoutAccount,
  verifiedOwner,
  withdrawalRow,
  withdrawOk,
} from '../helpers/payouts';
import { startTestServer, type TestServer } from '../helpers/test-server';

const secretKey = 'sk_test_7a1c9a0d5be24e7f8a6c1d2e4b5a6978';

describe.each(testDatabases())('Paystack Transfers on $kind', ({ create }) => {
  let paystack: FakePaystack;
  let server: TestServer;
  let boss: Person;

  beforeAll(async () => {
    paystack = await startFakePaystack(secretKey);
    server = await startTestServer(await create(), { PAYSTACK_SECRET_KEY: secretKey, PAYSTACK_BASE_URL: paystack.url });
    boss = await admin(server);
  });
  afterAll(async () => {
    await server.close();
    await paystack.close();
  });
  beforeEach(() => {
    paystack.failWith = null;
    paystack.newTransferStatus = 'pending';
  });

  /** An owner with a Paystack-resolvable MTN wallet, a funded story, and an account old enough to withdraw to. */
  async function ready(amount = 100_000, wallet = `024${Math.floor(1_000_000 + Math.random() * 8_999_999)}`) {
    const owner = await verifiedOwner(server, 'Kwame Mensah Asante');
    paystack.accounts.set(`MTN:${wallet}`, 'KWAME MENSAH ASANTE');
    await payoutAccount(server, owner, { method: 'mtn_momo', account_number: wallet });
    await ageAccounts(server, owner);
    const story = await fundedStory(server, owner, amount);
    return { owner, story, wallet };
  }

  const deliver = async (reference: string, event?: 'transfer.success' | 'transfer.failed' | 'transfer.reversed') => {
    const { body, signature } = paystack.transferWebhook(reference, event);
    const answer = await postWebhook(server, body, signature);
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { outcome: string }).outcome;
  };

  it('lists Ghana banks and resolves accounts with Paystack, in its shapes, with the secret key', async () => {
    const owner = await verifiedOwner(server);
    const banks = (await (await call(server, 'GET', '/api/payouts/banks', undefined, owner.accessToken)).json()) as {
      items: Array<{ code: string }>;
    };
    expect(banks.items.map((b) => b.code)).toEqual(['030100', '040100', '130100', '190100']);
    const listed = paystack.requests.find((r) => r.path.startsWith('/bank?'));
    expect(listed).toMatchObject({ method: 'GET', authorization: `Bearer ${secretKey}` });
    expect(new URL(listed!.path, 'http://x').searchParams.get('currency')).toBe('GHS');

    paystack.accounts.set('040100:1020304050', 'AMA SERWAA MENSAH');
    const saved = await call(
      server,
      'PUT',
      '/api/dashboard/payout-account',
      { method: 'bank', account_number: '1020304050', bank_code: '040100' },
      owner.accessToken,
    );
    expect(await saved.json()).toMatchObject({
      pending: { account_name: 'AMA SERWAA MENSAH', bank_name: 'GCB Bank Limited', account_number: '•••• 4050' },
    });
    expect(paystack.requests.at(-1)?.path).toBe('/bank/resolve?account_number=1020304050&bank_code=040100');

    const unknown = await call(
      server,
      'PUT',
      '/api/dashboard/payout-account',
      { method: 'telecel_cash', account_number: '0201234567' },
      owner.accessToken,
    );
    expect(unknown.status).toBe(400);
    expect(paystack.requests.at(-1)?.path).toBe('/bank/resolve?account_number=0201234567&bank_code=VOD');
    paystack.failWith = 503;
    expect(
      (await call(server, 'PUT', '/api/dashboard/payout-account', { method: 'mtn_momo', account_number: '0241234567' }, owner.accessToken))
        .status,
    ).toBe(502);
  });

  it('makes one recipient per account, sends our reference with the transfer, and is paid by the signed webhook once', async () => {
    const { owner, story, wallet } = await ready();
    const first = await withdrawOk(server, owner, story.id, 30_000, 'Books and uniforms for the twins');
    expect(await (await adminDecides(server, boss, first.id, 'approve')).json()).toMatchObject({ status: 'processing' });
    const recipientCall = paystack.requests.find((r) => r.path === '/transferrecipient');
    expect(recipientCall?.body).toEqual({
      type: 'mobile_money',
      name: 'KWAME MENSAH ASANTE',
      account_number: wallet,
      bank_code: 'MTN',
      currency: 'GHS',
    });
    const { reference } = (await withdrawalRow(server, first.id))!;
    expect(reference).toMatch(/^wd_[0-9a-f]{20}$/);
    expect(paystack.requests.filter((r) => r.path === '/transfer').at(-1)?.body).toEqual({
      source: 'balance',
      amount: 30_000,
      currency: 'GHS',
      recipient: paystack.transfers.get(reference)?.recipient,
      reference,
      reason: 'Books and uniforms for the twins',
    });

    paystack.settleTransfer(reference, 'success');
    expect(await deliver(reference)).toBe('applied');
    expect(await deliver(reference)).toBe('unchanged');
    expect((await withdrawalRow(server, first.id))!.status).toBe('paid');
    expect((await ledgerOf(server, story.id)).totals).toMatchObject({ paid_out: 30_000, available: 70_000, on_its_way: 0 });

    // The second withdrawal to the same account reuses its recipient.
    const second = await withdrawOk(server, owner, story.id, 10_000);
    await adminDecides(server, boss, second.id, 'approve');
    expect(paystack.requests.filter((r) => r.path === '/transferrecipient')).toHaveLength(1);
  });

  it('never pays twice when the answer to the transfer is lost: it asks again with the same reference, then verifies', async () => {
    const { owner, story } = await ready();
    const w = await withdrawOk(server, owner, story.id, 40_000);
    paystack.loseNextTransferAnswer = true;
    expect(await (await adminDecides(server, boss, w.id, 'approve')).json()).toMatchObject({ status: 'approved' });
    const row = (await withdrawalRow(server, w.id))!;
    expect(paystack.transfers.has(row.reference)).toBe(true);

    // The sweep asks again: Paystack refuses the used reference, and its record decides.
    await server.app.db.query(`update withdrawals set updated_at = now() - interval '2 hours' where id = $1`, [w.id]);
    await server.app.payouts.payer.sweep();
    await server.app.payouts.payer.sweep();
    const transfers = paystack.requests.filter(
      (r) => r.path === '/transfer' && (r.body as { reference: string }).reference === row.reference,
    );
    expect(transfers.length).toBeGreaterThanOrEqual(2);
    expect([...paystack.transfers.keys()].filter((k) => k === row.reference)).toHaveLength(1);
    expect((await withdrawalRow(server, w.id))!.status).toBe('processing');
    expect(paystack.requests.some((r) => r.path === `/transfer/verify/${row.reference}`)).toBe(true);

    paystack.settleTransfer(row.reference, 'success');
    await deliver(row.reference);
    expect((await ledgerOf(server, story.id)).totals).toMatchObject({ paid_out: 40_000, available: 60_000 });
  });

  it('puts the money back on transfer.failed and transfer.reversed, whatever the order and however often they come', async () => {
    const { owner, story } = await ready(60_000);
    const failing = await withdrawOk(server, owner, story.id, 20_000);
    const reversed = await withdrawOk(server, owner, story.id, 20_000);
    for (const w of [failing, reversed]) await adminDecides(server, boss, w.id, 'approve');
    const [a, b] = [(await withdrawalRow(server, failing.id))!.reference, (await withdrawalRow(server, reversed.id))!.reference];

    paystack.settleTransfer(a, 'failed');
    expect(await deliver(a)).toBe('applied');
    expect(await deliver(a)).toBe('unchanged');
    // Paid, then reversed; the reversal arrives first, the success late.
    paystack.settleTransfer(b, 'reversed');
    expect(await deliver(b, 'transfer.reversed')).toBe('applied');
    expect(await deliver(b, 'transfer.success')).toBe('unchanged');
    expect(await deliver(b, 'transfer.reversed')).toBe('unchanged');
    expect((await withdrawalRow(server, failing.id))!.status).toBe('failed');
    expect((await withdrawalRow(server, reversed.id))!.status).toBe('reversed');
    expect((await ledgerOf(server, story.id)).totals).toMatchObject({ available: 60_000, paid_out: 0, on_its_way: 0 });
  });

  it('verifies with Paystack when no webhook comes, and keeps an OTP transfer waiting with a clear log', async () => {
    const { owner, story } = await ready();
    paystack.newTransferStatus = 'otp';
    const w = await withdrawOk(server, owner, story.id, 25_000);
    await adminDecides(server, boss, w.id, 'approve');
    const row = (await withdrawalRow(server, w.id))!;
    expect(row.status).toBe('processing');
    paystack.settleTransfer(row.reference, 'success');
    await server.app.db.query(`update withdrawals set updated_at = now() - interval '20 minutes' where id = $1`, [w.id]);
    await server.app.payouts.payer.sweep();
    expect((await withdrawalRow(server, w.id))!.status).toBe('paid');
    expect(paystack.requests.at(-1)?.path).toBe(`/transfer/verify/${row.reference}`);
  });

  it('refuses a transfer webhook that is not signed with the secret key', async () => {
    const { owner, story } = await ready(10_000);
    const w = await withdrawOk(server, owner, story.id, 10_000);
    await adminDecides(server, boss, w.id, 'approve');
    const { reference } = (await withdrawalRow(server, w.id))!;
    paystack.settleTransfer(reference, 'success');
    const { body } = paystack.transferWebhook(reference);
    expect((await postWebhook(server, body, 'f'.repeat(128))).status).toBe(401);
    expect((await postWebhook(server, body, null)).status).toBe(401);
    expect((await withdrawalRow(server, w.id))!.status).toBe('processing');
  });
});
