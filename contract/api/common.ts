/**
 * Building blocks of the API's schemas: ids, dates, nullable values, fixed
 * lists, pages and the error body. Every area's file (`contract/api/<area>.ts`)
 * builds its requests and answers from these; the types come from the schemas.
 */
import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';

export const Uuid = Type.String({ format: 'uuid' });

/** A story's id or its slug, as links carry either. */
export const IdOrSlug = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9-]+$' });

/** A moment as ISO 8601 text (answers). */
export const Timestamp = Type.String({ format: 'date-time' });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One of a fixed list, in a request: each value a literal, so a refusal names them all. */
export const literals = <const T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((value) => Type.Literal(value))));

/** One of a fixed list, in an answer. */
export const oneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

/** Where the next page starts, for a list walked by cursor (a numbered page skips at most 1,000 rows). */
export const Cursor = Type.String({ minLength: 1, maxLength: 400, pattern: '^[A-Za-z0-9_-]+$' });

/**
 * Paging of a list that can be walked by cursor: `page` by number while it
 * skips at most 1,000 rows, then `cursor` (the `next_cursor` of the page
 * before), with `page` only the number the screen shows.
 */
export const cursorPaging = (limit: { default: number; max: number }) => ({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: limit.max, default: limit.default }),
  cursor: Type.Optional(Cursor),
});

/** Paging of a list request: `page` from 1, `limit` up to `max`. */
export const paging = (limit: { default: number; max: number }) => ({
  page: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: limit.max, default: limit.default }),
});

export const PageInfo = {
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  total_pages: Type.Integer(),
  /** False when `total` is a lower bound (a search counts its matches up to a limit). */
  total_exact: Type.Optional(Type.Boolean()),
  /** The `cursor` of the next page; null on the last. Lists that page by cursor answer it. */
  next_cursor: Type.Optional(Nullable(Type.String())),
};

/** A page of a list: the items, where it is, and how many there are in all. */
export const PageOf = <T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item), ...PageInfo });
export type Paged<T> = Static<ReturnType<typeof PageOf<TUnsafe<T>>>>;

/** What every failure answers (the auth API adds `success: false`). */
export const ErrorAnswer = Type.Object({
  message: Type.String(),
  detail: Type.Optional(Type.String()),
  /** The input field at fault. */
  field: Type.Optional(Type.String()),
  success: Type.Optional(Type.Literal(false)),
});
export type ErrorAnswer = Static<typeof ErrorAnswer>;

/** An action that worked, said in a sentence. */
export const Done = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type Done = Static<typeof Done>;

/** No body (204, a redirect). */
export const NoBody = Type.Unsafe<undefined>(Type.Null({ description: 'no body' }));
