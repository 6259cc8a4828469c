/**
 * Money out: the owner's payout account (`/api/dashboard/payout-account`),
 * withdrawals from a story (`/api/campaigns/{id}/withdrawals`), co-signers
 * (`/api/campaigns/{id}/treasurers`, `/api/cosigning`, `/api/treasurers/{id}`,
 * `/api/withdrawals/{id}/approve|decline`), the owner's money per story
 * (`/api/dashboard/money`) and the admins' review (`/api/admin/withdrawals`).
 * Money is whole pesewas; account numbers are masked in every answer.
 */
import { Type, type Static } from 'typebox';
import { alertStatuses, fraudRules, verificationStatuses } from '../rules/moderation';
import { bankCodePattern, payoutLimits, payoutMethods, treasurerStatuses, withdrawalStatuses, cosignerDecisions } from '../rules/payout';
import { campaignStatuses } from '../rules/campaign';
import { literals, Nullable, oneOf, PageOf, paging, Timestamp, Uuid } from './common';
import { MoneyTotals } from './ledger';
import { UploadedImage } from './uploads';

const strict = { additionalProperties: false } as const;
const Reason = Type.String({ maxLength: payoutLimits.reason.max });

// Requests

export const WithdrawalParams = Type.Object({ id: Uuid }, strict);
export const TreasurerParams = Type.Object({ id: Uuid, treasurerId: Uuid }, strict);

/** `PUT /api/dashboard/payout-account`: the account number as people type it (a wallet's phone number, or bank digits). */
export const PayoutAccountBody = Type.Object(
  {
    method: literals(payoutMethods),
    account_number: Type.String({ minLength: 6, maxLength: 30 }),
    /** The bank's code from `GET /api/payouts/banks`; required for `bank`, ignored for wallets. */
    bank_code: Type.Optional(Type.String({ pattern: bankCodePattern })),
  },
  strict,
);
export type PayoutAccountBody = Static<typeof PayoutAccountBody>;

/** `POST /api/dashboard/payout-account/confirm`: the owner saw the holder's name and confirms this account. */
export const ConfirmAccountBody = Type.Object({ id: Uuid }, strict);

/** `POST /api/campaigns/{id}/withdrawals`. */
export const WithdrawalBody = Type.Object(
  {
    amount: Type.Integer({ minimum: payoutLimits.minAmount, maximum: 100_000_000_000 }),
    purpose: Type.String({ maxLength: payoutLimits.purpose.max + 200 }),
  },
  strict,
);
export type WithdrawalBody = Static<typeof WithdrawalBody>;

/** `POST /api/campaigns/{id}/treasurers`. */
/** A co-signer is invited by e-mail address or by phone number (a Ghana mobile number, written any usual way): one of the two. */
export const TreasurerBody = Type.Object(
  {
    email: Type.Optional(Type.String({ minLength: 3, maxLength: 254 })),
    phone: Type.Optional(Type.String({ minLength: 9, maxLength: 30 })),
  },
  strict,
);
export type TreasurerBody = Static<typeof TreasurerBody>;

/** A co-signer declining, or an admin rejecting: the reason is shown to the owner. */
export const ReasonBody = Type.Object({ reason: Reason }, strict);
export type ReasonBody = Static<typeof ReasonBody>;

/** `POST /api/withdrawals/{id}/receipt`: a photo uploaded as a story photo (`type=image`). */
export const ReceiptBody = Type.Object({ upload_id: Uuid }, strict);
export type ReceiptBody = Static<typeof ReceiptBody>;

export const AdminWithdrawalsQuery = Type.Object(
  { status: Type.Optional(literals(withdrawalStatuses)), campaign_id: Type.Optional(Uuid), ...paging({ default: 20, max: 100 }) },
  strict,
);

// Answers

export const Bank = Type.Object({ code: Type.String(), name: Type.String() });
export type Bank = Static<typeof Bank>;
export const BankList = Type.Object({ items: Type.Array(Bank) });
export type BankList = Static<typeof BankList>;

export const PayoutAccount = Type.Object({
  id: Type.String(),
  method: oneOf(payoutMethods),
  bank_code: Type.String(),
  bank_name: Type.String(),
  /** Masked: •••• 4567. */
  account_number: Type.String(),
  /** The holder's name as the provider resolved it. */
  account_name: Type.String(),
  confirmed_at: Nullable(Timestamp),
  /** Withdrawals wait until then after a change of account. */
  hold_until: Nullable(Timestamp),
  created_at: Timestamp,
});
export type PayoutAccount = Static<typeof PayoutAccount>;

/** Where money goes now, and an account resolved but not confirmed yet. */
export const PayoutAccountState = Type.Object({ account: Nullable(PayoutAccount), pending: Nullable(PayoutAccount) });
export type PayoutAccountState = Static<typeof PayoutAccountState>;

export const Vote = Type.Object({
  treasurer_id: Type.String(),
  /** How the co-signer was invited: an address, or a number with its middle hidden. */
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  name: Nullable(Type.String()),
  decision: Nullable(oneOf(cosignerDecisions)),
  reason: Nullable(Type.String()),
  decided_at: Nullable(Timestamp),
});
export type Vote = Static<typeof Vote>;

