/**
 * Every kind of thing a person queues in the outbox, as the fault test
 * queues it (straight into the phone's outbox, as the forms do) and finds it
 * again in the database. A new kind is one more line in `outboxCases`: what
 * it queues, carrying its tag, and how many rows carry that tag.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Database } from '../../server/db/database';
import { demoDataRepository } from '../../server/demo/repository';
import { ledgerBook } from '../../server/ledger/book';
import { storyKind } from '../../src/features/create/outbox-story';
import { receiptKind } from '../../src/features/dashboard/outbox-receipt';
import { updateKind } from '../../src/features/dashboard/outbox-update';
import { reportKind } from '../../src/features/stories/outbox-report';
import { wordKind } from '../../src/features/stories/outbox-word';
import { profileKind } from '../../src/lib/auth/outbox-profile';
import type { NewOutboxItem } from '../../src/lib/offline/outbox';
import { photoKind } from '../../src/lib/offline/outbox-photo';
import type { PhonePhoto } from '../e2e/phone-storage';
import { person } from './fixtures';
import { activeStory } from './payments';
import { fundedStory, verifiedOwner, walletFor } from './payouts';
import type { TestServer } from './test-server';

/** What the cases queue against: the signed-in owner, stories to update and report, and photos. */
export interface World {
  db: Database;
  ownerId: string;
  /** A live story of the owner's. */
  ownStoryId: string;
  /** A live story of someone else's. */
  otherStoryId: string;
  /** A photo item, its photo (different from every other) kept on the phone for it. */
  photo(label: string): Promise<NewOutboxItem & { photoId: string }>;
  /** A withdrawal of the owner's, paid and without a receipt, with this purpose. */
  paidWithdrawal(purpose: string): Promise<string>;
  count(sql: string, ...params: unknown[]): Promise<number>;
}

export interface OutboxCase {
  name: string;
  /** The items it queues, in order; `tag` makes its row findable. */
  queue(world: World, tag: string): Promise<NewOutboxItem[]>;
  /** How many rows in the database carry `tag`, with everything the item carried. */
  rows(world: World, tag: string): Promise<number>;
}

const deadline = () => new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
const storyText = `${'Our youth group in Techiman has no safe place to play. '.repeat(5)}\n\nThe money pays for levelling, goals and nets.`;

async function storyWithPhotos(world: World, tag: string): Promise<NewOutboxItem[]> {
  const [cover, gallery] = [await world.photo('Photo 1'), await world.photo('Photo 2')];
  const body = { title: tag, summary: 'A football pitch the whole town can play on.', story: storyText, category: 'community' as const };
  return [
    cover,
    gallery,
    storyKind.item({
      label: tag,
      dependsOn: [cover.id ?? '', gallery.id ?? ''],
      payload: {
        draftId: randomUUID(),
        body: {
          ...body,
          region: 'Bono',
          beneficiary: 'Techiman youth group',
          relationship: 'community',
          goal: 900_000,
          deadline: deadline(),
          submit: true,
        },
        coverItemId: cover.id ?? null,
        galleryItemIds: [gallery.id ?? ''],
      },
    }),
  ];
}

async function updateWithPhotos(world: World, tag: string): Promise<NewOutboxItem[]> {
  const photos = [await world.photo('Photo 1'), await world.photo('Photo 2')];
  const ids = photos.map((photo) => photo.id ?? '');
  const body = { title: tag, body: 'Written on a bad connection, and it arrives once.' };
  return [
    ...photos,
    updateKind.item({
      label: tag,
      dependsOn: ids,
      payload: { campaignId: world.ownStoryId, body, photoItemIds: ids, photoSetId: randomUUID() },
    }),
  ];
}

async function receipt(world: World, tag: string): Promise<NewOutboxItem[]> {
  const photo = await world.photo('Receipt');
  const withdrawalId = await world.paidWithdrawal(tag);
  return [
    photo,
    receiptKind.item({
      label: tag,
      dependsOn: [photo.id ?? ''],
      payload: { withdrawalId, photoItemId: photo.id ?? '', photoId: photo.photoId },
    }),
  ];
}

/** A kind that goes as one write: the item it queues, and the table and column where its tag lands. */
const oneWrite = (name: string, item: (world: World, tag: string) => NewOutboxItem, table: string, column: string): OutboxCase => ({
  name,
  queue: async (world, tag) => [item(world, tag)],
  rows: (world, tag) => world.count(`select count(*)::int as n from ${table} where ${column} = $1`, tag),
});

