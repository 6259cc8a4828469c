/** Building blocks for story tests: photos, people, stories and donations. */
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ledgerRepository } from '../../server/ledger/repository';
import { signUpAndVerify, uniqueEmail } from './auth';
import type { TestServer } from './test-server';

/** A phone-like JPEG that says where it was taken (GPS in its EXIF). */
export async function jpegWithGps(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 150, b: 40 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#0b6b3a"/></svg>`,
        ),
      },
    ])
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Nnoboa 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 33/1 3600/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 12/1 0/1' },
    })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** True when EXIF data carries a GPS block (tag 0x8825, either byte order). */
export function hasGpsExif(exif: Buffer | undefined): boolean {
  return Boolean(exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]))));
}

export async function upload(server: TestServer, token: string | null, bytes: Buffer, filename = 'photo.jpg', type?: string) {
  const form = new FormData();
  if (type) form.append('type', type);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), filename);
  return fetch(`${server.url}/api/upload`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

export interface Person {
  email: string;
  userId: string;
  accessToken: string;
}

export async function person(server: TestServer, label = 'person'): Promise<Person> {
  const { email, userId, accessToken } = await signUpAndVerify(server, uniqueEmail(label));
  return { email, userId, accessToken };
}

export async function admin(server: TestServer): Promise<Person> {
  const someone = await person(server, 'admin');
  await server.app.db.query("update users set role = 'admin' where id = $1", [someone.userId]);
  return someone;
}

export function daysFromNow(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const storyText =
  'Akwaaba. Our community in Bolgatanga has walked four kilometres for water every morning since the old well dried up. ' +
  'With a borehole at the school, two hundred children and their families will have clean water close to home, and girls will be in class on time. ' +
  'The money pays for drilling, a hand pump, a concrete apron and training for two caretakers.';

export function storyFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'A borehole for Zuarungu primary school',
    summary: 'Clean water for two hundred pupils and their families in the Upper East.',
    story: storyText,
    category: 'community',
    region: 'Upper East',
    beneficiary: 'Zuarungu Primary School PTA',
    relationship: 'community',
    goal: 2_500_000,
    deadline: daysFromNow(60),
    ...overrides,
  };
}

export async function call(
  server: TestServer,
  method: string,
  path: string,
  body?: unknown,
  token?: string | null,
  headers: Record<string, string> = {},
) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Creates a story as `owner` with a cover photo; returns its JSON. */
export async function createStory(server: TestServer, owner: Person, overrides: Record<string, unknown> = {}) {
  const cover = (await (await upload(server, owner.accessToken, await jpegWithGps(640, 480))).json()) as { id: string };
  const response = await call(
    server,
    'POST',
    '/api/campaigns',
    storyFields({ cover_upload_id: cover.id, ...overrides }),
    owner.accessToken,
  );
  if (response.status !== 201) throw new Error(`create answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id: string; slug: string; status: string; cover: { id: string } };
}

/** An owner and their live story, made directly in the database: for servers with no dev mailbox to sign in by (SMTP). */
export async function liveStoryWithoutSignIn(
  server: TestServer,
  owner: { email: string; name: string },
  story: { slug: string; title: string },
): Promise<{ storyId: string; ownerId: string }> {
  const [ownerId, storyId] = [randomUUID(), randomUUID()];
  await server.app.db.query("insert into auth_users (id, email, email_confirmed_at, user_metadata) values ($1, $2, now(), '{}')", [
    ownerId,
    owner.email,
  ]);
  await server.app.db.query('insert into users (id, email, full_name) values ($1, $2, $3)', [ownerId, owner.email, owner.name]);
  const fields = storyFields({ title: story.title, deadline: daysFromNow(30) });
  await server.app.db.query(
    `insert into campaigns (id, owner_id, slug, title, summary, story, category, region, beneficiary, goal, deadline, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'active')`,
    [
      storyId,
      ownerId,
      story.slug,
      fields.title,
      fields.summary,
      fields.story,
      fields.category,
      fields.region,
      fields.beneficiary,
      fields.goal,
      fields.deadline,
    ],
  );
  return { storyId, ownerId };
}

export async function setStatus(server: TestServer, id: string, status: string): Promise<void> {
  await server.app.db.query('update campaigns set status = $2 where id = $1', [id, status]);
  // Changed behind the server's back: drop its short-lived cache of public answers.
  server.app.responseCache.clear();
}

/** A settled donation, counted in the story's totals and its ledger as settling does it. */
export async function donate(
  server: TestServer,
  campaignId: string,
  amount: number,
  options: { name?: string | null; anonymous?: boolean; hideAmount?: boolean; message?: string; method?: string; paidAt?: Date } = {},
) {
  await server.app.db.transaction(async (tx) => {
    await tx.query(
      `insert into donations (campaign_id, amount, donor_name, is_anonymous, hide_amount, message, method, provider, reference, status, paid_at)
       values ($1, $2, $3, $4, $5, $6, $8, 'seed', $7, 'succeeded', $9)`,
      [
        campaignId,
        amount,
        options.name ?? 'Kofi Mensah',
        options.anonymous ?? false,
        options.hideAmount ?? false,
        options.message ?? null,
        `test_${randomBytes(8).toString('hex')}`,
        options.method ?? 'mtn_momo',
        options.paidAt ?? new Date(),
      ],
    );
    await tx.query('update campaigns set raised = raised + $2, donor_count = donor_count + 1 where id = $1', [campaignId, amount]);
    await ledgerRepository.countSettledDonations(tx);
  });
  server.app.responseCache.clear();
}
