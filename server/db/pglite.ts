import { mkdir } from 'node:fs/promises';
import { PGlite, parse, protocol, type messages, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgErrorCode, typeParsers, type Database } from './database';

/** The most statements kept prepared; past it the least recently run one is closed. */
const preparedLimit = 256;

/** SQLSTATEs of a prepared statement the server no longer holds, or whose result shape a schema change altered. */
const staleStatement = new Set(['26000', '0A000']);

const { serialize } = protocol;
const executePortal = serialize.execute({});
const sync = serialize.sync();

/** The rows of an answer as objects, each field through its column's parser (text when there is none). */
function rowsOf<Row>(answer: readonly messages.BackendMessage[], columns: readonly Column[]): Row[] {
  const rows: Row[] = [];
  for (const message of answer) {
    if (message.name !== 'dataRow') continue;
    const { fields } = message as messages.DataRowMessage;
    const row: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) {
      const { name, type, parse: parseText } = columns[i]!;
      const text = fields[i];
      row[name] = text === null || text === undefined ? null : parseText ? parseText(text, type) : text;
    }
    rows.push(row as Row);
  }
  return rows;
}

interface Column {
  name: string;
  type: number;
  parse: ((text: string, type: number) => unknown) | undefined;
}

interface Prepared {
  name: string;
  /** The parameters' type OIDs, which pick each value's serializer. */
  paramTypes: number[];
  /** The columns it returns, with each one's parser, read once from its description. */
  columns: Column[];
}

/**
 * Each SQL text is parsed and described once, as a named prepared statement,
 * and then run by a single call into the engine: bind, execute and sync
 * together, its rows built from the columns described when it was prepared.
 * PGlite's own `query()` parses, plans and describes the text again on every
 * call, in six separate calls into WebAssembly; in this process
 * every one of those costs the one thread that also serves the requests.
 * Callers hold PGlite's query lock.
 */
class PreparedStatements {
  readonly #pg: PGlite;
  readonly #byText = new Map<string, Prepared>();
  /** Close messages for statements dropped from the cache, sent ahead of the next call. */
  #closing: Uint8Array[] = [];
  #made = 0;

  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  async run<Row>(sql: string, params: readonly unknown[]): Promise<Row[]> {
    const statement = this.#byText.get(sql) ?? (await this.#prepare(sql));
    this.#byText.delete(sql);
    this.#byText.set(sql, statement);
    const { serializers } = this.#pg;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = serializers[statement.paramTypes[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    try {
      const answer = await this.#send([serialize.bind({ statement: statement.name, values }), executePortal, sync]);
      return rowsOf<Row>(answer, statement.columns);
    } catch (error) {
      if (staleStatement.has(pgErrorCode(error) ?? '')) this.#forget(sql);
      throw error;
    }
  }

  /** Closes every statement: a schema change may have changed what they take or return. */
  forgetAll() {
    for (const sql of [...this.#byText.keys()]) this.#forget(sql);
  }

  async #prepare(sql: string): Promise<Prepared> {
    const name = `nnoboa_${++this.#made}`;
    const answer = await this.#send([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), sync]);
    const description = answer.find((message): message is messages.RowDescriptionMessage => message.name === 'rowDescription');
    const columns = (description?.fields ?? []).map(({ name, dataTypeID }) => ({
      name,
      type: dataTypeID,
      parse: this.#pg.parsers[dataTypeID],
    }));
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(answer), columns };
    this.#byText.set(sql, statement);
    if (this.#byText.size > preparedLimit) this.#forget(this.#byText.keys().next().value!);
    return statement;
  }

  #send(parts: readonly Uint8Array[]) {
    const message = Buffer.concat([...this.#closing, ...parts]);
    this.#closing = [];
    // syncToFs: the data folder is the engine's own files on disk (or memory), which have nothing to flush.
    return this.#pg.execProtocolStream(message, { syncToFs: false });
  }

  #forget(sql: string) {
    const statement = this.#byText.get(sql);
    if (!statement) return;
    this.#byText.delete(sql);
    this.#closing.push(serialize.close({ type: 'S', name: statement.name }));
  }
}

/**
 * PostgreSQL's defaults assume a machine of its own; PGlite runs inside this
 * process and its WebAssembly memory only grows, never gives back. 32 MB of
 * shared buffers (the default is 128 MB) keep the hot stories and indexes in
 * cache while the operating system's file cache holds the rest; index builds
 * and vacuums take at most 16 MB. A smaller write-ahead log keeps the data
 * folder small and a start after a crash short. Every run of a prepared
 * statement is planned for its own values: one generic plan for every story
 * would read the popular story's gifts the way it reads a small story's.
 */
const startParams = [
  ...PGlite.defaultStartParams,
  ...[
    'shared_buffers=32MB',
    'maintenance_work_mem=16MB',
    'max_wal_size=64MB',
    'min_wal_size=32MB',
    'plan_cache_mode=force_custom_plan',
  ].flatMap((setting) => ['-c', setting]),
];

/** Opens PGlite persisted in `dataDir`, or in memory when `dataDir` is null. */
export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm: the trigram indexes of the admins' searches (0023_admin_search.sql).
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), parsers: typeParsers, startParams, extensions: { pg_trgm } });
  const statements = new PreparedStatements(pg);
  const exec = async (target: PGlite | Transaction, sql: string) => {
    await target.exec(sql);
    statements.forgetAll();
  };
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      await pg._checkReady();
      // As PGlite's own query(): never inside another caller's transaction, never beside another statement.
      return pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => statements.run<Row>(sql, params)));
    },
    exec: (sql) => exec(pg, sql),
    transaction: (work) =>
      pg.transaction((tx) =>
        work({
          query: (sql, params = []) => pg._runExclusiveQuery(() => statements.run(sql, params)),
          exec: (sql) => exec(tx, sql),
        }),
      ),
    close: () => pg.close(),
  };
}
