/** Request schemas of the stories API. Money is an integer number of pesewas. */
import { Type } from '@fastify/type-provider-typebox';
import { campaignCategories, campaignLimits, campaignRelationships, campaignSorts, campaignStatuses } from '../../contract/rules/campaign';
import { ghanaRegions } from '../../contract/rules/ghana';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
const Uuid = Type.String({ format: 'uuid' });
const Text = (limits: { min: number; max: number }) => Type.String({ minLength: limits.min, maxLength: limits.max });

export const Category = literals(campaignCategories);
export const Region = literals(ghanaRegions);
export const IdParam = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9-]+$' }) });

export const ListQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    category: Type.Optional(Category),
    region: Type.Optional(Region),
    sort: Type.Optional(literals(campaignSorts)),
    status: Type.Optional(literals(campaignStatuses)),
    mine: Type.Optional(Type.Boolean()),
    /** Only stories still short of their goal (the home page's "Almost there"). */
    below_goal: Type.Optional(Type.Boolean()),
    page: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
    limit: Type.Integer({ minimum: 1, maximum: 50, default: 12 }),
  },
  { additionalProperties: false },
);

const fields = {
  title: Text(campaignLimits.title),
  summary: Text(campaignLimits.summary),
  story: Text(campaignLimits.story),
  category: Category,
  region: Region,
  beneficiary: Text(campaignLimits.beneficiary),
  /** Who the owner is to the beneficiary. */
  relationship: literals(campaignRelationships),
  goal: Type.Integer({ minimum: campaignLimits.goal.min, maximum: campaignLimits.goal.max }),
  deadline: Type.String({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  cover_upload_id: Type.Union([Uuid, Type.Null()]),
  gallery_upload_ids: Type.Array(Uuid, { maxItems: campaignLimits.galleryImages, uniqueItems: true }),
  submit: Type.Boolean(),
};

export const CreateBody = Type.Object(
  {
    ...fields,
    cover_upload_id: Type.Optional(fields.cover_upload_id),
    gallery_upload_ids: Type.Optional(fields.gallery_upload_ids),
    submit: Type.Optional(fields.submit),
  },
  { additionalProperties: false },
);

export const UpdateBody = Type.Object(
  Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, Type.Optional(schema)])) as {
    [K in keyof typeof fields]: ReturnType<typeof Type.Optional<(typeof fields)[K]>>;
  },
  { additionalProperties: false, minProperties: 1 },
);

export const UpdatePostBody = Type.Object(
  {
    title: Type.String({ minLength: campaignLimits.update.titleMin, maxLength: campaignLimits.update.titleMax }),
    body: Type.String({ minLength: campaignLimits.update.bodyMin, maxLength: campaignLimits.update.bodyMax }),
    is_impact: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const PageQuery = Type.Object(
  { page: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }), limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }) },
  { additionalProperties: false },
);
