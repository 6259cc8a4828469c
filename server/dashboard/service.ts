/**
 * The owner's dashboard: my stories in every state (with how their review
 * went), and the donations I received, as pages or as a spreadsheet.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { MyStory, ReceivedPage } from '../../contract/api/dashboard';
import type { Paged } from '../../contract/api/common';
import { campaignStatuses } from '../../contract/rules/campaign';
import { toCard, toOwnerView } from '../campaigns/dto';
import { campaignsPort } from '../campaigns/port';
import type { Database } from '../db/database';
import { cursorPageOf, decodeCursor, encodeCursor, offsetOf, pageOf, type KeyKind } from '../domain/paging';
import type { Catalogs } from '../translations/catalogs';
import { csvHeader, csvRows, csvWords } from './csv';
import { receivedDonationsRepository } from './donations-repository';
import { exportRepository } from './export-repository';

/** The cursor of a page of donations received: when the last gift was paid, and its id. */
const receivedCursor: KeyKind[] = ['micros', 'uuid'];

/**
 * Donations read per statement of a CSV export: short enough that a request
 * arriving meanwhile waits some tens of milliseconds at most, even on PGlite
 * where statements run one at a time on the server's thread.
 */
const csvBatchRows = 500;

export class DashboardService {
  constructor(
    private readonly db: Database,
    /** The words of the CSV's header row, in each language. */
    private readonly catalogs: Catalogs,
  ) {}

  async myStories(ownerId: string, page: number, limit: number): Promise<Paged<MyStory>> {
    const { rows, total } = await campaignsPort.list(this.db, {
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

  /**
   * Every donation received, as CSV with its header row in `lang` (English
   * where the language is unknown), newest first: one batch of rows at a
   * time, each read by its own short statement, with a turn of the event
   * loop between batches so other requests are answered meanwhile.
   */
  async *receivedCsv(ownerId: string, campaignId: string | undefined, lang: string): AsyncGenerator<string> {
    const words = csvWords(this.catalogs.get(lang) ?? this.catalogs.get('en') ?? {});
    yield csvHeader(words);
    for await (const rows of exportRepository.batches(this.db, { ownerId, ...(campaignId ? { campaignId } : {}) }, csvBatchRows)) {
      yield csvRows(rows, words);
      await nextTurn();
    }
  }
}
