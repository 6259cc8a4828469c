/** SQL for donations: the public wall, and a donation's life from pending to settled. */
import type { Queryable } from '../db/database';
import { microsOf, momentOf, type SortKey } from '../domain/paging';
import type { DonationMethod, DonationStatus } from '../../contract/rules/donation';

export interface PublicDonationRow {
  id: string;
  donor_name: string | null;
  is_anonymous: boolean;
  hide_amount: boolean;
  amount: number;
  message: string | null;
  paid_at: Date;
}

export interface DonationRow {
  id: string;
  campaign_id: string;
  amount: number;
  requested_amount: number | null;
  donor_user_id: string | null;
  donor_name: string | null;
  is_anonymous: boolean;
  hide_amount: boolean;
  message: string | null;
  donor_email: string | null;
  method: DonationMethod;
  provider: 'demo' | 'paystack' | 'seed';
  reference: string;
  status: DonationStatus;
  payer_key: string | null;
  access_hash: string | null;
  checkout_url: string | null;
  provider_status: string | null;
  failure_reason: string | null;
  paid_at: Date | null;
  verified_at: Date | null;
  refunded_at: Date | null;
  created_at: Date;
  /** The language the donor gave in. */
  lang: string;
  /** A checkout page on the web, or a USSD session. */
  channel: 'web' | 'ussd';
}

/** A donation with the story it is for, as the success page and the e-mails need it. */
export interface DonationWithStory extends DonationRow {
  campaign_slug: string;
  campaign_title: string;
  owner_id: string | null;
  owner_email: string | null;
  owner_name: string | null;
  owner_lang: string | null;
  campaign_donor_count: number;
}

export interface NewDonation {
  campaignId: string;
  amount: number;
  method: DonationMethod;
  provider: 'demo' | 'paystack';
  reference: string;
  donorUserId: string | null;
  donorName: string | null;
  anonymous: boolean;
  hideAmount: boolean;
  message: string | null;
  email: string | null;
  payerKey: string;
  accessHash: string;
  lang: string;
  channel?: 'web' | 'ussd';
  /** The hash of the one-time token of the form that started it, when a form posted without JavaScript did. */
  formKey?: string | null;
}

export interface Settlement {
  status: DonationStatus;
  amount: number;
  paidAt: Date | null;
  providerStatus: string;
  failureReason: string | null;
}

const withStory = `select d.*, c.slug as campaign_slug, c.title as campaign_title, c.donor_count as campaign_donor_count,
    c.owner_id, u.email as owner_email, u.full_name as owner_name, u.lang as owner_lang
  from donations d join campaigns c on c.id = d.campaign_id left join users u on u.id = c.owner_id`;

