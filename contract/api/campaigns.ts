/**
 * The stories API (campaigns): what the browser sends and what the server
 * answers. Money is whole pesewas, dates ISO text. The browser takes the types
 * only (`import type`); the server validates requests and serialises answers
 * with the schemas.
 */
import { Type, type Static } from 'typebox';
import {
  campaignCategories,
  campaignLimits,
  campaignRelationships,
  campaignSorts,
  campaignStatuses,
  shortNumberPattern,
} from '../rules/campaign';
import { ghanaRegions } from '../rules/ghana';
import { cursorPaging, IdOrSlug, literals, Nullable, oneOf, PageInfo, PageOf, paging, Timestamp, Uuid } from './common';
import { UploadedImage } from './uploads';

export type { Paged } from './common';

// Requests

const Text = (limits: { min: number; max: number }) => Type.String({ minLength: limits.min, maxLength: limits.max });

export const Category = literals(campaignCategories);
export const Region = literals(ghanaRegions);
export const StoryParams = Type.Object({ id: IdOrSlug });

/** `GET /api/campaigns`: search, filters, sort and page; `mine` lists the caller's own stories in every state. */
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
    ...cursorPaging({ default: 12, max: 50 }),
  },
  { additionalProperties: false },
);
export type ListQuery = Static<typeof ListQuery>;

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

/** `POST /api/campaigns`: a new story, sent for review unless `submit` is false (a draft). */
export const CreateBody = Type.Object(
  {
    ...fields,
    cover_upload_id: Type.Optional(fields.cover_upload_id),
    gallery_upload_ids: Type.Optional(fields.gallery_upload_ids),
    submit: Type.Optional(fields.submit),
  },
  { additionalProperties: false },
);
export type CreateBody = Static<typeof CreateBody>;

