/**
 * Signals between servers that share one PostgreSQL: NOTIFY on a channel,
 * heard by every server LISTENing on it over one connection of its own
 * (db.listen). On PGlite there is one server only, so sending is a no-op and
 * each part acts in-process. Handlers are registered before `start`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Listening } from './database';

type Handler = (payload: string) => void;

/** How long start-up waits for the listening connection. */
const listenWaitMs = 5000;

export class Signals {
  private readonly handlers = new Map<string, Handler[]>();
  private readonly connected: Array<() => void> = [];
  private listening: Listening | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Whether other servers may be listening (PostgreSQL). */
  get shared(): boolean {
    return this.db.kind === 'postgres' && Boolean(this.db.listen);
  }

  on(channel: string, handler: Handler): void {
    this.handlers.set(channel, [...(this.handlers.get(channel) ?? []), handler]);
  }

  /** Runs after each (re)connection: whatever was sent while disconnected went unheard. */
  onConnected(handler: () => void): void {
    this.connected.push(handler);
  }

  async start(): Promise<void> {
    if (!this.shared || !this.db.listen || this.listening) return;
    this.listening = this.db.listen(
      [...this.handlers.keys()],
      (channel, payload) => {
        for (const handler of this.handlers.get(channel) ?? []) {
          try {
            handler(payload);
          } catch (error) {
            this.log.error({ err: error, channel }, 'signal handler failed');
          }
        }
      },
      () => {
        for (const handler of this.connected) handler();
      },
    );
    // Start without it rather than hang (e.g. behind a pooler that does not pass LISTEN): it keeps trying.
    const waited = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), listenWaitMs).unref());
    if (!(await Promise.race([this.listening.ready.then(() => true), waited])))
      this.log.warn('not yet listening for other servers; still trying');
  }

  /** Tells every listening server (this one too); a failure is logged, the caller's change stands. */
  async send(channel: string, payload: string): Promise<void> {
    if (!this.shared) return;
    try {
      await this.db.query('select pg_notify($1, $2)', [channel, payload]);
    } catch (error) {
      this.log.error({ err: error, channel }, 'signal not sent');
    }
  }

  async close(): Promise<void> {
    await this.listening?.close();
    this.listening = null;
  }
}
