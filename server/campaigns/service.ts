/**
 * The rules of stories: who sees what, who may change what, and when.
 * - Anyone sees active and completed stories; owners see their own in every
 *   state (a paused one too: it is not shared while our team looks into it);
 *   admins see all. A story someone may not see does not exist for them.
 * - Only the owner edits, deletes or posts updates.
 * - After donations arrive, title, category, region, beneficiary and relationship are
 *   fixed, and the goal may never drop below what was raised.
 * - A story with any donation is never deleted: it is closed (completed).
 * - Editing a rejected story sends it back for review (pending).
 */
import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import type { EventBus } from '../events/bus';
import { conflict, forbidden, invalid, notFound, unauthenticated } from '../domain/errors';
import { earlierWrite, writeOnce } from '../idempotency/write-once';
import { campaignLimits, daysLeft, dialToGive, publicStatuses, type CampaignStatus } from '../../contract/rules/campaign';
import { uploadsPort } from '../uploads/port';
import { describeUpload } from '../uploads/storage';
import type { ListQuery, StoryCardPage, StoryPage, StoryProtection, StoryUpdate, SuccessStory } from '../../contract/api/campaigns';
import { cursorPageOf, decodeCursor, encodeCursor, offsetOf } from '../domain/paging';
import type { Viewer } from '../domain/viewer';
import { toCard, toOrganiser, toOwnerView, toUpdate } from './dto';
import { campaignsRepository, cursorKinds, toPrefixQuery, type CampaignFields, type CampaignRow, type UpdateRow } from './repository';

export interface CampaignInput extends CampaignFields {
  gallery_upload_ids: string[];
}

/** Fixed once money has arrived: donors gave to this story, by this person, for this beneficiary (a relationship may still be given where none was). */
const lockedAfterDonations = ['title', 'category', 'region', 'beneficiary', 'relationship'] as const;

const fieldError = (field: string, message: string) => invalid(`${field} ${message}`, 'Invalid story', field);

function todayPlus(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function slugify(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/g, '');
  return `${base || 'story'}-${randomBytes(3).toString('hex')}`;
}

const textLimits = {
  title: campaignLimits.title,
  summary: campaignLimits.summary,
  story: campaignLimits.story,
  beneficiary: campaignLimits.beneficiary,
} as const;

/** Trims the text fields and checks their lengths again, so spaces alone never make a story. */
export function normaliseText<T extends Partial<Record<keyof typeof textLimits, string>>>(input: T): T {
  const out = { ...input };
  for (const field of Object.keys(textLimits) as Array<keyof typeof textLimits>) {
    const value = out[field];
    if (value === undefined) continue;
    const trimmed = field === 'story' ? value.replace(/\r\n/g, '\n').trim() : value.replace(/\s+/g, ' ').trim();
    const { min, max } = textLimits[field];
    if (trimmed.length < min) throw fieldError(field, `must have at least ${min} characters`);
    if (trimmed.length > max) throw fieldError(field, `must have at most ${max} characters`);
    (out as Record<string, string>)[field] = trimmed;
  }
  return out;
}

/** A story in a few words, for texts and USSD screens. */
export interface StoryBrief {
  id: string;
  slug: string;
  title: string;
  status: CampaignStatus;
  raised: number;
  goal: number;
  ownerId: string | null;
  shortNumber: string;
  /** Closed by an admin: gone from public lists. */
  takenDown: boolean;
}

export class CampaignsService {
  constructor(
    private readonly db: Database,
    private readonly events: EventBus,
    /** What every story says about how a gift is protected. */
    private readonly protection: StoryProtection,
    /** The USSD code donors dial (`*920*44#`), when one is offered. */
    private readonly ussdServiceCode: string | null = null,
  ) {}

  async list(query: ListQuery, viewer: Viewer | null): Promise<StoryCardPage> {
    let statuses: readonly CampaignStatus[] = publicStatuses;
    let ownerId: string | undefined;
    if (query.mine) {
      if (!viewer) throw unauthenticated();
      ownerId = viewer.userId;
      statuses = query.status ? [query.status] : ['draft', 'pending', 'active', 'rejected', 'paused', 'completed'];
    } else if (query.status) {
      if (!publicStatuses.includes(query.status) && !viewer) throw unauthenticated();
      if (!publicStatuses.includes(query.status) && !viewer?.isAdmin) throw forbidden('Only admins can list stories in that state.');
      statuses = [query.status];
    }
    // A search is ranked by relevance unless another sort is asked for (a search of punctuation alone is no search).
    const sort = query.sort ?? (query.q && toPrefixQuery(query.q) ? 'relevance' : 'newest');
    const found = await campaignsRepository.list(this.db, {
      ...(query.q ? { q: query.q } : {}),
      ...(query.category ? { category: query.category } : {}),
      ...(query.region ? { region: query.region } : {}),
      ...(ownerId ? { ownerId } : {}),
      ...(query.below_goal ? { funded: false } : {}),
      statuses,
      sort,
      limit: query.limit,
      ...(query.cursor
        ? { offset: 0, after: decodeCursor(query.cursor, cursorKinds(sort)) }
        : { offset: offsetOf(query.page, query.limit) }),
    });
    return cursorPageOf(
      found.rows.map((row) => toCard(row)),
      { ...found, nextCursor: found.nextKey ? encodeCursor(found.nextKey) : null },
      query.page,
      query.limit,
    );
  }

