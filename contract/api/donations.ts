/**
 * The donations API: start a donation, ask how it went, the payment options,
 * and the provider's webhook. Money is whole pesewas (₵1 = 100 pesewas).
 */
import { Type, type Static } from 'typebox';
import { donationLimits, donationMethods, donationStatuses, referencePattern } from '../rules/donation';
import { IdOrSlug, literals, Nullable, oneOf, Timestamp } from './common';

// Requests

/** `POST /api/donations`: what the donate form sends. */
export const DonationRequest = Type.Object(
  {
    /** The story's id or slug. */
    campaign: IdOrSlug,
    amount: Type.Integer({ minimum: donationLimits.min, maximum: donationLimits.maxCard }),
    method: literals(donationMethods),
    phone: Type.Optional(Type.String({ maxLength: 30 })),
    donor_name: Type.Optional(Type.String({ maxLength: donationLimits.donorName.max })),
    anonymous: Type.Optional(Type.Boolean()),
    hide_amount: Type.Optional(Type.Boolean()),
    message: Type.Optional(Type.String({ maxLength: donationLimits.message })),
    email: Type.Optional(Type.String({ format: 'email', maxLength: donationLimits.email })),
    /** "Text me a receipt": sent by SMS to `phone` (then required) once the gift is confirmed, when the server offers it (`text_receipts`). */
    text_receipt: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DonationRequest = Static<typeof DonationRequest>;

export const ReferenceParams = Type.Object({ reference: Type.String({ pattern: referencePattern }) }, { additionalProperties: false });

/** `POST /api/donations/{reference}/verify`. */
export const VerifyBody = Type.Object(
  {
    /** The donor came back through the provider's cancel button. */
    cancelled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** The secret the browser that started a donation keeps, to read it back. */
export const DonationAccessHeaders = Type.Object({ 'x-donation-token': Type.Optional(Type.String({ maxLength: 100 })) });

/** The demo checkout's form (`POST /pay/demo/{reference}`, urlencoded): what the donor chose. */
export const DemoChoiceBody = Type.Object(
  { choice: Type.Union([Type.Literal('approve'), Type.Literal('decline'), Type.Literal('cancel')]) },
  { additionalProperties: false },
);

/** The provider's webhook: Paystack signs the raw body (HMAC-SHA512) in this header. */
export const webhookSignatureHeader = 'x-paystack-signature';
export const WebhookHeaders = Type.Object({ [webhookSignatureHeader]: Type.Optional(Type.String({ maxLength: 256 })) });

// Answers

/** A donation started: where to pay, and the secret that lets this browser read it back. */
export const DonationStarted = Type.Object({
  reference: Type.String(),
  checkout_url: Type.String(),
  /** Kept only as a hash on the server. */
  access_token: Type.String(),
  status: Type.Literal('pending'),
});
export type DonationStarted = Static<typeof DonationStarted>;

/**
 * What the success and cancel pages are told about a donation: its outcome,
 * the amount and the story; never who gave.
 */
export const DonationReceipt = Type.Object({
  reference: Type.String(),
  status: oneOf(donationStatuses),
  /** Pesewas: what the provider confirmed once succeeded, what was asked before. */
  amount: Type.Integer(),
  currency: Type.Literal('GHS'),
  method: oneOf(donationMethods),
  provider: oneOf(['demo', 'paystack'] as const),
  /** True for the demo checkout, where no money moves. */
  test_mode: Type.Boolean(),
  campaign: Type.Object({ id: Type.String(), slug: Type.String(), title: Type.String() }),
  failure_reason: Nullable(Type.String()),
  paid_at: Nullable(Timestamp),
  created_at: Timestamp,
});
export type DonationReceipt = Static<typeof DonationReceipt>;

/** `GET /api/payments/options`: who takes the money, the methods and limits, and that there is no fee. */
export const PaymentOptions = Type.Object({
  provider: oneOf(['demo', 'paystack'] as const),
  test_mode: Type.Boolean(),
  currency: Type.Literal('GHS'),
  methods: Type.Array(oneOf(donationMethods)),
  limits: Type.Object({ min: Type.Integer(), max_mobile_money: Type.Integer(), max_card: Type.Integer() }),
  platform_fee: Type.Integer(),
  /** Whether a donor may ask for a receipt by text ("Text me a receipt"). */
  text_receipts: Type.Boolean(),
});
export type PaymentOptions = Static<typeof PaymentOptions>;

/** What the provider's webhook is told: received, and whether it changed anything. */
export const WebhookReceived = Type.Object({
  received: Type.Literal(true),
  outcome: oneOf(['applied', 'unchanged', 'ignored'] as const),
});
