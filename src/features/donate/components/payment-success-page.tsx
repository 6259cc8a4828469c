import { DonationOutcome } from './donation-outcome';

/** /payment/success?reference=…: where the provider sends the donor back after paying. */
export default function PaymentSuccessPage() {
  return <DonationOutcome cancelled={false} />;
}
