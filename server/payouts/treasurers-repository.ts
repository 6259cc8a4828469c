/** SQL for a story's co-signers (treasurers): invitations by e-mail or phone, answers, and who may vote. */
import type { Queryable } from '../db/database';
import type { TreasurerStatus } from '../../contract/rules/payout';

export interface TreasurerRow {
  id: string;
  campaign_id: string;
  email: string | null;
  /** E.164, for an invitation by phone. */
  phone: string | null;
  user_id: string | null;
  name: string | null;
  status: TreasurerStatus;
  invited_at: Date;
  expires_at: Date;
  answered_at: Date | null;
}

export interface InvitationRow {
  id: string;
  campaign_id: string;
  campaign_title: string;
  campaign_slug: string;
  owner_name: string | null;
  invited_at: Date;
  expires_at: Date;
}

const columns = `t.id, t.campaign_id, t.email, t.phone, t.user_id, u.full_name as name, t.status, t.invited_at, t.expires_at, t.answered_at`;

export const treasurersRepository = {
  /** A story's co-signers and open invitations, then the rest, newest first. */
  ofCampaigns(db: Queryable, campaignIds: readonly string[]): Promise<TreasurerRow[]> {
    if (campaignIds.length === 0) return Promise.resolve([]);
    return db.query<TreasurerRow>(
      `select ${columns} from campaign_treasurers t left join users u on u.id = t.user_id
        where t.campaign_id = any($1::uuid[]) order by (t.status in ('invited', 'accepted')) desc, t.invited_at desc`,
      [campaignIds],
    );
  },

  /** Invitations still open and co-signers, counted under a lock on the story's rows. */
  async countLive(db: Queryable, campaignId: string): Promise<number> {
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from campaign_treasurers
        where campaign_id = $1 and (status = 'accepted' or (status = 'invited' and expires_at > now()))`,
      [campaignId],
    );
    return row?.n ?? 0;
  },

  async insert(
    db: Queryable,
    t: { campaignId: string; email: string | null; phone: string | null; invitedBy: string; days: number },
  ): Promise<TreasurerRow | null> {
    // An expired invitation for the same address or number makes way for the new one.
    await db.query(
      `update campaign_treasurers set status = 'cancelled', answered_at = now()
        where campaign_id = $1 and (lower(email) = lower($2) or phone = $3) and status = 'invited' and expires_at <= now()`,
      [t.campaignId, t.email, t.phone],
    );
    const [row] = await db.query<TreasurerRow>(
      `insert into campaign_treasurers (campaign_id, email, phone, invited_by, expires_at) values ($1, $2, $3, $4, now() + $5 * interval '1 day')
       on conflict do nothing returning id, campaign_id, email, phone, user_id, null::text as name, status, invited_at, expires_at, answered_at`,
      [t.campaignId, t.email, t.phone, t.invitedBy, t.days],
    );
    return row ?? null;
  },

  async lock(db: Queryable, id: string): Promise<TreasurerRow | null> {
    const [row] = await db.query<TreasurerRow>(
      `select t.id, t.campaign_id, t.email, t.phone, t.user_id, null::text as name, t.status, t.invited_at, t.expires_at, t.answered_at
         from campaign_treasurers t where t.id = $1 for update`,
      [id],
    );
    return row ?? null;
  },

  async answer(db: Queryable, id: string, status: TreasurerStatus, userId: string | null): Promise<void> {
    await db.query(`update campaign_treasurers set status = $2, user_id = coalesce($3, user_id), answered_at = now() where id = $1`, [
      id,
      status,
      userId,
    ]);
  },

  /** Co-signers who can vote now (accepted, with an account). */
  voters(db: Queryable, campaignId: string): Promise<Array<{ id: string; user_id: string; email: string | null }>> {
    return db.query(
      `select id, user_id, email from campaign_treasurers where campaign_id = $1 and status = 'accepted' and user_id is not null order by answered_at`,
      [campaignId],
    );
  },

  /** Open invitations sent to this address or this number. */
  invitationsFor(db: Queryable, email: string | null, phone: string | null): Promise<InvitationRow[]> {
    return db.query<InvitationRow>(
      `select t.id, t.campaign_id, c.title as campaign_title, c.slug as campaign_slug, o.full_name as owner_name, t.invited_at, t.expires_at
         from campaign_treasurers t join campaigns c on c.id = t.campaign_id left join users o on o.id = c.owner_id
        where (lower(t.email) = lower($1) or t.phone = $2) and t.status = 'invited' and t.expires_at > now()
        order by t.invited_at desc limit 20`,
      [email, phone],
    );
  },

  /** The stories this person co-signs. */
  storiesOf(db: Queryable, userId: string): Promise<Array<{ treasurer_id: string; campaign_id: string; title: string; slug: string }>> {
    return db.query(
      `select t.id as treasurer_id, c.id as campaign_id, c.title, c.slug from campaign_treasurers t join campaigns c on c.id = t.campaign_id
        where t.user_id = $1 and t.status = 'accepted' order by t.answered_at desc limit 50`,
      [userId],
    );
  },

  /** Invitations of one story are counted and added one at a time. */
  async lockStory(db: Queryable, campaignId: string): Promise<void> {
    await db.query('select id from campaigns where id = $1 for update', [campaignId]);
  },

  async campaignOwner(db: Queryable, campaignId: string): Promise<string | null> {
    const [row] = await db.query<{ owner_id: string | null }>('select owner_id from campaigns where id = $1', [campaignId]);
    return row?.owner_id ?? null;
  },

  /** This person's place among a story's co-signers, if they accepted. */
  async acceptedFor(db: Queryable, campaignId: string, userId: string): Promise<{ id: string } | null> {
    const [row] = await db.query<{ id: string }>(
      `select id from campaign_treasurers where campaign_id = $1 and user_id = $2 and status = 'accepted'`,
      [campaignId, userId],
    );
    return row ?? null;
  },
};
