/**
 * Cash collected in person: the owner records it
 * (`POST /api/campaigns/{id}/cash`, listed by `GET` on the same path), a
 * co-signer confirms or refuses it (`GET /api/cash/waiting`,
 * `POST /api/cash/{id}/confirm|refuse`), or an admin for a story without
 * co-signers (`/api/admin/cash`). Confirmed cash shows in the open ledger
 * (`in_person` of `GET /api/campaigns/{id}/ledger`). Money is whole pesewas.
 */
import { Type, type Static } from 'typebox';
import { cashDeciders, cashLimits, cashStatuses } from '../rules/cash';
import { campaignStatuses } from '../rules/campaign';
import { literals, Nullable, oneOf, PageOf, paging, Timestamp, Uuid } from './common';

const strict = { additionalProperties: false } as const;
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

// Requests

export const CashParams = Type.Object({ id: Uuid }, strict);

/** `POST /api/campaigns/{id}/cash`. Text is trimmed; its limits apply after trimming. */
export const CashBody = Type.Object(
  {
    amount: Type.Integer({ minimum: cashLimits.amount.min, maximum: cashLimits.amount.max }),
    /** The day it was collected, YYYY-MM-DD: not in the future, at most a year back. */
    collected_on: Day,
    /** Where or what: "Saturday funeral collection". Shown on the story. */
    place: Type.String({ maxLength: cashLimits.place.max + 100 }),
    /** Shown on the story too. */
    note: Type.Optional(Nullable(Type.String({ maxLength: cashLimits.note.max + 100 }))),
  },
  strict,
);
export type CashBody = Static<typeof CashBody>;

/** `POST /api/cash/{id}/refuse`: the owner reads the reason. */
export const RefuseCashBody = Type.Object({ reason: Type.String({ maxLength: cashLimits.reason.max }) }, strict);
export type RefuseCashBody = Static<typeof RefuseCashBody>;

/** `GET /api/admin/cash`: records waiting for an admin (stories without co-signers) by default, or any state. */
export const AdminCashQuery = Type.Object({ status: Type.Optional(literals(cashStatuses)), ...paging({ default: 20, max: 50 }) }, strict);
export type AdminCashQuery = Static<typeof AdminCashQuery>;

// Answers

/** One record as its owner, its co-signers and admins see it. */
export const CashRecord = Type.Object({
  id: Type.String(),
  campaign_id: Type.String(),
  amount: Type.Integer(),
  collected_on: Type.String(),
  place: Type.String(),
  note: Nullable(Type.String()),
  status: oneOf(cashStatuses),
  /** Who recorded it (the owner's name). */
  recorded_by: Nullable(Type.String()),
  recorded_at: Timestamp,
  decided_as: Nullable(oneOf(cashDeciders)),
  decided_at: Nullable(Timestamp),
  /** Why it was refused. */
  reason: Nullable(Type.String()),
});
export type CashRecord = Static<typeof CashRecord>;

/** `GET /api/campaigns/{id}/cash` (the owner): newest first, with what was confirmed and what waits. */
export const StoryCash = Type.Object({
  campaign_id: Type.String(),
  confirmed: Type.Integer(),
  pending: Type.Integer(),
  /** Whether the story has co-signers to confirm (else an admin does). */
  has_cosigners: Type.Boolean(),
  items: Type.Array(CashRecord),
});
export type StoryCash = Static<typeof StoryCash>;

const StoryRef = Type.Object({ id: Type.String(), title: Type.String(), slug: Type.String(), status: oneOf(campaignStatuses) });

/** A record waiting for a decision, with its story. */
export const CashToDecide = Type.Object({ ...CashRecord.properties, campaign: StoryRef });
export type CashToDecide = Static<typeof CashToDecide>;

/** `GET /api/cash/waiting`: records of the stories I co-sign that wait for one of us, oldest first. */
export const CashWaiting = Type.Object({ items: Type.Array(CashToDecide) });
export type CashWaiting = Static<typeof CashWaiting>;

export const AdminCashPage = PageOf(Type.Object({ ...CashToDecide.properties, owner_email: Nullable(Type.String()) }));
export type AdminCashPage = Static<typeof AdminCashPage>;
export type AdminCash = AdminCashPage['items'][number];

/** Confirmed cash as everyone sees it on the story: no names. */
export const PublicCash = Type.Object({
  id: Type.String(),
  amount: Type.Integer(),
  collected_on: Type.String(),
  place: Type.String(),
  note: Nullable(Type.String()),
  confirmed_by: oneOf(cashDeciders),
  confirmed_at: Timestamp,
});
export type PublicCash = Static<typeof PublicCash>;
