/**
 * How a browser without JavaScript reads back a donation it started: the
 * form's answer sets the donation's access token in an HttpOnly cookie, one
 * per donation, sent only to the payment pages and to that donation's verify
 * call (SameSite=Lax: also when the provider's checkout sends the donor back).
 * The server keeps only the token's hash, as for the API's access token.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const weekSeconds = 7 * 24 * 60 * 60;
const namePattern = /^[A-Za-z0-9_.-]{1,100}$/;

const cookieName = (reference: string) => `nnoboa_gift_${reference}`;

/** The paths the cookie is sent to: the payment pages, and this donation's verify call. */
export const giftCookiePaths = (reference: string) => ['/payment', `/api/donations/${reference}/verify`];

export function setGiftCookie(reply: FastifyReply, reference: string, token: string, secure: boolean): void {
  if (!namePattern.test(reference)) return;
  for (const path of giftCookiePaths(reference))
    void reply.header(
      'set-cookie',
      `${cookieName(reference)}=${token}; Path=${path}; Max-Age=${weekSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
    );
}

/** The access token this browser holds for `reference`, if any. */
export function giftCookie(request: FastifyRequest, reference: string): string | undefined {
  if (!namePattern.test(reference)) return undefined;
  const escaped = cookieName(reference).replace(/[.]/g, '\\.');
  return new RegExp(`(?:^|;\\s*)${escaped}=([A-Za-z0-9_-]{20,100})(?:;|$)`).exec(request.headers.cookie ?? '')?.[1];
}
