-- Stories (campaigns), their photos, updates, donations and fraud reports.
-- Money is whole pesewas (bigint). Public lists show only active and
-- completed stories; owners see their own in every state.

create table uploads (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid references users (id) on delete set null,
  kind text not null check (kind in ('image', 'avatar', 'id_document')),
  -- SHA-256 of the file as uploaded, and a 64-bit difference hash of its pixels
  -- (same picture re-encoded gives the same or a close hash).
  content_hash text not null check (content_hash ~ '^[0-9a-f]{64}$'),
  pixel_hash text not null check (pixel_hash ~ '^[0-9a-f]{16}$'),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  variants jsonb not null,
  created_at timestamptz not null default now()
);
create index uploads_owner on uploads (owner_id);
create index uploads_pixel_hash on uploads (pixel_hash);

create table campaigns (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid references users (id) on delete set null,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 100),
  title text not null check (length(title) between 10 and 90),
  summary text not null check (length(summary) between 20 and 200),
  story text not null check (length(story) between 200 and 10000),
  category text not null check (category in ('medical', 'education', 'community', 'emergency', 'business', 'agriculture', 'memorial', 'creative')),
  region text not null check (region in (
    'Ahafo', 'Ashanti', 'Bono', 'Bono East', 'Central', 'Eastern', 'Greater Accra', 'North East',
    'Northern', 'Oti', 'Savannah', 'Upper East', 'Upper West', 'Volta', 'Western', 'Western North')),
  beneficiary text not null check (length(beneficiary) between 2 and 120),
  goal bigint not null check (goal between 10000 and 100000000),
  raised bigint not null default 0 check (raised >= 0),
  donor_count integer not null default 0 check (donor_count >= 0),
  cover_upload_id uuid references uploads (id) on delete set null,
  deadline date not null,
  status text not null default 'draft' check (status in ('draft', 'pending', 'active', 'rejected', 'paused', 'completed')),
  moderation_reason text check (moderation_reason is null or length(moderation_reason) <= 1000),
  closed_reason text check (closed_reason is null or closed_reason in ('deadline', 'owner', 'account_deleted', 'admin')),
  submitted_at timestamptz,
  approved_at timestamptz,
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search tsvector generated always as (
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(summary, '') || ' ' || coalesce(beneficiary, '') || ' ' || coalesce(region, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(story, '')), 'C')
  ) stored
);
create index campaigns_search on campaigns using gin (search);
create index campaigns_owner on campaigns (owner_id);
create index campaigns_public_created on campaigns (created_at desc) where status in ('active', 'completed');
create index campaigns_public_deadline on campaigns (deadline) where status = 'active';
create index campaigns_status on campaigns (status);
create index campaigns_category on campaigns (category);
create index campaigns_region on campaigns (region);

create table campaign_images (
  campaign_id uuid not null references campaigns (id) on delete cascade,
  upload_id uuid not null references uploads (id) on delete cascade,
  position smallint not null check (position between 0 and 5),
  primary key (campaign_id, position)
);

create table campaign_updates (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references campaigns (id) on delete cascade,
  author_id uuid references users (id) on delete set null,
  title text not null check (length(title) between 3 and 120),
  body text not null check (length(body) between 10 and 5000),
  is_impact boolean not null default false,
  created_at timestamptz not null default now()
);
create index campaign_updates_campaign on campaign_updates (campaign_id, created_at desc);

create table donations (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references campaigns (id) on delete restrict,
  amount bigint not null check (amount > 0),
  currency text not null default 'GHS' check (currency = 'GHS'),
  donor_user_id uuid references users (id) on delete set null,
  donor_name text check (donor_name is null or length(donor_name) between 1 and 80),
  is_anonymous boolean not null default false,
  hide_amount boolean not null default false,
  message text check (message is null or length(message) <= 500),
  donor_email text check (donor_email is null or length(donor_email) <= 254),
  method text not null check (method in ('mtn_momo', 'telecel_cash', 'airteltigo_money', 'card')),
  provider text not null check (provider in ('demo', 'paystack', 'seed')),
  reference text not null unique check (length(reference) between 8 and 100),
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed', 'cancelled', 'refunded')),
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index donations_campaign_paid on donations (campaign_id, paid_at desc) where status = 'succeeded';
create index donations_paid_at on donations (paid_at) where status = 'succeeded';

create table reports (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references campaigns (id) on delete cascade,
  reporter_id uuid references users (id) on delete set null,
  source text not null default 'user' check (source in ('user', 'admin')),
  reason text not null check (reason in ('scam', 'impersonation', 'misleading', 'misuse', 'inappropriate', 'other')),
  details text check (details is null or length(details) <= 2000),
  status text not null default 'open' check (status in ('open', 'dismissed', 'actioned')),
  action text check (action is null or action in ('dismiss', 'warn', 'pause', 'remove')),
  note text check (note is null or length(note) <= 1000),
  processed_by uuid references users (id) on delete set null,
  processed_at timestamptz,
  created_at timestamptz not null default now()
);
create index reports_campaign on reports (campaign_id);
create index reports_open on reports (created_at) where status = 'open';