  private canSee(row: { status: CampaignStatus; owner_id: string | null }, viewer: Viewer | null): boolean {
    if (publicStatuses.includes(row.status)) return true;
    return Boolean(viewer && (viewer.isAdmin || viewer.userId === row.owner_id));
  }

  async get(idOrSlug: string, viewer: Viewer | null): Promise<StoryPage> {
    const row = await campaignsRepository.findByIdOrSlug(this.db, idOrSlug);
    if (!row || !this.canSee(row, viewer)) throw notFound('This story does not exist or is not public.');
    const [gallery, updates, organiser] = await Promise.all([
      campaignsRepository.gallery(this.db, row.id),
      campaignsRepository.updates(this.db, row.id).then((rows) => this.withPhotos(rows)),
      row.owner_id ? campaignsRepository.organiser(this.db, { id: row.id, owner_id: row.owner_id, created_at: row.created_at }) : null,
    ]);
    const mayManage = Boolean(viewer && (viewer.userId === row.owner_id || viewer.isAdmin));
    return {
      ...toCard(row),
      collected_in_person: row.collected_in_person,
      story: row.story,
      relationship: row.relationship,
      organiser: organiser ? toOrganiser(organiser) : null,
      protection: this.protection,
      ussd_dial: this.ussdServiceCode ? dialToGive(this.ussdServiceCode, String(row.short_number)) : null,
      gallery: gallery.map((image) => describeUpload({ ...image, kind: 'image' })),
      updates,
      ...(mayManage ? { owner_view: toOwnerView(row) } : {}),
      can_edit: Boolean(viewer && viewer.userId === row.owner_id && row.status !== 'completed'),
    };
  }

  /** Throws unless the campaign is visible to the viewer; returns its id. */
  async visibleId(idOrSlug: string, viewer: Viewer | null): Promise<string> {
    const row = await campaignsRepository.accessOf(this.db, idOrSlug);
    if (!row || !this.canSee(row, viewer)) throw notFound('This story does not exist or is not public.');
    return row.id;
  }

  /** Updates as answers, with their photos. */
  private async withPhotos(rows: readonly UpdateRow[]): Promise<StoryUpdate[]> {
    const photos = await campaignsRepository.updatePhotos(
      this.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toUpdate(row, photos));
  }

  /** Each photo must exist, be the owner's own upload, and be a story photo (not an avatar or an identity document). */
  private async checkPhotos(tx: Queryable, ownerId: string, ids: readonly string[], fieldOf: (id: string) => string): Promise<void> {
    const found = await uploadsPort.findMany(tx, [...new Set(ids)]);
    for (const id of ids) {
      const upload = found.find((u) => u.id === id);
      if (!upload) throw fieldError(fieldOf(id), 'refers to a photo that does not exist');
      if (upload.owner_id !== ownerId) throw fieldError(fieldOf(id), 'refers to a photo you did not upload');
      if (upload.kind !== 'image') throw fieldError(fieldOf(id), 'must be a story photo');
    }
  }

  private checkStoryPhotos(tx: Queryable, ownerId: string, coverId: string | null, galleryIds: readonly string[]): Promise<void> {
    return this.checkPhotos(tx, ownerId, [...(coverId ? [coverId] : []), ...galleryIds], (id) =>
      id === coverId ? 'cover_upload_id' : 'gallery_upload_ids',
    );
  }

  private checkDeadline(deadline: string, minDays: number): void {
    const days = daysLeft(deadline);
    if (Number.isNaN(days)) throw fieldError('deadline', 'must be a date (YYYY-MM-DD)');
    if (days < minDays) throw fieldError('deadline', `must be at least ${minDays} days from today (${todayPlus(minDays)} or later)`);
    if (days > campaignLimits.deadlineDays.max)
      throw fieldError(
        'deadline',
        `must be at most ${campaignLimits.deadlineDays.max} days from today (${todayPlus(campaignLimits.deadlineDays.max)} or earlier)`,
      );
  }

