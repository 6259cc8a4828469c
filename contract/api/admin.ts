/**
 * The admin API (`/api/admin`, admins only): the overview, moderating stories
 * one by one or in bulk, reports, fraud alerts, accounts and their
 * verification, admin rights and the audit log. Reasons are checked again
 * after trimming, where they are required.
 */
import { Type, type Static } from 'typebox';
import { campaignStatuses, fraudReportReasons, reportLimits } from '../rules/campaign';
import {
  alertDecisions,
  alertStatuses,
  auditActions,
  auditTargets,
  fraudRules,
  moderationActions,
  moderationLimits,
  reportActions,
  reportStatuses,
  verificationDecisions,
  verificationStatuses,
} from '../rules/moderation';
import { IdOrSlug, literals, Nullable, oneOf, PageOf, paging, Timestamp, Uuid } from './common';
import { StoryCard, StoryImage } from './campaigns';
import { roles } from './users';

const strict = { additionalProperties: false } as const;
const Reason = Type.String({ maxLength: moderationLimits.reason.max });
const Search = Type.String({ maxLength: 100 });
const adminPaging = paging({ default: 20, max: 100 });

// Requests

export const IdParams = Type.Object({ id: Uuid }, strict);

export const StoriesQuery = Type.Object(
  { status: Type.Optional(literals(campaignStatuses)), q: Type.Optional(Search), owner_id: Type.Optional(Uuid), ...adminPaging },
  strict,
);
export const PendingQuery = Type.Object({ q: Type.Optional(Search), ...adminPaging }, strict);
export const ModerateBody = Type.Object({ action: literals(moderationActions), reason: Type.Optional(Reason) }, strict);
export const BulkModerateBody = Type.Object(
  {
    ids: Type.Array(Uuid, { minItems: 1, maxItems: moderationLimits.bulkMax, uniqueItems: true }),
    action: literals(moderationActions),
    reason: Type.Optional(Reason),
  },
  strict,
);

export const ReportsQuery = Type.Object(
  { status: Type.Optional(literals(reportStatuses)), campaign_id: Type.Optional(Uuid), ...adminPaging },
  strict,
);
export const OpenReportBody = Type.Object(
  {
    campaign_id: IdOrSlug,
    reason: literals(fraudReportReasons),
    details: Type.Optional(Type.String({ maxLength: reportLimits.details.max })),
  },
  strict,
);
export const ProcessReportBody = Type.Object({ action: literals(reportActions), note: Type.Optional(Reason) }, strict);

export const AlertsQuery = Type.Object(
  {
    status: Type.Optional(literals(alertStatuses)),
    rule: Type.Optional(literals(fraudRules)),
    campaign_id: Type.Optional(Uuid),
    ...adminPaging,
  },
  strict,
);
export const ReviewAlertBody = Type.Object({ status: literals(alertDecisions), note: Type.Optional(Reason) }, strict);

export const AccountsQuery = Type.Object(
  {
    q: Type.Optional(Search),
    verification: Type.Optional(literals(verificationStatuses)),
    role: Type.Optional(literals(roles)),
    ...adminPaging,
  },
  strict,
);
export const VerifyBody = Type.Object({ status: literals(verificationDecisions), note: Type.Optional(Reason) }, strict);
export const RoleBody = Type.Object({ role: literals(roles) }, strict);

export const AuditQuery = Type.Object(
  {
    action: Type.Optional(literals(auditActions)),
    target_type: Type.Optional(literals(auditTargets)),
    target_id: Type.Optional(Uuid),
    actor_id: Type.Optional(Uuid),
    ...adminPaging,
  },
  strict,
);
export const StatsQuery = Type.Object({ days: Type.Integer({ minimum: 7, maximum: 90, default: 30 }) }, strict);

// Answers

const campaignStatus = oneOf(campaignStatuses);

/** A count for each value of a fixed list, every value present. */
const countsOf = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<Record<T, number>>(Type.Object(Object.fromEntries(values.map((value) => [value, Type.Integer()]))));

/** `GET /dashboard`: what waits in each queue. */
export const Queues = Type.Object({
  pending_campaigns: Type.Integer(),
  open_reports: Type.Integer(),
  open_fraud_alerts: Type.Integer(),
  verification_requests: Type.Integer(),
  paused_campaigns: Type.Integer(),
  /** Withdrawals their co-signers approved (or that have none), waiting for an admin. */
  withdrawal_requests: Type.Integer(),
  /** Cash collected in person, recorded for a story without co-signers, waiting for an admin to confirm or refuse it. */
  cash_waiting: Type.Integer(),
  oldest_pending_at: Nullable(Timestamp),
});
export type Queues = Static<typeof Queues>;

/** One day (UTC, Ghana's time) of the overview's trend. */
export const TrendDay = Type.Object({
  /** YYYY-MM-DD. */
  date: Type.String(),
  donations: Type.Integer(),
  amount: Type.Integer(),
  submitted: Type.Integer(),
  signups: Type.Integer(),
  reports: Type.Integer(),
});
export type TrendDay = Static<typeof TrendDay>;

/** `GET /stats`: totals, and their trend over `days`. */
export const Stats = Type.Object({
  totals: Type.Object({
    users: Type.Integer(),
    verified_users: Type.Integer(),
    admins: Type.Integer(),
    campaigns: countsOf(campaignStatuses),
    raised: Type.Integer(),
    donations: Type.Integer(),
    reports: Type.Integer(),
    fraud_alerts: Type.Integer(),
  }),
  days: Type.Integer(),
  trend: Type.Array(TrendDay),
});
export type Stats = Static<typeof Stats>;

