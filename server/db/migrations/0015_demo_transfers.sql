-- The demo provider's side of a payout, shaped like a Paystack transfer: it
-- keeps its own records as a real provider does, and whoever runs the demo
-- says what became of each transfer (paid, failed, reversed).
create table demo_transfers (
  reference text primary key check (reference ~ '^[a-z0-9_-]{8,100}$'),
  transfer_code text not null unique check (length(transfer_code) between 5 and 100),
  amount bigint not null check (amount > 0),
  currency text not null check (currency = 'GHS'),
  recipient_code text not null check (length(recipient_code) between 1 and 100),
  reason text check (reason is null or length(reason) <= 500),
  status text not null default 'pending' check (status in ('pending', 'success', 'failed', 'reversed')),
  transferred_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
