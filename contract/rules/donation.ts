/**
 * The rules of a donation, shared by the browser (to guide the donor) and the
 * server (which enforces them). Money is whole pesewas (₵1 = 100 pesewas).
 */

export const donationMethods = ['mtn_momo', 'telecel_cash', 'airteltigo_money', 'card'] as const;
export type DonationMethod = (typeof donationMethods)[number];

export const mobileMoneyMethods: readonly DonationMethod[] = ['mtn_momo', 'telecel_cash', 'airteltigo_money'];

export const isMobileMoney = (method: DonationMethod): boolean => mobileMoneyMethods.includes(method);

/** `expired`: still pending after PENDING_DONATION_TTL_HOURS; money confirmed later for it still counts. */
export const donationStatuses = ['pending', 'succeeded', 'failed', 'cancelled', 'refunded', 'expired'] as const;
export type DonationStatus = (typeof donationStatuses)[number];

export const donationLimits = {
  /** ₵5: below this, provider fees eat the gift. */
  min: 500,
  /** ₵10,000 per mobile-money payment: wallets in Ghana have daily limits around this size. */
  maxMobileMoney: 1_000_000,
  /** ₵50,000 per card payment. */
  maxCard: 5_000_000,
  donorName: { min: 1, max: 80 },
  message: 500,
  email: 254,
} as const;

/** The most one payment by this method may be, in pesewas. */
export const maxAmountFor = (method: DonationMethod): number =>
  isMobileMoney(method) ? donationLimits.maxMobileMoney : donationLimits.maxCard;

/** Amounts offered as one tap on the payment screen: ₵20, ₵50, ₵100, ₵200, ₵500. */
export const presetAmounts = [2_000, 5_000, 10_000, 20_000, 50_000] as const;

/** A payment reference: what the provider allows (letters, digits, - . =) plus _ for older demo rows. */
export const referencePattern = '^[A-Za-z0-9._=-]{8,100}$';
