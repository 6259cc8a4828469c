// Property: whatever the interleaving of donations, refunds, withdrawal
// requests, co-signers' votes, admin decisions, transfer outcomes and their
// webhooks (duplicated, late, out of order, some at once), on PGlite and
// PostgreSQL, paying out through a local Paystack:
// - no story's available balance is ever below zero;
// - nothing is paid twice (one transfer per reference at the provider, one
//   payout journal per withdrawal);
// - once everything is delivered and decided, every withdrawal is final;
// - the ledger agrees with the provider (paid out = the transfers it paid and
//   did not reverse) and with the donations (raised = what stayed paid).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { startFakePaystack, type FakePaystack } from '../helpers/fake-paystack';
import { admin, call, type Person } from '../helpers/fixtures';
import { activeStory, chargeSuccess, postWebhook, refundProcessed, sign } from '../helpers/payments';
import { ageAccounts, cosigner, ledgerOf, payoutAccount, verifiedOwner } from '../helpers/payouts';
import { startTestServer, type TestServer } from '../helpers/test-server';

const secretKey = 'sk_test_9b2d8e0f1a3c5e7d9b1f2a4c6e8d0b13';

type Op =
  | { kind: 'donate'; story: number; amount: number; card: boolean }
  | { kind: 'refund'; pick: number }
  | { kind: 'request'; story: number; amount: number }
  | { kind: 'vote'; pick: number; voter: number; approve: boolean }
  | { kind: 'decide'; pick: number; approve: boolean }
  | { kind: 'bank'; pick: number; outcome: 'success' | 'failed' | 'reversed' }
  | { kind: 'deliver'; pick: number; again: boolean }
  | { kind: 'sweep' };

const pick = fc.nat({ max: 1000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('donate' as const),
      story: fc.nat({ max: 1 }),
      amount: fc.integer({ min: 500, max: 60_000 }),
      card: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('request' as const),
      story: fc.nat({ max: 1 }),
      amount: fc.integer({ min: 100, max: 50_000 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('vote' as const), pick, voter: fc.nat({ max: 2 }), approve: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('decide' as const), pick, approve: fc.boolean() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('bank' as const),
      pick,
      outcome: fc.constantFrom('success' as const, 'failed' as const, 'reversed' as const),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('deliver' as const), pick, again: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'sweep' as const }) },
);

