/** The moderators' overview: what waits in each queue, totals and their trend by day, and the audit log. */
import type { AuditEntry, Queues, Stats } from '../../contract/api/admin';
import type { Paged } from '../../contract/api/common';
import type { Database } from '../db/database';
import { pageOf } from '../domain/paging';
import { auditRepository, type AuditFilter } from './audit-repository';
import { toAuditEntry } from './dto';
import { overviewRepository } from './overview-repository';

export class OverviewService {
  constructor(private readonly db: Database) {}

  async queues(): Promise<Queues> {
    const queues = await overviewRepository.queues(this.db);
    return { ...queues, oldest_pending_at: queues.oldest_pending_at?.toISOString() ?? null };
  }

  async stats(days: number): Promise<Stats> {
    const [totals, trend] = await Promise.all([overviewRepository.totals(this.db), overviewRepository.trend(this.db, days)]);
    return { totals, days, trend };
  }

  async audit(filter: Omit<AuditFilter, 'limit' | 'offset'>, page: number, limit: number): Promise<Paged<AuditEntry>> {
    const { rows, total } = await auditRepository.list(this.db, { ...filter, limit, offset: (page - 1) * limit });
    return pageOf(rows.map(toAuditEntry), total, page, limit);
  }
}
