/** The user and session objects Supabase clients expect. */
import type { AuthUserRow } from './repository';

export interface AuthUser {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  phone: string;
  email_confirmed_at: string | null;
  confirmed_at: string | null;
  last_sign_in_at: string | null;
  app_metadata: { provider: 'email'; providers: ['email'] };
  user_metadata: Record<string, unknown>;
  identities: Array<Record<string, unknown>>;
  created_at: string;
  updated_at: string;
  is_anonymous: false;
}

export interface Session {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: AuthUser;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toAuthUser(row: AuthUserRow): AuthUser {
  const confirmed = iso(row.email_confirmed_at);
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    phone: '',
    email_confirmed_at: confirmed,
    confirmed_at: confirmed,
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: row.user_metadata,
    identities: [
      {
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        identity_data: { email: row.email, email_verified: Boolean(confirmed), sub: row.id },
        provider: 'email',
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      },
    ],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    is_anonymous: false,
  };
}
