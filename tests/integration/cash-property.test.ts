// Property: whatever the sequence of cash records, confirmations and refusals
// (by the right person or not, some at once), gifts, withdrawals and their
// decisions and transfers, on PGlite and PostgreSQL, over real HTTP on the
// demo provider:
// - the money the platform holds or has paid (available, held, on its way,
//   paid out) is exactly what donors gave online: cash never enters it;
// - nothing that is asked for can be withdrawn beyond what donors gave online;
// - cash counts toward the story's progress once, when it is confirmed:
//   collected in person = the confirmed records, raised = gifts + that cash;
// - every record is decided at most once, and no journal mixes kinds.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashBody, decideCash, recordCash } from '../helpers/cash';
import { testDatabases } from '../helpers/databases';
import { admin, call, type Person } from '../helpers/fixtures';
import { activeStory, chooseOnDemo } from '../helpers/payments';
import { ageAccounts, cosigner, ledgerOf, payoutAccount, playDemoTransfer, verifiedOwner } from '../helpers/payouts';
import { startTestServer, type TestServer } from '../helpers/test-server';

type Op =
  | { kind: 'give'; story: number; amount: number }
  | { kind: 'cash'; story: number; amount: number }
  | { kind: 'confirm'; pick: number; by: 'right' | 'owner' | 'other' }
  | { kind: 'refuse'; pick: number }
  | { kind: 'withdraw'; story: number; amount: number }
  | { kind: 'vote'; pick: number }
  | { kind: 'decide'; pick: number; approve: boolean }
  | { kind: 'bank'; pick: number; outcome: 'success' | 'failed' };

