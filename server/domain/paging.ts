/**
 * Pages of a list. The first pages are reached by number (`page`), which
 * skips rows; beyond `maxOffset` rows a page starts after the last row of the
 * page before (`cursor`, opaque to the caller: the sort key of that row), so
 * reading page 5,000 costs what reading page 1 does.
 */
import { maxOffset } from '../../contract/rules/paging';
import { invalid } from './errors';

/** A page of a list as every list answers it: the items, where it is, and how many pages there are (at least one). */
export function pageOf<T>(items: T[], total: number, page: number, limit: number) {
  return { items, page, limit, total, total_pages: Math.max(1, Math.ceil(total / limit)) };
}

/** A page of a list that can also be walked by cursor, with a total that may be a lower bound. */
export function cursorPageOf<T>(
  items: T[],
  found: { total: number; totalExact: boolean; nextCursor: string | null },
  page: number,
  limit: number,
) {
  return { ...pageOf(items, found.total, page, limit), total_exact: found.totalExact, next_cursor: found.nextCursor };
}

/** Rows a numbered page skips; refuses a page deeper than numbers reach. */
export function offsetOf(page: number, limit: number): number {
  const offset = (page - 1) * limit;
  if (offset > maxOffset) {
    throw invalid(
      `Pages this deep are reached with the cursor of the page before (next_cursor): a numbered page may skip at most ${maxOffset} rows.`,
      'Page too deep',
      'page',
    );
  }
  return offset;
}

/** What one column of a sort key holds, as a cursor carries it. */
export type KeyKind = 'micros' | 'uuid' | 'date' | 'number' | 'integer' | 'boolean';

/** A position in a list: the sort key of the last row of a page (a JSON array the database wrote). */
export type SortKey = ReadonlyArray<string | number | boolean>;

const valid: Record<KeyKind, (value: unknown) => boolean> = {
  // A moment as whole microseconds since 1970 (text: more digits than a JS number holds exactly).
  micros: (v) => typeof v === 'string' && /^-?\d{1,17}$/.test(v),
  uuid: (v) => typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(v),
  date: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  integer: (v) => typeof v === 'number' && Number.isSafeInteger(v),
  boolean: (v) => typeof v === 'boolean',
};

export function encodeCursor(sortKey: string): string {
  return Buffer.from(sortKey, 'utf8').toString('base64url');
}

/** The sort key a cursor carries, checked column by column against the list's key. */
export function decodeCursor(cursor: string, kinds: readonly KeyKind[]): SortKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const fits = Array.isArray(parsed) && parsed.length === kinds.length && parsed.every((value, i) => valid[kinds[i]!](value));
  if (!fits) throw invalid('This cursor is not one this list gave out.', 'Bad cursor', 'cursor');
  return parsed as SortKey;
}

/** SQL for a moment kept as microseconds (a cursor's `micros`), and back. */
export const microsOf = (column: string) => `(extract(epoch from ${column}) * 1000000)::bigint::text`;
export const momentOf = (param: string) => `(timestamptz 'epoch' + ${param}::bigint * interval '1 microsecond')`;
