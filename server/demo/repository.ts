/** SQL that writes the demo data of a fresh database: accounts, stories, their gifts and updates, money paid out. */
import type { CampaignFields } from '../campaigns/port';
import type { Queryable } from '../db/database';

export interface DemoAccount {
  id: string;
  email: string;
  fullName: string;
  phone: string;
  region: string;
  role: 'user' | 'admin';
  verified: boolean;
}

export const demoDataRepository = {
  /** An account that can sign in by link at once, and its profile. */
  async insertAccount(db: Queryable, account: DemoAccount): Promise<void> {
    await db.query('insert into auth_users (id, email, email_confirmed_at, user_metadata) values ($1, $2, now(), $3)', [
      account.id,
      account.email,
      JSON.stringify({ full_name: account.fullName, region: account.region }),
    ]);
    await db.query(
      'insert into users (id, email, full_name, phone, region, role, verification_status) values ($1, $2, $3, $4, $5, $6, $7)',
      [
        account.id,
        account.email,
        account.fullName,
        account.phone,
        account.region,
        account.role,
        account.verified ? 'verified' : 'unverified',
      ],
    );
  },

  async insertStory(
    db: Queryable,
    s: {
      id: string;
      ownerId: string;
      slug: string;
      fields: CampaignFields;
      status: string;
      moderationReason: string | null;
      closedReason: string | null;
      createdAt: Date;
      approvedAt: Date | null;
      completedAt: Date | null;
    },
  ): Promise<void> {
    await db.query(
      `insert into campaigns (id, owner_id, slug, title, summary, story, category, region, beneficiary, goal, cover_upload_id, deadline, status,
         moderation_reason, closed_reason, submitted_at, approved_at, completed_at, created_at, updated_at, relationship)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $16, $16, $19)`,
      [
        s.id,
        s.ownerId,
        s.slug,
        ...[s.fields.title, s.fields.summary, s.fields.story, s.fields.category, s.fields.region, s.fields.beneficiary, s.fields.goal],
        s.fields.cover_upload_id,
        s.fields.deadline,
        s.status,
        s.moderationReason,
        s.closedReason,
        s.createdAt,
        s.approvedAt,
        s.completedAt,
        s.fields.relationship,
      ],
    );
  },

  /** When an account was made (demo owners joined a while before their first story). */
  async setMemberSince(db: Queryable, userId: string, since: Date): Promise<void> {
    await db.query('update users set created_at = $2 where id = $1', [userId, since]);
  },

  /** A gift that is already settled (provider `seed`: never verified with a payment provider). */
  async insertDonation(
    db: Queryable,
    d: {
      campaignId: string;
      amount: number;
      donorName: string;
      anonymous: boolean;
      hideAmount: boolean;
      message: string | null;
      method: string;
      reference: string;
      paidAt: Date;
    },
  ): Promise<void> {
    await db.query(
      `insert into donations (campaign_id, amount, donor_name, is_anonymous, hide_amount, message, method, provider, reference, status, paid_at, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, 'seed', $8, 'succeeded', $9, $9)`,
      [d.campaignId, d.amount, d.donorName, d.anonymous, d.hideAmount, d.message, d.method, d.reference, d.paidAt],
    );
  },

  async setTotals(db: Queryable, campaignId: string, raised: number, donors: number): Promise<void> {
    await db.query('update campaigns set raised = $2, donor_count = $3 where id = $1', [campaignId, raised, donors]);
  },

  async insertUpdate(
    db: Queryable,
    u: { campaignId: string; authorId: string; title: string; body: string; impact: boolean; createdAt: Date },
  ): Promise<void> {
    await db.query(
      'insert into campaign_updates (campaign_id, author_id, title, body, is_impact, created_at) values ($1, $2, $3, $4, $5, $6)',
      [u.campaignId, u.authorId, u.title, u.body, u.impact, u.createdAt],
    );
  },

  /** Where a demo owner is paid: confirmed long ago, so nothing holds it. */
  async insertPayoutAccount(
    db: Queryable,
    a: {
      id: string;
      userId: string;
      method: string;
      accountNumber: string;
      bankCode: string;
      bankName: string;
      accountName: string;
      confirmedAt: Date;
    },
  ): Promise<void> {
    await db.query(
      `insert into payout_accounts (id, user_id, method, account_number, bank_code, bank_name, account_name, status, confirmed_at, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, 'active', $8, $8)`,
      [a.id, a.userId, a.method, a.accountNumber, a.bankCode, a.bankName, a.accountName, a.confirmedAt],
    );
  },

  /** A withdrawal that was reviewed and paid (its ledger journals are written by the ledger's book). */
  async insertPaidWithdrawal(
    db: Queryable,
    w: {
      id: string;
      campaignId: string;
      ownerId: string;
      accountId: string;
      amount: number;
      purpose: string;
      reference: string;
      requestedAt: Date;
      paidAt: Date;
    },
  ): Promise<void> {
    await db.query(
      `insert into withdrawals (id, campaign_id, requested_by, payout_account_id, amount, purpose, reference, status, transfer_code, provider_status,
         requested_at, cosigned_at, decided_at, processing_at, finished_at, donors_notified_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, 'paid', $8, 'success', $9, $9, $10, $10, $11, $11, $11)`,
      [
        w.id,
        w.campaignId,
        w.ownerId,
        w.accountId,
        w.amount,
        w.purpose,
        w.reference,
        `TRF_${w.reference}`,
        w.requestedAt,
        new Date((w.requestedAt.getTime() + w.paidAt.getTime()) / 2),
        w.paidAt,
      ],
    );
  },
};
