/**
 * Withdrawals: an owner asks for money from a story; its co-signers (if any)
 * approve by majority; an admin approves or rejects (or, below an amount an
 * operator set, a verified owner's withdrawal goes straight to payment); then
 * it is paid (payer.ts). Asking reserves the money in the ledger, in the same
 * transaction, after waiting for the story's other money writers: two
 * withdrawals racing for the last cedi cannot both pass (and the database
 * refuses it too). Declined, rejected, failed and reversed ones put it back.
 */
import { randomBytes } from 'node:crypto';
import type { MoneyTotals, PublicWithdrawal } from '../../contract/api/ledger';
import type { AdminWithdrawal, DashboardMoney, DecisionAnswer, Withdrawal, WithdrawBlock } from '../../contract/api/withdrawals';
import { maskGhanaCard } from '../../contract/rules/ghana-card';
import {
  cosignersNeeded,
  cosignOutcome,
  namesMatch,
  payoutLimits,
  withdrawableStoryStatuses,
  type CosignerDecision,
  type WithdrawalStatus,
} from '../../contract/rules/payout';
import type { Paged } from '../../contract/api/common';
import { auditLog, type Actor } from '../admin/port';
import type { Database, Queryable } from '../db/database';
import { pgErrorCode, PgError } from '../db/database';
import { conflict, forbidden, invalid, notFound } from '../domain/errors';
import { pageOf } from '../domain/paging';
import type { EventBus } from '../events/bus';
import { ledgerBook } from '../ledger/book';
import { toTotals } from '../ledger/service';
import { ledgerPort } from '../ledger/port';
import { numberFormats } from '../../contract/rules/numbers';
import { uploadsPort } from '../uploads/port';
import { payoutAccountsRepository } from './accounts-repository';
import { payoutReviewRepository } from './review-repository';
import { toPublicWithdrawal, toTreasurer, toWithdrawal } from './dto';
import type { PayoutNotices } from './notices';
import type { Payer } from './payer';
import { ownedStory } from './stories';
import { treasurersRepository } from './treasurers-repository';
import { withdrawalsRepository, type WithdrawalRow } from './withdrawals-repository';

/** Money in e-mails and messages, as English in Ghana writes it (₵1,234.50; ₵50). */
const cedis = (pesewas: number) => numberFormats('en').money(pesewas);

export const newWithdrawalReference = () => `wd_${randomBytes(10).toString('hex')}`;

/** A reason after trimming: 3 to 1,000 characters. */
export function checkReason(raw: string | undefined, field = 'reason'): string {
  const reason = (raw ?? '').trim();
  const { min, max } = payoutLimits.reason;
  if (reason.length < min || reason.length > max) {
    throw invalid(`${field} is required: ${min} to ${max} characters`, 'Invalid reason', field);
  }
  return reason;
}

/** The story's public withdrawals (the open ledger's port). */
export const publicWithdrawals = async (db: Queryable, campaignId: string): Promise<PublicWithdrawal[]> =>
  (await withdrawalsRepository.publicOf(db, campaignId)).map(toPublicWithdrawal);

export interface PayoutSettings {
  /** Below this (pesewas), a verified owner's withdrawal needs no admin; null: every one is reviewed. */
  autoApproveBelow: number | null;
  /** The demo provider's transfer page for a reference, when the demo provider runs. */
  demoTransferUrl: ((reference: string) => string) | null;
}

export class WithdrawalsService {
  constructor(
    private readonly db: Database,
    private readonly payer: Payer,
    private readonly notices: PayoutNotices,
    private readonly events: EventBus,
    private readonly settings: PayoutSettings,
  ) {}

  /** For a preValidation hook: the caller owns the story, whatever they sent. */
  async assertOwner(userId: string, campaignId: string): Promise<void> {
    await ownedStory(this.db, campaignId, userId);
  }

