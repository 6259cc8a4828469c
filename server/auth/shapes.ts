/** The user object Supabase clients expect (contract/api/auth.ts), from an account's row. */
import type { AuthUser } from '../../contract/api/auth';
import { goTruePhone } from './phone-number';
import type { AuthUserRow } from './repository';

export type { AuthUser, Session } from '../../contract/api/auth';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The ways an account signs in, e-mail first (GoTrue's `app_metadata.provider` is the first). */
export function providersOf(row: Pick<AuthUserRow, 'email' | 'phone'>): Array<'email' | 'phone'> {
  return [...(row.email ? (['email'] as const) : []), ...(row.phone ? (['phone'] as const) : [])];
}

function identities(row: AuthUserRow): AuthUser['identities'] {
  const common = { id: row.id, user_id: row.id, created_at: iso(row.created_at), updated_at: iso(row.updated_at) };
  return [
    ...(row.email
      ? [
          {
            ...common,
            identity_id: row.id,
            identity_data: { email: row.email, email_verified: Boolean(row.email_confirmed_at), sub: row.id },
            provider: 'email',
          },
        ]
      : []),
    ...(row.phone
      ? [
          {
            ...common,
            // Each identity has an id of its own; the phone one is the account's id with its provider.
            identity_id: `${row.id}:phone`,
            identity_data: { phone: goTruePhone(row.phone), phone_verified: Boolean(row.phone_confirmed_at), sub: row.id },
            provider: 'phone',
          },
        ]
      : []),
  ];
}

export function toAuthUser(row: AuthUserRow): AuthUser {
  const providers = providersOf(row);
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email ?? '',
    phone: goTruePhone(row.phone),
    email_confirmed_at: iso(row.email_confirmed_at),
    ...(row.phone_confirmed_at ? { phone_confirmed_at: row.phone_confirmed_at.toISOString() } : {}),
    confirmed_at: iso(row.email_confirmed_at ?? row.phone_confirmed_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: { provider: providers[0] ?? 'email', providers },
    user_metadata: row.user_metadata,
    identities: identities(row),
    ...(row.email_change
      ? {
          new_email: row.email_change,
          ...(row.email_change_sent_at ? { email_change_sent_at: row.email_change_sent_at.toISOString() } : {}),
        }
      : {}),
    ...(row.phone_change
      ? {
          new_phone: goTruePhone(row.phone_change),
          ...(row.phone_change_sent_at ? { phone_change_sent_at: row.phone_change_sent_at.toISOString() } : {}),
        }
      : {}),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    is_anonymous: false,
  };
}