const storyRows = `select count(*)::int as n from campaigns c where c.title = $1 and c.cover_upload_id is not null
  and (select count(*) from campaign_images i where i.campaign_id = c.id) = 1`;
const updateRows = `select count(*)::int as n from campaign_updates u where u.title = $1
  and (select count(*) from campaign_update_photos p where p.update_id = u.id) = 2`;
const receiptRows = 'select count(*)::int as n from withdrawals where purpose = $1 and receipt_upload_id is not null';

/** Every kind, one entry each. */
export const outboxCases: OutboxCase[] = [
  { name: 'story with photos', queue: storyWithPhotos, rows: (w, tag) => w.count(storyRows, tag) },
  { name: 'update with photos', queue: updateWithPhotos, rows: (w, tag) => w.count(updateRows, tag) },
  oneWrite(
    'report',
    (w, tag) => reportKind.item({ label: tag, payload: { body: { campaign_id: w.otherStoryId, reason: 'other', details: tag } } }),
    'reports',
    'details',
  ),
  oneWrite(
    'word of support',
    (w, tag) => wordKind.item({ label: tag, payload: { campaignId: w.otherStoryId, body: { text: tag } } }),
    'words_of_support',
    'text',
  ),
  oneWrite('profile edit', (_w, tag) => profileKind.item({ label: tag, payload: { body: { bio: tag } } }), 'users', 'bio'),
  { name: 'receipt', queue: receipt, rows: (w, tag) => w.count(receiptRows, tag) },
];

/** A small photo no other looks like (noise), so no story is taken for a copy of another. */
async function distinctJpeg(): Promise<Buffer> {
  const width = 240;
  const height = 180;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** A verified owner with a live story holding money and a payout account, someone else's live story, and photos (collected in `photos`). */
export async function ownerWorld(server: TestServer): Promise<World & { photos: PhonePhoto[]; email: string }> {
  const db = server.app.db;
  const [owner, stranger] = await Promise.all([verifiedOwner(server), person(server, 'reader')]);
  const [own, other] = await Promise.all([fundedStory(server, owner, 500_000), activeStory(server, stranger)]);
  const accountId = randomUUID();
  await demoDataRepository.insertPayoutAccount(db, {
    id: accountId,
    userId: owner.userId,
    method: 'mtn_momo',
    accountNumber: walletFor(0),
    bankCode: 'MTN',
    bankName: 'MTN Mobile Money',
    accountName: 'AMA SERWAA MENSAH',
    confirmedAt: new Date(Date.now() - 30 * 86_400_000),
  });
  const photos: PhonePhoto[] = [];
  return {
    db,
    email: owner.email,
    ownerId: owner.userId,
    ownStoryId: own.id,
    otherStoryId: other.id,
    photos,
    async photo(label) {
      const photo: PhonePhoto = { id: randomUUID(), draftId: randomUUID(), name: 'photo.jpg', bytes: await distinctJpeg() };
      photos.push(photo);
      return { ...photoKind.item({ id: randomUUID(), label, payload: { photoId: photo.id, name: photo.name } }), photoId: photo.id };
    },
    async paidWithdrawal(purpose) {
      // Paid as paying it does (reserved from what was available, then paid out), without the transfer's round trip.
      const id = randomUUID();
      const requestedAt = new Date(Date.now() - 2 * 86_400_000);
      await db.transaction(async (tx) => {
        await demoDataRepository.insertPaidWithdrawal(tx, {
          id,
          campaignId: own.id,
          ownerId: owner.userId,
          accountId,
          amount: 100,
          purpose,
          reference: `wd_${randomBytes(10).toString('hex')}`,
          requestedAt,
          paidAt: new Date(requestedAt.getTime() + 86_400_000),
        });
        await ledgerBook.reserve(tx, { withdrawalId: id, campaignId: own.id, amount: 100 });
        await ledgerBook.paid(tx, { withdrawalId: id, campaignId: own.id, amount: 100 });
      });
      return id;
    },
    async count(sql, ...params) {
      return (await db.query<{ n: number }>(sql, params))[0]?.n ?? 0;
    },
  };
}
