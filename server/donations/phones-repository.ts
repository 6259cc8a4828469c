/** SQL for the numbers donors gave for texts (table `donation_phones`, 0047_gifts_by_phone.sql), and what those texts say. */
import type { Queryable } from '../db/database';

export interface DonationPhone {
  donationId: string;
  phone: string;
  textReceipt: boolean;
  textUpdates: boolean;
}

/** What a receipt by text says, and where it goes. */
export interface ReceiptFactsRow {
  donation_id: string;
  reference: string;
  amount: number;
  provider: 'demo' | 'paystack' | 'seed';
  status: string;
  lang: string;
  campaign_id: string;
  title: string;
  short_number: number;
  phone: string;
  text_receipt: boolean;
  text_updates: boolean;
}

/** One story's gifts over a day, with its owner's number and language. */
export interface DayOfGiftsRow {
  owner_id: string;
  owner_phone: string;
  owner_lang: string;
  campaign_id: string;
  title: string;
  short_number: number;
  raised: number;
  goal: number;
  gifts: number;
  amount: number;
}

export const phonesRepository = {
  async insert(db: Queryable, phone: DonationPhone): Promise<void> {
    await db.query('insert into donation_phones (donation_id, phone, text_receipt, text_updates) values ($1, $2, $3, $4)', [
      phone.donationId,
      phone.phone,
      phone.textReceipt,
      phone.textUpdates,
    ]);
  },

  async receiptFacts(db: Queryable, donationId: string): Promise<ReceiptFactsRow | null> {
    const [row] = await db.query<ReceiptFactsRow>(
      `select d.id as donation_id, d.reference, d.amount, d.provider, d.status, d.lang, c.id as campaign_id, c.title, c.short_number,
              p.phone, p.text_receipt, p.text_updates
         from donation_phones p join donations d on d.id = p.donation_id join campaigns c on c.id = d.campaign_id
        where p.donation_id = $1`,
      [donationId],
    );
    return row ?? null;
  },

  async forget(db: Queryable, donationId: string): Promise<void> {
    await db.query('delete from donation_phones where donation_id = $1', [donationId]);
  },

  /** Numbers of gifts that failed, or that nobody needed for a week (a gift confirmed later than that gets no text). */
  async forgetStale(db: Queryable, days: number): Promise<number> {
    const rows = await db.query(
      `delete from donation_phones p using donations d
        where d.id = p.donation_id and (d.status in ('failed', 'cancelled', 'refunded') or p.created_at < now() - make_interval(days => $1))
        returning p.donation_id`,
      [days],
    );
    return rows.length;
  },

  /**
   * Each story's gifts paid in [from, to), for owners with a phone on their
   * account: read from the index of gifts by the moment they were paid.
   */
  daysOfGifts(db: Queryable, from: Date, to: Date): Promise<DayOfGiftsRow[]> {
    return db.query<DayOfGiftsRow>(
      `select c.owner_id, u.phone as owner_phone, u.lang as owner_lang, c.id as campaign_id, c.title, c.short_number, c.raised, c.goal,
              g.gifts, g.amount
         from (select campaign_id, count(*)::int as gifts, sum(amount)::bigint as amount from donations
                where status = 'succeeded' and paid_at >= $1 and paid_at < $2 group by campaign_id) g
         join campaigns c on c.id = g.campaign_id
         join users u on u.id = c.owner_id
        where u.phone is not null
        order by c.owner_id, g.amount desc`,
      [from, to],
    );
  },
};