export const donationsRepository = {
  /**
   * Succeeded donations of a story, newest first, for its donor wall: a page
   * skipping `offset` rows or starting after `after` (paid at, id), read from
   * the story's index whatever the depth. How many there are is the story's
   * own count, kept with its total.
   */
  async wall(
    db: Queryable,
    campaignId: string,
    limit: number,
    from: { offset: number } | { after: SortKey },
  ): Promise<{ rows: PublicDonationRow[]; total: number; nextKey: string | null }> {
    const params: unknown[] = [campaignId, limit + 1];
    let after = '';
    if ('after' in from) {
      params.push(...from.after);
      after = `and (paid_at, id) < (${momentOf('$3')}, $4::uuid)`;
    }
    const rows = await db.query<PublicDonationRow & { sort_key: string }>(
      `select id, donor_name, is_anonymous, hide_amount, amount, message, paid_at, json_build_array(${microsOf('paid_at')}, id)::text as sort_key
         from donations where campaign_id = $1 and status = 'succeeded' ${after}
        order by paid_at desc, id desc limit $2 offset ${'offset' in from ? Number(from.offset) : 0}`,
      params,
    );
    const [story] = await db.query<{ donor_count: number }>('select donor_count from campaigns where id = $1', [campaignId]);
    const page = rows.slice(0, limit);
    return {
      rows: page.map(({ sort_key: _key, ...row }) => row),
      total: story?.donor_count ?? 0,
      nextKey: rows.length > limit ? (page.at(-1)?.sort_key ?? null) : null,
    };
  },

  async insertPending(db: Queryable, d: NewDonation): Promise<DonationRow> {
    const [row] = await db.query<DonationRow>(
      `insert into donations (campaign_id, amount, requested_amount, method, provider, reference, donor_user_id, donor_name, is_anonymous,
         hide_amount, message, donor_email, payer_key, access_hash, lang, form_key, channel, status)
       values ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'pending') returning *`,
      [
        d.campaignId,
        d.amount,
        d.method,
        d.provider,
        d.reference,
        d.donorUserId,
        d.donorName,
        d.anonymous,
        d.hideAmount,
        d.message,
        d.email,
        d.payerKey,
        d.accessHash,
        d.lang,
        d.formKey ?? null,
        d.channel ?? 'web',
      ],
    );
    if (!row) throw new Error('donation not stored');
    return row;
  },

  /** The donation a form's one-time token started, if it started one. */
  async findByFormKey(db: Queryable, formKey: string): Promise<DonationRow | null> {
    const [row] = await db.query<DonationRow>('select * from donations where form_key = $1', [formKey]);
    return row ?? null;
  },

  async setCheckout(db: Queryable, id: string, checkoutUrl: string): Promise<void> {
    await db.query('update donations set checkout_url = $2, updated_at = now() where id = $1', [id, checkoutUrl]);
  },

  /** The provider never started the payment: nothing was charged. */
  async markNotStarted(db: Queryable, id: string, reason: string): Promise<void> {
    await db.query(
      `update donations set status = 'failed', failure_reason = $2, provider_status = 'not_started', updated_at = now() where id = $1 and status = 'pending'`,
      [id, reason],
    );
  },

  async findByReference(db: Queryable, reference: string): Promise<DonationWithStory | null> {
    const [row] = await db.query<DonationWithStory>(`${withStory} where d.reference = $1`, [reference]);
    return row ?? null;
  },

  async findById(db: Queryable, id: string): Promise<DonationWithStory | null> {
    const [row] = await db.query<DonationWithStory>(`${withStory} where d.id = $1`, [id]);
    return row ?? null;
  },

  /** Locks the donation until the transaction ends, so two settlements of it run one after the other. */
  async lockByReference(db: Queryable, reference: string): Promise<DonationRow | null> {
    const [row] = await db.query<DonationRow>('select * from donations where reference = $1 for update', [reference]);
    return row ?? null;
  },

  async settle(db: Queryable, id: string, s: Settlement): Promise<void> {
    await db.query(
      `update donations set status = $2, amount = $3, paid_at = coalesce(paid_at, $4), provider_status = $5, failure_reason = $6,
         verified_at = now(), refunded_at = case when $2 = 'refunded' then now() end, updated_at = now()
        where id = $1`,
      [id, s.status, s.amount, s.paidAt, s.providerStatus, s.failureReason],
    );
  },

  /**
   * Marks up to `limit` donations pending for longer than `hours` as expired.
   * Rows another transaction holds (a settlement under way, or another
   * server's sweep) are skipped, not waited for: whoever holds them decides.
   * Run in a transaction of its own: the oldest are taken along the index of
   * pending donations whatever the table's statistics say (PGlite never
   * gathers any), never by sorting every pending donation for each batch.
   */
  async expirePending(db: Queryable, hours: number, limit: number): Promise<number> {
    await db.query('set local enable_sort = off');
    const rows = await db.query(
      `update donations set status = 'expired', expired_at = now(), updated_at = now()
        where id in (select id from donations where status = 'pending' and created_at < now() - make_interval(hours => $1)
                      order by created_at limit $2 for update skip locked)
        returning id`,
      [hours, limit],
    );
    return rows.length;
  },

  /** Moves a story's raised total and donor count, in the caller's transaction. */
  async addToTotals(db: Queryable, campaignId: string, raised: number, donors: number): Promise<void> {
    await db.query('update campaigns set raised = raised + $2, donor_count = donor_count + $3 where id = $1', [campaignId, raised, donors]);
  },

  /** Records a webhook delivery once; false when this very body was seen before. */
  async recordWebhook(
    db: Queryable,
    e: { provider: string; bodySha256: string; event: string; reference: string | null; outcome: 'applied' | 'unchanged' | 'ignored' },
  ): Promise<boolean> {
    const rows = await db.query(
      `insert into payment_webhook_events (provider, body_sha256, event, reference, outcome) values ($1, $2, $3, $4, $5)
       on conflict (provider, body_sha256) do nothing returning id`,
      [e.provider, e.bodySha256, e.event, e.reference, e.outcome],
    );
    return rows.length > 0;
  },
};