/** A story as the moderation screens list it: the card, plus who the owner is and what is open about it. */
export const AdminStory = Type.Object({
  ...StoryCard.properties,
  moderation_reason: Nullable(Type.String()),
  closed_reason: Nullable(Type.String()),
  submitted_at: Nullable(Timestamp),
  approved_at: Nullable(Timestamp),
  owner_email: Nullable(Type.String()),
  owner_created_at: Nullable(Timestamp),
  owner_verification: Nullable(oneOf(verificationStatuses)),
  open_reports: Type.Integer(),
  open_alerts: Type.Integer(),
  has_donations: Type.Boolean(),
});
export type AdminStory = Static<typeof AdminStory>;
export const AdminStoryPage = PageOf(AdminStory);

/** A story waiting for review, with everything needed to judge it. */
export const PendingStory = Type.Object({ ...AdminStory.properties, story: Type.String(), gallery: Type.Array(StoryImage) });
export type PendingStory = Static<typeof PendingStory>;
export const PendingStoryPage = PageOf(PendingStory);

export const Report = Type.Object({
  id: Type.String(),
  campaign_id: Type.String(),
  campaign_title: Type.String(),
  campaign_slug: Type.String(),
  campaign_status: campaignStatus,
  reporter_id: Nullable(Type.String()),
  reporter_email: Nullable(Type.String()),
  source: oneOf(['user', 'admin'] as const),
  reason: oneOf(fraudReportReasons),
  details: Nullable(Type.String()),
  status: oneOf(reportStatuses),
  action: Nullable(oneOf(reportActions)),
  note: Nullable(Type.String()),
  processed_by_email: Nullable(Type.String()),
  processed_at: Nullable(Timestamp),
  created_at: Timestamp,
});
export type Report = Static<typeof Report>;
export const ReportPage = PageOf(Report);

/** A fraud alert with its evidence (what the rule found, by rule). */
export const Alert = Type.Object({
  id: Type.String(),
  rule: oneOf(fraudRules),
  /** What the alert is about: one open alert per rule and target. */
  target_key: Type.String(),
  campaign_id: Nullable(Type.String()),
  campaign_title: Nullable(Type.String()),
  campaign_slug: Nullable(Type.String()),
  campaign_status: Nullable(campaignStatus),
  donation_id: Nullable(Type.String()),
  user_id: Nullable(Type.String()),
  user_email: Nullable(Type.String()),
  evidence: Type.Record(Type.String(), Type.Unknown()),
  status: oneOf(alertStatuses),
  reviewed_by_email: Nullable(Type.String()),
  reviewed_at: Nullable(Timestamp),
  note: Nullable(Type.String()),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Alert = Static<typeof Alert>;
export const AlertPage = PageOf(Alert);

/** An account and its verification, as the admin sees it (the Ghana Card number in full). */
export const Account = Type.Object({
  id: Type.String(),
  /** Null for an account known by its phone number alone. */
  email: Nullable(Type.String()),
  full_name: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  region: Nullable(Type.String()),
  role: oneOf(roles),
  created_at: Timestamp,
  campaigns: Type.Integer(),
  verification: Type.Object({
    status: oneOf(verificationStatuses),
    ghana_card_number: Nullable(Type.String()),
    has_document: Type.Boolean(),
    requested_at: Nullable(Timestamp),
    decided_at: Nullable(Timestamp),
    decided_by: Nullable(Type.String()),
    note: Nullable(Type.String()),
    /** Other accounts that gave the same Ghana Card number. */
    card_shared_with: Type.Integer(),
  }),
});
export type Account = Static<typeof Account>;
export const AccountPage = PageOf(Account);

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  actor: Type.Object({ id: Nullable(Type.String()), email: Type.String() }),
  action: oneOf(auditActions),
  target: Type.Object({ type: oneOf(auditTargets), id: Type.String() }),
  reason: Nullable(Type.String()),
  details: Type.Record(Type.String(), Type.Unknown()),
  created_at: Timestamp,
});
export type AuditEntry = Static<typeof AuditEntry>;
export const AuditPage = PageOf(AuditEntry);

const ok = { success: Type.Boolean() };

/** What the admin actions answer (anything else is left out of the answer). */
export const ModerateAnswer = Type.Object({ ...ok, id: Uuid, status: campaignStatus, previous_status: campaignStatus });
export const BulkResult = Type.Union([
  Type.Object({ id: Type.String(), ok: Type.Literal(true), status: campaignStatus }),
  Type.Object({ id: Type.String(), ok: Type.Literal(false), code: Type.Integer(), message: Type.String() }),
]);
export type BulkResult = Static<typeof BulkResult>;
export const BulkAnswer = Type.Object({ ...ok, succeeded: Type.Integer(), failed: Type.Integer(), results: Type.Array(BulkResult) });
export type BulkAnswer = Static<typeof BulkAnswer>;
export const OpenReportAnswer = Type.Object({ ...ok, id: Uuid, campaign_id: Uuid });
export const ProcessReportAnswer = Type.Object({
  ...ok,
  id: Uuid,
  status: oneOf(['dismissed', 'actioned'] as const),
  action: oneOf(reportActions),
  campaign_id: Uuid,
  campaign_status: campaignStatus,
});
export type ProcessReportAnswer = Static<typeof ProcessReportAnswer>;
export const ReviewAlertAnswer = Type.Object({ ...ok, id: Uuid, status: oneOf(alertDecisions) });
export const VerifyAnswer = Type.Object({ ...ok, id: Uuid, verification_status: oneOf(verificationDecisions) });
export const RoleAnswer = Type.Object({ ...ok, id: Uuid, role: oneOf(roles) });
