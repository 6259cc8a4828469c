/** The demo stories' money in the ledger: every seeded gift counted, as settling would have. */
import type { Seeder } from '../db/seed';
import { ledgerRepository } from '../ledger/repository';

export const demoMoneySeeder: Seeder = {
  name: 'money',
  tables: ['ledger_entries'],
  async run(tx) {
    await ledgerRepository.countSettledDonations(tx);
  },
};
