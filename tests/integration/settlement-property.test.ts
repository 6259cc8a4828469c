// Property: whatever the order, duplication and concurrency of webhooks and
// verifies, each donation ends in the state the provider really reached, the
// story's totals equal the sum of what the provider confirmed for donations
// that stayed succeeded, and donation.succeeded goes out once per success.
// Runs against a real database (PGlite, and PostgreSQL when available).
import { AsyncLocalStorage } from 'node:async_hooks';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DonationsService } from '../../server/donations/service';
import { EventBus } from '../../server/events/bus';
import { JobQueue } from '../../server/jobs/queue';
import { PaystackProvider } from '../../server/payments/paystack-provider';
import type { PaymentProvider, ProviderOutcome } from '../../server/payments/provider';
import { testDatabases } from '../helpers/databases';
import { person } from '../helpers/fixtures';
import { activeStory, chargeSuccess, refundProcessed, sign, totals } from '../helpers/payments';
import { startTestServer, type TestServer } from '../helpers/test-server';

const secret = 'sk_test_propertytestsecret0000000000';

/** What really happened at the provider. */
type Truth =
  | { kind: 'success'; amount: number }
  | { kind: 'failed' }
  | { kind: 'cancelled' }
  | { kind: 'refunded'; amount: number }
  | { kind: 'unpaid' };

/** One thing that reaches our server about a donation. */
type Delivery = { type: 'webhook'; body: string } | { type: 'verify'; answer: ProviderOutcome['status']; cancelled: boolean };

const outcome = (reference: string, status: ProviderOutcome['status'], amount: number | null): ProviderOutcome => ({
  status,
  reference,
  amount,
  currency: 'GHS',
  paidAt: status === 'succeeded' ? new Date() : null,
  providerStatus: status,
  reason: status === 'failed' ? 'Declined' : null,
});

/** A provider whose verify answers what the delivery being replayed says the provider said at that moment. */
class ScriptedProvider implements PaymentProvider {
  readonly name = 'paystack' as const;
  readonly answer = new AsyncLocalStorage<ProviderOutcome>();
  private readonly webhooks = new PaystackProvider({
    secretKey: secret,
    baseUrl: 'http://127.0.0.1:9',
    publicUrl: () => 'http://localhost',
  });
  async initialize() {
    return { checkoutUrl: 'https://checkout.example/x' };
  }
  async verify(reference: string) {
    const answer = this.answer.getStore();
    if (answer?.reference !== reference) throw new Error(`verify of ${reference} was not expected`);
    return answer;
  }
  parseWebhook(raw: Buffer, signature: string | undefined) {
    return this.webhooks.parseWebhook(raw, signature);
  }
  chargeWallet(): Promise<never> {
    throw new Error('no wallet charge in these runs');
  }
  submitChargeCode(): Promise<never> {
    throw new Error('no wallet charge in these runs');
  }
}

const amount = fc.integer({ min: 500, max: 1_000_000 });
const truth: fc.Arbitrary<Truth> = fc.oneof(
  amount.map((a) => ({ kind: 'success' as const, amount: a })),
  fc.constant({ kind: 'failed' as const }),
  fc.constant({ kind: 'cancelled' as const }),
  amount.map((a) => ({ kind: 'refunded' as const, amount: a })),
  fc.constant({ kind: 'unpaid' as const }),
);

/**
 * The deliveries a truth can produce: at least one that tells the final state,
 * plus earlier answers ("still pending") and repeats. A donor comes back
 * through cancel only once the provider's state is final.
 */
function deliveriesFor(t: Truth, reference: string): fc.Arbitrary<Delivery[]> {
  const verify = (answer: ProviderOutcome['status'], cancelled = false): Delivery => ({ type: 'verify', answer, cancelled });
  const success = (a: number): Delivery => ({ type: 'webhook', body: chargeSuccess(reference, a) });
  const refund = (a: number): Delivery => ({ type: 'webhook', body: refundProcessed(reference, a) });
  const pick = (decisive: Delivery[], noise: Delivery[]) =>
    fc
      .tuple(fc.subarray(decisive, { minLength: 1 }), fc.array(fc.constantFrom(...decisive, ...noise), { maxLength: 5 }))
      .chain(([must, extra]) => fc.shuffledSubarray([...must, ...extra], { minLength: must.length + extra.length }));
  switch (t.kind) {
    case 'success':
      return pick(
        [success(t.amount), verify('succeeded'), verify('succeeded', true)],
        [verify('pending'), verify('pending', true), verify('abandoned')],
      );
    case 'failed':
      return pick([verify('failed'), verify('failed', true)], [verify('pending'), verify('abandoned')]);
    case 'cancelled':
      return pick([verify('abandoned', true)], [verify('abandoned'), verify('pending')]);
    case 'refunded':
      // Both must arrive for a refund to be known; the charge may come first or last.
      return fc
        .array(fc.constantFrom(success(t.amount), refund(t.amount), verify('succeeded'), verify('refunded'), verify('pending')), {
          maxLength: 5,
        })
        .chain((extra) => fc.shuffledSubarray([success(t.amount), refund(t.amount), ...extra], { minLength: extra.length + 2 }));
    default:
      return fc.array(fc.constantFrom(verify('pending'), verify('abandoned')), { maxLength: 4 });
  }
}

