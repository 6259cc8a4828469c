import pg from 'pg';
import { typeParsers, type Database, type Listening, type Queryable } from './database';

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    return typeParsers[oid] ?? pg.types.getTypeParser(oid, format);
  },
};

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, [...params]);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export async function openPostgres(connectionString: string, maxConnections = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: maxConnections, types });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const root = wrap(pool);
  return {
    kind: 'postgres',
    query: root.query,
    exec: root.exec,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    listen: (channels, onNotice, onConnected) => listenOn(connectionString, channels, onNotice, onConnected),
  };
}

const reconnectMs = 1000;

/** A dedicated connection LISTENing on `channels`; a lost one is replaced after a second, for as long as it is not closed. */
function listenOn(
  connectionString: string,
  channels: readonly string[],
  onNotice: (channel: string, payload: string) => void,
  onConnected: () => void,
): Listening {
  let current: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let firstReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (firstReady = resolve));

  const again = (client: pg.Client) => {
    if (client !== current || closed) return;
    current = null;
    client.end().catch(() => undefined);
    retry = setTimeout(connect, reconnectMs);
    retry.unref();
  };
  function connect() {
    retry = null;
    const client = new pg.Client({ connectionString });
    current = client;
    client.on('notification', (notice) => onNotice(notice.channel, notice.payload ?? ''));
    client.on('error', () => again(client));
    client.on('end', () => again(client));
    void (async () => {
      try {
        await client.connect();
        for (const channel of channels) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        if (client !== current) return;
        onConnected();
        firstReady();
      } catch {
        again(client);
      }
    })();
  }
  connect();
  return {
    ready,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      firstReady();
      await current?.end().catch(() => undefined);
    },
  };
}
