/** SQL for fraud alerts: raising them (at most one open per rule and target) and reviewing them. */
import { boundedCount } from '../db/bounded-count';
import type { Queryable } from '../db/database';
import type { CampaignStatus } from '../../contract/rules/campaign';
import type { AlertDecision, AlertStatus, FraudRule } from '../../contract/rules/moderation';

/** What a rule found: the alert to raise, with its evidence. */
export interface AlertCandidate {
  rule: FraudRule;
  /** What the alert is about (a story, a payer on a story, a donation): one open alert per rule and target. */
  targetKey: string;
  campaignId: string | null;
  donationId?: string | null;
  userId?: string | null;
  withdrawalId?: string | null;
  evidence: Record<string, unknown>;
}

export interface AlertRow {
  id: string;
  rule: FraudRule;
  target_key: string;
  campaign_id: string | null;
  campaign_title: string | null;
  campaign_slug: string | null;
  campaign_status: CampaignStatus | null;
  donation_id: string | null;
  user_id: string | null;
  user_email: string | null;
  evidence: Record<string, unknown>;
  status: AlertStatus;
  reviewed_by_email: string | null;
  reviewed_at: Date | null;
  note: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface AlertFilter {
  status?: AlertStatus;
  rule?: FraudRule;
  campaignId?: string;
  limit: number;
  offset: number;
}

export const fraudRepository = {
  /** Raises an alert, or refreshes the evidence of the open one for the same rule and target. */
  async raise(db: Queryable, alert: AlertCandidate): Promise<{ id: string; created: boolean }> {
    const [row] = await db.query<{ id: string; created: boolean }>(
      `insert into fraud_alerts (rule, target_key, campaign_id, donation_id, user_id, evidence, withdrawal_id)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (rule, target_key) where status = 'open'
       do update set evidence = excluded.evidence, donation_id = coalesce(excluded.donation_id, fraud_alerts.donation_id),
         withdrawal_id = coalesce(excluded.withdrawal_id, fraud_alerts.withdrawal_id), updated_at = now()
       returning id, (xmax = 0) as created`,
      [
        alert.rule,
        alert.targetKey,
        alert.campaignId,
        alert.donationId ?? null,
        alert.userId ?? null,
        JSON.stringify(alert.evidence),
        alert.withdrawalId ?? null,
      ],
    );
    if (!row) throw new Error('alert not stored');
    return row;
  },

  async list(db: Queryable, filter: AlertFilter): Promise<{ rows: AlertRow[]; total: number; totalExact: boolean }> {
    const params: unknown[] = [];
    const where: string[] = [];
    const add = (value: unknown, clause: (p: string) => string) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    if (filter.status) add(filter.status, (p) => `a.status = ${p}`);
    if (filter.rule) add(filter.rule, (p) => `a.rule = ${p}`);
    if (filter.campaignId) add(filter.campaignId, (p) => `a.campaign_id = ${p}::uuid`);
    const counted = await boundedCount(db, `from fraud_alerts a ${where.length ? `where ${where.join(' and ')}` : ''}`, params);
    params.push(filter.limit, filter.offset);
    // The page is chosen from the alerts alone; then only its rows are joined to their story and people.
    const order = "(a.status = 'open') desc, a.created_at desc, a.id";
    const rows = await db.query<AlertRow>(
      `select a.id, a.rule, a.target_key, a.campaign_id, c.title as campaign_title, c.slug as campaign_slug, c.status as campaign_status,
              a.donation_id, a.user_id, u.email as user_email, a.evidence, a.status, rv.email as reviewed_by_email, a.reviewed_at,
              a.note, a.created_at, a.updated_at
         from (select a.* from fraud_alerts a ${where.length ? `where ${where.join(' and ')}` : ''}
                order by ${order} limit $${params.length - 1} offset $${params.length}) a
         left join campaigns c on c.id = a.campaign_id
         left join users u on u.id = a.user_id left join users rv on rv.id = a.reviewed_by
        order by ${order}`,
      params,
    );
    return { rows, ...counted };
  },

  async lockForReview(
    db: Queryable,
    id: string,
  ): Promise<{ id: string; rule: FraudRule; status: AlertStatus; campaign_id: string | null } | null> {
    const [row] = await db.query<{ id: string; rule: FraudRule; status: AlertStatus; campaign_id: string | null }>(
      'select id, rule, status, campaign_id from fraud_alerts where id = $1 for update',
      [id],
    );
    return row ?? null;
  },

  async decide(db: Queryable, id: string, decision: AlertDecision, reviewerId: string, note: string | null): Promise<void> {
    await db.query(
      `update fraud_alerts set status = $2, reviewed_by = $3, reviewed_at = now(), note = $4, updated_at = now() where id = $1`,
      [id, decision, reviewerId, note],
    );
  },
};
