/**
 * The one-step way out of a kind of notice on a channel, in every e-mail and
 * text: /n/<token>, short enough for an SMS. The token is derived from the
 * server's secret, the person, the kind and the channel (so the same link
 * comes back each time, and nobody can make one for someone else); only its
 * hash is kept, to find what it stops. It never expires: a way out must keep
 * working.
 */
import { createHash, createHmac } from 'node:crypto';
import type { Queryable } from '../db/database';
import { preferencesRepository } from './preferences-repository';
import type { NoticeChannel, NoticeKind } from './requests';
import { stopLinksRepository, type StopRow } from './stop-links-repository';

export const stopPath = (token: string) => `/n/${token}`;
export const stopTokenPattern = '^[A-Za-z0-9_-]{16}$';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export class StopLinks {
  private readonly key: Buffer;

  constructor(
    secret: Uint8Array,
    private readonly publicUrl: () => string,
  ) {
    this.key = createHmac('sha256', Buffer.from(secret)).update('nnoboa notice stops').digest();
  }

  /** The link that stops `kind` on `channel` for this person (its hash kept, so the link works). */
  async linkFor(db: Queryable, stop: { userId: string; kind: NoticeKind; channel: NoticeChannel }): Promise<string> {
    const token = createHmac('sha256', this.key).update(`${stop.userId}:${stop.kind}:${stop.channel}`).digest('base64url').slice(0, 16);
    await stopLinksRepository.keep(db, hashOf(token), stop);
    return `${this.publicUrl()}${stopPath(token)}`;
  }

  /** What a token stops, and its person's language; null for a token of no link. */
  find(db: Queryable, token: string): Promise<(StopRow & { lang: string }) | null> {
    return stopLinksRepository.find(db, hashOf(token));
  }

  /** Stops what the token names (again is fine); null for a token of no link. */
  async stop(db: Queryable, token: string): Promise<(StopRow & { lang: string }) | null> {
    const stop = await this.find(db, token);
    if (stop) await preferencesRepository.set(db, stop.user_id, [{ kind: stop.kind, channel: stop.channel, enabled: false }]);
    return stop;
  }
}
