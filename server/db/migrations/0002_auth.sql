-- Passwordless sign-in: accounts, e-mailed one-time tokens, PKCE flows,
-- sessions with rotating refresh tokens. Secrets are stored only as SHA-256
-- hashes. Also the profile row of each user and database-kept rate limits.

create table auth_users (
  id uuid primary key default gen_random_uuid(),
  email text not null check (length(email) between 3 and 254 and email = lower(email)),
  email_confirmed_at timestamptz,
  user_metadata jsonb not null default '{}'::jsonb,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index auth_users_email_key on auth_users (email);

-- PKCE: the challenge sent when a link was asked for, then the auth code
-- issued when the link was opened, exchanged once for a session.
create table auth_flow_states (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth_users (id) on delete cascade,
  code_challenge text not null,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  auth_code_hash text unique,
  auth_code_expires_at timestamptz,
  auth_code_used_at timestamptz,
  created_at timestamptz not null default now()
);

create table auth_one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth_users (id) on delete cascade,
  kind text not null check (kind in ('magiclink', 'signup')),
  token_hash text not null unique,
  flow_state_id uuid references auth_flow_states (id) on delete cascade,
  redirect_to text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index auth_one_time_tokens_user on auth_one_time_tokens (user_id);

create table auth_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth_users (id) on delete cascade,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz,
  revoked_at timestamptz,
  revoked_reason text,
  user_agent text,
  ip text
);
create index auth_sessions_user on auth_sessions (user_id);

-- Each refresh rotates the token: the old one is marked rotated and points to
-- its successor. Presenting a rotated token after the grace period revokes the
-- whole session (every token of the family).
create table auth_refresh_tokens (
  id bigint generated always as identity primary key,
  session_id uuid not null references auth_sessions (id) on delete cascade,
  token_hash text not null unique,
  parent_id bigint references auth_refresh_tokens (id) on delete set null,
  rotated_at timestamptz,
  created_at timestamptz not null default now()
);
create index auth_refresh_tokens_session on auth_refresh_tokens (session_id);

create table users (
  id uuid primary key references auth_users (id) on delete cascade,
  email text not null,
  full_name text check (full_name is null or length(full_name) between 1 and 80),
  phone text check (phone is null or phone ~ '^\+233[0-9]{9}$'),
  region text check (region is null or region in (
    'Ahafo', 'Ashanti', 'Bono', 'Bono East', 'Central', 'Eastern', 'Greater Accra', 'North East',
    'Northern', 'Oti', 'Savannah', 'Upper East', 'Upper West', 'Volta', 'Western', 'Western North')),
  avatar_url text check (avatar_url is null or length(avatar_url) <= 500),
  bio text check (bio is null or length(bio) <= 500),
  role text not null default 'user' check (role in ('user', 'admin')),
  verification_status text not null default 'unverified'
    check (verification_status in ('unverified', 'pending', 'verified', 'rejected')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index users_role on users (role) where role = 'admin';

-- Sliding-window rate limits, kept in the database so every server instance
-- shares them: one row per counted request.
create table rate_limit_hits (
  key text not null,
  at timestamptz not null default now()
);
create index rate_limit_hits_key_at on rate_limit_hits (key, at);

-- Messages the development mailbox shows when no SMTP server is configured.
create table dev_mail (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  created_at timestamptz not null default now()
);
