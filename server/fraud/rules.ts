/**
 * The fraud rules. Each reads what it needs after the event's change was
 * committed (./facts-repository.ts) and answers the alert to raise, with its
 * evidence, or null. Thresholds live in ./thresholds.ts.
 */
import type { Queryable } from '../db/database';
import type { DomainEvents } from '../events/bus';
import { fraudFactsRepository as facts } from './facts-repository';
import type { AlertCandidate } from './repository';
import { fraudThresholds as limits } from './thresholds';

const iso = (value: Date | string | null) => (value instanceof Date ? value.toISOString() : value);

/** One payer giving to one story many times within minutes (card testing, laundering, or faking momentum). */
export async function donationBurst(db: Queryable, event: DomainEvents['donation.succeeded']): Promise<AlertCandidate | null> {
  if (!event.payerKey) return null;
  const { donations, windowMinutes } = limits.donationBurst;
  const rows = await facts.payerBurst(db, {
    campaignId: event.campaignId,
    payerKey: event.payerKey,
    donationId: event.donationId,
    windowMinutes,
  });
  if (rows.length < donations) return null;
  return {
    rule: 'donation_burst',
    targetKey: `campaign:${event.campaignId}:payer:${event.payerKey}`,
    campaignId: event.campaignId,
    donationId: event.donationId,
    evidence: {
      payer_key: event.payerKey,
      donations: rows.length,
      window_minutes: windowMinutes,
      threshold: donations,
      total_amount: rows.reduce((sum, row) => sum + row.amount, 0),
      first_at: iso(rows[0]?.paid_at ?? null),
      last_at: iso(rows.at(-1)?.paid_at ?? null),
      donation_ids: rows.map((row) => row.id),
    },
  };
}

/** A donation far above what the story usually receives. */
export async function outsizedDonation(db: Queryable, event: DomainEvents['donation.succeeded']): Promise<AlertCandidate | null> {
  const { factor, minPrior, minAmount } = limits.outsizedDonation;
  if (event.amount < minAmount) return null;
  const usual = await facts.usualDonation(db, event.campaignId, event.donationId);
  if (!usual || usual.prior < minPrior || usual.median === null) return null;
  const median = Math.round(Number(usual.median));
  if (event.amount < median * factor) return null;
  return {
    rule: 'outsized_donation',
    targetKey: `donation:${event.donationId}`,
    campaignId: event.campaignId,
    donationId: event.donationId,
    evidence: {
      amount: event.amount,
      median,
      ratio: Math.round((event.amount / Math.max(median, 1)) * 10) / 10,
      prior_donations: usual.prior,
      factor,
      payer_key: event.payerKey,
    },
  };
}

/** A very high goal from a new account that has not verified its identity. */
export async function newAccountHighGoal(db: Queryable, event: DomainEvents['campaign.submitted']): Promise<AlertCandidate | null> {
  const { goal, accountAgeDays } = limits.newAccountHighGoal;
  const row = await facts.goalAndOwner(db, event.campaignId);
  if (!row || row.goal < goal || row.verification_status === 'verified' || row.age_days >= accountAgeDays) return null;
  return {
    rule: 'new_account_high_goal',
    targetKey: `campaign:${event.campaignId}`,
    campaignId: event.campaignId,
    userId: event.ownerId,
    evidence: {
      goal: row.goal,
      goal_threshold: goal,
      account_created_at: iso(row.created_at),
      account_age_days: Math.floor(row.age_days * 10) / 10,
      age_threshold_days: accountAgeDays,
      verification_status: row.verification_status,
    },
  };
}

/** The same cover photo (pixel hashes within a few bits) on stories of different owners. */
export async function duplicateCover(db: Queryable, event: DomainEvents['campaign.submitted']): Promise<AlertCandidate | null> {
  const cover = await facts.cover(db, event.campaignId);
  if (!cover) return null;
  const matches = await facts.coverMatches(db, {
    campaignId: event.campaignId,
    pixelHash: cover.pixel_hash,
    ownerId: cover.owner_id,
    maxDistance: limits.duplicateCover.maxDistance,
  });
  if (matches.length === 0) return null;
  return {
    rule: 'duplicate_cover',
    targetKey: `campaign:${event.campaignId}`,
    campaignId: event.campaignId,
    userId: event.ownerId,
    evidence: { cover_upload_id: cover.upload_id, pixel_hash: cover.pixel_hash, max_distance: limits.duplicateCover.maxDistance, matches },
  };
}

/** Several open reports on one story. */
export async function reportCluster(db: Queryable, event: DomainEvents['report.created']): Promise<AlertCandidate | null> {
  const rows = await facts.openReports(db, event.campaignId);
  if (rows.length < limits.reportCluster.openReports) return null;
  const reasons: Record<string, number> = {};
  for (const row of rows) reasons[row.reason] = (reasons[row.reason] ?? 0) + 1;
  return {
    rule: 'report_cluster',
    targetKey: `campaign:${event.campaignId}`,
    campaignId: event.campaignId,
    evidence: {
      open_reports: rows.length,
      threshold: limits.reportCluster.openReports,
      signed_in_reporters: new Set(rows.map((r) => r.reporter_id).filter(Boolean)).size,
      reasons,
      report_ids: rows.map((r) => r.id),
    },
  };
}
