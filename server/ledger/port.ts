/**
 * What other domains may read of the ledger, on the database or the
 * transaction the caller passes: a story's balances (fraud rules, money out),
 * several at once; and, for the demo's seeder, counting the donations it wrote
 * straight into the tables.
 */
import { ledgerRepository } from './repository';

export const ledgerPort: Pick<typeof ledgerRepository, 'balances' | 'balancesOf' | 'countSettledDonations'> = ledgerRepository;
