/**
 * The owner's dashboard: my stories in every state (with how their review
 * went), and the donations I received, as pages or as a spreadsheet.
 */
import type { MyStory, ReceivedPage } from '../../contract/api/dashboard';
import type { Paged } from '../../contract/api/common';
import { campaignStatuses } from '../../contract/rules/campaign';
import { toCard, toOwnerView } from '../campaigns/dto';
import { campaignsRepository } from '../campaigns/repository';
import type { Database } from '../db/database';
import { cursorPageOf, decodeCursor, encodeCursor, offsetOf, pageOf, type KeyKind } from '../domain/paging';
import type { Catalogs } from '../translations/catalogs';
import { csvWords, donationsCsv } from './csv';
import { receivedDonationsRepository } from './donations-repository';

/** The cursor of a page of donations received: when the last gift was paid, and its id. */
const receivedCursor: KeyKind[] = ['micros', 'uuid'];

/** A CSV export holds at most this many donations. */
const csvMaxRows = 50_000;

export class DashboardService {
  constructor(
    private readonly db: Database,
    /** The words of the CSV's header row, in each language. */
    private readonly catalogs: Catalogs,
  ) {}

  async myStories(ownerId: string, page: number, limit: number): Promise<Paged<MyStory>> {
    const { rows, total } = await campaignsRepository.list(this.db, {
      ownerId,
      statuses: campaignStatuses,
      sort: 'newest',
      limit,
      offset: offsetOf(page, limit),
    });
    return pageOf(
      rows.map((row) => ({ ...toCard(row), ...toOwnerView(row) })),
      total,
      page,
      limit,
    );
  }

  async received(ownerId: string, campaignId: string | undefined, page: number, limit: number, cursor?: string): Promise<ReceivedPage> {
    const from = cursor ? { offset: 0, after: decodeCursor(cursor, receivedCursor) } : { offset: offsetOf(page, limit) };
    const { rows, total, sum, nextKey } = await receivedDonationsRepository.list(this.db, {
      ownerId,
      ...(campaignId ? { campaignId } : {}),
      limit,
      ...from,
    });
    const items = rows.map((row) => ({ ...row, donor_name: row.is_anonymous ? null : row.donor_name, paid_at: row.paid_at.toISOString() }));
    const found = { total, totalExact: true, nextCursor: nextKey ? encodeCursor(nextKey) : null };
    return { ...cursorPageOf(items, found, page, limit), total_amount: sum };
  }

  /** Every donation received, as CSV with its header row in `lang` (English where the language is unknown). */
  async receivedCsv(ownerId: string, campaignId: string | undefined, lang: string): Promise<string> {
    const filter = { ownerId, ...(campaignId ? { campaignId } : {}), limit: csvMaxRows, offset: 0 };
    const words = csvWords(this.catalogs.get(lang) ?? this.catalogs.get('en') ?? {});
    return donationsCsv((await receivedDonationsRepository.list(this.db, filter)).rows, words);
  }
}
