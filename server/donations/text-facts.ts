/**
 * What texts about donations need, for the SMS domain: a receipt's facts and
 * number, forgetting that number once its texts are written, and each story's
 * gifts over a day for its owner's summary.
 */
import type { Database, Queryable } from '../db/database';
import { phonesRepository, type DayOfGiftsRow, type ReceiptFactsRow } from './phones-repository';

export type { DayOfGiftsRow, ReceiptFactsRow };

export class DonationTexts {
  constructor(private readonly db: Database) {}

  /** The receipt of a donor who gave a number for texts, once the gift is confirmed; null otherwise. */
  async receiptFacts(donationId: string): Promise<ReceiptFactsRow | null> {
    const row = await phonesRepository.receiptFacts(this.db, donationId);
    return row?.status === 'succeeded' ? row : null;
  }

  /** Drops a donor's number once its texts are written (in the caller's transaction). */
  forgetPhone(tx: Queryable, donationId: string): Promise<void> {
    return phonesRepository.forget(tx, donationId);
  }

  /** Each story's gifts paid in [from, to), for owners with a phone on their account. */
  daysOfGifts(from: Date, to: Date): Promise<DayOfGiftsRow[]> {
    return phonesRepository.daysOfGifts(this.db, from, to);
  }
}
