// The database's checks hold the same rules as contract/rules: a limit changed on one side only fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fraudReportReasons, reportLimits } from '../../contract/rules/campaign';
import { donationLimits } from '../../contract/rules/donation';
import { finishedWithdrawalStatuses, payoutLimits, withdrawalStatuses } from '../../contract/rules/payout';
import { profileLimits } from '../../contract/rules/profile';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';

let db: Database;
beforeAll(async () => {
  db = await openPglite(null);
  await migrate(db);
});
afterAll(() => db.close());

/** The text of every check on a table that names a column. */
async function checksOn(table: string, column: string): Promise<string[]> {
  const rows = await db.query<{ definition: string }>(
    `select pg_get_constraintdef(c.oid) as definition from pg_constraint c
      where c.conrelid = $1::regclass and c.contype = 'c'`,
    [table],
  );
  return rows.map((row) => row.definition).filter((definition) => new RegExp(`\\b${column}\\b`).test(definition));
}

/** The longest text a column's check lets through: `length(col) <= N` or `between M and N`. */
async function maxLength(table: string, column: string): Promise<number> {
  const [check = ''] = await checksOn(table, column);
  const bound = new RegExp(`length\\(${column}\\) <= (\\d+)`).exec(check)?.[1];
  if (!bound) throw new Error(`no length check on ${table}.${column}: ${check}`);
  return Number(bound);
}

/** The values a check lists for a column (`col = ANY (ARRAY['a'::text, …])`). */
const listed = (check: string) => [...check.matchAll(/'([a-z_]+)'::text/g)].map((match) => match[1]);

describe('the database checks what contract/rules says', () => {
  it('keeps a profile within the profile limits', async () => {
    expect(await maxLength('users', 'full_name')).toBe(profileLimits.fullName.max);
    expect(await maxLength('users', 'bio')).toBe(profileLimits.bio.max);
    expect(await maxLength('users', 'avatar_url')).toBe(profileLimits.avatarUrl.max);
  });

  it('keeps a report within the report limits and reasons', async () => {
    expect(await maxLength('reports', 'details')).toBe(reportLimits.details.max);
    const [reasons = ''] = await checksOn('reports', 'reason');
    expect(listed(reasons).sort()).toEqual([...fraudReportReasons].sort());
  });

  it('keeps what a withdrawal is for within the money-out limits', async () => {
    const [purpose = ''] = await checksOn('withdrawals', 'purpose');
    expect(purpose).toContain(`length(purpose) >= ${payoutLimits.purpose.min}`);
    expect(await maxLength('withdrawals', 'purpose')).toBe(payoutLimits.purpose.max);
  });

  it('keeps a donor name within the donation limits', async () => {
    expect(await maxLength('donations', 'donor_name')).toBe(donationLimits.donorName.max);
  });

  it('knows the same withdrawal states, and stamps finished exactly the finished ones', async () => {
    const checks = await checksOn('withdrawals', 'status');
    const finished = checks.find((check) => check.includes('finished_at'));
    const states = checks.find((check) => !/finished_at|reason/.test(check));
    expect(listed(states ?? '').sort()).toEqual([...withdrawalStatuses].sort());
    expect(listed(finished ?? '').sort()).toEqual([...finishedWithdrawalStatuses].sort());
  });
});