  async request(ownerId: string, campaignId: string, amount: number, rawPurpose: string): Promise<Withdrawal> {
    const purpose = rawPurpose.trim();
    const { min, max } = payoutLimits.purpose;
    if (purpose.length < min || purpose.length > max) {
      throw invalid(
        `purpose must say what the money is for in ${min} to ${max} characters (it is shown on the story)`,
        'Invalid withdrawal',
        'purpose',
      );
    }
    const row = await this.db.transaction(async (tx) => {
      const story = await ownedStory(tx, campaignId, ownerId);
      if (!(withdrawableStoryStatuses as readonly string[]).includes(story.status)) {
        throw conflict('Money can be withdrawn only from a story that is live, paused or closed.', 'Story not withdrawable');
      }
      const owner = await payoutReviewRepository.ownerIdentity(tx, ownerId);
      if (owner?.verification_status !== 'verified') {
        throw forbidden('Verify your identity (Ghana Card) on your dashboard before withdrawing.', 'Identity not verified');
      }
      const { active: account } = await payoutAccountsRepository.current(tx, ownerId);
      if (!account) throw conflict('Add and confirm a payout account before withdrawing.', 'No payout account');
      if (account.hold_until && account.hold_until.getTime() > Date.now()) {
        throw conflict(
          `Your payout account changed recently: withdrawals wait until ${account.hold_until.toISOString()}.`,
          'Payout account on hold',
        );
      }
      const balances = await ledgerBook.lockedBalances(tx, campaignId);
      if (amount > balances.available) {
        throw conflict(
          `amount is more than this story can withdraw now: ${cedis(Math.max(0, balances.available))} is available.`,
          'Above the available balance',
          'amount',
        );
      }
      const voters = await treasurersRepository.voters(tx, campaignId);
      const needed = cosignersNeeded(voters.length);
      const created = await withdrawalsRepository.insert(tx, {
        campaignId,
        requestedBy: ownerId,
        accountId: account.id,
        amount,
        purpose,
        reference: newWithdrawalReference(),
        status: needed > 0 ? 'requested' : 'cosigned',
        cosignersRequired: needed,
      });
      await withdrawalsRepository.insertVoters(
        tx,
        created.id,
        voters.map((v) => v.id),
      );
      await ledgerBook.reserve(tx, { withdrawalId: created.id, campaignId, amount }).catch((error: unknown) => {
        // The database's own check: the balance moved under us.
        if (pgErrorCode(error) === PgError.checkViolation) {
          throw conflict('amount is more than this story can withdraw now.', 'Above the available balance', 'amount');
        }
        throw error;
      });
      await this.events.record(tx, 'withdrawal.requested', { withdrawalId: created.id, campaignId, ownerId });
      return needed > 0 ? created : await this.afterCosigned(tx, created);
    });
    await this.events.emit('withdrawal.requested', { withdrawalId: row.id, campaignId, ownerId });
    await this.events.emit('campaign.changed', { campaignId, moneyOnly: true });
    if (row.status === 'requested') await this.notices.awaitingVotes(row);
    if (row.status === 'approved') await this.payer.pay(row.id);
    return this.view(row.id);
  }

  /** Co-signing is done: an admin reviews it, unless the operator's rule lets it go straight to payment. */
  private async afterCosigned(tx: Queryable, w: WithdrawalRow): Promise<WithdrawalRow> {
    const below = this.settings.autoApproveBelow;
    if (below === null || w.amount >= below) return { ...w, status: 'cosigned' };
    await withdrawalsRepository.setState(tx, w.id, { status: 'approved' });
    await auditLog.record(tx, null, {
      action: 'withdrawal_approve',
      targetType: 'withdrawal',
      targetId: w.id,
      reason: `Approved automatically: below ${cedis(below)} (WITHDRAWAL_AUTO_APPROVE_BELOW)`,
      details: { campaign_id: w.campaign_id, amount: w.amount, from: 'cosigned', automatic: true },
    });
    return { ...w, status: 'approved' };
  }

