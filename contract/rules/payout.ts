/**
 * The rules of money going out of a story, shared by the browser (to guide
 * owners, co-signers and admins) and the server (which enforces them): where
 * money may go, what a withdrawal is, its states, the holds and the limits.
 * Money is whole pesewas (₵1 = 100 pesewas).
 */
import { normaliseGhanaPhone } from './ghana';

/** Where an owner may receive money: a mobile-money wallet or a bank account in Ghana. */
export const payoutMethods = ['mtn_momo', 'telecel_cash', 'airteltigo_money', 'bank'] as const;
export type PayoutMethod = (typeof payoutMethods)[number];

export type MobileMoneyPayout = Exclude<PayoutMethod, 'bank'>;

/** The providers' codes of the mobile-money networks (Paystack's `/bank?currency=GHS&type=mobile_money`). */
export const mobileMoneyCodes: Record<MobileMoneyPayout, string> = {
  mtn_momo: 'MTN',
  telecel_cash: 'VOD',
  airteltigo_money: 'ATL',
};

/** The networks' names, as owners and admins read them. */
export const mobileMoneyNames: Record<MobileMoneyPayout, string> = {
  mtn_momo: 'MTN Mobile Money',
  telecel_cash: 'Telecel Cash',
  airteltigo_money: 'AirtelTigo Money',
};

export const isMobileMoneyPayout = (method: PayoutMethod): method is MobileMoneyPayout => method !== 'bank';

/** A bank account number in Ghana: digits only. */
export const bankAccountPattern = '^[0-9]{6,20}$';
/** A bank's code as the provider lists it (GhIPSS sort codes, e.g. 040100). */
export const bankCodePattern = '^[A-Za-z0-9]{2,12}$';

/**
 * The account number in the form the provider wants: a wallet as its local
 * number (0XXXXXXXXX), a bank account as its digits; null when it is not one.
 */
export function normaliseAccountNumber(method: PayoutMethod, input: string): string | null {
  const compact = input.replace(/[\s()-]/g, '');
  if (method === 'bank') return new RegExp(bankAccountPattern).test(compact) ? compact : null;
  const phone = normaliseGhanaPhone(compact);
  return phone ? `0${phone.slice(4)}` : null;
}

/** Only the last four digits, for everything but the payout itself. */
export function maskAccountNumber(number: string): string {
  return `•••• ${number.slice(-4)}`;
}

/**
 * A withdrawal's life: `requested` (waiting for co-signers; a story without
 * co-signers passes at once to `cosigned`), `cosigned` (waiting for an admin),
 * `approved` (being sent to the provider), `processing` (the provider has the
 * transfer), then `paid`, `failed` or `reversed`; or `declined` by the
 * co-signers, `rejected` by an admin.
 */
export const withdrawalStatuses = [
  'requested',
  'cosigned',
  'approved',
  'processing',
  'paid',
  'failed',
  'reversed',
  'declined',
  'rejected',
] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** States a withdrawal never leaves, except `paid`, which a reversed transfer may still undo. */
export const finishedWithdrawalStatuses: readonly WithdrawalStatus[] = ['paid', 'failed', 'reversed', 'declined', 'rejected'];
/** States whose money is reserved: on its way out, no longer available. */
export const reservingWithdrawalStatuses: readonly WithdrawalStatus[] = ['requested', 'cosigned', 'approved', 'processing'];

/** Stories whose money may be withdrawn: live, paused (money already given is the beneficiary's) or closed. */
export const withdrawableStoryStatuses = ['active', 'paused', 'completed'] as const;

export const cosignerDecisions = ['approve', 'decline'] as const;
export type CosignerDecision = (typeof cosignerDecisions)[number];

export const treasurerStatuses = ['invited', 'accepted', 'declined', 'cancelled'] as const;
export type TreasurerStatus = (typeof treasurerStatuses)[number];

export const payoutLimits = {
  /** The smallest withdrawal: ₵1. */
  minAmount: 100,
  /** What the money is for, shown publicly on the story. */
  purpose: { min: 10, max: 500 },
  /** A co-signer's reason to decline, or an admin's to reject. */
  reason: { min: 3, max: 1000 },
  /** Co-signers per story. */
  maxCosigners: 3,
  /** Card money stays back this long, for chargebacks. */
  cardHoldDays: 7,
  /** After the payout account changes, withdrawals wait this long (a taken-over account must not drain a story). */
  accountChangeHoldHours: 48,
  /** An invitation to co-sign can be accepted for this long. */
  invitationDays: 14,
} as const;

/** Co-signers who must approve a withdrawal: a majority of those who accepted. */
export const cosignersNeeded = (cosigners: number): number => (cosigners <= 0 ? 0 : Math.floor(cosigners / 2) + 1);

/** Where a vote stands: approved once a majority approved, declined once a majority can no longer be reached. */
export function cosignOutcome(votes: { approvals: number; declines: number; cosigners: number }): 'approved' | 'declined' | 'waiting' {
  const needed = cosignersNeeded(votes.cosigners);
  if (votes.approvals >= needed) return 'approved';
  if (votes.cosigners - votes.declines < needed) return 'declined';
  return 'waiting';
}

const nameWords = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 1);

/**
 * Whether the name an account is held in is the verified person's: every
 * word of the shorter name appears in the longer (banks write "MENSAH KWAME
 * ASANTE" for Kwame Mensah), and they share at least two words, or the one
 * word of a one-word name.
 */
export function namesMatch(accountName: string, verifiedName: string): boolean {
  const a = new Set(nameWords(accountName));
  const b = new Set(nameWords(verifiedName));
  const [shorter, longer] = a.size <= b.size ? [a, b] : [b, a];
  if (shorter.size === 0) return false;
  for (const word of shorter) if (!longer.has(word)) return false;
  return shorter.size >= Math.min(2, longer.size);
}
