// Words of support over real HTTP on both databases: written by someone
// signed in, read by the team before they show, newest first under `items`,
// hidden by the story's owner, reported by anyone, removed by an admin (in
// the audit log); at most 280 characters, kept as plain text, rate limited,
// taken once per Idempotency-Key; bad input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Word, WordPage } from '../../contract/api/words';
import { testDatabases } from '../helpers/databases';
import { admin, call, person, type Person } from '../helpers/fixtures';
import { storyIn } from '../helpers/moderation';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe.each(testDatabases())('words of support on $kind', ({ create }) => {
  let server: TestServer;
  let owner: Person;
  let neighbour: Person;
  let boss: Person;
  let story: { id: string; slug: string };

  beforeAll(async () => {
    server = await startTestServer(await create());
    [owner, neighbour, boss] = [await person(server, 'owner'), await person(server, 'neighbour'), await admin(server)];
    story = await storyIn(server, owner, 'active');
  });
  afterAll(() => server.close());

  const write = (text: unknown, who: Person | null = neighbour, on = story.id, headers: Record<string, string> = {}) =>
    call(server, 'POST', `/api/campaigns/${on}/words`, { text }, who?.accessToken ?? null, headers);
  const read = async (who: Person | null = null, query = '') =>
    (await (
      await call(server, 'GET', `/api/campaigns/${story.slug}/words${query}`, undefined, who?.accessToken ?? null)
    ).json()) as WordPage;
  const decide = (id: string, decision: string, reason?: string, who: Person = boss) =>
    call(server, 'POST', `/api/admin/words/${id}/decide`, { decision, ...(reason ? { reason } : {}) }, who.accessToken);
  const count = async () =>
    (await server.app.db.query<{ n: number }>('select count(*)::int as n from words_of_support where campaign_id = $1', [story.id]))[0]?.n;
  const clearLimits = () => server.app.db.query('delete from rate_limit_hits');

  it('takes a word from someone signed in; it waits for the team, seen only by its author', async () => {
    await clearLimits();
    const answer = await write('  Stay strong,\nKekeli.  We are behind you. ');
    expect(answer.status).toBe(201);
    const word = (await answer.json()) as Word;
    expect(word).toMatchObject({ text: 'Stay strong, Kekeli. We are behind you.', status: 'pending', mine: true, campaign_id: story.id });
    expect((await read()).items.map((w) => w.id)).not.toContain(word.id);
    expect((await read(neighbour)).items).toEqual([expect.objectContaining({ id: word.id, status: 'pending', mine: true })]);
    expect((await read(owner)).items.map((w) => w.id)).not.toContain(word.id);
  });

  it('asks who you are before what you sent, and refuses bad words with nothing stored', async () => {
    await clearLimits();
    const before = await count();
    expect((await write({ not: 'text' }, null)).status).toBe(401);
    expect((await write('Hello', null)).status).toBe(401);
    for (const text of ['', '   \n\t ', 'x'.repeat(281), { text: 'nested' }]) {
      const refused = await write(text);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ message: expect.any(String) });
    }
    const long = await write('ẹ'.repeat(281));
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ field: 'text' });
    expect(await count()).toBe(before);
    // 280 characters as a person counts them, emoji included.
    expect((await write(`${'a'.repeat(278)}🙏🏾`)).status).toBe(201);
  });

  it('keeps markup as plain text, never as something a page would run', async () => {
    await clearLimits();
    const text = '<script>alert("x")</script><img src=x onerror=alert(1)> & “bravo”';
    const word = (await (await write(text)).json()) as Word;
    expect(word.text).toBe(text);
    const [row] = await server.app.db.query<{ text: string }>('select text from words_of_support where id = $1', [word.id]);
    expect(row?.text).toBe(text);
    expect((await decide(word.id, 'approve')).status).toBe(200);
    const page = await call(server, 'GET', `/api/campaigns/${story.id}/words`);
    expect(page.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await page.json()) as WordPage).items[0]?.text).toBe(text);
  });

  it('shows approved words newest first, a page at a time', async () => {
    await server.app.db.query('delete from words_of_support where campaign_id = $1', [story.id]);
    const ids: string[] = [];
    for (const [index, who] of [neighbour, owner, boss, neighbour, owner].entries()) {
      await clearLimits();
      const word = (await (await write(`Word number ${index + 1}`, who)).json()) as Word;
      expect((await decide(word.id, 'approve')).status).toBe(200);
      ids.push(word.id);
    }
    const first = await read(null, '?limit=2');
    expect(first.items.map((w) => w.text)).toEqual(['Word number 5', 'Word number 4']);
    expect(first.items.every((w) => w.status === 'shown' && !w.mine)).toBe(true);
    expect(first.can_hide).toBe(false);
    const second = await read(null, `?limit=2&cursor=${first.next_cursor}`);
    const third = await read(null, `?limit=2&cursor=${second.next_cursor}`);
    expect([...second.items, ...third.items].map((w) => w.text)).toEqual(['Word number 3', 'Word number 2', 'Word number 1']);
    expect(third.next_cursor).toBeNull();
    expect((await call(server, 'GET', `/api/campaigns/${story.id}/words?cursor=not-ours`)).status).toBe(400);
  });

  it('lets the owner hide a word and show it again; nobody else', async () => {
    const [shown] = (await read()).items;
    expect((await call(server, 'POST', `/api/words/${shown!.id}/hide`, undefined, neighbour.accessToken)).status).toBe(403);
    expect((await call(server, 'POST', `/api/words/${shown!.id}/hide`)).status).toBe(401);
    const hidden = await call(server, 'POST', `/api/words/${shown!.id}/hide`, undefined, owner.accessToken);
    expect(hidden.status).toBe(200);
    expect(((await hidden.json()) as Word).status).toBe('hidden');
    expect((await read()).items.map((w) => w.id)).not.toContain(shown!.id);
    const ownersView = await read(owner);
    expect(ownersView.can_hide).toBe(true);
    expect(ownersView.items.find((w) => w.id === shown!.id)?.status).toBe('hidden');
    expect((await call(server, 'POST', `/api/words/${shown!.id}/show`, undefined, owner.accessToken)).status).toBe(200);
    expect((await read()).items[0]?.id).toBe(shown!.id);
  });

  it('takes a report from anyone, and an admin removes the word with a reason in the audit log', async () => {
    await clearLimits();
    const [target] = (await read()).items;
    const reported = await call(server, 'POST', `/api/words/${target!.id}/report`);
    expect(reported.status).toBe(201);
    expect((await call(server, 'POST', `/api/words/${target!.id}/report`, undefined, owner.accessToken)).status).toBe(201);
    const queue = await (await call(server, 'GET', '/api/admin/words?queue=reported', undefined, boss.accessToken)).json();
    expect(queue.items).toEqual([expect.objectContaining({ id: target!.id, open_reports: 2, author_email: expect.any(String) })]);
    expect((await call(server, 'GET', '/api/admin/words?queue=reported', undefined, neighbour.accessToken)).status).toBe(403);
    expect((await call(server, 'GET', '/api/admin/words?queue=reported')).status).toBe(401);

    expect((await decide(target!.id, 'remove')).status).toBe(400);
    expect((await decide(target!.id, 'remove', 'A phone number asking for money.')).status).toBe(200);
    expect((await read()).items.map((w) => w.id)).not.toContain(target!.id);
    expect((await decide(target!.id, 'approve')).status).toBe(409);
    expect((await call(server, 'POST', `/api/words/${target!.id}/report`)).status).toBe(404);
    const [audit] = await server.app.db.query<{ action: string; reason: string; actor_email: string }>(
      "select action, reason, actor_email from moderation_log where target_type = 'word' and target_id = $1",
      [target!.id],
    );
    expect(audit).toEqual({ action: 'word_remove', reason: 'A phone number asking for money.', actor_email: boss.email });
    const reportedNow = await (await call(server, 'GET', '/api/admin/words?queue=reported', undefined, boss.accessToken)).json();
    expect(reportedNow.items).toEqual([]);
  });

  it('refuses a word the team would not show, with a reason; it never shows', async () => {
    await clearLimits();
    const word = (await (await write('Send 50 cedis to 024 000 0000 and win')).json()) as Word;
    const pending = await (await call(server, 'GET', '/api/admin/words?queue=pending', undefined, boss.accessToken)).json();
    expect(pending.items.map((w: Word) => w.id)).toContain(word.id);
    expect((await decide(word.id, 'reject', 'Asks for money outside Nnoboa.')).status).toBe(200);
    expect((await read(neighbour)).items.map((w) => w.id)).not.toContain(word.id);
    expect((await decide(word.id, 'approve')).status).toBe(409);
  });

  it('limits how many words one person writes on a story in a day', async () => {
    await clearLimits();
    for (let n = 0; n < 3; n++) expect((await write(`Day word ${n}`)).status).toBe(201);
    const before = await count();
    const refused = await write('One too many');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await count()).toBe(before);
  });

  it('takes a word once per Idempotency-Key, however often it is sent', async () => {
    await clearLimits();
    const before = await count();
    const key = { 'idempotency-key': 'word-once-0123456789' };
    const first = (await (await write('Sent from the bus, once', neighbour, story.id, key)).json()) as Word;
    const again = await write('Sent from the bus, once', neighbour, story.id, key);
    expect(again.status).toBe(201);
    expect(((await again.json()) as Word).id).toBe(first.id);
    expect(await count()).toBe((before ?? 0) + 1);
  });

  it('opens words only on a live story, and a story nobody else may see is not there', async () => {
    await clearLimits();
    const waiting = await storyIn(server, owner, 'pending');
    expect((await write('Early word', neighbour, waiting.id)).status).toBe(404);
    expect((await write('My own story', owner, waiting.id)).status).toBe(409);
    expect((await call(server, 'GET', `/api/campaigns/${waiting.id}/words`)).status).toBe(404);
  });

  it('the database refuses a word changed after it was written, or one too long', async () => {
    const [row] = await server.app.db.query<{ id: string }>("select id from words_of_support where status = 'shown' limit 1");
    await expect(server.app.db.query("update words_of_support set text = 'changed' where id = $1", [row!.id])).rejects.toThrow(
      /never changed/,
    );
    await expect(
      server.app.db.query('insert into words_of_support (campaign_id, text) values ($1, $2)', [story.id, 'y'.repeat(281)]),
    ).rejects.toThrow();
    await expect(
      server.app.db.query('insert into words_of_support (campaign_id, text) values ($1, $2)', [story.id, 'two\nlines']),
    ).rejects.toThrow();
  });
});
