/** Request schemas of the admin API. Reasons are checked again after trimming, where they are required. */
import { Type } from '@fastify/type-provider-typebox';
import { campaignStatuses, fraudReportReasons } from '../../contract/rules/campaign';
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
} from '../../contract/rules/moderation';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
const strict = { additionalProperties: false } as const;

export const Uuid = Type.String({ format: 'uuid' });
export const IdParam = Type.Object({ id: Uuid }, strict);
const Reason = Type.String({ maxLength: moderationLimits.reason.max });
const Search = Type.String({ maxLength: 100 });
const paging = {
  page: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
};

export const CampaignsQuery = Type.Object(
  { status: Type.Optional(literals(campaignStatuses)), q: Type.Optional(Search), owner_id: Type.Optional(Uuid), ...paging },
  strict,
);
export const PendingQuery = Type.Object({ q: Type.Optional(Search), ...paging }, strict);
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
  { status: Type.Optional(literals(reportStatuses)), campaign_id: Type.Optional(Uuid), ...paging },
  strict,
);
export const OpenReportBody = Type.Object(
  {
    campaign_id: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9-]+$' }),
    reason: literals(fraudReportReasons),
    details: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  strict,
);
export const ProcessReportBody = Type.Object({ action: literals(reportActions), note: Type.Optional(Reason) }, strict);

export const AlertsQuery = Type.Object(
  {
    status: Type.Optional(literals(alertStatuses)),
    rule: Type.Optional(literals(fraudRules)),
    campaign_id: Type.Optional(Uuid),
    ...paging,
  },
  strict,
);
export const ReviewAlertBody = Type.Object({ status: literals(alertDecisions), note: Type.Optional(Reason) }, strict);

export const UsersQuery = Type.Object(
  {
    q: Type.Optional(Search),
    verification: Type.Optional(literals(verificationStatuses)),
    role: Type.Optional(literals(['user', 'admin'] as const)),
    ...paging,
  },
  strict,
);
export const VerifyBody = Type.Object({ status: literals(verificationDecisions), note: Type.Optional(Reason) }, strict);
export const RoleBody = Type.Object({ role: literals(['user', 'admin'] as const) }, strict);

export const AuditQuery = Type.Object(
  {
    action: Type.Optional(literals(auditActions)),
    target_type: Type.Optional(literals(auditTargets)),
    target_id: Type.Optional(Uuid),
    actor_id: Type.Optional(Uuid),
    ...paging,
  },
  strict,
);
export const StatsQuery = Type.Object({ days: Type.Integer({ minimum: 7, maximum: 90, default: 30 }) }, strict);

/** A string from a fixed list, typed as that list (for answers). */
const oneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
const statusOf = oneOf(campaignStatuses);
const ok = { success: Type.Boolean() };

/** What the admin actions answer (anything else is left out of the answer). */
export const ModerateAnswer = Type.Object({ ...ok, id: Uuid, status: statusOf, previous_status: statusOf });
export const BulkAnswer = Type.Object({
  ...ok,
  succeeded: Type.Integer(),
  failed: Type.Integer(),
  results: Type.Array(
    Type.Union([
      Type.Object({ id: Type.String(), ok: Type.Literal(true), status: statusOf }),
      Type.Object({ id: Type.String(), ok: Type.Literal(false), code: Type.Integer(), message: Type.String() }),
    ]),
  ),
});
export const OpenReportAnswer = Type.Object({ ...ok, id: Uuid, campaign_id: Uuid });
export const ProcessReportAnswer = Type.Object({
  ...ok,
  id: Uuid,
  status: oneOf(['dismissed', 'actioned'] as const),
  action: oneOf(reportActions),
  campaign_id: Uuid,
  campaign_status: statusOf,
});
export const ReviewAlertAnswer = Type.Object({ ...ok, id: Uuid, status: oneOf(alertDecisions) });
export const VerifyAnswer = Type.Object({ ...ok, id: Uuid, verification_status: oneOf(verificationDecisions) });
export const RoleAnswer = Type.Object({ ...ok, id: Uuid, role: oneOf(['user', 'admin'] as const) });

/** A page of a listing, as every admin list answers. */
export function paged<T>(items: T[], total: number, page: number, limit: number) {
  return { items, page, limit, total, total_pages: Math.max(1, Math.ceil(total / limit)) };
}