  /** Creates a story; with an idempotency key, a repeat answers with the story the first one made. */
  async create(ownerId: string, raw: CampaignInput, submit: boolean, key?: string): Promise<StoryPage> {
    const owner = { userId: ownerId, isAdmin: false };
    const earlier = await earlierWrite(this.db, key, 'campaign');
    if (earlier) return this.get(earlier, owner);
    const input = normaliseText(raw);
    this.checkDeadline(input.deadline, campaignLimits.deadlineDays.min);
    if (submit && !input.cover_upload_id) throw fieldError('cover_upload_id', 'is required: add a cover photo before submitting');
    const { id, replayed } = await writeOnce(this.db, key, 'campaign', async (tx) => {
      await this.checkStoryPhotos(tx, ownerId, input.cover_upload_id, input.gallery_upload_ids);
      let slug = slugify(input.title);
      while (await campaignsRepository.slugTaken(tx, slug)) slug = slugify(input.title);
      const row = await campaignsRepository.insert(tx, ownerId, slug, input, submit ? 'pending' : 'draft');
      await campaignsRepository.setGallery(tx, row.id, input.gallery_upload_ids);
      if (submit) await this.events.record(tx, 'campaign.submitted', { campaignId: row.id, ownerId });
      return row.id;
    });
    if (!replayed) {
      if (submit) await this.events.emit('campaign.submitted', { campaignId: id, ownerId });
      await this.events.emit('campaign.changed', { campaignId: id });
    }
    return this.get(id, owner);
  }

  private async ownedForUpdate(tx: Queryable, id: string, viewer: Viewer): Promise<CampaignRow> {
    const row = await campaignsRepository.findForUpdate(tx, id);
    if (!row || (row.owner_id !== viewer.userId && !viewer.isAdmin && !publicStatuses.includes(row.status)))
      throw notFound('This story does not exist.');
    if (row.owner_id !== viewer.userId) throw forbidden('Only the owner of this story can change it.');
    return row;
  }

  async update(idOrSlug: string, viewer: Viewer, raw: Partial<CampaignInput>, submit: boolean | undefined): Promise<StoryPage> {
    const changes = normaliseText(raw);
    const found = await campaignsRepository.findByIdOrSlug(this.db, idOrSlug);
    if (!found) throw notFound('This story does not exist.');
    const submitted = await this.db.transaction(async (tx) => {
      const row = await this.ownedForUpdate(tx, found.id, viewer);
      if (row.status === 'completed') throw conflict('This story is closed and can no longer be changed.');
      const donated = row.raised > 0 || (await campaignsRepository.hasDonations(tx, row.id));
      if (donated) {
        for (const field of lockedAfterDonations) {
          if (changes[field] !== undefined && changes[field] !== row[field] && row[field] !== null) {
            throw conflict(`${field} cannot change once donations have arrived`, 'Locked after donations', field);
          }
        }
      }
      if (changes.goal !== undefined && changes.goal < row.raised) {
        throw conflict(`goal cannot be lower than what was already raised (${row.raised} pesewas)`, 'Goal below raised', 'goal');
      }
      if (changes.deadline !== undefined && changes.deadline !== row.deadline) {
        this.checkDeadline(
          changes.deadline,
          row.status === 'draft' || row.status === 'rejected' || row.status === 'pending' ? campaignLimits.deadlineDays.min : 1,
        );
      }
      await this.checkStoryPhotos(tx, viewer.userId, changes.cover_upload_id ?? null, changes.gallery_upload_ids ?? []);
      let status: CampaignStatus | undefined;
      // Submitting a draft, or editing a rejected story, sends it (back) for review.
      if ((row.status === 'draft' && submit) || row.status === 'rejected') status = 'pending';
      const cover = changes.cover_upload_id !== undefined ? changes.cover_upload_id : row.cover_upload_id;
      if (status === 'pending' && !cover) throw fieldError('cover_upload_id', 'is required: add a cover photo before submitting');
      const { gallery_upload_ids: gallery, ...fields } = changes;
      await campaignsRepository.update(tx, row.id, { ...fields, ...(status ? { status } : {}) });
      if (gallery) await campaignsRepository.setGallery(tx, row.id, gallery);
      if (status === 'pending') await this.events.record(tx, 'campaign.submitted', { campaignId: row.id, ownerId: viewer.userId });
      return status === 'pending';
    });
    if (submitted) await this.events.emit('campaign.submitted', { campaignId: found.id, ownerId: viewer.userId });
    await this.events.emit('campaign.changed', { campaignId: found.id });
    return this.get(found.id, viewer);
  }

  /** Deletes a story without donations; closes one with donations (kept for donors' records). */
  async remove(idOrSlug: string, viewer: Viewer): Promise<{ deleted: boolean; closed: boolean }> {
    const found = await campaignsRepository.findByIdOrSlug(this.db, idOrSlug);
    if (!found) throw notFound('This story does not exist.');
    const outcome = await this.db.transaction(async (tx) => {
      const row = await this.ownedForUpdate(tx, found.id, viewer);
      if (await campaignsRepository.hasDonations(tx, row.id)) {
        if (row.status !== 'completed') await campaignsRepository.close(tx, row.id, 'owner');
        return { deleted: false, closed: true };
      }
      await campaignsRepository.delete(tx, row.id);
      return { deleted: true, closed: false };
    });
    await this.events.emit('campaign.changed', { campaignId: found.id });
    return outcome;
  }

