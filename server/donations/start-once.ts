/**
 * Starts the donation of a form posted without JavaScript once, whatever
 * happens to the form: a double tap, a resend, a second server. Sends on the
 * same server wait for the first; elsewhere the database's unique index on
 * the form's key lets one insert through, and the others wait for its
 * checkout to be known.
 */
import type { DonationRequest } from '../../contract/api/donations';
import { pgErrorCode, PgError } from '../db/database';
import { DomainError } from '../domain/errors';
import type { Donor } from './donor-input';
import type { FormTokens } from './form-token';
import type { DonationsService } from './service';

export interface Started {
  reference: string;
  checkoutUrl: string;
}

const running = new Map<string, Promise<Started>>();
const waitMs = [50, 100, 200, 400, 800, 1000, 1000, 2000, 2000, 3000, 5000];

export async function startOnce(
  donations: DonationsService,
  tokens: FormTokens,
  token: string,
  request: DonationRequest,
  donor: Donor,
): Promise<Started> {
  const key = tokens.key(token);
  const already = running.get(key);
  if (already) return already;
  const start = (async (): Promise<Started> => {
    if (await donations.findByFormKey(key)) return checkoutOf(donations, key);
    try {
      const started = await donations.create(request, donor, { key, accessToken: tokens.accessToken(token) });
      return { reference: started.reference, checkoutUrl: started.checkout_url };
    } catch (error) {
      if (pgErrorCode(error) !== PgError.uniqueViolation) throw error;
      return checkoutOf(donations, key);
    }
  })();
  running.set(key, start);
  try {
    return await start;
  } finally {
    running.delete(key);
  }
}

/** Where the donation this form already started is paid, once its provider has answered. */
async function checkoutOf(donations: DonationsService, key: string): Promise<Started> {
  for (const delay of [0, ...waitMs]) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const row = await donations.findByFormKey(key);
    if (row?.checkout_url) return { reference: row.reference, checkoutUrl: row.checkout_url };
    if (row && row.status !== 'pending')
      throw new DomainError(
        'provider_failed',
        'The payment service could not be reached. Nothing was charged. Please try again in a moment.',
      );
  }
  throw new DomainError('unavailable', 'Your payment is still being started. Please wait a moment, then check your e-mail or try again.');
}
