/**
 * Demo content: the owners, stories, updates, donors and paid-out money a
 * fresh demo database is seeded with, read from the JSON files in ./content and
 * checked against the shapes below when the seeder loads them. Original and
 * fictional: every person named there is invented. Money is whole pesewas;
 * amounts quoted inside the text are in cedis and add up to each story's
 * goal. A story's text is a list of paragraphs.
 */
import { readFileSync } from 'node:fs';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { campaignCategories, campaignRelationships } from '../../contract/rules/campaign';
import { ghanaRegions } from '../../contract/rules/ghana';
import { oneOf } from '../../contract/api/common';

const Key = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 60 });
const Pesewas = Type.Integer({ minimum: 100, multipleOf: 100 });
const Days = Type.Integer({ minimum: 0 });
const shape = <T extends Parameters<typeof Type.Object>[0]>(properties: T) => Type.Object(properties, { additionalProperties: false });

const DemoOwner = shape({
  key: Key,
  fullName: Type.String({ minLength: 2 }),
  /** Lower-case, unique, always @example.com. */
  email: Type.String({ pattern: '^[a-z0-9.-]+@example\\.com$' }),
  region: oneOf(ghanaRegions),
  phone: Type.String({ pattern: '^\\+233[0-9]{9}$' }),
  /** Whether the owner's Ghana Card has been verified. */
  verified: Type.Boolean(),
});
export type DemoOwner = Static<typeof DemoOwner>;

const DemoUpdate = shape({
  title: Type.String({ minLength: 1 }),
  /** Plain text. */
  body: Type.String({ minLength: 1 }),
  daysAgo: Days,
  /** The "what the money achieved" update of a completed story. */
  impact: Type.Optional(Type.Boolean()),
});
export type DemoUpdate = Static<typeof DemoUpdate>;

const DemoStoryData = shape({
  key: Key,
  /** 'owner' for the demo campaign owner account (Kwame Asante), or a DemoOwner key. */
  ownerKey: Key,
  title: Type.String({ minLength: 1 }),
  summary: Type.String({ minLength: 1 }),
  /** Paragraphs of plain text. */
  story: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
  category: oneOf(campaignCategories),
  region: oneOf(ghanaRegions),
  beneficiary: Type.String({ minLength: 1 }),
  /** Who the owner is to the beneficiary. */
  relationship: oneOf(campaignRelationships),
  goal: Pesewas,
  /** Target percent of the goal raised by demo donations. */
  raisedPercent: Type.Integer({ minimum: 0, maximum: 140 }),
  /** How many demo donations; 0 exactly when raisedPercent is 0. */
  donations: Type.Integer({ minimum: 0, maximum: 60 }),
  status: oneOf(['active', 'completed', 'pending', 'rejected'] as const),
  createdDaysAgo: Days,
  /** Days from today: positive for active, negative (past) for completed. */
  deadlineInDays: Type.Integer(),
  /** Only for 'rejected'. */
  rejectionReason: Type.Optional(Type.String({ minLength: 1 })),
  updates: Type.Array(DemoUpdate),
});

/** A story as the seeder writes it: its text in one piece, paragraphs separated by a blank line. */
export type DemoStory = Omit<Static<typeof DemoStoryData>, 'story'> & { story: string };

const DemoDonor = shape({ name: Type.String({ minLength: 1 }), message: Type.Optional(Type.String({ minLength: 1 })) });

/** Money already paid out of a success story, as its owner asked for it: shown in the story's open ledger. */
const DemoWithdrawal = shape({
  storyKey: Key,
  /** Whole pesewas, well within what the story raised. */
  amount: Pesewas,
  /** What it paid for, as the owner wrote it. */
  purpose: Type.String({ minLength: 10, maxLength: 500 }),
  /** When it was asked for; it was paid the next day. */
  daysAgo: Days,
});
export type DemoWithdrawal = Static<typeof DemoWithdrawal>;

// The answer's type follows the schema only (NoInfer): inferring the schema back from the variable's declared type
// costs the type checker seconds, a fifth of the whole project's check.
function read<T extends TSchema>(file: string, schema: T): NoInfer<Static<T>> {
  const data: unknown = JSON.parse(readFileSync(new URL(`./content/${file}`, import.meta.url), 'utf8'));
  if (Value.Check(schema, data)) return data;
  const [problem] = Value.Errors(schema, data);
  throw new Error(`server/demo/content/${file}${problem?.instancePath ?? ''}: ${problem?.message ?? 'does not fit its shape'}`);
}

export const demoOwners: DemoOwner[] = read('owners.json', Type.Array(DemoOwner));

export const demoStories: DemoStory[] = read('stories.json', Type.Array(DemoStoryData)).map((story) => ({
  ...story,
  story: story.story.join('\n\n'),
}));

export const demoDonors: Array<Static<typeof DemoDonor>> = read('donors.json', Type.Array(DemoDonor));

export const demoWithdrawals: DemoWithdrawal[] = read('withdrawals.json', Type.Array(DemoWithdrawal));
