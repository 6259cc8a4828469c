/**
 * Cash collected in person: an owner records what was counted at the door; a
 * co-signer of the story (or an admin, when it has none) confirms or refuses
 * it, never the person who recorded it. Confirming writes the cash journal in
 * the same transaction (in_person_givers → in_person: progress, never money
 * held or paid out) and the database raises the story's total. Every record,
 * confirmation and refusal goes to the audit log in its transaction.
 */
import type { CashBody, CashRecord, CashToDecide, PublicCash, StoryCash } from '../../contract/api/cash';
import type { AdminCash } from '../../contract/api/cash';
import type { Paged } from '../../contract/api/common';
import { cashLimits, cashStoryStatuses, collectionDateOk, type CashDecider, type CashStatus } from '../../contract/rules/cash';
import { auditLog, type Actor } from '../admin/port';
import type { Database, Queryable } from '../db/database';
import { conflict, forbidden, invalid, notFound } from '../domain/errors';
import { pageOf } from '../domain/paging';
import type { EventBus } from '../events/bus';
import { ledgerBook } from '../ledger/book';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { cashRepository, type CashRow, type CashStory, type CashStoryRow } from './repository';

/** What cash needs of the story's co-signers (money out keeps them), read in the caller's transaction. */
export interface Cosigners {
  isCosigner(db: Queryable, campaignId: string, userId: string): Promise<boolean>;
  count(db: Queryable, campaignId: string): Promise<number>;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How many records a story's list and its open ledger show. */
const listed = 100;

const toRecord = (row: CashRow): CashRecord => ({
  id: row.id,
  campaign_id: row.campaign_id,
  amount: row.amount,
  collected_on: row.collected_on,
  place: row.place,
  note: row.note,
  status: row.status,
  recorded_by: row.recorded_by_name,
  recorded_at: row.created_at.toISOString(),
  decided_as: row.decided_as,
  decided_at: row.decided_at?.toISOString() ?? null,
  reason: row.reason,
});

const toDecide = (row: CashStoryRow): CashToDecide => ({
  ...toRecord(row),
  campaign: { id: row.campaign_id, title: row.campaign_title, slug: row.campaign_slug, status: row.campaign_status },
});

/** Text as people type it, trimmed: within its limits or a 400 naming the field. */
function text(raw: string | null | undefined, field: string, limits: { min: number; max: number }): string {
  const value = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (value.length < limits.min || value.length > limits.max) {
    throw invalid(`${field} must be ${limits.min} to ${limits.max} characters`, 'Invalid cash record', field);
  }
  return value;
}

export class CashService {
  constructor(
    private readonly db: Database,
    private readonly cosigners: Cosigners,
    private readonly events: EventBus,
    private readonly limiter: RateLimiter,
  ) {}

  /** The story, when this person owns it: 404 when there is none, 403 when it is someone else's. */
  private async owned(db: Queryable, campaignId: string, userId: string): Promise<CashStory> {
    const story = uuid.test(campaignId) ? await cashRepository.story(db, campaignId) : null;
    if (!story) throw notFound('This story does not exist.');
    if (story.owner_id !== userId) throw forbidden('Only the owner of this story can record or see its cash.', 'Not your story');
    return story;
  }

  /** For a preValidation hook: the caller owns the story, whatever they sent. */
  async assertOwner(userId: string, campaignId: string): Promise<void> {
    await this.owned(this.db, campaignId, userId);
  }

  async record(owner: Actor, campaignId: string, body: CashBody): Promise<CashRecord> {
    const place = text(body.place, 'place', cashLimits.place);
    const note = body.note == null || body.note.trim() === '' ? null : text(body.note, 'note', { min: 1, max: cashLimits.note.max });
    if (!collectionDateOk(body.collected_on)) {
      throw invalid(
        `collected_on must be a day in the last ${cashLimits.daysBack} days, not in the future (YYYY-MM-DD)`,
        'Invalid cash record',
        'collected_on',
      );
    }
    await this.limiter.enforce([{ key: `cash-record:user:${owner.userId}`, windowSeconds: 86_400, max: cashLimits.perDay }]);
    const id = await this.db.transaction(async (tx) => {
      const story = await this.owned(tx, campaignId, owner.userId);
      if (!(cashStoryStatuses as readonly string[]).includes(story.status)) {
        throw conflict('Cash can be recorded only for a story that is live, paused or closed.', 'Story cannot take cash');
      }
      const made = await cashRepository.insert(tx, {
        campaignId,
        recordedBy: owner.userId,
        amount: body.amount,
        collectedOn: body.collected_on,
        place,
        note,
      });
      await auditLog.record(tx, owner, {
        action: 'cash_record',
        targetType: 'cash',
        targetId: made,
        details: { campaign_id: campaignId, amount: body.amount, collected_on: body.collected_on, place },
      });
      return made;
    });
    return toRecord((await cashRepository.find(this.db, id))!);
  }

