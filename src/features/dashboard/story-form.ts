/**
 * Editing a story from the dashboard: the form's values, what changed, and
 * guidance on each field. The server checks the same rules and has the last word.
 */
import { parseCedis } from '../../lib/money';
import { numberFormats, type NumberFormats } from '../../../contract/rules/numbers';
import { campaignCategories, campaignLimits, daysLeft } from '../../../contract/rules/campaign';
import { ghanaRegions } from '../../../contract/rules/ghana';
import type { StoryPage } from '../../../contract/api/campaigns';

export const editableFields = [
  'title',
  'summary',
  'story',
  'category',
  'region',
  'beneficiary',
  'relationship',
  'goal',
  'deadline',
] as const;
export type EditableField = (typeof editableFields)[number];
export type StoryValues = Record<EditableField, string>;
export type StoryProblems = Partial<Record<EditableField, { key: string; values?: Record<string, number> }>>;

/** Fixed once donations arrived (the server refuses changes to them; a relationship may still be given where none was). */
export const lockedAfterDonations: readonly EditableField[] = ['title', 'category', 'region', 'beneficiary', 'relationship'];

export const lockedFields = (story: StoryPage): readonly EditableField[] =>
  story.raised > 0 ? lockedAfterDonations.filter((field) => field !== 'relationship' || (story.relationship ?? null) !== null) : [];

/** The form's values; the goal is written as the person would type it in their language. */
export function valuesOf(story: StoryPage, formats: NumberFormats = numberFormats('en')): StoryValues {
  return {
    title: story.title,
    summary: story.summary,
    story: story.story,
    category: story.category,
    region: story.region,
    beneficiary: story.beneficiary,
    relationship: story.relationship ?? '',
    goal: formats.amount(story.goal),
    deadline: story.deadline,
  };
}

const lengths = {
  title: campaignLimits.title,
  summary: campaignLimits.summary,
  story: campaignLimits.story,
  beneficiary: campaignLimits.beneficiary,
} as const;

export function checkStory(values: StoryValues, original: StoryPage): StoryProblems {
  const problems: StoryProblems = {};
  for (const field of Object.keys(lengths) as Array<keyof typeof lengths>) {
    const size = values[field].trim().length;
    if (size < lengths[field].min) problems[field] = { key: 'create.error.tooShort', values: { min: lengths[field].min } };
    else if (size > lengths[field].max) problems[field] = { key: 'create.error.tooLong', values: { max: lengths[field].max } };
  }
  if (!(campaignCategories as readonly string[]).includes(values.category)) problems.category = { key: 'create.error.choose' };
  if (!(ghanaRegions as readonly string[]).includes(values.region)) problems.region = { key: 'create.error.choose' };
  const goal = parseCedis(values.goal);
  if (goal === null) problems.goal = { key: 'create.error.amount' };
  else if (goal < campaignLimits.goal.min || goal > campaignLimits.goal.max) problems.goal = { key: 'create.error.goalRange' };
  else if (goal < original.raised) problems.goal = { key: 'dashboard.edit.goalBelowRaised' };
  if (values.deadline !== original.deadline) {
    const days = /^\d{4}-\d{2}-\d{2}$/.test(values.deadline) ? daysLeft(values.deadline) : Number.NaN;
    const min = ['draft', 'pending', 'rejected'].includes(original.status) ? campaignLimits.deadlineDays.min : 1;
    if (Number.isNaN(days)) problems.deadline = { key: 'create.error.date' };
    else if (days < min || days > campaignLimits.deadlineDays.max)
      problems.deadline = { key: 'dashboard.edit.deadlineRange', values: { min, max: campaignLimits.deadlineDays.max } };
  }
  return problems;
}

/** Only what changed, in the API's shape (goal in pesewas, text trimmed). */
export function changesOf(values: StoryValues, original: StoryPage): Record<string, unknown> {
  const before = valuesOf(original);
  const changes: Record<string, unknown> = {};
  for (const field of editableFields) {
    if (field === 'goal') {
      const goal = parseCedis(values.goal);
      if (goal !== null && goal !== original.goal) changes.goal = goal;
    } else if (values[field].trim() !== before[field].trim()) {
      changes[field] = ['category', 'region', 'relationship', 'deadline'].includes(field) ? values[field] : values[field].trim();
    }
  }
  return changes;
}
