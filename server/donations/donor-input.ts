/**
 * The rules of a donation request that the schema cannot say: the amount
 * limit of the chosen method, a Ghana phone for mobile money, a name unless
 * anonymous; and who is paying, as the identifier the payer key hashes.
 */
import { numberFormats } from '../../contract/rules/numbers';
import { invalid } from '../domain/errors';
import { isMobileMoney, maxAmountFor } from '../../contract/rules/donation';
import type { DonationRequest } from '../../contract/api/donations';
import { normaliseGhanaPhone } from '../../contract/rules/ghana';

export interface Donor {
  userId: string | null;
  ip: string;
  /** The language the donor gave in: their receipt and the story's later e-mails to them are written in it (English when not said). */
  lang?: string;
}

export interface CheckedInput {
  /** `+233…` for mobile money, else `email:…`, `user:…` or `ip:…`. */
  identifier: string;
  name: string | null;
  anonymous: boolean;
  message: string | null;
  email: string | null;
  /** +233…, when the donor asked for a receipt by text. */
  receiptPhone: string | null;
}

const fieldError = (field: string, message: string) => invalid(message, 'Invalid donation', field);

export function checkDonorInput(input: DonationRequest, donor: Donor): CheckedInput {
  const max = maxAmountFor(input.method);
  if (input.amount > max) {
    throw fieldError(
      'amount',
      `amount must be at most ${max} pesewas (${numberFormats('en').money(max)}) for ${isMobileMoney(input.method) ? 'mobile money: wallets have daily limits' : 'a card'}`,
    );
  }
  const email = input.email?.trim().toLowerCase() || null;
  let identifier: string;
  if (isMobileMoney(input.method)) {
    if (!input.phone) throw fieldError('phone', 'phone is required for mobile money');
    const phone = normaliseGhanaPhone(input.phone);
    if (!phone) throw fieldError('phone', 'phone must be a Ghana mobile number like 024 123 4567 or +233 24 123 4567');
    identifier = phone;
  } else if (email) identifier = `email:${email}`;
  else if (donor.userId) identifier = `user:${donor.userId}`;
  else identifier = `ip:${donor.ip}`;
  let receiptPhone: string | null = null;
  if (input.text_receipt) {
    if (!input.phone) throw fieldError('phone', 'phone is required for a receipt by text');
    receiptPhone = normaliseGhanaPhone(input.phone);
    if (!receiptPhone) throw fieldError('phone', 'phone must be a Ghana mobile number like 024 123 4567 or +233 24 123 4567');
  }
  const name = input.donor_name?.replace(/\s+/g, ' ').trim() || null;
  const anonymous = input.anonymous ?? false;
  if (!anonymous && !name) throw fieldError('donor_name', 'donor_name is required unless anonymous is true');
  return { identifier, name, anonymous, message: input.message?.trim() || null, email, receiptPhone };
}
