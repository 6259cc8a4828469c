/**
 * The part of PostgREST's query language `/rest/v1/users` speaks: a column
 * list in `select` (aliases, casts and aggregates are refused as PostgREST
 * refuses what it does not offer, once every column named exists), filters (`column=eq.value`, `neq.`, `is.null|true|false`,
 * `in.(a,b)`), `order=column.asc|desc[.nullsfirst|.nullslast]`, `limit` and
 * `offset`. Pure functions over rows the row rules already allow; failures are
 * PostgREST's errors, with its codes.
 */
import { DomainError, type ErrorKind } from '../domain/errors';

export class RestError extends DomainError {
  constructor(
    kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(kind, message);
  }
}

type Row = Record<string, unknown>;

export interface Filter {
  column: string;
  op: 'eq' | 'neq' | 'is' | 'in';
  values: string[];
}

export interface Order {
  column: string;
  descending: boolean;
  nullsFirst: boolean;
}

export interface RestQuery {
  columns: readonly string[];
  filters: Filter[];
  order: Order[];
  limit: number | null;
  offset: number;
}

/** Query keys that are not filters (`columns` and `on_conflict` shape inserts, which this table does not take). */
const reserved: Record<string, true> = { select: true, order: true, limit: true, offset: true, columns: true, on_conflict: true };

const parseError = (what: string, value: string) =>
  new RestError('invalid', 'PGRST100', `"failed to parse ${what} (${value})" (line 1, column 1)`);

export function noColumn(table: string, column: string): RestError {
  return new RestError('invalid', '42703', `column ${table}.${column} does not exist`);
}

function known(table: string, columns: readonly string[], column: string): string {
  if (!columns.includes(column)) throw noColumn(table, column);
  return column;
}

/** One item of `select` as PostgREST writes it: `[alias:]column[.aggregate()][::cast]`, `*`, or `count()` alone. */
const selectItem = /^(?:(\w+)\s*:\s*)?(\w+|\*)?(?:\.(\w+)\(\))?(?:::(\w+))?$/;
const aggregates: Record<string, true> = { avg: true, count: true, max: true, min: true, sum: true };

/**
 * The columns `select` asks for. A column that does not exist is named bare,
 * as PostgreSQL names it, whatever alias or aggregate it came with; only then
 * is an aggregate refused (PostgREST's default) or an alias or a cast.
 */
function selected(table: string, columns: readonly string[], select: string): string[] {
  const items = select.split(',').map((raw) => {
    const item = raw.trim();
    const match = selectItem.exec(item);
    const [, alias, column, aggregate, cast] = match ?? [];
    if (!match || (!column && aggregate !== 'count') || (aggregate !== undefined && !Object.hasOwn(aggregates, aggregate)))
      // PostgREST's words for the parameter, not SQL.
      // eslint-disable-next-line no-restricted-syntax
      throw parseError('select parameter', select);
    return { item, alias, column, aggregate, cast };
  });
  for (const { column } of items) if (column !== undefined && column !== '*') known(table, columns, column);
  if (items.some((i) => i.aggregate !== undefined)) throw new RestError('invalid', 'PGRST123', 'Use of aggregate functions is not allowed');
  const renamed = items.find((i) => i.alias !== undefined || i.cast !== undefined);
  if (renamed)
    throw new RestError('invalid', 'PGRST127', 'Feature not implemented', `Aliases and casts are not offered on ${table}: ${renamed.item}`);
  return items.flatMap((i) => (i.column === '*' ? columns : [i.column ?? '']));
}

function count(name: string, value: string | undefined): number | null {
  if (value === undefined) return null;
  if (!/^\d{1,9}$/.test(value)) throw parseError(`${name} parameter`, value);
  return Number(value);
}

