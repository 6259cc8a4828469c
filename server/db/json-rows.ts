/**
 * Reads whose many small rows come back as one JSON text, parsed here once.
 * PGlite decodes every field of every row in JavaScript, at about three times
 * a PostgreSQL driver's cost: a story's 366 days of money in took longer to
 * decode than to find. As one text, either engine hands over a single value.
 * JSON has no dates or big integers: timestamps arrive as ISO text and sums
 * as numbers (pesewas fit), so a read that needs a Date makes one itself.
 */
import type { Queryable } from './database';

/**
 * The rows of `sql`, in the order `orderBy` gives (an expression over its
 * columns, e.g. `date desc`), or in no particular order when it is omitted.
 */
export async function jsonRows<Row>(db: Queryable, sql: string, params: readonly unknown[], orderBy?: string): Promise<Row[]> {
  const [answer] = await db.query<{ rows: string }>(
    `select coalesce(json_agg(r${orderBy ? ` order by ${orderBy}` : ''}), '[]')::text as rows from (${sql}) r`,
    params,
  );
  return JSON.parse(answer?.rows ?? '[]') as Row[];
}
