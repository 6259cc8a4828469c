/**
 * The owner's dashboard API (`/api/dashboard`, signed in, own data only): my
 * stories in every state, the donations I received, my identity verification.
 */
import { Type, type Static } from 'typebox';
import { ghanaCardPattern } from '../rules/ghana-card';
import { verificationStatuses } from '../rules/moderation';
import { cursorPaging, Nullable, oneOf, PageInfo, PageOf, paging, Timestamp, Uuid } from './common';
import { StoryCard, StoryOwnerView } from './campaigns';

const strict = { additionalProperties: false } as const;

// Requests

export const MyStoriesQuery = Type.Object(paging({ default: 50, max: 100 }), strict);

/** `GET /api/dashboard/donations`: per story or all; `format=csv` answers a spreadsheet instead. */
export const ReceivedQuery = Type.Object(
  {
    campaign_id: Type.Optional(Uuid),
    format: Type.Union([Type.Literal('json'), Type.Literal('csv')], { default: 'json' }),
    /** The language of the CSV's header row. */
    lang: Type.Optional(Type.String({ pattern: '^[a-z]{2,3}$' })),
    ...cursorPaging({ default: 20, max: 100 }),
  },
  strict,
);

/** `POST /api/dashboard/verification`: the Ghana Card number and a photo of it (uploaded as `id_document`). */
export const VerificationRequest = Type.Object(
  { ghana_card_number: Type.String({ pattern: ghanaCardPattern, maxLength: 15 }), document_upload_id: Uuid },
  strict,
);
export type VerificationRequest = Static<typeof VerificationRequest>;

// Answers

/** One of my stories, with how its review went. */
export const MyStory = Type.Object({ ...StoryCard.properties, ...StoryOwnerView.properties });
export type MyStory = Static<typeof MyStory>;
export const MyStoriesPage = PageOf(MyStory);

export const ReceivedDonation = Type.Object({
  id: Type.String(),
  campaign_id: Type.String(),
  campaign_title: Type.String(),
  /** Null when the donor gave anonymously: their name never reaches the owner. */
  donor_name: Nullable(Type.String()),
  is_anonymous: Type.Boolean(),
  amount: Type.Integer(),
  message: Nullable(Type.String()),
  method: Type.String(),
  paid_at: Timestamp,
});
export type ReceivedDonation = Static<typeof ReceivedDonation>;

export const ReceivedPage = Type.Object({ items: Type.Array(ReceivedDonation), total_amount: Type.Integer(), ...PageInfo });
export type ReceivedPage = Static<typeof ReceivedPage>;

/** The same donations for a spreadsheet: date, story, donor, amount in cedis, message, method. */
export const ReceivedCsv = Type.String({ description: 'text/csv' });

/** `GET /api/dashboard/donations` answers a page as JSON, or every donation as CSV (`format=csv`). */
export const ReceivedAnswer = {
  content: { 'application/json': { schema: ReceivedPage }, 'text/csv': { schema: ReceivedCsv } },
};

/** My verification request; the card number masked. */
export const Verification = Type.Object({
  status: oneOf(verificationStatuses),
  /** Masked: the full number is shown only to admins. */
  ghana_card_number: Nullable(Type.String()),
  has_document: Type.Boolean(),
  requested_at: Nullable(Timestamp),
  decided_at: Nullable(Timestamp),
  note: Nullable(Type.String()),
});
export type Verification = Static<typeof Verification>;
