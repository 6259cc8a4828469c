/**
 * The open ledger of a story (`GET /api/campaigns/{id}/ledger`, public):
 * where the money went. Totals come from the ledger; money in is summed by
 * day, so no donor is named and a private amount stays private; money out is
 * every withdrawal with its purpose, state and receipt; cash collected in
 * person is counted apart, once confirmed, and never held or paid out.
 */
import { Type, type Static } from 'typebox';
import { withdrawalStatuses } from '../rules/payout';
import { PublicCash } from './cash';
import { Nullable, oneOf, Timestamp } from './common';
import { UploadedImage } from './uploads';

/** A story's money, in pesewas, as the ledger holds it. */
export const MoneyTotals = Type.Object({
  /** Succeeded donations, less refunds. */
  raised: Type.Integer(),
  /** Refunded to donors. */
  refunded: Type.Integer(),
  /** Paid to the beneficiary. */
  paid_out: Type.Integer(),
  /** Asked for by withdrawals that are not paid yet. */
  on_its_way: Type.Integer(),
  /** Card money not yet `payoutLimits.cardHoldDays` old (../rules/payout.ts), kept back for chargebacks. */
  held: Type.Integer(),
  /** What may be withdrawn now. */
  available: Type.Integer(),
  /** When the next held money becomes available. */
  next_release_at: Nullable(Timestamp),
  /** Cash collected in person and confirmed: counts toward the goal, never held by Nnoboa, never withdrawn. */
  collected_in_person: Type.Integer(),
});
export type MoneyTotals = Static<typeof MoneyTotals>;

/** One withdrawal as everyone sees it: no account, no names, no reasons. */
export const PublicWithdrawal = Type.Object({
  id: Type.String(),
  amount: Type.Integer(),
  purpose: Type.String(),
  status: oneOf(withdrawalStatuses),
  requested_at: Timestamp,
  paid_at: Nullable(Timestamp),
  /** A photo of the receipt, which the owner may add once it is paid. */
  receipt: Nullable(UploadedImage),
});
export type PublicWithdrawal = Static<typeof PublicWithdrawal>;

/** Money in on one day (Ghana's time, which is UTC). */
export const MoneyInDay = Type.Object({
  /** YYYY-MM-DD. */
  date: Type.String(),
  gifts: Type.Integer(),
  /** The sum of the gifts whose donors let their amount be shown. */
  amount: Type.Integer(),
  /** Gifts whose amount is private: counted, not summed. */
  private_gifts: Type.Integer(),
});
export type MoneyInDay = Static<typeof MoneyInDay>;

export const StoryLedger = Type.Object({
  campaign_id: Type.String(),
  currency: Type.Literal('GHS'),
  totals: MoneyTotals,
  withdrawals: Type.Array(PublicWithdrawal),
  /** Newest day first, at most a year of days. */
  money_in: Type.Array(MoneyInDay),
  /** Confirmed cash collected in person, newest collection first. */
  in_person: Type.Array(PublicCash),
});
export type StoryLedger = Static<typeof StoryLedger>;
