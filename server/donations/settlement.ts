/**
 * How a donation's state moves when a provider says what became of it. Pure,
 * so the rules are easy to read and to test:
 * - status only moves forward: pending → succeeded | failed | cancelled |
 *   expired, expired → succeeded (money confirmed late still counts), and
 *   succeeded → refunded; anything else changes nothing;
 * - the amount counted is the provider's, never the browser's;
 * - the story's totals move only on pending → succeeded (+) and
 *   succeeded → refunded (−), so a confirmation seen twice counts once.
 */
import type { DonationStatus } from '../../contract/rules/donation';
import type { ProviderOutcome } from '../payments/provider';

export interface Current {
  status: DonationStatus;
  /** Pesewas counted so far: the requested amount while pending, the confirmed one after. */
  amount: number;
}

export interface Transition {
  changed: boolean;
  status: DonationStatus;
  amount: number;
  raisedDelta: number;
  donorDelta: number;
  /** Something support should look at (e.g. money taken after the donation was closed). */
  anomaly: string | null;
}

const stay = (current: Current, anomaly: string | null = null): Transition => ({
  changed: false,
  status: current.status,
  amount: current.amount,
  raisedDelta: 0,
  donorDelta: 0,
  anomaly,
});

const usableAmount = (outcome: ProviderOutcome) => outcome.amount !== null && Number.isSafeInteger(outcome.amount) && outcome.amount > 0;

export function nextState(current: Current, outcome: ProviderOutcome, options: { donorCancelled?: boolean } = {}): Transition {
  const move = (status: DonationStatus, amount = current.amount, raisedDelta = 0, donorDelta = 0): Transition => ({
    changed: true,
    status,
    amount,
    raisedDelta,
    donorDelta,
    anomaly: null,
  });

  if (outcome.status === 'succeeded' && (!usableAmount(outcome) || outcome.currency !== 'GHS')) {
    return stay(current, `confirmation without a usable GHS amount (${outcome.amount ?? 'none'} ${outcome.currency ?? '?'})`);
  }

  // Money arrived for a donation not yet counted: the provider's amount is what counts.
  const paid = () => move('succeeded', outcome.amount as number, outcome.amount as number, 1);
  // Paid and already refunded (the refund arrived first): it never counts.
  const paidBack = () => move('refunded', usableAmount(outcome) ? (outcome.amount as number) : current.amount);

  switch (current.status) {
    case 'pending':
      switch (outcome.status) {
        case 'succeeded':
          return paid();
        case 'failed':
          return move('failed');
        case 'abandoned':
          return options.donorCancelled ? move('cancelled') : stay(current);
        case 'refunded':
          return paidBack();
        default:
          return stay(current);
      }
    case 'expired':
      // Left pending too long, then confirmed after all: the donor paid, so it counts.
      if (outcome.status === 'succeeded') return paid();
      return outcome.status === 'refunded' ? paidBack() : stay(current);
    case 'succeeded':
      if (outcome.status !== 'refunded') return stay(current);
      if (usableAmount(outcome) && (outcome.amount as number) < current.amount) {
        return stay(current, `partial refund of ${outcome.amount} of ${current.amount} pesewas not applied`);
      }
      return move('refunded', current.amount, -current.amount, -1);
    case 'failed':
    case 'cancelled':
      return outcome.status === 'succeeded'
        ? stay(current, `paid ${outcome.amount} pesewas after the donation was closed as ${current.status}: refund the payer`)
        : stay(current);
    default:
      return stay(current);
  }
}
