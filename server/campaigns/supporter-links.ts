/**
 * The link in an update e-mail that stops update e-mails about one story for
 * one address. It names the address only by its hash and is signed with a
 * secret derived from the JWT secret, so nobody can stop someone else's
 * e-mails; nothing about it is stored until it is used. It does not expire:
 * a way out must keep working.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Where the link in an update e-mail leads: a page, not the JSON API. */
export const stopUpdatesPath = (campaignId: string) => `/mail/stop-updates/${campaignId}`;

/** SHA-256 (hex) of the trimmed, lower-cased address: how an opted-out address is kept. */
export const addressHash = (address: string) => createHash('sha256').update(address.trim().toLowerCase(), 'utf8').digest('hex');

export class SupporterLinks {
  private readonly key: Buffer;

  constructor(
    jwtSecret: Uint8Array,
    private readonly publicUrl: () => string,
  ) {
    this.key = createHmac('sha256', Buffer.from(jwtSecret)).update('nnoboa:update-mail-optout').digest();
  }

  private sign(campaignId: string, hash: string): string {
    return createHmac('sha256', this.key).update(`${campaignId}:${hash}`).digest('base64url');
  }

  unsubscribeUrl(campaignId: string, address: string): string {
    const hash = addressHash(address);
    return `${this.publicUrl()}${stopUpdatesPath(campaignId)}?h=${hash}&t=${this.sign(campaignId, hash)}`;
  }

  /** True when `token` is this server's signature of the story and the address hash. */
  verify(campaignId: string, hash: string, token: string): boolean {
    const expected = Buffer.from(this.sign(campaignId, hash));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
