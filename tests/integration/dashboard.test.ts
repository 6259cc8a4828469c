// The owner's dashboard API over HTTP on both databases: their stories in
// every state with the moderation reason, and the donations they received,
// as JSON and CSV, with anonymous donors' names never shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvField, cedisText } from '../../server/dashboard/csv';
import { testDatabases } from '../helpers/databases';
import { call, donate, person, type Person } from '../helpers/fixtures';
import { storyIn } from '../helpers/moderation';
import { startTestServer, type TestServer } from '../helpers/test-server';

interface Received {
  items: Array<{
    campaign_id: string;
    campaign_title: string;
    donor_name: string | null;
    is_anonymous: boolean;
    amount: number;
    message: string | null;
  }>;
  total: number;
  total_amount: number;
}

describe.each(testDatabases())('owner dashboard on $kind', ({ create }) => {
  let server: TestServer;
  let owner: Person;
  let other: Person;

  beforeAll(async () => {
    server = await startTestServer(await create());
    [owner, other] = [await person(server, 'owner'), await person(server, 'other')];
  });
  afterAll(() => server.close());

  it('lists my stories in every state, with the reason of a rejection', async () => {
    const draft = await storyIn(server, owner, 'draft');
    const rejected = await storyIn(server, owner, 'pending');
    await server.app.db.query("update campaigns set status = 'rejected', moderation_reason = 'Add a photo of the site' where id = $1", [
      rejected.id,
    ]);
    const live = await storyIn(server, owner, 'active');
    await storyIn(server, other, 'active');
    const mine = (await (await call(server, 'GET', '/api/dashboard/campaigns', undefined, owner.accessToken)).json()) as {
      items: Array<{ id: string; status: string; moderation_reason: string | null; raised: number; goal: number; donor_count: number }>;
      total: number;
    };
    expect(mine.total).toBe(3);
    expect(Object.fromEntries(mine.items.map((i) => [i.id, i.status]))).toEqual({
      [draft.id]: 'draft',
      [rejected.id]: 'rejected',
      [live.id]: 'active',
    });
    expect(mine.items.find((i) => i.id === rejected.id)?.moderation_reason).toBe('Add a photo of the site');
    expect(mine.items.find((i) => i.id === live.id)).toMatchObject({ raised: 0, goal: 2_500_000, donor_count: 0 });
  });

  it('lists donations received on my stories only, never naming anonymous donors', async () => {
    const story = await storyIn(server, owner, 'active', { title: 'Sewing machines for Hohoe apprentices' });
    await donate(server, story.id, 5_050, { name: 'Abena Owusu', message: 'Nyame nhyira wo' });
    await donate(server, story.id, 20_000, { name: 'Secret Benefactor', anonymous: true });
    await donate(server, story.id, 7_500, { name: 'Yaw', hideAmount: true });
    const theirs = await storyIn(server, other, 'active');
    await donate(server, theirs.id, 9_900, { name: 'Not Yours' });

    const received = (await (
      await call(server, 'GET', `/api/dashboard/donations?campaign_id=${story.id}`, undefined, owner.accessToken)
    ).json()) as Received;
    expect(received.total).toBe(3);
    expect(received.total_amount).toBe(32_550);
    expect(received.items.map((d) => [d.donor_name, d.is_anonymous, d.amount])).toEqual([
      ['Yaw', false, 7_500],
      [null, true, 20_000],
      ['Abena Owusu', false, 5_050],
    ]);
    expect(JSON.stringify(received)).not.toContain('Secret Benefactor');
    const all = (await (await call(server, 'GET', '/api/dashboard/donations?limit=100', undefined, owner.accessToken)).json()) as Received;
    expect(all.items.some((d) => d.campaign_id === theirs.id)).toBe(false);
    const snooping = (await (
      await call(server, 'GET', `/api/dashboard/donations?campaign_id=${theirs.id}`, undefined, owner.accessToken)
    ).json()) as Received;
    expect(snooping.items).toEqual([]);

    const csv = await call(server, 'GET', `/api/dashboard/donations?format=csv&campaign_id=${story.id}`, undefined, owner.accessToken);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="nnoboa-donations-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Date,Story,Donor,Amount (GHS),Message,Payment method');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatch(/^\d{4}-\d{2}-\d{2}T[^,]+,Sewing machines for Hohoe apprentices,Abena Owusu,50\.50,Nyame nhyira wo,mtn_momo$/);
    expect(lines[2]).toContain(',Anonymous,200.00,');
    expect(lines.join('\n')).not.toContain('Secret Benefactor');
    // The header row is in the owner's language.
    const french = await call(
      server,
      'GET',
      `/api/dashboard/donations?format=csv&lang=fr&campaign_id=${story.id}`,
      undefined,
      owner.accessToken,
    );
    const frenchLines = (await french.text()).trim().split('\r\n');
    expect(frenchLines[0]).toBe('Date,Histoire,Donateur,Montant (GHS),Message,Moyen de paiement');
    expect(frenchLines[2]).toContain(',Anonyme,200.00,');
    for (const query of ['?format=xml', '?campaign_id=abc', '?limit=1000', '?format=csv&lang=FRENCH'])
      expect((await call(server, 'GET', `/api/dashboard/donations${query}`, undefined, owner.accessToken)).status).toBe(400);
  });
});

describe('CSV cells', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Akwaaba, friend')).toBe('"Akwaaba, friend"');
    expect(csvField('She said "thanks"')).toBe('"She said ""thanks"""');
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+233 24')).toBe(`"'+233 24"`);
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
  });
  it('writes pesewas as cedis without floating point', () => {
    expect(cedisText(5)).toBe('0.05');
    expect(cedisText(123_456_789)).toBe('1234567.89');
    expect(cedisText(100)).toBe('1.00');
  });
});
