/**
 * The rules of a story (campaign), shared by the browser (to guide people as
 * they type) and the server (which enforces them). Money is whole pesewas.
 */

/** The fixed categories, in the order the app lists them. */
export const campaignCategories = [
  'medical',
  'education',
  'community',
  'emergency',
  'business',
  'agriculture',
  'memorial',
  'creative',
] as const;
export type CampaignCategory = (typeof campaignCategories)[number];

/** Who the owner is to the person or group the money is for, asked when a story is written. */
export const campaignRelationships = ['myself', 'family', 'friend', 'community', 'organisation'] as const;
export type CampaignRelationship = (typeof campaignRelationships)[number];

export const campaignStatuses = ['draft', 'pending', 'active', 'rejected', 'paused', 'completed'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];
/** What anyone may see. */
export const publicStatuses: readonly CampaignStatus[] = ['active', 'completed'];

export const campaignLimits = {
  title: { min: 10, max: 90 },
  summary: { min: 20, max: 200 },
  story: { min: 200, max: 10_000 },
  beneficiary: { min: 2, max: 120 },
  /** ₵100 to ₵1,000,000. */
  goal: { min: 10_000, max: 100_000_000 },
  /** Days from today a deadline may be set. */
  deadlineDays: { min: 7, max: 365 },
  galleryImages: 6,
  /** An owner's update: its title and text, and at most four photos. */
  update: { titleMin: 3, titleMax: 120, bodyMin: 10, bodyMax: 5000, photos: 4 },
} as const;

export const fraudReportReasons = ['scam', 'impersonation', 'misleading', 'misuse', 'inappropriate', 'other'] as const;

/** A report on a story: what it may say, and how many one person (or address) may file, so reports cannot flood the moderators. */
export const reportLimits = {
  details: { max: 2000 },
  perHour: 10,
  perStoryPerDay: 2,
} as const;
export type FraudReportReason = (typeof fraudReportReasons)[number];

/** A story's short number: digits only, at most six (what a USSD menu and a poster can carry). */
export const shortNumberPattern = '^[1-9][0-9]{0,5}$';

/** What to dial on any phone to give to a story: the service code with the story's number before its `#` (`*920*44#` → `*920*44*1234#`). */
export const dialToGive = (serviceCode: string, shortNumber: string): string => `${serviceCode.replace(/#$/, '')}*${shortNumber}#`;

export const campaignSorts = ['newest', 'most_funded', 'ending_soon', 'trending'] as const;
export type CampaignSort = (typeof campaignSorts)[number];

/** Whole days from `today` until the deadline (0 on the last day, negative once past). */
export function daysLeft(deadline: string, today = new Date()): number {
  const end = Date.UTC(Number(deadline.slice(0, 4)), Number(deadline.slice(5, 7)) - 1, Number(deadline.slice(8, 10)));
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((end - start) / 86_400_000);
}

/** Percent of the goal raised, whole, capped at 100 for display bars. */
export function percentFunded(raised: number, goal: number): number {
  return goal > 0 ? Math.min(100, Math.floor((raised * 100) / goal)) : 0;
}