  private async existing(withdrawalId: string) {
    const w = /^[0-9a-f-]{36}$/i.test(withdrawalId) ? await withdrawalsRepository.find(this.db, withdrawalId) : null;
    if (!w) throw notFound('There is no such withdrawal.');
    return w;
  }

  /** For a preValidation hook: the caller owns this withdrawal's story. */
  async assertWithdrawalOwner(userId: string, withdrawalId: string): Promise<void> {
    await ownedStory(this.db, (await this.existing(withdrawalId)).campaign_id, userId);
  }

  /** For a preValidation hook: the caller co-signs this withdrawal's story. */
  async assertVoter(userId: string, withdrawalId: string): Promise<void> {
    const w = await this.existing(withdrawalId);
    if (!(await treasurersRepository.acceptedFor(this.db, w.campaign_id, userId))) {
      throw forbidden('Only the co-signers of this story can approve or decline its withdrawals.', 'Not a co-signer');
    }
  }

  async vote(userId: string, withdrawalId: string, decision: CosignerDecision, rawReason?: string): Promise<Withdrawal> {
    const reason = decision === 'decline' ? checkReason(rawReason) : null;
    const outcome = await this.db.transaction(async (tx) => {
      const w = await withdrawalsRepository.lock(tx, withdrawalId);
      if (!w) throw notFound('There is no such withdrawal.');
      const me = await treasurersRepository.acceptedFor(tx, w.campaign_id, userId);
      if (!me) throw forbidden('Only the co-signers of this story can approve or decline its withdrawals.', 'Not a co-signer');
      const votes = (await withdrawalsRepository.votesOf(tx, [w.id])).filter((v) => v.withdrawal_id === w.id);
      const mine = votes.find((v) => v.treasurer_id === me.id);
      if (!mine) throw forbidden('You became a co-signer after this withdrawal was asked for: the others decide it.', 'Not a voter');
      if (mine.decision)
        throw conflict(`You already ${mine.decision === 'approve' ? 'approved' : 'declined'} this withdrawal.`, 'Already voted');
      if (w.status !== 'requested') throw conflict('This withdrawal is no longer waiting for its co-signers.', 'State cannot follow');
      await withdrawalsRepository.vote(tx, w.id, me.id, decision, reason);
      const tally = cosignOutcome({
        approvals: votes.filter((v) => v.decision === 'approve').length + (decision === 'approve' ? 1 : 0),
        declines: votes.filter((v) => v.decision === 'decline').length + (decision === 'decline' ? 1 : 0),
        cosigners: votes.length,
      });
      if (tally === 'waiting') return w;
      if (tally === 'approved') {
        await withdrawalsRepository.setState(tx, w.id, { status: 'cosigned' });
        return this.afterCosigned(tx, { ...w, status: 'cosigned' });
      }
      const reasons = [...votes.filter((v) => v.decision === 'decline').map((v) => v.reason), reason].filter(Boolean).join(' · ');
      await withdrawalsRepository.setState(tx, w.id, { status: 'declined', reason: reasons.slice(0, 3000) });
      await ledgerBook.released(tx, { withdrawalId: w.id, campaignId: w.campaign_id, amount: w.amount });
      return { ...w, status: 'declined' as const, reason: reasons };
    });
    if (outcome.status === 'declined') {
      await this.notices.news(outcome, 'declined');
      await this.events.emit('campaign.changed', { campaignId: outcome.campaign_id, moneyOnly: true });
    }
    if (outcome.status === 'approved') await this.payer.pay(outcome.id);
    return this.view(outcome.id);
  }

