/** The user object Supabase clients expect (contract/api/auth.ts), from an account's row. */
import type { AuthUser } from '../../contract/api/auth';
import type { AuthUserRow } from './repository';

export type { AuthUser, Session } from '../../contract/api/auth';

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
