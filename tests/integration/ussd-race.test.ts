// Nothing counted twice, on both databases: for gifts by USSD, the first request repeated while it charges, then the
// charge.success webhook, checks with the provider (verify) and further repeats of the last request, all at once in any
// order (fast-check picks how many of each, their order and what the charge first answers). Each gift ends once: one
// donation, its amount in the story's totals and the ledger once, one receipt by text.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { startFakeAfricasTalking, ussdSession, type FakeAfricasTalking } from '../helpers/fake-africastalking';
import { startFakePaystack, type FakeChargeStatus, type FakePaystack } from '../helpers/fake-paystack';
import { call, person } from '../helpers/fixtures';
import { activeStory, postWebhook, totals } from '../helpers/payments';
import { startTestServer, type TestServer } from '../helpers/test-server';

const secretKey = 'sk_test_ussdrace0123456789';
type Action = 'webhook' | 'verify' | 'repeat';

describe.each(testDatabases())('gifts by USSD raced on $kind', ({ create }) => {
  let server: TestServer;
  let paystack: FakePaystack;
  let gateway: FakeAfricasTalking;
  let story: { id: string };
  let number = '';
  let phones = 0;

  beforeAll(async () => {
    paystack = await startFakePaystack(secretKey);
    gateway = await startFakeAfricasTalking('nnoboa', 'atsk_race');
    server = await startTestServer(await create(), {
      PAYSTACK_SECRET_KEY: secretKey,
      PAYSTACK_BASE_URL: paystack.url,
      AFRICASTALKING_USERNAME: 'nnoboa',
      AFRICASTALKING_API_KEY: 'atsk_race',
      AFRICASTALKING_BASE_URL: gateway.url,
    });
    story = await activeStory(server, await person(server, 'owner'));
    number = ((await (await call(server, 'GET', `/api/campaigns/${story.id}`)).json()) as { short_number: string }).short_number;
  });
  afterAll(async () => {
    await server.close();
    await paystack.close();
    await gateway.close();
  });

  it('counts each gift once, however its confirmations race', { timeout: 300_000 }, async () => {
    const first = fc.constantFrom<FakeChargeStatus>('pay_offline', 'pending', 'success');
    const actions = fc.array(fc.constantFrom<Action>('webhook', 'verify', 'repeat'), { minLength: 1, maxLength: 7 });
    await fc.assert(
      fc.asyncProperty(
        first,
        fc.integer({ min: 1, max: 3 }),
        actions,
        fc.constantFrom('1', '2', '3'),
        async (answer, copies, race, choice) => {
          const phone = `+23324${String(7_000_000 + ++phones).slice(-7)}`;
          const amount = { '1': 1_000, '2': 2_000, '3': 5_000 }[choice];
          const before = await totals(server, story.id);
          const session = ussdSession(server.url, { phone, serviceCode: `*920*44*${number}#` });
          await session.send();
          await session.send(choice);
          paystack.chargeAnswers.push(answer);
          // The go-ahead, and the gateway repeating it while the charge is under way.
          await Promise.all([session.send('1'), ...Array.from({ length: copies - 1 }, () => session.repeat())]);
          const donations = await server.app.db.query<{ id: string; reference: string }>(
            'select id, reference from donations where payer_key = $1',
            [server.app.donations.payerKeyFor(phone)],
          );
          expect(donations).toHaveLength(1);
          const { id, reference } = donations[0]!;
          expect(
            paystack.requests.filter((r) => r.path === '/charge' && (r.body as { reference: string }).reference === reference),
          ).toHaveLength(1);

          // The payer approves; then everything that can say so arrives at once.
          paystack.settle(reference, { status: 'success' });
          await Promise.all(
            race.map(async (action) => {
              if (action === 'webhook') {
                const { body, signature } = paystack.chargeWebhook(reference);
                expect((await postWebhook(server, body, signature)).status).toBe(200);
              } else if (action === 'verify') {
                await server.app.donations.settle(await server.app.donations.provider.verify(reference), {});
              } else {
                expect((await session.repeat()).body).toMatch(/^END /);
              }
            }),
          );
          // Whatever raced, one check settles what is left (a run of repeats alone may all have asked before approval).
          await server.app.donations.settle(await server.app.donations.provider.verify(reference), {});
          await server.app.jobs.idle();

          const [gift] = await server.app.db.query<{ status: string; amount: number }>(
            'select status, amount from donations where id = $1',
            [id],
          );
          expect(gift).toEqual({ status: 'succeeded', amount });
          expect(await totals(server, story.id)).toEqual({ raised: before.raised + amount, donor_count: before.donor_count + 1 });
          const ledger = await server.app.db.query<{ journals: number; total: number }>(
            "select count(distinct journal_id)::int as journals, sum(amount)::bigint as total from ledger_entries where donation_id = $1 and account = 'available'",
            [id],
          );
          expect(ledger).toEqual([{ journals: 1, total: amount }]);
          expect(gateway.received.filter((text) => text.to === phone)).toHaveLength(1);
          expect(await server.app.db.query('select 1 from ussd_sessions where session_id = $1', [session.sessionId])).toHaveLength(1);
        },
      ),
      { numRuns: 12 },
    );
  });
});
