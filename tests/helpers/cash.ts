/** Building blocks for tests of cash collected in person: records and decisions over HTTP. */
import type { CashRecord } from '../../contract/api/cash';
import { ghanaToday } from '../../contract/rules/cash';
import { call, type Person } from './fixtures';
import type { TestServer } from './test-server';

export const cashBody = (amount: number, extra: Record<string, unknown> = {}) => ({
  amount,
  collected_on: ghanaToday(),
  place: 'Saturday funeral collection',
  ...extra,
});

export function recordCash(server: TestServer, owner: Person, campaignId: string, body: Record<string, unknown>) {
  return call(server, 'POST', `/api/campaigns/${campaignId}/cash`, body, owner.accessToken);
}

export async function recordCashOk(
  server: TestServer,
  owner: Person,
  campaignId: string,
  amount: number,
  extra: Record<string, unknown> = {},
) {
  const response = await recordCash(server, owner, campaignId, cashBody(amount, extra));
  if (response.status !== 201) throw new Error(`cash record answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as CashRecord;
}

/** A co-signer (`as: 'cosigner'`) or an admin (`as: 'admin'`) confirms or refuses a record. */
export function decideCash(
  server: TestServer,
  who: Person,
  id: string,
  confirm: boolean,
  as: 'cosigner' | 'admin' = 'cosigner',
  reason = 'Nobody counted this cash with me',
) {
  const base = as === 'admin' ? '/api/admin/cash' : '/api/cash';
  return call(server, 'POST', `${base}/${id}/${confirm ? 'confirm' : 'refuse'}`, confirm ? undefined : { reason }, who.accessToken);
}
