/**
 * Guidance while writing a story: which fields of a step still need work.
 * The server checks the same rules and has the last word.
 */
import type { DraftFields } from '../../lib/offline/drafts';
import { parseCedis } from '../../lib/money';
import { campaignCategories, campaignLimits, campaignRelationships, daysLeft } from '../../../contract/rules/campaign';
import { ghanaRegions } from '../../../contract/rules/ghana';

export type Problem = { key: string; values?: Record<string, string | number> };
export type Problems = Partial<Record<keyof DraftFields | 'cover', Problem>>;

export type CreateField = keyof Problems;

/** The control each field's problem links to, in the order of the steps. */
export const createFieldIds: Record<CreateField, string> = {
  title: 'title',
  category: 'category',
  region: 'region',
  beneficiary: 'beneficiary',
  relationship: `relationship-${campaignRelationships[0]}`,
  summary: 'summary',
  story: 'story',
  goal: 'goal',
  deadline: 'deadline',
  cover: 'cover-photo',
};

export const stepNames = ['basics', 'story', 'goal', 'photos', 'review'] as const;
export type StepName = (typeof stepNames)[number];

function length(value: string, field: keyof DraftFields, limits: { min: number; max: number }, problems: Problems) {
  const size = value.trim().length;
  if (size < limits.min) problems[field] = { key: 'create.error.tooShort', values: { min: limits.min } };
  else if (size > limits.max) problems[field] = { key: 'create.error.tooLong', values: { max: limits.max } };
}

export function addDays(days: number, from = new Date()): string {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function checkStep(step: StepName, fields: DraftFields, hasCover: boolean): Problems {
  const problems: Problems = {};
  if (step === 'basics' || step === 'review') {
    length(fields.title, 'title', campaignLimits.title, problems);
    if (!(campaignCategories as readonly string[]).includes(fields.category)) problems.category = { key: 'create.error.choose' };
    if (!(ghanaRegions as readonly string[]).includes(fields.region)) problems.region = { key: 'create.error.choose' };
    length(fields.beneficiary, 'beneficiary', campaignLimits.beneficiary, problems);
    if (!(campaignRelationships as readonly string[]).includes(fields.relationship)) problems.relationship = { key: 'create.error.choose' };
  }
  if (step === 'story' || step === 'review') {
    length(fields.summary, 'summary', campaignLimits.summary, problems);
    length(fields.story, 'story', campaignLimits.story, problems);
  }
  if (step === 'goal' || step === 'review') {
    const goal = parseCedis(fields.goal);
    if (goal === null) problems.goal = { key: 'create.error.amount' };
    else if (goal < campaignLimits.goal.min || goal > campaignLimits.goal.max) problems.goal = { key: 'create.error.goalRange' };
    const days = /^\d{4}-\d{2}-\d{2}$/.test(fields.deadline) ? daysLeft(fields.deadline) : Number.NaN;
    if (Number.isNaN(days)) problems.deadline = { key: 'create.error.date' };
    else if (days < campaignLimits.deadlineDays.min || days > campaignLimits.deadlineDays.max)
      problems.deadline = { key: 'create.error.deadlineRange' };
  }
  if ((step === 'photos' || step === 'review') && !hasCover) problems.cover = { key: 'create.error.cover' };
  return problems;
}

/** The first step (before the review) with something to fix, or -1 when none has. */
export const firstStepToFix = (fields: DraftFields, hasCover: boolean): number =>
  stepNames.findIndex((step) => step !== 'review' && Object.keys(checkStep(step, fields, hasCover)).length > 0);
