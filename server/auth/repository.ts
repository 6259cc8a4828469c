/** SQL for accounts, one-time tokens, PKCE flows, sessions and refresh tokens. */
import type { Queryable } from '../db/database';

export interface AuthUserRow {
  id: string;
  /** Null for an account known by its phone number only. */
  email: string | null;
  email_confirmed_at: Date | null;
  /** E.164; null for an account known by its e-mail address only. */
  phone: string | null;
  phone_confirmed_at: Date | null;
  /** The number a change waits to move to, until the code sent there is typed. */
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  /** The address a change waits to move to, until the link sent there is opened. */
  email_change: string | null;
  email_change_sent_at: Date | null;
  user_metadata: Record<string, unknown>;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type LinkKind = 'magiclink' | 'signup' | 'email_change';

export interface OneTimeTokenRow {
  id: string;
  user_id: string;
  kind: LinkKind;
  flow_state_id: string | null;
  redirect_to: string | null;
  expires_at: Date;
  used_at: Date | null;
}

export interface FlowStateRow {
  id: string;
  user_id: string;
  code_challenge: string;
  code_challenge_method: 's256' | 'plain';
  auth_code_expires_at: Date | null;
  auth_code_used_at: Date | null;
}

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
  refreshed_at: Date | null;
  revoked_at: Date | null;
}

export interface RefreshTokenRow {
  id: number;
  session_id: string;
  rotated_at: Date | null;
}

const userColumns = `id, email, email_confirmed_at, email_change, email_change_sent_at, phone, phone_confirmed_at, phone_change,
  phone_change_sent_at, user_metadata, last_sign_in_at, created_at, updated_at`;

/** What checking a token's session finds. */
export interface SessionCheck {
  session_id: string | null;
  lang: string | null;
  is_admin: boolean;
  /** The account's address and number now (a token may be older than a change). */
  email: string | null;
  phone: string | null;
}