function filterOf(table: string, columns: readonly string[], column: string, value: string): Filter {
  known(table, columns, column);
  const match = /^(eq|neq|is|in)\.(.*)$/s.exec(value);
  if (!match) throw parseError('filter', value);
  const op = match[1] as Filter['op'];
  const operand = match[2] ?? '';
  if (op === 'is' && !['null', 'true', 'false'].includes(operand.toLowerCase())) throw parseError('filter', value);
  if (op === 'in') {
    const list = /^\((.*)\)$/s.exec(operand);
    if (!list) throw parseError('filter', value);
    return { column, op, values: (list[1] ?? '').split(',').map((item) => item.trim().replace(/^"(.*)"$/s, '$1')) };
  }
  return { column, op, values: [operand] };
}

function orderOf(table: string, columns: readonly string[], value: string): Order[] {
  return value.split(',').map((term) => {
    const [column = '', ...modifiers] = term.trim().split('.');
    known(table, columns, column);
    const descending = modifiers.includes('desc');
    const unknown = modifiers.filter((m) => !['asc', 'desc', 'nullsfirst', 'nullslast'].includes(m));
    if (unknown.length > 0) throw parseError('order', value);
    // PostgreSQL puts nulls last when ascending, first when descending.
    const nullsFirst = modifiers.includes('nullsfirst') || (descending && !modifiers.includes('nullslast'));
    return { column, descending, nullsFirst };
  });
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid column compared with something that is not one fails as PostgreSQL fails it. */
function checkUuids(filter: Filter): Filter {
  if (filter.op === 'is') return filter;
  const bad = filter.values.find((value) => !uuid.test(value));
  if (bad !== undefined) throw new RestError('invalid', '22P02', `invalid input syntax for type uuid: "${bad}"`);
  return { ...filter, values: filter.values.map((value) => value.toLowerCase()) };
}

export function parseRestQuery(
  table: string,
  columns: readonly string[],
  query: Record<string, string | undefined>,
  uuidColumns: readonly string[] = [],
): RestQuery {
  const select = query.select?.trim();
  const chosen = !select || select === '*' ? columns : selected(table, columns, select);
  const filters = Object.entries(query)
    .filter(([key, value]) => !Object.hasOwn(reserved, key) && value !== undefined)
    .map(([key, value]) => filterOf(table, columns, key, value ?? ''))
    .map((filter) => (uuidColumns.includes(filter.column) ? checkUuids(filter) : filter));
  return {
    columns: chosen,
    filters,
    order: query.order ? orderOf(table, columns, query.order) : [],
    limit: count('limit', query.limit),
    offset: count('offset', query.offset) ?? 0,
  };
}

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

function matches(row: Row, filter: Filter): boolean {
  const value = text(row[filter.column]);
  const [operand = ''] = filter.values;
  switch (filter.op) {
    case 'eq':
      return value !== null && value === operand;
    case 'neq':
      return value !== null && value !== operand;
    case 'in':
      return value !== null && filter.values.includes(value);
    case 'is':
      return operand.toLowerCase() === 'null' ? value === null : value === operand.toLowerCase();
  }
}

function compare(a: Row, b: Row, order: Order): number {
  const [x, y] = [text(a[order.column]), text(b[order.column])];
  if (x === y) return 0;
  if (x === null || y === null) return (x === null) === order.nullsFirst ? -1 : 1;
  const sign = order.descending ? -1 : 1;
  return x < y ? -sign : sign;
}

/** The rows that pass every filter, in order. */
export function filterRows<T extends Row>(rows: readonly T[], query: RestQuery): T[] {
  const kept = rows.filter((row) => query.filters.every((filter) => matches(row, filter)));
  return kept.sort((a, b) => {
    for (const order of query.order) {
      const difference = compare(a, b, order);
      if (difference !== 0) return difference;
    }
    return 0;
  });
}

/** The page `offset` and `limit` ask for. */
export function pageOf<T>(rows: readonly T[], query: RestQuery): T[] {
  return rows.slice(query.offset, query.limit === null ? undefined : query.offset + query.limit);
}

/** Only the columns `select` asked for. */
export function project(row: Row, columns: readonly string[]): Row {
  return Object.fromEntries(columns.map((column) => [column, row[column]]));
}