/** A withdrawal as its owner, its co-signers and the admins see it. */
export const Withdrawal = Type.Object({
  id: Type.String(),
  campaign_id: Type.String(),
  amount: Type.Integer(),
  purpose: Type.String(),
  status: oneOf(withdrawalStatuses),
  /** Ours, sent to the provider with the transfer. */
  reference: Type.String(),
  /** Why it was declined, rejected, failed or reversed. */
  reason: Nullable(Type.String()),
  account: Type.Object({
    method: oneOf(payoutMethods),
    bank_name: Type.String(),
    account_number: Type.String(),
    account_name: Type.String(),
  }),
  cosigners_required: Type.Integer(),
  votes: Type.Array(Vote),
  receipt: Nullable(UploadedImage),
  requested_at: Timestamp,
  cosigned_at: Nullable(Timestamp),
  decided_at: Nullable(Timestamp),
  processing_at: Nullable(Timestamp),
  finished_at: Nullable(Timestamp),
});
export type Withdrawal = Static<typeof Withdrawal>;

export const Treasurer = Type.Object({
  id: Type.String(),
  /** How they were invited: an address, or the number the owner typed (E.164). */
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  name: Nullable(Type.String()),
  status: oneOf(treasurerStatuses),
  invited_at: Timestamp,
  expires_at: Timestamp,
  answered_at: Nullable(Timestamp),
});
export type Treasurer = Static<typeof Treasurer>;

/** Why the owner cannot withdraw from a story right now, if they cannot. */
export const withdrawBlocks = ['story_status', 'not_verified', 'no_account', 'account_hold', 'nothing_available'] as const;
export type WithdrawBlock = (typeof withdrawBlocks)[number];

/** One of my stories' money: its ledger totals, its withdrawals and its co-signers. */
export const StoryMoney = Type.Object({
  campaign_id: Type.String(),
  title: Type.String(),
  slug: Type.String(),
  status: oneOf(campaignStatuses),
  totals: MoneyTotals,
  blocked: Nullable(oneOf(withdrawBlocks)),
  withdrawals: Type.Array(Withdrawal),
  treasurers: Type.Array(Treasurer),
});
export type StoryMoney = Static<typeof StoryMoney>;

export const DashboardMoney = Type.Object({
  verified: Type.Boolean(),
  /** After a change of payout account, withdrawals wait until then. */
  account_hold_until: Nullable(Timestamp),
  items: Type.Array(StoryMoney),
});
export type DashboardMoney = Static<typeof DashboardMoney>;

/** An invitation to co-sign a story's withdrawals, for the signed-in person's address. */
export const Invitation = Type.Object({
  id: Type.String(),
  campaign_id: Type.String(),
  campaign_title: Type.String(),
  campaign_slug: Type.String(),
  owner_name: Nullable(Type.String()),
  invited_at: Timestamp,
  expires_at: Timestamp,
});
export type Invitation = Static<typeof Invitation>;

/** A withdrawal of a story I co-sign, with my vote. */
export const CosignItem = Type.Object({
  ...Withdrawal.properties,
  campaign_title: Type.String(),
  campaign_slug: Type.String(),
  my_treasurer_id: Type.String(),
  my_decision: Nullable(oneOf(cosignerDecisions)),
});
export type CosignItem = Static<typeof CosignItem>;

export const Cosigning = Type.Object({
  invitations: Type.Array(Invitation),
  /** Waiting for my vote first, then the latest I voted on. */
  withdrawals: Type.Array(CosignItem),
  /** The stories whose withdrawals I co-sign. */
  stories: Type.Array(Type.Object({ treasurer_id: Type.String(), campaign_id: Type.String(), title: Type.String(), slug: Type.String() })),
});
export type Cosigning = Static<typeof Cosigning>;

export const TreasurerAnswer = Type.Object({ id: Type.String(), campaign_id: Type.String(), status: oneOf(treasurerStatuses) });
export type TreasurerAnswer = Static<typeof TreasurerAnswer>;

/** A withdrawal with everything an admin needs to judge it. */
export const AdminWithdrawal = Type.Object({
  ...Withdrawal.properties,
  campaign: Type.Object({ id: Type.String(), title: Type.String(), slug: Type.String(), status: oneOf(campaignStatuses) }),
  owner: Type.Object({
    id: Nullable(Type.String()),
    email: Nullable(Type.String()),
    /** The name on the verified profile. */
    verified_name: Nullable(Type.String()),
    verification: oneOf(verificationStatuses),
    ghana_card_number: Nullable(Type.String()),
  }),
  /** Whether the account's holder is the verified person (see contract/rules/payout.ts). */
  names_match: Type.Boolean(),
  account_confirmed_at: Nullable(Timestamp),
  totals: MoneyTotals,
  alerts: Type.Array(
    Type.Object({
      id: Type.String(),
      rule: oneOf(fraudRules),
      status: oneOf(alertStatuses),
      evidence: Type.Record(Type.String(), Type.Unknown()),
      created_at: Timestamp,
    }),
  ),
  /** On the demo provider: the page where whoever runs the demo says what the "bank" did. */
  demo_transfer_url: Nullable(Type.String()),
});
export type AdminWithdrawal = Static<typeof AdminWithdrawal>;
export const AdminWithdrawalPage = PageOf(AdminWithdrawal);

export const DecisionAnswer = Type.Object({
  success: Type.Boolean(),
  id: Uuid,
  status: oneOf(withdrawalStatuses),
  previous_status: oneOf(withdrawalStatuses),
});
export type DecisionAnswer = Static<typeof DecisionAnswer>;

/** The demo provider's transfer page: a withdrawal's reference, and what the "bank" did. */
export const TransferReferenceParams = Type.Object({ reference: Type.String({ pattern: '^[a-z0-9_-]{8,100}$' }) }, strict);
export const DemoTransferBody = Type.Object({ outcome: literals(['success', 'failed', 'reversed'] as const) });
