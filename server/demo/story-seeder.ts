/**
 * Demo stories for a fresh database: the demo owners, forty stories across
 * all sixteen regions and every category, original generated covers,
 * donations, updates and five success stories.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { demoAccounts } from './accounts';
import type { Config } from '../config';
import type { Queryable } from '../db/database';
import type { Seeder } from '../db/seed';
import { encodeImage } from '../uploads/image-pipeline';
import { uploadsPort } from '../uploads/port';
import { variantWidths } from '../uploads/service';
import { openPhotoStorage } from '../uploads/photo-storage';
import type { PhotoStorage } from '../uploads/storage';
import { coverArtSvg } from './cover-art';
import { demoDataRepository } from './repository';
import { demoDonors, demoOwners, demoStories, type DemoStory } from './stories';

/** The same name always gives the same id, so demo links stay stable between fresh databases. */
export function stableUuid(name: string): string {
  const hex = createHash('sha256').update(`nnoboa-demo:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A small deterministic random generator, so the demo looks the same every time. */
function random(seed: string): () => number {
  let state = parseInt(createHash('sha256').update(seed).digest('hex').slice(0, 8), 16) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 1_000_000) / 1_000_000;
  };
}

const methods = ['mtn_momo', 'mtn_momo', 'mtn_momo', 'telecel_cash', 'airteltigo_money', 'card'] as const;

/** Splits `total` pesewas into `count` whole-cedi gifts of varied size that add up exactly. */
export function splitAmount(total: number, count: number, next: () => number): number[] {
  if (count <= 0 || total <= 0) return [];
  const weights = Array.from({ length: count }, () => 0.2 + next() ** 2 * 3);
  const sum = weights.reduce((a, b) => a + b, 0);
  const cedis = Math.round(total / 100);
  const parts = weights.map((w) => Math.max(1, Math.floor((w / sum) * cedis)));
  parts[0] = (parts[0] ?? 0) + cedis - parts.reduce((a, b) => a + b, 0);
  return parts.map((p) => p * 100);
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function seedCover(tx: Queryable, storage: PhotoStorage, story: DemoStory, ownerId: string): Promise<string> {
  const png = await sharp(Buffer.from(coverArtSvg({ seed: story.key, category: story.category, width: 1600, height: 1067 })))
    .png()
    .toBuffer();
  const encoded = await encodeImage(png, variantWidths.image);
  const id = stableUuid(`cover:${story.key}`);
  await storage.write('image', id, encoded.variants);
  await uploadsPort.insert(tx, {
    id,
    owner_id: ownerId,
    kind: 'image',
    content_hash: encoded.contentHash,
    pixel_hash: encoded.pixelHash,
    width: encoded.width,
    height: encoded.height,
    variants: encoded.variants.map(({ width, height, bytes }) => ({ width, height, bytes })),
  });
  return id;
}

async function seedDonations(tx: Queryable, story: DemoStory, campaignId: string): Promise<void> {
  const next = random(`donations:${story.key}`);
  const target = Math.round((story.goal * story.raisedPercent) / 100);
  const amounts = splitAmount(target, story.donations, next);
  const start = story.createdDaysAgo;
  const end = story.status === 'completed' ? Math.max(0, -story.deadlineInDays) : 0;
  let raised = 0;
  for (const [index, amount] of amounts.entries()) {
    const donor = demoDonors[Math.floor(next() * demoDonors.length)] ?? { name: 'A well-wisher' };
    const anonymous = next() < 0.15;
    const paidDaysAgo = end + (start - end) * (1 - (index + next()) / amounts.length);
    await demoDataRepository.insertDonation(tx, {
      campaignId,
      amount,
      donorName: donor.name,
      anonymous,
      hideAmount: !anonymous && next() < 0.1,
      message: next() < 0.6 ? (donor.message ?? null) : null,
      method: methods[Math.floor(next() * methods.length)] ?? 'mtn_momo',
      reference: `seed_${story.key}_${index}`.slice(0, 100),
      paidAt: daysAgo(Math.max(0, paidDaysAgo)),
    });
    raised += amount;
  }
  await demoDataRepository.setTotals(tx, campaignId, raised, amounts.length);
}

export function demoStoriesSeeder(config: Config): Seeder {
  return {
    name: 'stories',
    tables: ['campaigns', 'uploads'],
    async run(tx, progress) {
      const storage = openPhotoStorage(config);
      await storage.prepare();
      const owners = new Map<string, string>([['owner', demoAccounts.owner.id]]);
      for (const owner of demoOwners) {
        const id = stableUuid(`owner:${owner.key}`);
        owners.set(owner.key, id);
        await demoDataRepository.insertAccount(tx, { id, ...owner, role: 'user', verified: Boolean(owner.verified) });
      }
      // Each owner joined a while before their first story.
      for (const [key, id] of owners) {
        const first = Math.max(0, ...demoStories.filter((s) => s.ownerKey === key).map((s) => s.createdDaysAgo));
        await demoDataRepository.setMemberSince(tx, id, daysAgo(first + 14 + Math.floor(random(`member:${key}`)() * 500)));
      }
      for (const [index, story] of demoStories.entries()) {
        if (index % 10 === 0) progress(`Demo stories: drawing covers and adding gifts (${index} of ${demoStories.length})...`);
        const ownerId = owners.get(story.ownerKey);
        if (!ownerId) throw new Error(`demo story ${story.key} has an unknown owner ${story.ownerKey}`);
        const coverId = await seedCover(tx, storage, story, ownerId);
        const id = stableUuid(`story:${story.key}`);
        const created = daysAgo(story.createdDaysAgo);
        const live = story.status === 'active' || story.status === 'completed';
        const { title, summary, story: text, category, region, beneficiary, relationship, goal } = story;
        await demoDataRepository.insertStory(tx, {
          id,
          ownerId,
          slug: story.key,
          fields: {
            title,
            summary,
            story: text,
            category,
            region,
            beneficiary,
            relationship,
            goal,
            deadline: dateIn(story.deadlineInDays),
            cover_upload_id: coverId,
          },
          status: story.status,
          moderationReason: story.rejectionReason ?? null,
          closedReason: story.status === 'completed' ? 'deadline' : null,
          createdAt: created,
          approvedAt: live ? new Date(created.getTime() + 86_400_000) : null,
          completedAt: story.status === 'completed' ? daysAgo(-story.deadlineInDays) : null,
        });
        if (live) await seedDonations(tx, story, id);
        for (const update of story.updates) {
          await demoDataRepository.insertUpdate(tx, {
            campaignId: id,
            authorId: ownerId,
            title: update.title,
            body: update.body,
            impact: update.impact ?? false,
            createdAt: daysAgo(update.daysAgo),
          });
        }
      }
    },
  };
}
