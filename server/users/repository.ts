/** SQL for the users table: the profile row of each account. */
import type { Profile } from '../../contract/api/users';
import type { Queryable } from '../db/database';

/** The profile as stored: the API's users row (contract/api/users.ts), with its times as dates. */
export interface ProfileRow extends Omit<Profile, 'created_at' | 'updated_at'> {
  created_at: Date;
  updated_at: Date;
}

export type EditableProfile = Partial<Pick<ProfileRow, 'full_name' | 'phone' | 'region' | 'avatar_url' | 'bio'>>;

const columns = 'id, email, full_name, phone, region, avatar_url, bio, role, verification_status, created_at, updated_at';

export const usersRepository = {
  async findById(db: Queryable, id: string): Promise<ProfileRow | null> {
    const [row] = await db.query<ProfileRow>(`select ${columns} from users where id = $1`, [id]);
    return row ?? null;
  },

  /** Creates the profile on first sign-in (its e-mails in `lang`, English when not given); an existing row is left as it is. */
  async ensure(
    db: Queryable,
    profile: { id: string; email: string | null; role: 'user' | 'admin'; lang?: string } & EditableProfile,
  ): Promise<ProfileRow> {
    await db.query(
      `insert into users (id, email, full_name, phone, region, role, lang) values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (id) do nothing`,
      [
        profile.id,
        profile.email,
        profile.full_name ?? null,
        profile.phone ?? null,
        profile.region ?? null,
        profile.role,
        profile.lang ?? 'en',
      ],
    );
    const row = await usersRepository.findById(db, profile.id);
    if (!row) throw new Error('profile vanished');
    return row;
  },

  async update(db: Queryable, id: string, fields: EditableProfile): Promise<ProfileRow | null> {
    const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
    if (entries.length === 0) return usersRepository.findById(db, id);
    const sets = entries.map(([key], index) => `${key} = $${index + 2}`).join(', ');
    const [row] = await db.query<ProfileRow>(`update users set ${sets}, updated_at = now() where id = $1 returning ${columns}`, [
      id,
      ...entries.map(([, value]) => value),
    ]);
    return row ?? null;
  },

  /** The profile follows its account to a new address. */
  async setEmail(db: Queryable, id: string, email: string): Promise<void> {
    await db.query('update users set email = $2, updated_at = now() where id = $1', [id, email]);
  },

  /** The profile's number follows its account's, confirmed by a code texted to it. */
  async setPhone(db: Queryable, id: string, phone: string): Promise<void> {
    await db.query("update users set phone = $2, updated_at = now() where id = $1 and $2 ~ '^\\+233[0-9]{9}$'", [id, phone]);
  },

  /** The language the person's e-mails are written in, when it changed. */
  async setLanguage(db: Queryable, id: string, lang: string): Promise<void> {
    await db.query('update users set lang = $2 where id = $1 and lang <> $2', [id, lang]);
  },

  /** Where an account's e-mails go, and in which language. */
  async recipient(db: Queryable, id: string): Promise<{ email: string; lang: string } | null> {
    // An account known by its number alone has no address to write to.
    const [row] = await db.query<{ email: string; lang: string }>('select email, lang from users where id = $1 and email is not null', [
      id,
    ]);
    return row ?? null;
  },

  /** The language of the account at an address, if there is one. */
  async languageOfAddress(db: Queryable, email: string): Promise<string | null> {
    const [row] = await db.query<{ lang: string }>(
      'select u.lang from auth_users a join users u on u.id = a.id where a.email = lower(btrim($1))',
      [email],
    );
    return row?.lang ?? null;
  },

  /** How notices reach someone: their address, their number (the sign-in one, else the profile's), their language and name. */
  async contact(
    db: Queryable,
    id: string,
  ): Promise<{ email: string | null; phone: string | null; lang: string; full_name: string | null } | null> {
    const [row] = await db.query<{ email: string | null; phone: string | null; lang: string; full_name: string | null }>(
      'select u.email, coalesce(a.phone, u.phone) as phone, u.lang, u.full_name from users u left join auth_users a on a.id = u.id where u.id = $1',
      [id],
    );
    return row ?? null;
  },

  /** The language of the account signed in with this number (E.164), if one is. */
  async languageOfPhone(db: Queryable, phone: string): Promise<string | null> {
    const [row] = await db.query<{ lang: string }>('select u.lang from auth_users a join users u on u.id = a.id where a.phone = $1', [
      phone,
    ]);
    return row?.lang ?? null;
  },

  async setRole(db: Queryable, id: string, role: 'user' | 'admin'): Promise<void> {
    await db.query('update users set role = $2, updated_at = now() where id = $1', [id, role]);
  },

  async promoteEmails(db: Queryable, emails: readonly string[]): Promise<number> {
    if (emails.length === 0) return 0;
    const rows = await db.query(
      "update users set role = 'admin', updated_at = now() where email = any($1::text[]) and role <> 'admin' returning id",
      [[...emails]],
    );
    return rows.length;
  },

  async countAdmins(db: Queryable): Promise<number> {
    const [row] = await db.query<{ n: number }>("select count(*)::int as n from users where role = 'admin'");
    return row?.n ?? 0;
  },
};
