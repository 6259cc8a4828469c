/**
 * Guidance while filling in the payment form. The server checks the same
 * rules (and the provider confirms the amount); this only helps the donor.
 */
import { parseCedis } from '../../lib/money';
import type { NumberFormats } from '../../../contract/rules/numbers';
import { donationLimits, isMobileMoney, maxAmountFor, type DonationMethod } from '../../../contract/rules/donation';
import { normaliseGhanaPhone } from '../../../contract/rules/ghana';
import type { DonationRequest } from '../../../contract/api/donations';

export interface DonateForm {
  /** A preset amount in pesewas, or null when none is chosen. */
  preset: number | null;
  /** What the donor typed as another amount, in cedis. */
  custom: string;
  method: DonationMethod | '';
  phone: string;
  name: string;
  anonymous: boolean;
  hideAmount: boolean;
  message: string;
  email: string;
}

export type Problem = { key: string; values?: Record<string, string | number> };
export type Problems = Partial<Record<'amount' | 'method' | 'phone' | 'name' | 'email' | 'message', Problem>>;

export const emptyForm: DonateForm = {
  preset: null,
  custom: '',
  method: '',
  phone: '',
  name: '',
  anonymous: false,
  hideAmount: false,
  message: '',
  email: '',
};

/** The amount in pesewas the donor chose, or null. */
export function chosenAmount(form: DonateForm): number | null {
  return form.custom.trim() ? parseCedis(form.custom) : form.preset;
}

export function checkForm(form: DonateForm, formats: NumberFormats): Problems {
  const problems: Problems = {};
  const amount = chosenAmount(form);
  const max = form.method ? maxAmountFor(form.method) : donationLimits.maxCard;
  if (amount === null) problems.amount = { key: form.custom.trim() ? 'donate.error.amountFormat' : 'donate.error.amountMissing' };
  else if (amount < donationLimits.min || amount > max) {
    const values = { min: formats.money(donationLimits.min), max: formats.money(max) };
    problems.amount = {
      key: form.method && isMobileMoney(form.method) ? 'donate.error.amountRangeMomo' : 'donate.error.amountRange',
      values,
    };
  }
  if (!form.method) problems.method = { key: 'donate.error.method' };
  else if (isMobileMoney(form.method) && !normaliseGhanaPhone(form.phone)) problems.phone = { key: 'donate.error.phone' };
  if (!form.anonymous && !form.name.trim()) problems.name = { key: 'donate.error.name' };
  if (form.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) problems.email = { key: 'donate.error.email' };
  if (form.message.length > donationLimits.message)
    problems.message = { key: 'donate.error.message', values: { max: donationLimits.message } };
  return problems;
}

/** The request for a form without problems. */
export function toRequest(form: DonateForm, campaign: string): DonationRequest {
  const method = form.method as DonationMethod;
  return {
    campaign,
    amount: chosenAmount(form) ?? 0,
    method,
    ...(isMobileMoney(method) ? { phone: form.phone.trim() } : {}),
    ...(form.name.trim() ? { donor_name: form.name.trim() } : {}),
    anonymous: form.anonymous,
    hide_amount: form.hideAmount,
    ...(form.message.trim() ? { message: form.message.trim() } : {}),
    ...(form.email.trim() ? { email: form.email.trim() } : {}),
  };
}