const pick = fc.nat({ max: 1000 });
const story = fc.nat({ max: 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('give' as const), story, amount: fc.integer({ min: 500, max: 40_000 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('cash' as const), story, amount: fc.integer({ min: 100, max: 90_000 }) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('confirm' as const),
      pick,
      by: fc.constantFrom('right' as const, 'owner' as const, 'other' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refuse' as const), pick }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), story, amount: fc.integer({ min: 100, max: 120_000 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('vote' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('decide' as const), pick, approve: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('bank' as const), pick, outcome: fc.constantFrom('success' as const, 'failed' as const) }),
  },
);

describe.each(testDatabases())('cash against the money held on $kind', ({ create }) => {
  let server: TestServer;
  let boss: Person;
  let owner: Person;
  let yaw: Person;
  let stories: string[];

  beforeAll(async () => {
    server = await startTestServer(await create());
    boss = await admin(server);
    owner = await verifiedOwner(server);
    await payoutAccount(server, owner);
    await ageAccounts(server, owner);
    // One story without co-signers (an admin confirms its cash), one with a co-signer.
    const alone = await activeStory(server, owner, { goal: 100_000_000 });
    const group = await activeStory(server, owner, { goal: 100_000_000 });
    yaw = await cosigner(server, owner, group.id, 'Yaw Darko');
    stories = [alone.id, group.id];
  }, 120_000);
  afterAll(() => server.close());

  it('never lets cash raise what a story holds or can pay out, and counts confirmed cash once toward its progress', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(op, { minLength: 1, maxLength: 3 }), { minLength: 3, maxLength: 12 }), async (batches) => {
        // An owner may record 30 a day: each run starts a new day for them.
        await server.app.db.query(`delete from rate_limit_hits where key like 'cash-record:%'`);
        const records: Array<{ id: string; story: number }> = [];
        const withdrawals: Array<{ id: string; story: number }> = [];
        const at = <T>(list: T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);

        const run = async (o: Op): Promise<void> => {
          switch (o.kind) {
            case 'give': {
              const started = await server.app.donations.create(
                { campaign: stories[o.story]!, amount: o.amount, method: 'mtn_momo', phone: '0241234567', anonymous: true },
                { userId: null, ip: '127.0.0.1' },
              );
              await (await chooseOnDemo(server, started.reference, 'approve')).arrayBuffer();
              await server.app.demoPayments!.settled();
              return;
            }
            case 'cash': {
              const answer = await recordCash(server, owner, stories[o.story]!, cashBody(o.amount));
              expect(answer.status).toBe(201);
              records.push({ id: ((await answer.json()) as { id: string }).id, story: o.story });
              return;
            }
            case 'confirm': {
              const record = at(records, o.pick);
              if (!record) return;
              const right = record.story === 0 ? { who: boss, as: 'admin' as const } : { who: yaw, as: 'cosigner' as const };
              const wrong = record.story === 0 ? { who: yaw, as: 'cosigner' as const } : { who: boss, as: 'admin' as const };
              const { who, as } = o.by === 'right' ? right : o.by === 'owner' ? { who: owner, as: right.as } : wrong;
              const answer = await decideCash(server, who, record.id, true, as);
              await answer.arrayBuffer();
              expect(o.by === 'right' ? [200, 409] : [403, 409]).toContain(answer.status);
              return;
            }
            case 'refuse': {
              const record = at(records, o.pick);
              if (!record) return;
              const [who, as] = record.story === 0 ? [boss, 'admin' as const] : [yaw, 'cosigner' as const];
              const answer = await decideCash(server, who, record.id, false, as);
              await answer.arrayBuffer();
              expect([200, 409]).toContain(answer.status);
              return;
            }
            case 'withdraw': {
              const answer = await call(
                server,
                'POST',
                `/api/campaigns/${stories[o.story]}/withdrawals`,
                { amount: o.amount, purpose: 'What the family needs next' },
                owner.accessToken,
              );
              expect([201, 409]).toContain(answer.status);
              if (answer.status === 201) withdrawals.push({ id: ((await answer.json()) as { id: string }).id, story: o.story });
              else await answer.arrayBuffer();
              return;
            }
            case 'vote': {
              const w = at(withdrawals, o.pick);
              if (!w) return;
              const answer = await call(server, 'POST', `/api/withdrawals/${w.id}/approve`, undefined, yaw.accessToken);
              await answer.arrayBuffer();
              expect([200, 403, 409]).toContain(answer.status);
              return;
            }
            case 'decide': {
              const w = at(withdrawals, o.pick);
              if (!w) return;
              const path = `/api/admin/withdrawals/${w.id}/${o.approve ? 'approve' : 'reject'}`;
              const answer = await call(server, 'POST', path, o.approve ? undefined : { reason: 'Not this one' }, boss.accessToken);
              await answer.arrayBuffer();
              expect([200, 409]).toContain(answer.status);
              return;
            }
            case 'bank': {
              const sent = await server.app.db.query<{ reference: string }>(
                `select reference from withdrawals where status = 'processing' and id = any($1::uuid[]) order by requested_at`,
                [withdrawals.map((w) => w.id)],
              );
              const transfer = at(sent, o.pick);
              if (transfer) await (await playDemoTransfer(server, transfer.reference, o.outcome)).arrayBuffer();
            }
          }
        };

        const check = async () => {
          await server.app.demoPayments!.settled();
          for (const id of stories) {
            const ledger = await ledgerOf(server, id);
            const [truth] = await server.app.db.query<{
              online: number;
              cash: number;
              raised: number;
              in_person: number;
              asked: number;
              decided_twice: number;
            }>(
              `select (select coalesce(sum(amount), 0) from donations where campaign_id = c.id and status = 'succeeded')::bigint as online,
                      (select coalesce(sum(amount), 0) from cash_collections where campaign_id = c.id and status = 'confirmed')::bigint as cash,
                      c.raised, c.collected_in_person as in_person,
                      (select coalesce(sum(amount), 0) from withdrawals
                        where campaign_id = c.id and status not in ('declined', 'rejected', 'failed', 'reversed'))::bigint as asked,
                      (select count(*)::int from moderation_log where target_type = 'cash' and action <> 'cash_record'
                        group by target_id order by count(*) desc limit 1) as decided_twice
                 from campaigns c where c.id = $1`,
              [id],
            );
            const t = ledger.totals;
            // What the platform holds or paid is what donors gave online, to the pesewa.
            expect(t.available + t.held + t.on_its_way + t.paid_out).toBe(truth!.online);
            expect(t.raised).toBe(truth!.online);
            // Nothing asked for beyond what donors gave online.
            expect(truth!.asked).toBeLessThanOrEqual(truth!.online);
            // Confirmed cash counts toward progress, once.
            expect(t.collected_in_person).toBe(truth!.cash);
            expect(truth!.in_person).toBe(truth!.cash);
            expect(truth!.raised).toBe(truth!.online + truth!.cash);
            expect(ledger.in_person.reduce((sum, c) => sum + c.amount, 0)).toBe(truth!.cash);
            expect(truth!.decided_twice ?? 1).toBe(1);
          }
          const [mixed] = await server.app.db.query<{ n: number }>(
            `select count(*)::int as n from (select journal_id from ledger_entries group by journal_id having count(distinct kind) > 1) j`,
          );
          expect(mixed!.n).toBe(0);
        };

        for (const batch of batches) {
          await Promise.all(batch.map(run));
          await check();
        }
      }),
      { numRuns: 25 },
    );
  }, 600_000);
});
