/** `POST /api/report/fraud`: anyone may tell the team a story looks wrong. */
import { Type, type Static } from 'typebox';
import { fraudReportReasons, reportLimits } from '../rules/campaign';
import { IdOrSlug, literals } from './common';

export const ReportBody = Type.Object(
  {
    campaign_id: IdOrSlug,
    reason: literals(fraudReportReasons),
    details: Type.Optional(Type.String({ maxLength: reportLimits.details.max })),
  },
  { additionalProperties: false },
);
export type ReportBody = Static<typeof ReportBody>;

export const ReportFiled = Type.Object({ success: Type.Literal(true), id: Type.String(), message: Type.String() });
export type ReportFiled = Static<typeof ReportFiled>;
