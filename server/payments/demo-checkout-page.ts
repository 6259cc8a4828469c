/**
 * The demo checkout's page, stylesheet and script. Served from our own
 * routes, with no inline script or style, so the strict CSP holds.
 */
import type { DonationMethod } from '../../contract/rules/donation';
import type { DemoPaymentRow } from './demo-repository';

export const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const networks: Record<DonationMethod, string> = {
  mtn_momo: 'MTN MoMo',
  telecel_cash: 'Telecel Cash',
  airteltigo_money: 'AirtelTigo Money',
  card: 'Card',
};

const ghsFormat = new Intl.NumberFormat('en-GH', { style: 'currency', currency: 'GHS', currencyDisplay: 'code' });
/** An amount as a payment provider's page shows it: GHS 1,064.50. */
export const ghs = (pesewas: number) => ghsFormat.format(pesewas / 100);

export const stylesheet = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f3f1ea;color:#1b1a17;line-height:1.5}
.banner{background:#1b1a17;color:#ffe08a;text-align:center;font-weight:700;padding:10px 16px}
main{max-width:440px;margin:0 auto;padding:20px 16px 40px}
h1{font-size:1.4rem;margin:8px 0 4px}.muted{color:#5f5b52}.amount{font-size:2rem;font-weight:800;margin:8px 0}
.phone{background:#fff;border:2px solid #1b1a17;border-radius:24px;padding:20px;margin:20px 0;box-shadow:0 6px 24px rgb(0 0 0 / 12%)}
.phone h2{font-size:1rem;margin:0 0 8px}.prompt{background:#fdf3d3;border-radius:12px;padding:14px;margin:0 0 16px}
form{display:grid;gap:10px;margin:0}button{font:inherit;font-weight:700;min-height:48px;border-radius:999px;border:2px solid #1b1a17;cursor:pointer;padding:10px 18px}
.approve{background:#0b6b3a;border-color:#0b6b3a;color:#fff}.decline{background:#fff;color:#b3261e;border-color:#b3261e}.cancel{background:transparent;border-color:transparent;text-decoration:underline}
button:focus-visible{outline:3px solid #1b4fd8;outline-offset:2px}button[disabled]{opacity:.6;cursor:progress}
.note{font-size:.9rem;color:#5f5b52}a{color:#7a5a00}`;

/** Stops a second tap from sending a second choice while the first is on its way. */
export const script = `document.addEventListener('submit', function (event) {
  var form = event.target;
  var chosen = event.submitter;
  if (chosen && chosen.name) {
    var keep = document.createElement('input');
    keep.type = 'hidden'; keep.name = chosen.name; keep.value = chosen.value;
    form.appendChild(keep);
  }
  form.querySelectorAll('button').forEach(function (button) { button.disabled = true; });
  var status = document.getElementById('status');
  if (status) status.textContent = 'Processing…';
});`;

export function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)} · Demo payment · Nnoboa</title><link rel="icon" href="/favicon.png">
<link rel="stylesheet" href="/pay/assets/demo.css"><script src="/pay/assets/demo.js" defer></script></head>
<body><p class="banner" role="note">Demo payment — no money moves</p><main>${body}</main></body></html>`;
}

export function checkoutPage(row: DemoPaymentRow, action: string): string {
  const method = (typeof row.metadata.method === 'string' ? row.metadata.method : 'card') as DonationMethod;
  const story = typeof row.metadata.story === 'string' ? row.metadata.story : 'a story';
  const network = networks[method] ?? 'Card';
  const mobile = row.channel === 'mobile_money';
  const prompt = mobile
    ? `<h2>${escape(network)} approval</h2><p class="prompt" id="prompt">Pay ${ghs(row.amount)} to NNOBOA? On a real phone you would enter your PIN to approve.</p>`
    : `<h2>Card payment</h2><p class="prompt" id="prompt">No card details are needed in the demo: choose what the bank would answer.</p>`;
  return layout(
    'Checkout',
    `<h1>Support “${escape(story)}”</h1>
<p class="amount">${ghs(row.amount)}</p>
<p class="muted">${mobile ? `Paying with ${escape(network)}` : 'Paying by card'} · reference ${escape(row.reference)}</p>
<section class="phone" aria-labelledby="prompt">
  ${prompt}
  <form method="post" action="${escape(action)}">
    <button class="approve" type="submit" name="choice" value="approve">${mobile ? 'Approve' : `Pay ${ghs(row.amount)}`}</button>
    <button class="decline" type="submit" name="choice" value="decline">Decline</button>
    <button class="cancel" type="submit" name="choice" value="cancel">Cancel payment</button>
  </form>
  <p id="status" class="note" role="status" aria-live="polite"></p>
</section>
<p class="note">This checkout stands in for the payment provider while Nnoboa runs without one. Nothing is charged, whatever you choose.</p>`,
  );
}

export function finishedPage(row: DemoPaymentRow): string {
  const paid = row.status === 'success';
  const next = paid
    ? `/payment/success?reference=${encodeURIComponent(row.reference)}`
    : `/payment/cancel?reference=${encodeURIComponent(row.reference)}`;
  return layout(
    'Payment finished',
    `<h1>This payment is finished</h1><p>${paid ? 'It was approved.' : escape(row.gateway_response ?? 'It did not go through.')}</p><p><a href="${escape(next)}">Back to Nnoboa</a></p>`,
  );
}

export function notFoundPage(): string {
  return layout(
    'Payment not found',
    '<h1>There is no such payment</h1><p>Start again from the story you want to support.</p><p><a href="/campaigns">Browse stories</a></p>',
  );
}
