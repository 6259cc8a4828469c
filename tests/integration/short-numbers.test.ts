// A story's short number on both databases: given once at creation, digits only, in every answer, never changed, never given again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { call, createStory, person, setStatus, type Person } from '../helpers/fixtures';
import { startTestServer, type TestServer } from '../helpers/test-server';

interface Story {
  id: string;
  slug: string;
  short_number: string;
  ussd_dial: string | null;
}

describe.each(testDatabases())('story short numbers on $kind', ({ create }) => {
  let server: TestServer;
  let owner: Person;

  beforeAll(async () => {
    server = await startTestServer(await create(), { USSD_SERVICE_CODE: '*920*44#' });
    owner = await person(server, 'owner');
  });
  afterAll(() => server.close());

  const read = async (id: string, token?: string) =>
    (await (await call(server, 'GET', `/api/campaigns/${id}`, undefined, token)).json()) as Story;

  it('gives each new story its own number of digits, shown with the code to dial', async () => {
    const made = [await createStory(server, owner), await createStory(server, owner), await createStory(server, owner)];
    const stories = await Promise.all(made.map((story) => read(story.id, owner.accessToken)));
    const numbers = stories.map((story) => story.short_number);
    for (const number of numbers) expect(number).toMatch(/^[1-9][0-9]{3,5}$/);
    expect(new Set(numbers).size).toBe(3);
    expect(stories[0]?.ussd_dial).toBe(`*920*44*${numbers[0]}#`);

    await setStatus(server, made[0]!.id, 'active');
    const list = (await (await call(server, 'GET', '/api/campaigns')).json()) as { items: Story[] };
    expect(list.items.find((card) => card.id === made[0]!.id)?.short_number).toBe(numbers[0]);
  });

  it('keeps a number when the story is edited, and the database refuses to change it', async () => {
    const story = await createStory(server, owner, { submit: false });
    const before = (await read(story.id, owner.accessToken)).short_number;
    const edited = await call(
      server,
      'PUT',
      `/api/campaigns/${story.id}`,
      { title: 'A new borehole for the Zuarungu school' },
      owner.accessToken,
    );
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as Story).short_number).toBe(before);
    await expect(server.app.db.query('update campaigns set short_number = short_number + 1 where id = $1', [story.id])).rejects.toThrow(
      /short number never changes/,
    );
    expect((await read(story.id, owner.accessToken)).short_number).toBe(before);
  });

  it('never gives a deleted story’s number to another', async () => {
    const draft = await createStory(server, owner, { submit: false });
    const gone = (await read(draft.id, owner.accessToken)).short_number;
    expect((await call(server, 'DELETE', `/api/campaigns/${draft.id}`, undefined, owner.accessToken)).status).toBe(200);
    const next = await createStory(server, owner);
    const number = (await read(next.id, owner.accessToken)).short_number;
    expect(Number(number)).toBeGreaterThan(Number(gone));
    await expect(
      server.app.db.query(
        "insert into campaigns (owner_id, slug, title, summary, story, category, region, beneficiary, goal, deadline, short_number) select owner_id, slug || '-copy', title, summary, story, category, region, beneficiary, goal, deadline, short_number from campaigns where id = $1",
        [next.id],
      ),
    ).rejects.toThrow();
  });
});