  /** An admin's decision. Approving pays at once; rejecting puts the money back and tells the owner why. */
  async decide(actor: Actor, withdrawalId: string, action: 'approve' | 'reject', rawReason?: string): Promise<DecisionAnswer> {
    const reason = action === 'reject' ? checkReason(rawReason) : rawReason?.trim() || null;
    const done = await this.db.transaction(async (tx) => {
      const w = await withdrawalsRepository.lock(tx, withdrawalId);
      if (!w) throw notFound('There is no such withdrawal.');
      const allowed: WithdrawalStatus[] = action === 'approve' ? ['cosigned'] : ['requested', 'cosigned'];
      if (!allowed.includes(w.status)) {
        const why = w.status === 'requested' ? 'it is still waiting for its co-signers' : `it is ${w.status}`;
        throw conflict(`This withdrawal cannot be ${action === 'approve' ? 'approved' : 'rejected'}: ${why}.`, 'State cannot follow');
      }
      const next = action === 'approve' ? 'approved' : 'rejected';
      await withdrawalsRepository.setState(tx, w.id, {
        status: next,
        decidedBy: actor.userId,
        reason: action === 'reject' ? reason : null,
      });
      if (next === 'rejected') await ledgerBook.released(tx, { withdrawalId: w.id, campaignId: w.campaign_id, amount: w.amount });
      await auditLog.record(tx, actor, {
        action: action === 'approve' ? 'withdrawal_approve' : 'withdrawal_reject',
        targetType: 'withdrawal',
        targetId: w.id,
        reason,
        details: { campaign_id: w.campaign_id, amount: w.amount, from: w.status, to: next },
      });
      return { previous: w.status, w: { ...w, status: next as WithdrawalStatus, reason: next === 'rejected' ? reason : w.reason } };
    });
    if (done.w.status === 'rejected') {
      await this.notices.news(done.w, 'rejected');
      await this.events.emit('campaign.changed', { campaignId: done.w.campaign_id, moneyOnly: true });
    } else {
      await this.payer.pay(done.w.id);
    }
    const now = await withdrawalsRepository.find(this.db, done.w.id);
    return { success: true, id: done.w.id, status: now?.status ?? done.w.status, previous_status: done.previous };
  }

  /** A photo of the receipt on a paid withdrawal (uploaded as a story photo), shown on the story. */
  async attachReceipt(ownerId: string, withdrawalId: string, uploadId: string): Promise<Withdrawal> {
    await this.db.transaction(async (tx) => {
      const w = await withdrawalsRepository.lock(tx, withdrawalId);
      if (!w) throw notFound('There is no such withdrawal.');
      await ownedStory(tx, w.campaign_id, ownerId);
      if (w.status !== 'paid') throw conflict('A receipt can be added once the withdrawal is paid.', 'State cannot follow');
      const [upload] = await uploadsPort.findMany(tx, [uploadId]);
      if (!upload || upload.owner_id !== ownerId) throw invalid('upload_id must be a photo you uploaded', 'Invalid receipt', 'upload_id');
      if (upload.kind !== 'image')
        throw invalid('upload_id must be uploaded as a story photo (type image)', 'Invalid receipt', 'upload_id');
      await withdrawalsRepository.setReceipt(tx, w.id, upload.id);
      return w;
    });
    const view = await this.view(withdrawalId);
    await this.events.emit('campaign.changed', { campaignId: view.campaign_id, moneyOnly: true });
    return view;
  }

  async view(withdrawalId: string): Promise<Withdrawal> {
    const row = await withdrawalsRepository.find(this.db, withdrawalId);
    if (!row) throw notFound('There is no such withdrawal.');
    return toWithdrawal(row, await withdrawalsRepository.votesOf(this.db, [row.id]));
  }