export const authRepository = {
  async findUserByEmail(db: Queryable, email: string): Promise<AuthUserRow | null> {
    const [row] = await db.query<AuthUserRow>(`select ${userColumns} from auth_users where email = $1`, [email]);
    return row ?? null;
  },

  async findUserById(db: Queryable, id: string): Promise<AuthUserRow | null> {
    const [row] = await db.query<AuthUserRow>(`select ${userColumns} from auth_users where id = $1`, [id]);
    return row ?? null;
  },

  async createUser(db: Queryable, email: string, metadata: Record<string, unknown>, confirmed = false): Promise<AuthUserRow> {
    const [row] = await db.query<AuthUserRow>(
      `insert into auth_users (email, user_metadata, email_confirmed_at)
       values ($1, $2, case when $3 then now() end)
       on conflict (email) do update set updated_at = auth_users.updated_at
       returning ${userColumns}`,
      [email, JSON.stringify(metadata), confirmed],
    );
    if (!row) throw new Error('could not create account');
    return row;
  },

  async updateMetadata(db: Queryable, id: string, metadata: Record<string, unknown>): Promise<AuthUserRow | null> {
    const [row] = await db.query<AuthUserRow>(
      `update auth_users set user_metadata = $2, updated_at = now() where id = $1 returning ${userColumns}`,
      [id, JSON.stringify(metadata)],
    );
    return row ?? null;
  },

  /** Holds the account's row until the transaction ends (an address change is decided once). */
  async lockUser(db: Queryable, id: string): Promise<AuthUserRow | null> {
    const [row] = await db.query<AuthUserRow>(`select ${userColumns} from auth_users where id = $1 for update`, [id]);
    return row ?? null;
  },

  /** Notes the address a change waits to move to. */
  async startEmailChange(db: Queryable, id: string, newEmail: string): Promise<AuthUserRow | null> {
    const [row] = await db.query<AuthUserRow>(
      `update auth_users set email_change = $2, email_change_sent_at = now(), updated_at = now() where id = $1 returning ${userColumns}`,
      [id, newEmail],
    );
    return row ?? null;
  },

  /** Moves the account to the address it waited for; opening the link sent there confirmed it. */
  async finishEmailChange(db: Queryable, id: string): Promise<AuthUserRow | null> {
    const [row] = await db.query<AuthUserRow>(
      `update auth_users set email = email_change, email_change = null, email_change_sent_at = null,
              email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
        where id = $1 and email_change is not null returning ${userColumns}`,
      [id],
    );
    return row ?? null;
  },

  async findUserByPhone(db: Queryable, phone: string): Promise<AuthUserRow | null> {
    const [row] = await db.query<AuthUserRow>(`select ${userColumns} from auth_users where phone = $1`, [phone]);
    return row ?? null;
  },

  /** An account known by its number, confirmed by the code just typed; the existing one when the number already has one. */
  async createPhoneUser(db: Queryable, phone: string, metadata: Record<string, unknown>): Promise<AuthUserRow> {
    const [row] = await db.query<AuthUserRow>(
      `insert into auth_users (phone, phone_confirmed_at, user_metadata) values ($1, now(), $2)
       on conflict (phone) do update set updated_at = auth_users.updated_at
       returning ${userColumns}`,
      [phone, JSON.stringify(metadata)],
    );
    if (!row) throw new Error('could not create account');
    return row;
  },

  /** Notes the number a change waits to move to. */
  async startPhoneChange(db: Queryable, id: string, phone: string): Promise<AuthUserRow | null> {
    const [row] = await db.query<AuthUserRow>(
      `update auth_users set phone_change = $2, phone_change_sent_at = now(), updated_at = now() where id = $1 returning ${userColumns}`,
      [id, phone],
    );
    return row ?? null;
  },

  /** Moves the account to the number it waited for; typing the code sent there confirmed it. */
  async finishPhoneChange(db: Queryable, id: string, phone: string): Promise<AuthUserRow | null> {
    const [row] = await db.query<AuthUserRow>(
      `update auth_users set phone = phone_change, phone_change = null, phone_change_sent_at = null,
              phone_confirmed_at = now(), updated_at = now()
        where id = $1 and phone_change = $2 returning ${userColumns}`,
      [id, phone],
    );
    return row ?? null;
  },

  /** Retires an account's unused links of one kind (a newer one replaces them). */
  async retireLinks(db: Queryable, userId: string, kind: LinkKind): Promise<void> {
    await db.query('update auth_one_time_tokens set used_at = now() where user_id = $1 and kind = $2 and used_at is null', [userId, kind]);
  },

  /**
   * Whether a token's account and session still exist (null when the account is gone, session_id null when
   * the session is), with the language the account's e-mails are in (null before its first sign-in) and
   * whether it is an admin (users.role, read fresh with every request).
   */
  async sessionOf(db: Queryable, userId: string, sessionId: string): Promise<SessionCheck | null> {
    const [row] = await db.query<SessionCheck>(
      `select s.id as session_id, p.lang, coalesce(p.role = 'admin', false) as is_admin, u.email, u.phone from auth_users u
         left join auth_sessions s on s.id = $2 and s.user_id = u.id and s.revoked_at is null
         left join users p on p.id = u.id
        where u.id = $1`,
      [userId, sessionId],
    );
    return row ?? null;
  },

  /** Confirms what the person just proved they hold (first time only) and records the sign-in. */
  async markSignedIn(db: Queryable, id: string, proved: 'email' | 'phone' = 'email'): Promise<AuthUserRow> {
    const [row] = await db.query<AuthUserRow>(
      `update auth_users set email_confirmed_at = case when $2 = 'email' then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
              phone_confirmed_at = case when $2 = 'phone' then coalesce(phone_confirmed_at, now()) else phone_confirmed_at end,
              last_sign_in_at = now(), updated_at = now()
        where id = $1 returning ${userColumns}`,
      [id, proved],
    );
    if (!row) throw new Error('account vanished while signing in');
    return row;
  },

  async deleteUser(db: Queryable, id: string): Promise<boolean> {
    const rows = await db.query('delete from auth_users where id = $1 returning id', [id]);
    return rows.length > 0;
  },

  async createFlowState(db: Queryable, userId: string, challenge: string, method: 's256' | 'plain'): Promise<string> {
    const [row] = await db.query<{ id: string }>(
      'insert into auth_flow_states (user_id, code_challenge, code_challenge_method) values ($1, $2, $3) returning id',
      [userId, challenge, method],
    );
    if (!row) throw new Error('could not store PKCE flow');
    return row.id;
  },

  async createOneTimeToken(
    db: Queryable,
    token: { userId: string; kind: LinkKind; tokenHash: string; flowStateId: string | null; redirectTo: string | null; ttlSeconds: number },
  ): Promise<void> {
    await db.query(
      `insert into auth_one_time_tokens (user_id, kind, token_hash, flow_state_id, redirect_to, expires_at)
       values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
      [token.userId, token.kind, token.tokenHash, token.flowStateId, token.redirectTo, token.ttlSeconds],
    );
  },

  /** Uses a one-time token: succeeds for exactly one caller, and only before it expires. */
  async consumeOneTimeToken(db: Queryable, tokenHash: string): Promise<OneTimeTokenRow | null> {
    const [row] = await db.query<OneTimeTokenRow>(
      `update auth_one_time_tokens set used_at = now()
        where token_hash = $1 and used_at is null and expires_at > now()
        returning id, user_id, kind, flow_state_id, redirect_to, expires_at, used_at`,
      [tokenHash],
    );
    return row ?? null;
  },

  async issueAuthCode(db: Queryable, flowStateId: string, codeHash: string): Promise<void> {
    await db.query(
      `update auth_flow_states set auth_code_hash = $2, auth_code_expires_at = now() + interval '5 minutes'
        where id = $1`,
      [flowStateId, codeHash],
    );
  },

  /** Uses an auth code once; returns the flow, or null if unknown, used or expired. */
  async consumeAuthCode(db: Queryable, codeHash: string): Promise<FlowStateRow | null> {
    const [row] = await db.query<FlowStateRow>(
      `update auth_flow_states set auth_code_used_at = now()
        where auth_code_hash = $1 and auth_code_used_at is null and auth_code_expires_at > now()
        returning id, user_id, code_challenge, code_challenge_method, auth_code_expires_at, auth_code_used_at`,
      [codeHash],
    );
    return row ?? null;
  },

  async createSession(db: Queryable, userId: string, client: { userAgent?: string; ip?: string }): Promise<string> {
    const [row] = await db.query<{ id: string }>('insert into auth_sessions (user_id, user_agent, ip) values ($1, $2, $3) returning id', [
      userId,
      client.userAgent?.slice(0, 300) ?? null,
      client.ip ?? null,
    ]);
    if (!row) throw new Error('could not create session');
    return row.id;
  },

  async findActiveSession(db: Queryable, sessionId: string): Promise<SessionRow | null> {
    const [row] = await db.query<SessionRow>(
      'select id, user_id, created_at, refreshed_at, revoked_at from auth_sessions where id = $1 and revoked_at is null',
      [sessionId],
    );
    return row ?? null;
  },

  async revokeSessions(
    db: Queryable,
    where: { sessionId?: string; userId?: string; exceptSessionId?: string },
    reason: string,
  ): Promise<void> {
    if (where.sessionId) {
      await db.query('update auth_sessions set revoked_at = now(), revoked_reason = $2 where id = $1 and revoked_at is null', [
        where.sessionId,
        reason,
      ]);
    } else if (where.userId) {
      await db.query(
        `update auth_sessions set revoked_at = now(), revoked_reason = $3
          where user_id = $1 and revoked_at is null and ($2::uuid is null or id <> $2::uuid)`,
        [where.userId, where.exceptSessionId ?? null, reason],
      );
    }
  },

  async insertRefreshToken(db: Queryable, sessionId: string, tokenHash: string, parentId: number | null): Promise<void> {
    await db.query('insert into auth_refresh_tokens (session_id, token_hash, parent_id) values ($1, $2, $3)', [
      sessionId,
      tokenHash,
      parentId,
    ]);
  },

  /** Locks the token's row so two refreshes of the same token are decided one after the other. */
  async findRefreshTokenForUpdate(db: Queryable, tokenHash: string): Promise<RefreshTokenRow | null> {
    const [row] = await db.query<RefreshTokenRow>(
      'select id, session_id, rotated_at from auth_refresh_tokens where token_hash = $1 for update',
      [tokenHash],
    );
    return row ?? null;
  },

  async markRotated(db: Queryable, id: number): Promise<void> {
    await db.query('update auth_refresh_tokens set rotated_at = coalesce(rotated_at, now()) where id = $1', [id]);
  },

  async touchSession(db: Queryable, sessionId: string): Promise<void> {
    await db.query('update auth_sessions set refreshed_at = now() where id = $1', [sessionId]);
  },
};