  /**
   * Posts an update with up to four of the owner's photos; with an idempotency
   * key, a repeat answers with the update the first one posted. Supporters hear
   * of a new one (never of a repeat).
   */
  async postUpdate(
    idOrSlug: string,
    viewer: Viewer,
    update: { title: string; body: string; is_impact?: boolean; photo_upload_ids?: string[] },
    key?: string,
  ): Promise<StoryUpdate> {
    const found = await campaignsRepository.findByIdOrSlug(this.db, idOrSlug);
    if (!found) throw notFound('This story does not exist.');
    const earlier = await earlierWrite(this.db, key, 'update');
    if (earlier) return this.postedUpdate(earlier);
    const { id, replayed } = await writeOnce(this.db, key, 'update', async (tx) => {
      const row = await this.ownedForUpdate(tx, found.id, viewer);
      if (!['active', 'completed', 'paused'].includes(row.status)) throw conflict('Updates can be posted once the story is live.');
      if (update.is_impact && row.status !== 'completed')
        throw conflict('An impact update is for a story that has closed.', undefined, 'is_impact');
      const photoIds = update.photo_upload_ids ?? [];
      if (photoIds.length > campaignLimits.update.photos)
        throw fieldError('photo_upload_ids', `must have at most ${campaignLimits.update.photos} photos`);
      if (new Set(photoIds).size < photoIds.length) throw fieldError('photo_upload_ids', 'must not name a photo twice');
      await this.checkPhotos(tx, viewer.userId, photoIds, () => 'photo_upload_ids');
      const posted = await campaignsRepository.insertUpdate(tx, row.id, viewer.userId, {
        title: update.title,
        body: update.body,
        is_impact: update.is_impact ?? false,
      });
      await campaignsRepository.setUpdatePhotos(tx, posted.id, photoIds);
      await this.events.record(tx, 'campaign.update_posted', { campaignId: row.id, updateId: posted.id });
      return posted.id;
    });
    if (!replayed) {
      await this.events.emit('campaign.changed', { campaignId: found.id });
      await this.events.emit('campaign.update_posted', { campaignId: found.id, updateId: id });
    }
    return this.postedUpdate(id);
  }

  /** What a text or a USSD screen says of a story: found by id, slug or short number; any status (the caller decides what it may show). */
  async brief(story: { idOrSlug: string } | { shortNumber: number }): Promise<StoryBrief | null> {
    const row =
      'shortNumber' in story
        ? await campaignsRepository.findByShortNumber(this.db, story.shortNumber)
        : await campaignsRepository.findByIdOrSlug(this.db, story.idOrSlug);
    if (!row) return null;
    const { id, slug, title, status, raised, goal, owner_id } = row;
    return {
      id,
      slug,
      title,
      status,
      raised,
      goal,
      ownerId: owner_id,
      shortNumber: String(row.short_number),
      takenDown: row.closed_reason === 'admin',
    };
  }

  /** One update as the API answers it, with its photos. */
  async postedUpdate(id: string): Promise<StoryUpdate> {
    const row = await campaignsRepository.findUpdate(this.db, id);
    if (!row) throw notFound('This update does not exist.');
    return toUpdate(row, await campaignsRepository.updatePhotos(this.db, [row.id]));
  }

  /** Success stories: closed stories that reached their goal, with what the money achieved. */
  async successStories(limit: number, page: number): Promise<{ items: SuccessStory[]; total: number }> {
    const { rows, total } = await campaignsRepository.list(this.db, {
      statuses: ['completed'],
      funded: true,
      sort: 'newest',
      limit,
      offset: offsetOf(page, limit),
    });
    const impactRows = await campaignsRepository.impactUpdates(
      this.db,
      rows.map((r) => r.id),
    );
    const impacts = await this.withPhotos(impactRows);
    return {
      items: rows.map((row) => {
        const index = impactRows.findIndex((u) => u.campaign_id === row.id);
        return { ...toCard(row), impact: impacts[index] ?? null };
      }),
      total,
    };
  }

  /** When an account is deleted: stories with donations are closed and kept, the rest removed. */
  async onOwnerDeleted(tx: Queryable, ownerId: string): Promise<void> {
    for (const campaign of await campaignsRepository.ownedBy(tx, ownerId)) {
      if (campaign.has_donations) await campaignsRepository.close(tx, campaign.id, 'account_deleted');
      else await campaignsRepository.delete(tx, campaign.id);
    }
  }
}
