-- Payments: what a donation needs to be paid through a provider and settled
-- once, the webhook deliveries we have seen, and the demo provider's own
-- records (it plays the part of a payment provider, so it keeps its own).
-- Money is whole pesewas. `amount` stays the amount counted in the story's
-- total: the donor's request while pending, the provider's once confirmed.

alter table donations
  add column requested_amount bigint check (requested_amount is null or requested_amount > 0),
  -- HMAC-SHA256 (hex) of who paid: the phone number for mobile money, else the
  -- e-mail, the account or the IP. Never the number itself.
  add column payer_key text check (payer_key is null or payer_key ~ '^[0-9a-f]{64}$'),
  -- SHA-256 (hex) of the secret the donor's browser holds, to read this donation back.
  add column access_hash text check (access_hash is null or access_hash ~ '^[0-9a-f]{64}$'),
  add column checkout_url text check (checkout_url is null or length(checkout_url) <= 2000),
  add column provider_status text check (provider_status is null or length(provider_status) <= 40),
  add column failure_reason text check (failure_reason is null or length(failure_reason) <= 300),
  add column verified_at timestamptz,
  add column refunded_at timestamptz;

alter table donations
  add constraint donations_paid_when_settled check (status not in ('succeeded', 'refunded') or paid_at is not null),
  add constraint donations_unpaid_when_pending check (status <> 'pending' or paid_at is null),
  add constraint donations_refund_time check ((status = 'refunded') = (refunded_at is not null)),
  add constraint donations_live_need_payer check (provider = 'seed' or (payer_key is not null and requested_amount is not null));

create index donations_pending on donations (created_at) where status = 'pending';
create index donations_payer on donations (payer_key, created_at desc) where payer_key is not null;

-- Every signed webhook delivery, once: a delivery seen again is answered
-- without doing anything twice.
create table payment_webhook_events (
  id bigserial primary key,
  provider text not null check (provider in ('demo', 'paystack')),
  body_sha256 text not null check (body_sha256 ~ '^[0-9a-f]{64}$'),
  event text not null check (length(event) between 1 and 100),
  reference text check (reference is null or length(reference) <= 100),
  outcome text not null check (outcome in ('applied', 'unchanged', 'ignored')),
  received_at timestamptz not null default now(),
  unique (provider, body_sha256)
);
create index payment_webhook_events_reference on payment_webhook_events (reference);

-- The demo provider's side of a payment, shaped like a Paystack transaction.
create table demo_payments (
  reference text primary key check (length(reference) between 8 and 100),
  amount bigint not null check (amount > 0),
  currency text not null check (currency = 'GHS'),
  channel text not null check (channel in ('mobile_money', 'card')),
  email text not null check (length(email) between 3 and 254),
  metadata jsonb not null,
  status text not null default 'abandoned' check (status in ('abandoned', 'success', 'failed')),
  gateway_response text check (gateway_response is null or length(gateway_response) <= 200),
  -- Set when the payer chose approve, decline or cancel; the checkout then only says it is over.
  finished_at timestamptz,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  check ((status = 'success') = (paid_at is not null)),
  check (status = 'abandoned' or finished_at is not null)
);
