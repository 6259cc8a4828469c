/**
 * The demo provider's transfer page: whoever runs the demo says what the
 * "bank" did with a payout (paid, failed, or reversed after being paid).
 * Same layout, stylesheet and script as the demo checkout; no inline code.
 */
import { escape, ghs, layout } from './demo-checkout-page';
import type { DemoTransferRow } from './demo-transfers-repository';

const states: Record<DemoTransferRow['status'], string> = {
  pending: 'On its way: the provider is waiting for the bank.',
  success: 'Paid to the recipient.',
  failed: 'Failed: nothing left the balance.',
  reversed: 'Reversed: the money came back.',
};

export function transferPage(row: DemoTransferRow, action: string): string {
  const button = (outcome: string, label: string, kind: string) =>
    `<button class="${kind}" type="submit" name="outcome" value="${outcome}">${escape(label)}</button>`;
  const choices =
    row.status === 'pending'
      ? button('success', 'Pay it', 'approve') + button('failed', 'Fail it', 'decline')
      : row.status === 'success'
        ? button('reversed', 'Reverse it', 'decline')
        : '';
  return layout(
    'Transfer',
    `<h1>Payout ${escape(row.reference)}</h1>
<p class="amount">${ghs(row.amount)}</p>
<p class="muted">To recipient ${escape(row.recipient_code)} · transfer ${escape(row.transfer_code)}</p>
<p>${escape(row.reason ?? '')}</p>
<section class="phone" aria-labelledby="state">
  <h2 id="state">${escape(states[row.status])}</h2>
  ${choices ? `<form method="post" action="${escape(action)}">${choices}</form>` : '<p>Nothing more can happen to this transfer.</p>'}
  <p id="status" class="note" role="status" aria-live="polite"></p>
</section>
<p class="note">This page stands in for the payment provider's transfers while Nnoboa runs without one. The provider's signed webhook tells Nnoboa what you chose.</p>`,
  );
}

export function transferNotFoundPage(): string {
  return layout('Transfer not found', '<h1>There is no such transfer</h1><p><a href="/admin/withdrawals">Back to the withdrawals</a></p>');
}
