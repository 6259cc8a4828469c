/** SQL for withdrawals: asking, co-signers' votes, decisions, the transfer's progress, receipts. */
import { boundedCount } from '../db/bounded-count';
import type { Queryable } from '../db/database';
import { finishedWithdrawalStatuses, type CosignerDecision, type PayoutMethod, type WithdrawalStatus } from '../../contract/rules/payout';

export interface WithdrawalRow {
  id: string;
  campaign_id: string;
  requested_by: string | null;
  payout_account_id: string;
  amount: number;
  purpose: string;
  reference: string;
  status: WithdrawalStatus;
  cosigners_required: number;
  reason: string | null;
  decided_by: string | null;
  transfer_code: string | null;
  provider_status: string | null;
  last_error: string | null;
  attempts: number;
  receipt_upload_id: string | null;
  donors_notified_at: Date | null;
  requested_at: Date;
  cosigned_at: Date | null;
  decided_at: Date | null;
  processing_at: Date | null;
  finished_at: Date | null;
  updated_at: Date;
}

/** A withdrawal with its account and receipt photo, as the screens show it. */
export interface WithdrawalDetailRow extends WithdrawalRow {
  account_method: PayoutMethod;
  account_number: string;
  account_name: string;
  bank_name: string;
  account_confirmed_at: Date | null;
  receipt_width: number | null;
  receipt_height: number | null;
  receipt_variants: Array<{ width: number }> | null;
}

/** What the open ledger shows of a withdrawal. */
export type PublicWithdrawalRow = Pick<
  WithdrawalDetailRow,
  | 'id'
  | 'amount'
  | 'purpose'
  | 'status'
  | 'requested_at'
  | 'finished_at'
  | 'receipt_upload_id'
  | 'receipt_width'
  | 'receipt_height'
  | 'receipt_variants'
>;

export interface VoteRow {
  withdrawal_id: string;
  treasurer_id: string;
  email: string | null;
  phone: string | null;
  name: string | null;
  decision: CosignerDecision | null;
  reason: string | null;
  decided_at: Date | null;
}

export interface AdminFilter {
  status?: WithdrawalStatus;
  campaignId?: string;
  limit: number;
  offset: number;
}

const detail = `select w.*, a.method as account_method, a.account_number, a.account_name, a.bank_name, a.confirmed_at as account_confirmed_at,
       u.width as receipt_width, u.height as receipt_height, u.variants as receipt_variants
  from withdrawals w join payout_accounts a on a.id = w.payout_account_id left join uploads u on u.id = w.receipt_upload_id`;

/** What a state change writes besides the status: the moment it happened and what it says. */
export interface StatePatch {
  status: WithdrawalStatus;
  reason?: string | null;
  decidedBy?: string | null;
  transferCode?: string | null;
  providerStatus?: string | null;
}

const stamp: Partial<Record<WithdrawalStatus, string>> = {
  cosigned: 'cosigned_at',
  approved: 'decided_at',
  rejected: 'decided_at',
  processing: 'processing_at',
};

