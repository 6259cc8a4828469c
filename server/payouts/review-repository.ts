/** SQL for what deciding on money out reads: the owner's identity, their stories, and fraud alerts on withdrawals. */
import type { Queryable } from '../db/database';
import type { CampaignStatus } from '../../contract/rules/campaign';
import type { AlertStatus, FraudRule, VerificationStatus } from '../../contract/rules/moderation';

export interface OwnerIdentity {
  verification_status: VerificationStatus;
  full_name: string | null;
  ghana_card_number: string | null;
}

export interface StoryWithOwner {
  id: string;
  title: string;
  slug: string;
  status: CampaignStatus;
  owner_id: string | null;
  owner_email: string | null;
  owner_name: string | null;
  verification_status: VerificationStatus | null;
  ghana_card_number: string | null;
}

export interface WithdrawalAlertRow {
  id: string;
  withdrawal_id: string;
  rule: FraudRule;
  status: AlertStatus;
  evidence: Record<string, unknown>;
  created_at: Date;
}

export const payoutReviewRepository = {
  async ownerIdentity(db: Queryable, userId: string): Promise<OwnerIdentity | null> {
    const [row] = await db.query<OwnerIdentity>('select verification_status, full_name, ghana_card_number from users where id = $1', [
      userId,
    ]);
    return row ?? null;
  },

  /** My stories that can hold money: live, paused or closed, and any other that ever received some. */
  storiesOf(db: Queryable, ownerId: string): Promise<Array<{ id: string; title: string; slug: string; status: CampaignStatus }>> {
    return db.query(
      `select c.id, c.title, c.slug, c.status from campaigns c
        where c.owner_id = $1 and (c.status in ('active', 'paused', 'completed') or exists (select 1 from ledger_entries l where l.campaign_id = c.id))
        order by c.created_at desc limit 100`,
      [ownerId],
    );
  },

  storiesWithOwners(db: Queryable, campaignIds: readonly string[]): Promise<StoryWithOwner[]> {
    if (campaignIds.length === 0) return Promise.resolve([]);
    return db.query<StoryWithOwner>(
      `select c.id, c.title, c.slug, c.status, c.owner_id, u.email as owner_email, u.full_name as owner_name,
              u.verification_status, u.ghana_card_number
         from campaigns c left join users u on u.id = c.owner_id where c.id = any($1::uuid[])`,
      [campaignIds],
    );
  },

  alertsOf(db: Queryable, withdrawalIds: readonly string[]): Promise<WithdrawalAlertRow[]> {
    if (withdrawalIds.length === 0) return Promise.resolve([]);
    return db.query<WithdrawalAlertRow>(
      `select id, withdrawal_id, rule, status, evidence, created_at from fraud_alerts where withdrawal_id = any($1::uuid[]) order by created_at`,
      [withdrawalIds],
    );
  },
};