/** `PUT /api/campaigns/{id}`: any of the fields; `submit` sends a draft for review. */
export const UpdateBody = Type.Object(
  Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, Type.Optional(schema)])) as {
    [K in keyof typeof fields]: ReturnType<typeof Type.Optional<(typeof fields)[K]>>;
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateBody = Static<typeof UpdateBody>;

/**
 * `POST /api/campaigns/{id}/updates`: news of a live or closed story; `is_impact` says what the money achieved.
 * `photo_upload_ids`: up to four of the owner's own story photos (uploaded first), shown in this order.
 */
export const UpdatePostBody = Type.Object(
  {
    title: Type.String({ minLength: campaignLimits.update.titleMin, maxLength: campaignLimits.update.titleMax }),
    body: Type.String({ minLength: campaignLimits.update.bodyMin, maxLength: campaignLimits.update.bodyMax }),
    is_impact: Type.Optional(Type.Boolean()),
    photo_upload_ids: Type.Optional(Type.Array(Uuid, { maxItems: campaignLimits.update.photos, uniqueItems: true })),
  },
  { additionalProperties: false },
);
export type UpdatePostBody = Static<typeof UpdatePostBody>;

/**
 * `GET` and `POST /mail/stop-updates/{id}`: the link in an update e-mail (a page that asks, then
 * stops update e-mails about that story for that address). `h`: SHA-256 of the address; `t`: the server's signature.
 */
export const UnsubscribeParams = Type.Object({ id: Uuid });
export const UnsubscribeQuery = Type.Object({
  h: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  t: Type.String({ minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type UnsubscribeQuery = Static<typeof UnsubscribeQuery>;

/** Paging of success stories. */
export const PageQuery = Type.Object(paging({ default: 20, max: 50 }), { additionalProperties: false });

/** Paging of the donor wall: by number for the first pages, then by the `next_cursor` of the page before. */
export const WallQuery = Type.Object(cursorPaging({ default: 20, max: 50 }), { additionalProperties: false });
export type WallQuery = Static<typeof WallQuery>;

// Answers

export const StoryImage = UploadedImage;
export type StoryImage = Static<typeof StoryImage>;

/** A story as cards show it. */
export const StoryCard = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  /** Digits only, at most six: dialled after the USSD code and printed on posters. It never changes and is never given to another story. */
  short_number: Type.String({ pattern: shortNumberPattern }),
  title: Type.String(),
  summary: Type.String(),
  category: oneOf(campaignCategories),
  region: Type.String(),
  beneficiary: Type.String(),
  goal: Type.Integer(),
  raised: Type.Integer(),
  donor_count: Type.Integer(),
  percent_funded: Type.Integer(),
  currency: Type.Literal('GHS'),
  /** YYYY-MM-DD. */
  deadline: Type.String(),
  days_left: Type.Integer(),
  status: oneOf(campaignStatuses),
  cover: Nullable(StoryImage),
  owner: Nullable(Type.Object({ id: Type.String(), name: Type.String(), verified: Type.Boolean() })),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type StoryCard = Static<typeof StoryCard>;

/** An owner's update, with its photos in the order the owner gave them. */
export const StoryUpdate = Type.Object({
  id: Type.String(),
  title: Type.String(),
  body: Type.String(),
  is_impact: Type.Boolean(),
  photos: Type.Array(StoryImage),
  created_at: Timestamp,
});
export type StoryUpdate = Static<typeof StoryUpdate>;

/** What only the owner (and admins) see of their story's way through review. */
export const StoryOwnerView = Type.Object({
  moderation_reason: Nullable(Type.String()),
  closed_reason: Nullable(Type.String()),
  submitted_at: Nullable(Timestamp),
  approved_at: Nullable(Timestamp),
});
export type StoryOwnerView = Static<typeof StoryOwnerView>;

/** Who is asking: what a donor can know about the owner of a story. */
export const StoryOrganiser = Type.Object({
  name: Type.String(),
  /** Their profile photo, when they gave one. */
  photo: Nullable(StoryImage),
  region: Nullable(Type.String()),
  /** When their account was made. */
  member_since: Timestamp,
  /** Nnoboa checked their Ghana Card. */
  verified: Type.Boolean(),
  /** Their other public stories started before this one, by outcome. */
  earlier_stories: Type.Object({ reached_goal: Type.Integer(), closed_short: Type.Integer(), live: Type.Integer() }),
});
export type StoryOrganiser = Static<typeof StoryOrganiser>;

/** How a gift is protected: the same for every story, from the server's configuration. */
export const StoryProtection = Type.Object({
  /** The team's WhatsApp (or phone) number in international form, when one is configured. */
  support_whatsapp: Nullable(Type.String()),
  /** True once money out goes through co-signers and a public ledger; the page says so only then. */
  money_out_ledger: Type.Boolean(),
});
export type StoryProtection = Static<typeof StoryProtection>;

/** A story's page: the card, the whole story, who is asking, how a gift is protected, its photos and updates. */
export const StoryPage = Type.Object({
  ...StoryCard.properties,
  /** Of `raised`, the cash collected in person that a co-signer or an admin confirmed: progress, never money Nnoboa holds. */
  collected_in_person: Type.Integer(),
  story: Type.String(),
  /** Who the owner is to the beneficiary; null for stories written before it was asked. */
  relationship: Nullable(oneOf(campaignRelationships)),
  organiser: Nullable(StoryOrganiser),
  protection: StoryProtection,
  /** What to dial on any phone to give (`*920*44*1234#`), when gifts by USSD are offered. */
  ussd_dial: Nullable(Type.String()),
  gallery: Type.Array(StoryImage),
  updates: Type.Array(StoryUpdate),
  can_edit: Type.Boolean(),
  owner_view: Type.Optional(StoryOwnerView),
});
export type StoryPage = Static<typeof StoryPage>;

export const StoryCardPage = PageOf(StoryCard);
export type StoryCardPage = Static<typeof StoryCardPage>;

/** `DELETE /api/campaigns/{id}`: deleted, or closed when it has received money. */
export const StoryRemoved = Type.Object({
  success: Type.Literal(true),
  deleted: Type.Boolean(),
  closed: Type.Boolean(),
  message: Type.String(),
});
export type StoryRemoved = Static<typeof StoryRemoved>;

/** One gift on a story's donor wall: a name or "Anonymous", the amount unless hidden. */
export const DonorWallEntry = Type.Object({
  id: Type.String(),
  name: Type.String(),
  amount: Nullable(Type.Integer()),
  message: Nullable(Type.String()),
  created_at: Timestamp,
});
export type DonorWallEntry = Static<typeof DonorWallEntry>;

export const DonorWallPage = PageOf(DonorWallEntry);
export type DonorWallPage = Static<typeof DonorWallPage>;

/** `GET /api/stats/overview`: the home page's figures. */
export const StatsOverview = Type.Object({
  total_raised: Type.Integer({ description: 'pesewas raised by all succeeded donations' }),
  active_campaigns: Type.Integer(),
  donors: Type.Integer({ description: 'succeeded donations' }),
  funded_campaigns: Type.Integer({ description: 'stories that reached their goal' }),
});
export type StatsOverview = Static<typeof StatsOverview>;

/** A closed story that reached its goal, with what the money achieved. */
export const SuccessStory = Type.Object({ ...StoryCard.properties, impact: Nullable(StoryUpdate) });
export type SuccessStory = Static<typeof SuccessStory>;

/** `GET /api/success-stories` (no page count: the screens show one page). */
const { total_pages: _pages, ...successPaging } = PageInfo;
export const SuccessStoryPage = Type.Object({ items: Type.Array(SuccessStory), ...successPaging });
export type SuccessStoryPage = Static<typeof SuccessStoryPage>;