  /** The owner's view of a story's cash: every record with its state, the sums, and who will decide. */
  async ofStory(ownerId: string, campaignId: string): Promise<StoryCash> {
    await this.owned(this.db, campaignId, ownerId);
    const [{ rows, confirmed, pending }, cosigners] = await Promise.all([
      cashRepository.ofStory(this.db, campaignId, listed),
      this.cosigners.count(this.db, campaignId),
    ]);
    return { campaign_id: campaignId, confirmed, pending, has_cosigners: cosigners > 0, items: rows.map(toRecord) };
  }

  /** Confirmed cash as the open ledger shows it (the ledger's port). */
  readonly publicOf = async (campaignId: string): Promise<PublicCash[]> =>
    (await cashRepository.confirmedOf(this.db, campaignId, listed)).map((row) => ({
      id: row.id,
      amount: row.amount,
      collected_on: row.collected_on,
      place: row.place,
      note: row.note,
      confirmed_by: row.decided_as ?? 'cosigner',
      confirmed_at: (row.decided_at ?? row.created_at).toISOString(),
    }));

  /** Records waiting in the stories this person co-signs. */
  async waitingFor(userId: string): Promise<CashToDecide[]> {
    return (await cashRepository.waitingFor(this.db, userId, listed)).map(toDecide);
  }

  /** For a preValidation hook: the record exists and the caller co-signs its story. */
  async assertCosigner(userId: string, id: string): Promise<void> {
    const row = uuid.test(id) ? await cashRepository.find(this.db, id) : null;
    if (!row) throw notFound('There is no such cash record.');
    if (!(await this.cosigners.isCosigner(this.db, row.campaign_id, userId))) {
      throw forbidden('Only the co-signers of this story can confirm or refuse its cash.', 'Not a co-signer');
    }
  }

  /**
   * Confirms or refuses a record, as one of its story's co-signers or as an
   * admin (only for a story without co-signers). Never the person who made it.
   */
  async decide(actor: Actor, as: CashDecider, id: string, confirm: boolean, rawReason?: string): Promise<CashRecord> {
    const reason = confirm ? null : text(rawReason, 'reason', cashLimits.reason);
    const decided = await this.db.transaction(async (tx) => {
      const row = uuid.test(id) ? await cashRepository.lock(tx, id) : null;
      if (!row) throw notFound('There is no such cash record.');
      if (row.recorded_by === actor.userId) {
        throw forbidden('You recorded this cash: someone else must confirm or refuse it.', 'Own record');
      }
      if (as === 'cosigner' && !(await this.cosigners.isCosigner(tx, row.campaign_id, actor.userId))) {
        throw forbidden('Only the co-signers of this story can confirm or refuse its cash.', 'Not a co-signer');
      }
      if (as === 'admin' && (await this.cosigners.count(tx, row.campaign_id)) > 0) {
        throw conflict('This story has co-signers: they confirm or refuse its cash.', 'Co-signers decide');
      }
      if (row.status !== 'pending') throw conflict(`This cash record was already ${row.status}.`, 'State cannot follow');
      const status: CashStatus = confirm ? 'confirmed' : 'refused';
      await cashRepository.decide(tx, row.id, { status, decidedBy: actor.userId, decidedAs: as, reason });
      if (confirm) await ledgerBook.cashIn(tx, { collectionId: row.id, campaignId: row.campaign_id, amount: row.amount });
      await auditLog.record(tx, actor, {
        action: confirm ? 'cash_confirm' : 'cash_refuse',
        targetType: 'cash',
        targetId: row.id,
        reason,
        details: { campaign_id: row.campaign_id, amount: row.amount, as },
      });
      return row;
    });
    if (confirm) await this.events.emit('campaign.changed', { campaignId: decided.campaign_id, moneyOnly: true });
    return toRecord((await cashRepository.find(this.db, decided.id))!);
  }

  /** The admins' list: records only an admin can decide (oldest first) by default, or every record in a state. */
  async adminList(status: CashStatus | undefined, page: number, limit: number): Promise<Paged<AdminCash>> {
    const { rows, total } = await cashRepository.adminList(this.db, { status: status ?? 'pending', limit, offset: (page - 1) * limit });
    return pageOf(
      rows.map((row) => ({ ...toDecide(row), owner_email: row.owner_email })),
      total,
      page,
      limit,
    );
  }
}
