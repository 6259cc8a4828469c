/**
 * The payment form, as the browser and the server both read it: its fields,
 * the same checks (the browser guides the donor with them; the server answers
 * a form posted without JavaScript with them), and the API request it becomes.
 * The request is then held to the API's own schema and rules.
 */
import type { DonationReceipt, DonationRequest } from '../api/donations';
import { parseCedis } from './cedis';
import { donationLimits, donationMethods, isMobileMoney, maxAmountFor, presetAmounts, type DonationMethod } from './donation';
import { normaliseGhanaPhone } from './ghana';
import { isEmailAddress } from './profile';
import type { NumberFormats } from './numbers';

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
  /** "Text me a receipt": by SMS to the mobile-money number, when the server offers it. */
  textReceipt: boolean;
}

export const donateFields = ['amount', 'method', 'phone', 'name', 'email', 'message'] as const;
export type DonateField = (typeof donateFields)[number];

/** A problem with a field, as a message key of the app's catalogs and its values. */
export type Problem = { key: string; values?: Record<string, string | number> };
export type Problems = Partial<Record<DonateField, Problem>>;

/** The field of the form an API error names (`field` of `{ message, field }`). */
export const formFieldOf: Partial<Record<string, DonateField>> = {
  amount: 'amount',
  method: 'method',
  phone: 'phone',
  donor_name: 'name',
  email: 'email',
  message: 'message',
};

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
  textReceipt: false,
};

/** The HTML form's field names, posted as application/x-www-form-urlencoded. */
export const formNames = {
  preset: 'preset',
  custom: 'amount',
  method: 'method',
  phone: 'phone',
  name: 'donor_name',
  anonymous: 'anonymous',
  hideAmount: 'hide_amount',
  message: 'message',
  email: 'email',
  textReceipt: 'text_receipt',
  token: 'form_token',
} as const;

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** A posted form's values; anything unknown or malformed reads as not given. */
export function readDonateForm(fields: Record<string, unknown>): DonateForm {
  const preset = Number(fields[formNames.preset]);
  const method = fields[formNames.method];
  return {
    preset: (presetAmounts as readonly number[]).includes(preset) ? preset : null,
    custom: text(fields[formNames.custom], 40),
    method: donationMethods.includes(method as DonationMethod) ? (method as DonationMethod) : '',
    phone: text(fields[formNames.phone], 30),
    name: text(fields[formNames.name], donationLimits.donorName.max),
    anonymous: fields[formNames.anonymous] === 'on',
    hideAmount: fields[formNames.hideAmount] === 'on',
    // One character over the limit is kept, so the check can say the message is too long.
    message: text(fields[formNames.message], donationLimits.message + 1).replace(/\r\n/g, '\n'),
    email: text(fields[formNames.email], donationLimits.email),
    textReceipt: fields[formNames.textReceipt] === 'on',
  };
}

/** The amount in pesewas the donor chose, or null. */
export function chosenAmount(form: DonateForm): number | null {
  return form.custom.trim() ? parseCedis(form.custom) : form.preset;
}

export function checkDonateForm(form: DonateForm, formats: NumberFormats): Problems {
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
  if (form.email.trim() && !isEmailAddress(form.email)) problems.email = { key: 'donate.error.email' };
  if (form.message.length > donationLimits.message)
    problems.message = { key: 'donate.error.message', values: { max: donationLimits.message } };
  return problems;
}

/** The request for a form without problems. */
export function toDonationRequest(form: DonateForm, campaign: string): DonationRequest {
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
    // The receipt goes to the wallet's number: only a mobile-money gift has one.
    ...(form.textReceipt && isMobileMoney(method) ? { text_receipt: true } : {}),
  };
}

/**
 * The payment form as the server sends it with its page (resourceNames.paymentForm):
 * a one-time token that makes a resend start nothing twice, what the donor
 * typed, and what is wrong with it.
 */
export interface PaymentFormState {
  token: string;
  form: DonateForm;
  shown: boolean;
  fieldProblems: Partial<Record<DonateField, string>>;
  /** A message of the app's catalogs, or the server's own sentence. */
  failure: { key: string } | { text: string } | null;
  /** The payment provider is the demo checkout (no money moves). */
  testMode: boolean;
  /** Receipts by text are offered (an SMS gateway is configured). */
  textReceipts: boolean;
}

/**
 * What became of a donation, as the server asked the provider for the page
 * (resourceNames.donation): the receipt, or why it cannot be shown (403: it
 * was started elsewhere; 404: there is no such donation). `unknown` when this
 * browser's access is not the server's to check (the app asks with its own).
 */
export type ServedDonation = { receipt: DonationReceipt; origin: string } | { status: 403 | 404 } | { unknown: true; origin: string };
