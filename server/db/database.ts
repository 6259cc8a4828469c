/**
 * One small interface over both engines: PGlite (embedded, the default) and a
 * PostgreSQL server. Repositories take a `Queryable`, so the same SQL runs
 * inside or outside a transaction and on either engine.
 */
export type DatabaseKind = 'pglite' | 'postgres';

export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Hears NOTIFY on these channels over a connection of its own, connected
   * again whenever it is lost (`onConnected` runs after each connection, so a
   * listener can catch up on what it may have missed). PostgreSQL only: PGlite
   * has no other servers to hear from.
   */
  listen?(channels: readonly string[], onNotice: (channel: string, payload: string) => void, onConnected: () => void): Listening;
}

export interface Listening {
  /** Resolves once the first connection listens. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * int8 (20) and numeric (1700) arrive as strings; our values (pesewas, counts)
 * fit a JS number. A date (1082) stays the 'YYYY-MM-DD' text it is: turning it
 * into a Date at local midnight would shift it across time zones.
 */
export const typeParsers: Record<number, (value: string) => number | string> = {
  20: (value) => Number(value),
  1700: (value) => Number(value),
  1082: (value) => value,
};

/** SQLSTATE codes the services react to. */
export const PgError = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  serializationFailure: '40001',
} as const;

export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** Whether the database answers at all (for the health check). */
export function isReachable(db: Queryable): Promise<boolean> {
  return db.query('select 1').then(
    () => true,
    () => false,
  );
}
