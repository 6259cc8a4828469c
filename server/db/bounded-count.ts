/**
 * How many rows a list holds, counted up to a bound: a list of ten thousand
 * rows or of ten million costs the same to count, and beyond the bound the
 * count is a lower bound the answer says is one (`total_exact: false`).
 */
import type { Queryable } from './database';

/** Rows an admin's list counts before it says "at least". */
export const countedRows = 10_000;
/** A search counts its matches up to this many, then says "at least": a common word costs no more than a rare one. */
export const countedMatches = 500;

/** Counts the rows of `from` (a FROM … WHERE … clause with its parameters), up to `cap`. */
export async function boundedCount(
  db: Queryable,
  from: string,
  params: readonly unknown[],
  cap = countedRows,
): Promise<{ total: number; totalExact: boolean }> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from (select 1 ${from} limit ${cap + 1}) counted`, params);
  const n = row?.n ?? 0;
  return { total: Math.min(n, cap), totalExact: n <= cap };
}

/**
 * A page read one row past its end (`limit + 1` rows asked for): its rows, and a total that says
 * whether another page follows (a lower bound, `totalExact: false`, when one does).
 */
export function pageReadPast<Row>(rows: Row[], limit: number, offset: number): { rows: Row[]; total: number; totalExact: boolean } {
  const more = rows.length > limit;
  return { rows: rows.slice(0, limit), total: offset + Math.min(rows.length, limit) + (more ? 1 : 0), totalExact: !more };
}