  /** The money card of each of my stories that can hold money: totals, why I cannot withdraw (if so), history, co-signers. */
  async dashboard(ownerId: string): Promise<DashboardMoney> {
    const [stories, identity, accounts] = await Promise.all([
      payoutReviewRepository.storiesOf(this.db, ownerId),
      payoutReviewRepository.ownerIdentity(this.db, ownerId),
      payoutAccountsRepository.current(this.db, ownerId),
    ]);
    const ids = stories.map((s) => s.id);
    const [balances, rows, treasurers] = await Promise.all([
      ledgerPort.balancesOf(this.db, ids),
      withdrawalsRepository.ofCampaigns(this.db, ids),
      treasurersRepository.ofCampaigns(this.db, ids),
    ]);
    const votes = await withdrawalsRepository.votesOf(
      this.db,
      rows.map((r) => r.id),
    );
    const verified = identity?.verification_status === 'verified';
    const hold = accounts.active?.hold_until && accounts.active.hold_until.getTime() > Date.now() ? accounts.active.hold_until : null;
    return {
      verified,
      account_hold_until: hold?.toISOString() ?? null,
      items: stories.map((story) => {
        const totals = toTotals(balances.get(story.id) ?? emptyBalance);
        return {
          campaign_id: story.id,
          title: story.title,
          slug: story.slug,
          status: story.status,
          totals,
          blocked: blockOf(story.status, verified, accounts.active !== null, hold !== null, totals),
          withdrawals: rows.filter((r) => r.campaign_id === story.id).map((r) => toWithdrawal(r, votes)),
          treasurers: treasurers.filter((t) => t.campaign_id === story.id).map(toTreasurer),
        };
      }),
    };
  }

  /** The review queue: oldest first, with the story, the owner's identity, both names, the totals and any fraud alert. */
  async adminList(
    filter: { status?: WithdrawalStatus; campaignId?: string },
    page: number,
    limit: number,
  ): Promise<Paged<AdminWithdrawal>> {
    const { rows, total } = await withdrawalsRepository.adminList(this.db, { ...filter, limit, offset: (page - 1) * limit });
    const ids = rows.map((r) => r.id);
    const campaignIds = [...new Set(rows.map((r) => r.campaign_id))];
    const [votes, stories, alerts, balances] = await Promise.all([
      withdrawalsRepository.votesOf(this.db, ids),
      payoutReviewRepository.storiesWithOwners(this.db, campaignIds),
      payoutReviewRepository.alertsOf(this.db, ids),
      ledgerPort.balancesOf(this.db, campaignIds),
    ]);
    const items = rows.map((row): AdminWithdrawal => {
      const story = stories.find((s) => s.id === row.campaign_id);
      const verifiedName = story?.owner_name ?? null;
      return {
        ...toWithdrawal(row, votes),
        campaign: { id: row.campaign_id, title: story?.title ?? '', slug: story?.slug ?? '', status: story?.status ?? 'completed' },
        owner: {
          id: story?.owner_id ?? null,
          email: story?.owner_email ?? null,
          verified_name: verifiedName,
          verification: story?.verification_status ?? 'unverified',
          ghana_card_number: story?.ghana_card_number ? maskGhanaCard(story.ghana_card_number) : null,
        },
        names_match: verifiedName !== null && namesMatch(row.account_name, verifiedName),
        account_confirmed_at: row.account_confirmed_at?.toISOString() ?? null,
        totals: toTotals(balances.get(row.campaign_id) ?? emptyBalance),
        alerts: alerts
          .filter((a) => a.withdrawal_id === row.id)
          .map((a) => ({ id: a.id, rule: a.rule, status: a.status, evidence: a.evidence, created_at: a.created_at.toISOString() })),
        demo_transfer_url: this.settings.demoTransferUrl && row.transfer_code ? this.settings.demoTransferUrl(row.reference) : null,
      };
    });
    return pageOf(items, total, page, limit);
  }
}

const emptyBalance = { raised: 0, refunded: 0, available: 0, held: 0, reserved: 0, paid_out: 0, in_person: 0, next_release_at: null };

function blockOf(status: string, verified: boolean, hasAccount: boolean, onHold: boolean, totals: MoneyTotals): WithdrawBlock | null {
  if (!(withdrawableStoryStatuses as readonly string[]).includes(status)) return 'story_status';
  if (!verified) return 'not_verified';
  if (!hasAccount) return 'no_account';
  if (onHold) return 'account_hold';
  if (totals.available < payoutLimits.minAmount) return 'nothing_available';
  return null;
}
