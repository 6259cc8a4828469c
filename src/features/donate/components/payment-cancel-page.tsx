import { DonationOutcome } from './donation-outcome';

/** /payment/cancel?reference=…: where the provider sends a donor who cancelled or was declined. */
export default function PaymentCancelPage() {
  return <DonationOutcome cancelled />;
}