describe.each(testDatabases())('money out on $kind', ({ create }) => {
  let paystack: FakePaystack;
  let server: TestServer;
  let boss: Person;
  let owner: Person;
  let voters: Person[];
  let stories: string[];

  beforeAll(async () => {
    paystack = await startFakePaystack(secretKey);
    server = await startTestServer(await create(), { PAYSTACK_SECRET_KEY: secretKey, PAYSTACK_BASE_URL: paystack.url });
    boss = await admin(server);
    owner = await verifiedOwner(server, 'Efua Quansah');
    paystack.accounts.set('MTN:0244000111', 'EFUA QUANSAH');
    await payoutAccount(server, owner, { method: 'mtn_momo', account_number: '0244000111' });
    await ageAccounts(server, owner);
    // Two stories: one without co-signers, one with three (two must approve).
    const plain = await activeStory(server, owner);
    const group = await activeStory(server, owner);
    voters = [];
    for (const name of ['Yaw Darko', 'Akua Asante', 'Kofi Boateng']) voters.push(await cosigner(server, owner, group.id, name));
    stories = [plain.id, group.id];
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await paystack.close();
  });

  it('never lets a balance go below zero, never pays twice, ends every withdrawal, and agrees with the provider', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(op, { minLength: 1, maxLength: 3 }), { minLength: 4, maxLength: 20 }), async (batches) => {
        const donations: Array<{ reference: string; amount: number; story: string }> = [];
        const withdrawals: Array<{ id: string; story: string }> = [];
        const pool: Array<{ body: string; signature: string }> = [];
        const before = await Promise.all(stories.map((id) => ledgerOf(server, id)));

        const reference = async (w: { id: string }) =>
          (await server.app.db.query<{ reference: string }>('select reference from withdrawals where id = $1', [w.id]))[0]!.reference;
        const post = (body: string, signature = sign(body, secretKey)) => postWebhook(server, body, signature).then((r) => r.arrayBuffer());
        const at = <T>(list: T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);

        const run = async (o: Op): Promise<void> => {
          switch (o.kind) {
            case 'donate': {
              const started = await server.app.donations.create(
                {
                  campaign: stories[o.story]!,
                  amount: o.amount,
                  method: o.card ? 'card' : 'mtn_momo',
                  phone: '0241234567',
                  anonymous: true,
                },
                { userId: null, ip: '127.0.0.1' },
              );
              donations.push({ reference: started.reference, amount: o.amount, story: stories[o.story]! });
              await post(chargeSuccess(started.reference, o.amount, { channel: o.card ? 'card' : 'mobile_money' }));
              return;
            }
            case 'refund': {
              const gift = at(donations, o.pick);
              if (gift) await post(refundProcessed(gift.reference, gift.amount));
              return;
            }
            case 'request': {
              const answer = await call(
                server,
                'POST',
                `/api/campaigns/${stories[o.story]}/withdrawals`,
                { amount: o.amount, purpose: 'Whatever the story needs next' },
                owner.accessToken,
              );
              expect([201, 409]).toContain(answer.status);
              if (answer.status === 201) withdrawals.push({ id: ((await answer.json()) as { id: string }).id, story: stories[o.story]! });
              return;
            }
            case 'vote': {
              const w = at(withdrawals, o.pick);
              if (!w) return;
              const path = `/api/withdrawals/${w.id}/${o.approve ? 'approve' : 'decline'}`;
              const answer = await call(
                server,
                'POST',
                path,
                o.approve ? undefined : { reason: 'Not now, please' },
                voters[o.voter]!.accessToken,
              );
              expect([200, 403, 409]).toContain(answer.status);
              return;
            }
            case 'decide': {
              const w = at(withdrawals, o.pick);
              if (!w) return;
              const answer = await call(
                server,
                'POST',
                `/api/admin/withdrawals/${w.id}/${o.approve ? 'approve' : 'reject'}`,
                o.approve ? undefined : { reason: 'Not this one' },
                boss.accessToken,
              );
              expect([200, 409]).toContain(answer.status);
              return;
            }
            case 'bank': {
              // The bank answers one of the transfers that can take this answer: paid or failed when pending, reversed when paid.
              const follows = { success: 'pending', failed: 'pending', reversed: 'success' } as const;
              const refs = await Promise.all(withdrawals.map(reference));
              const waiting = refs.flatMap((ref) => {
                const transfer = paystack.transfers.get(ref);
                return transfer?.status === follows[o.outcome] ? [transfer] : [];
              });
              const transfer = at(waiting, o.pick);
              if (!transfer) return;
              paystack.settleTransfer(transfer.reference, o.outcome);
              pool.push(paystack.transferWebhook(transfer.reference));
              return;
            }
            case 'deliver': {
              if (pool.length === 0) return;
              const index = o.pick % pool.length;
              const delivery = pool[index]!;
              if (!o.again) pool.splice(index, 1);
              await post(delivery.body, delivery.signature);
              return;
            }
            case 'sweep':
              await server.app.db.query(
                `update withdrawals set updated_at = now() - interval '1 day' where status in ('approved', 'processing')`,
              );
              await server.app.payouts.payer.sweep();
          }
        };

        const check = async () => {
          const [row] = await server.app.db.query<{ negative: number; twice: number }>(
            `select (select count(*)::int from (
                       select campaign_id from ledger_entries where account = 'available' and available_at <= now()
                        group by campaign_id having sum(amount) < 0) n) as negative,
                    (select count(*)::int from (
                       select withdrawal_id from ledger_entries where kind = 'payout' and account = 'paid_out'
                        group by withdrawal_id having count(*) > 1) t) as twice`,
          );
          expect(row).toEqual({ negative: 0, twice: 0 });
        };

        for (const batch of batches) {
          await Promise.all(batch.map(run));
          await check();
        }

        // Everything decided and delivered: votes, admins, the bank, every webhook, a sweep.
        for (const w of withdrawals) {
          for (const voter of voters) await call(server, 'POST', `/api/withdrawals/${w.id}/approve`, undefined, voter.accessToken);
          await call(server, 'POST', `/api/admin/withdrawals/${w.id}/approve`, undefined, boss.accessToken);
          const transfer = paystack.transfers.get(await reference(w));
          if (transfer?.status === 'pending') {
            paystack.settleTransfer(transfer.reference, 'success');
            pool.push(paystack.transferWebhook(transfer.reference));
          }
        }
        for (const delivery of pool.splice(0)) await post(delivery.body, delivery.signature);
        await server.app.db.query(
          `update withdrawals set updated_at = now() - interval '1 day' where status in ('approved', 'processing')`,
        );
        await server.app.payouts.payer.sweep();
        await check();

        const states = await server.app.db.query<{ id: string; status: string; reference: string; amount: number; campaign_id: string }>(
          'select id, status, reference, amount, campaign_id from withdrawals where id = any($1::uuid[])',
          [withdrawals.map((w) => w.id)],
        );
        const truth = { success: 'paid', failed: 'failed', reversed: 'reversed' } as const;
        for (const w of states) {
          expect(['paid', 'failed', 'reversed', 'declined', 'rejected'], JSON.stringify(w)).toContain(w.status);
          const transfer = paystack.transfers.get(w.reference);
          if (transfer) expect(w.status, JSON.stringify({ w, transfer })).toBe(truth[transfer.status as keyof typeof truth]);
          else expect(['declined', 'rejected']).toContain(w.status);
        }
        for (const [i, id] of stories.entries()) {
          const ledger = await ledgerOf(server, id);
          const paidByProvider = states
            .filter((w) => w.campaign_id === id && paystack.transfers.get(w.reference)?.status === 'success')
            .reduce((sum, w) => sum + w.amount, 0);
          expect(ledger.totals.paid_out - before[i]!.totals.paid_out).toBe(paidByProvider);
          expect(ledger.totals.on_its_way).toBe(0);
          const [counted] = await server.app.db.query<{ raised: number; succeeded: number }>(
            `select c.raised, (select coalesce(sum(amount), 0) from donations where campaign_id = c.id and status = 'succeeded') as succeeded
               from campaigns c where c.id = $1`,
            [id],
          );
          expect(ledger.totals.raised).toBe(counted!.raised);
          expect(ledger.totals.raised).toBe(counted!.succeeded);
        }
        // One transfer per reference at the provider, whatever was retried.
        const asked = paystack.requests.filter((r) => r.path === '/transfer').map((r) => (r.body as { reference: string }).reference);
        expect(new Set([...paystack.transfers.keys()]).size).toBe(paystack.transfers.size);
        for (const ref of asked) expect(paystack.transfers.has(ref)).toBe(true);
      }),
      { numRuns: 40 },
    );
  }, 600_000);
});
