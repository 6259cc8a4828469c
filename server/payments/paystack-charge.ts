/**
 * Paystack's Charge API for mobile money in Ghana: `POST /charge` with
 * `{ email, amount, currency: 'GHS', reference, mobile_money: { phone,
 * provider }, metadata }`, the phone as dialled in Ghana (0551234987) and the
 * provider `mtn` (MTN), `vod` (Telecel, formerly Vodafone) or `atl`
 * (AirtelTigo). The answer's `data.status` says what comes next:
 * - `send_otp`: the payer must give a code (`display_text` says how), sent
 *   with `POST /charge/submit_otp { otp, reference }`, which answers the same way;
 * - `pay_offline`: a prompt is on the payer's phone to approve with their PIN;
 * - `pending`: nothing yet; the result comes by webhook (or verify);
 * - `success` / `failed`: done; `data` is then the transaction itself.
 * A refusal (`status: false`, a 4xx) took nothing. The `charge.success`
 * webhook settles the gift as it does a checkout's.
 */
import type { PaystackAnswer, PaystackCall } from './paystack-client';
import { messageOf } from './paystack-client';
import { isObject, outcomeOfTransaction, text } from './paystack-shapes';
import { ProviderUnavailableError, type ChargeStep, type WalletCharge, type WalletNetwork } from './provider';

/** Paystack's code of each network's mobile money. */
export const paystackWalletProviders: Record<WalletNetwork, string> = { mtn: 'mtn', telecel: 'vod', airteltigo: 'atl' };

/** +233551234987 as Paystack takes a Ghana number: 0551234987. */
export const localPhone = (e164: string) => (e164.startsWith('+233') ? `0${e164.slice(4)}` : e164);

/** A charge answer in our words; a refusal (nothing taken) is a failed step. */
export function chargeStepOf(answer: PaystackAnswer, reference: string): ChargeStep {
  if (answer.httpStatus >= 500)
    throw new ProviderUnavailableError(`Paystack answered ${answer.httpStatus} to a charge: ${messageOf(answer)}`);
  const data = isObject(answer.data) ? answer.data : {};
  const status = text(data.status);
  const displayText = text(data.display_text)?.slice(0, 300) ?? null;
  if (answer.httpStatus < 300 && answer.status === true) {
    if (status === 'send_otp' || status === 'pay_offline' || status === 'pending') return { status, displayText };
    if (status === 'success') {
      const outcome = outcomeOfTransaction({ reference, ...data });
      if (outcome?.status === 'succeeded') return { status: 'success', outcome };
    }
  }
  const reason = (text(data.gateway_response) ?? text(data.message) ?? messageOf(answer)).slice(0, 300);
  if (answer.httpStatus < 300 && answer.status === true && status !== 'failed') {
    // A status we do not know (open_url, send_pin…): nothing we can follow by phone; the webhook says the rest.
    return { status: 'pending', displayText };
  }
  return {
    status: 'failed',
    outcome: { status: 'failed', reference, amount: null, currency: null, paidAt: null, providerStatus: 'failed', reason },
  };
}

export function paystackCharges(call: PaystackCall) {
  return {
    async chargeWallet(charge: WalletCharge): Promise<ChargeStep> {
      const answer = await call('POST', '/charge', {
        email: charge.email,
        amount: String(charge.amount),
        currency: 'GHS',
        reference: charge.reference,
        mobile_money: { phone: localPhone(charge.phone), provider: paystackWalletProviders[charge.network] },
        metadata: {
          donation_id: charge.donationId,
          campaign_id: charge.campaignId,
          channel: 'ussd',
          custom_fields: [{ display_name: 'Story', variable_name: 'story', value: charge.campaignTitle.slice(0, 90) }],
        },
      });
      return chargeStepOf(answer, charge.reference);
    },

    async submitChargeCode(reference: string, code: string): Promise<ChargeStep> {
      return chargeStepOf(await call('POST', '/charge/submit_otp', { otp: code, reference }), reference);
    },
  };
}
