/** Files a report once per idempotency key, and tells the fraud rules about a new one. */
import type { Database } from '../db/database';
import type { EventBus } from '../events/bus';
import { writeOnce } from '../idempotency/write-once';
import { reportsRepository } from './repository';

export interface NewReport {
  campaignId: string;
  reporterId: string | null;
  reason: string;
  details: string | null;
}

/** The report's id; a repeated key gives the id of the report it filed, whoever sends it. */
export async function fileReport(db: Database, events: EventBus, report: NewReport, key?: string): Promise<string> {
  const { id, replayed } = await writeOnce(db, key, 'report', (tx) => reportsRepository.insert(tx, report));
  if (!replayed) await events.emit('report.created', { reportId: id, campaignId: report.campaignId });
  return id;
}