export const withdrawalsRepository = {
  async insert(
    db: Queryable,
    w: {
      campaignId: string;
      requestedBy: string;
      accountId: string;
      amount: number;
      purpose: string;
      reference: string;
      status: WithdrawalStatus;
      cosignersRequired: number;
    },
  ): Promise<WithdrawalRow> {
    const [row] = await db.query<WithdrawalRow>(
      `insert into withdrawals (campaign_id, requested_by, payout_account_id, amount, purpose, reference, status, cosigners_required, cosigned_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, case when $7 = 'cosigned' then now() end) returning *`,
      [w.campaignId, w.requestedBy, w.accountId, w.amount, w.purpose, w.reference, w.status, w.cosignersRequired],
    );
    if (!row) throw new Error('withdrawal not stored');
    return row;
  },

  async insertVoters(db: Queryable, withdrawalId: string, treasurerIds: readonly string[]): Promise<void> {
    if (treasurerIds.length === 0) return;
    await db.query(`insert into withdrawal_approvals (withdrawal_id, treasurer_id) select $1, unnest($2::uuid[])`, [
      withdrawalId,
      treasurerIds,
    ]);
  },

  async lock(db: Queryable, id: string): Promise<WithdrawalRow | null> {
    const [row] = await db.query<WithdrawalRow>('select * from withdrawals where id = $1 for update', [id]);
    return row ?? null;
  },

  async lockByReference(db: Queryable, reference: string): Promise<WithdrawalRow | null> {
    const [row] = await db.query<WithdrawalRow>('select * from withdrawals where reference = $1 for update', [reference]);
    return row ?? null;
  },

  async find(db: Queryable, id: string): Promise<WithdrawalDetailRow | null> {
    const [row] = await db.query<WithdrawalDetailRow>(`${detail} where w.id = $1`, [id]);
    return row ?? null;
  },

  /** Moves a withdrawal to a new state, stamping when; a final state is stamped finished. */
  async setState(db: Queryable, id: string, patch: StatePatch): Promise<void> {
    const column = stamp[patch.status];
    await db.query(
      `update withdrawals set status = $2, reason = coalesce($3, reason), decided_by = coalesce($4, decided_by),
              transfer_code = coalesce($5, transfer_code), provider_status = coalesce($6, provider_status),
              ${column ? `${column} = coalesce(${column}, now()),` : ''}
              finished_at = case when $2 = any($7::text[]) then now() end, updated_at = now()
        where id = $1`,
      [
        id,
        patch.status,
        patch.reason ?? null,
        patch.decidedBy ?? null,
        patch.transferCode ?? null,
        patch.providerStatus ?? null,
        [...finishedWithdrawalStatuses],
      ],
    );
  },

  /** A payment attempt begins; `error` records why the last one did not reach the provider. */
  async recordAttempt(db: Queryable, id: string, error: string | null): Promise<void> {
    await db.query(
      `update withdrawals set attempts = attempts + case when $2::text is null then 1 else 0 end, last_error = coalesce($2, last_error),
              updated_at = now() where id = $1`,
      [id, error?.slice(0, 500) ?? null],
    );
  },

  async vote(db: Queryable, withdrawalId: string, treasurerId: string, decision: CosignerDecision, reason: string | null): Promise<void> {
    await db.query(
      `update withdrawal_approvals set decision = $3, reason = $4, decided_at = now() where withdrawal_id = $1 and treasurer_id = $2`,
      [withdrawalId, treasurerId, decision, reason],
    );
  },

  votesOf(db: Queryable, withdrawalIds: readonly string[]): Promise<VoteRow[]> {
    if (withdrawalIds.length === 0) return Promise.resolve([]);
    return db.query<VoteRow>(
      `select v.withdrawal_id, v.treasurer_id, t.email, t.phone, u.full_name as name, v.decision, v.reason, v.decided_at
         from withdrawal_approvals v join campaign_treasurers t on t.id = v.treasurer_id left join users u on u.id = t.user_id
        where v.withdrawal_id = any($1::uuid[]) order by t.invited_at`,
      [withdrawalIds],
    );
  },

  ofCampaigns(db: Queryable, campaignIds: readonly string[], limit = 50): Promise<WithdrawalDetailRow[]> {
    if (campaignIds.length === 0) return Promise.resolve([]);
    return db.query<WithdrawalDetailRow>(
      `select * from (${detail} where w.campaign_id = any($1::uuid[])) d
        order by d.requested_at desc, d.id limit $2`,
      [campaignIds, limit * campaignIds.length],
    );
  },

  /** Withdrawals of the stories a person co-signs: waiting for their vote first, then the latest. */
  forCosigner(
    db: Queryable,
    userId: string,
  ): Promise<
    Array<
      WithdrawalDetailRow & { campaign_title: string; campaign_slug: string; my_treasurer_id: string; my_decision: CosignerDecision | null }
    >
  > {
    return db.query(
      `select d.*, c.title as campaign_title, c.slug as campaign_slug, v.treasurer_id as my_treasurer_id, v.decision as my_decision
         from (${detail}) d join campaigns c on c.id = d.campaign_id
         join withdrawal_approvals v on v.withdrawal_id = d.id join campaign_treasurers t on t.id = v.treasurer_id and t.user_id = $1
        order by (v.decision is null and d.status = 'requested') desc, d.requested_at desc limit 30`,
      [userId],
    );
  },

  async adminList(db: Queryable, filter: AdminFilter): Promise<{ rows: WithdrawalDetailRow[]; total: number; totalExact: boolean }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (filter.status) where.push(`d.status = $${params.push(filter.status)}`);
    if (filter.campaignId) where.push(`d.campaign_id = $${params.push(filter.campaignId)}::uuid`);
    const counted = await boundedCount(db, `from (${detail}) d ${where.length ? `where ${where.join(' and ')}` : ''}`, params);
    params.push(filter.limit, filter.offset);
    const rows = await db.query<WithdrawalDetailRow>(
      `select d.* from (${detail}) d ${where.length ? `where ${where.join(' and ')}` : ''}
        order by d.requested_at, d.id limit $${params.length - 1} offset $${params.length}`,
      params,
    );
    return { rows, ...counted };
  },

  /** A story's withdrawals as everyone may see them (the open ledger): no account, no one's name. */
  publicOf(db: Queryable, campaignId: string): Promise<PublicWithdrawalRow[]> {
    return db.query<PublicWithdrawalRow>(
      `select w.id, w.amount, w.purpose, w.status, w.requested_at, w.finished_at, w.receipt_upload_id,
              u.width as receipt_width, u.height as receipt_height, u.variants as receipt_variants
         from withdrawals w left join uploads u on u.id = w.receipt_upload_id
        where w.campaign_id = $1 order by w.requested_at desc limit 100`,
      [campaignId],
    );
  },

  /** Approved ones not handed to the provider yet (backing off as attempts grow), and ones the provider has not answered for long. */
  due(db: Queryable): Promise<Array<{ id: string; status: WithdrawalStatus }>> {
    return db.query(
      `select id, status from withdrawals
        where (status = 'approved' and updated_at < now() - least(attempts, 30) * interval '1 minute')
           or (status = 'processing' and updated_at < now() - interval '15 minutes')
        order by updated_at limit 50`,
    );
  },

  /** Marks that the provider was asked again, so a story the provider is slow on is not asked every minute. */
  async touch(db: Queryable, id: string): Promise<void> {
    await db.query('update withdrawals set updated_at = now() where id = $1', [id]);
  },

  async setReceipt(db: Queryable, id: string, uploadId: string): Promise<void> {
    await db.query('update withdrawals set receipt_upload_id = $2, updated_at = now() where id = $1', [id, uploadId]);
  },

  /** Takes the right to tell donors about a payout, once. */
  async claimDonorNotice(db: Queryable, id: string): Promise<boolean> {
    const rows = await db.query(
      `update withdrawals set donors_notified_at = now() where id = $1 and donors_notified_at is null and status = 'paid' returning id`,
      [id],
    );
    return rows.length > 0;
  },

  /** The addresses of a story's donors who gave one, once each, with the language of the latest gift from each. */
  async donorAddresses(db: Queryable, campaignId: string): Promise<Array<{ email: string; lang: string }>> {
    return db.query<{ email: string; lang: string }>(
      `select distinct on (lower(donor_email)) lower(donor_email) as email, lang from donations
        where campaign_id = $1 and status = 'succeeded' and donor_email is not null and donor_email <> ''
        order by lower(donor_email), paid_at desc nulls last limit 5000`,
      [campaignId],
    );
  },
};

export interface StoryContact {
  id: string;
  title: string;
  slug: string;
  status: string;
  owner_id: string | null;
  owner_email: string | null;
  owner_name: string | null;
  owner_lang: string | null;
}

export const storyContactRepository = {
  async find(db: Queryable, campaignId: string): Promise<StoryContact | null> {
    const [row] = await db.query<StoryContact>(
      `select c.id, c.title, c.slug, c.status, c.owner_id, u.email as owner_email, u.full_name as owner_name, u.lang as owner_lang
         from campaigns c left join users u on u.id = c.owner_id where c.id = $1`,
      [campaignId],
    );
    return row ?? null;
  },
};