const expectedStatus: Record<Truth['kind'], string> = {
  success: 'succeeded',
  failed: 'failed',
  cancelled: 'cancelled',
  refunded: 'refunded',
  unpaid: 'pending',
};

describe.each(testDatabases())('settling on $kind', ({ create }) => {
  let server: TestServer;
  let story: { id: string; slug: string };
  let provider: ScriptedProvider;
  let service: DonationsService;
  const successes: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(await create());
    story = await activeStory(server, await person(server, 'owner'));
    provider = new ScriptedProvider();
    const events = new EventBus(server.app.log, new JobQueue(server.app.db, server.app.log));
    events.on('donation.succeeded', async ({ donationId }) => void successes.push(donationId));
    service = new DonationsService(server.app.db, provider, events, Buffer.alloc(32, 7), () => server.url, server.app.log);
  });
  afterAll(() => server.close());

  it('never counts a donation twice, nor one that did not stay paid', async () => {
    const scenario = fc
      .array(truth, { minLength: 1, maxLength: 5 })
      .chain((truths) =>
        fc.tuple(
          fc.constant(truths),
          fc.tuple(...truths.map((t, i) => deliveriesFor(t, `nnb-prop-${i}`))),
          fc.integer({ min: 1, max: 4 }),
          fc.infiniteStream(fc.nat()),
        ),
      );
    await fc.assert(
      fc.asyncProperty(scenario, async ([truths, deliveryLists, parallel, shuffle]) => {
        successes.length = 0;
        const before = await totals(server, story.id);
        // Start the donations for real, and rename the scenario's references to theirs.
        const started = await Promise.all(
          truths.map(() =>
            service.create(
              { campaign: story.id, amount: 5_000, method: 'mtn_momo', phone: '0241234567', anonymous: true },
              { userId: null, ip: '127.0.0.1' },
            ),
          ),
        );
        const all: Array<{ reference: string; token: string; delivery: Delivery; amount: number | null }> = [];
        deliveryLists.forEach((list, i) => {
          const { reference, access_token } = started[i]!;
          const t = truths[i]!;
          for (const d of list) {
            const delivery: Delivery = d.type === 'webhook' ? { type: 'webhook', body: d.body.replace(`nnb-prop-${i}`, reference) } : d;
            all.push({ reference, token: access_token, delivery, amount: 'amount' in t ? t.amount : null });
          }
        });
        // Interleave the donations' deliveries, then send them a few at a time, concurrently.
        const order = all
          .map((item, k) => ({ item, key: shuffle.next().value ?? k }))
          .sort((a, b) => a.key - b.key)
          .map((x) => x.item);
        for (let k = 0; k < order.length; k += parallel) {
          await Promise.all(
            order
              .slice(k, k + parallel)
              .map(({ reference, token, delivery, amount }) =>
                delivery.type === 'webhook'
                  ? service.handleWebhook(Buffer.from(delivery.body), sign(delivery.body, secret))
                  : provider.answer.run(outcome(reference, delivery.answer, amount), () =>
                      service.verify(reference, { token }, delivery.cancelled),
                    ),
              ),
          );
        }

        const rows = await Promise.all(started.map((s) => service.find(s.reference)));
        rows.forEach((row, i) =>
          expect(row?.status, JSON.stringify({ truth: truths[i], deliveries: deliveryLists[i] })).toBe(expectedStatus[truths[i]!.kind]),
        );
        const paid = truths.flatMap((t, i) => (t.kind === 'success' ? [{ amount: t.amount, id: rows[i]!.id }] : []));
        expect(await totals(server, story.id)).toEqual({
          raised: before.raised + paid.reduce((sum, p) => sum + p.amount, 0),
          donor_count: before.donor_count + paid.length,
        });
        paid.forEach((p) => expect(rows.find((r) => r?.id === p.id)?.amount).toBe(p.amount));
        // One event per success that stayed (a refund that came first never announces one).
        expect([...successes].sort()).toEqual(expect.arrayContaining(paid.map((p) => p.id).sort()));
        expect(new Set(successes).size).toBe(successes.length);
        const mayAnnounce = new Set(truths.flatMap((t, i) => (t.kind === 'success' || t.kind === 'refunded' ? [rows[i]!.id] : [])));
        expect(successes.every((id) => mayAnnounce.has(id))).toBe(true);
      }),
      { numRuns: 100 },
    );
  }, 240_000);
});
