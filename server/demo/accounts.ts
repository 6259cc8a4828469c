/** Demo accounts: an admin and a campaign owner, both able to sign in by link at once. */
import type { Seeder } from '../db/seed';
import { demoDataRepository } from './repository';

export const demoAccounts = {
  admin: {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'admin@example.com',
    full_name: 'Abena Mensah',
    region: 'Greater Accra',
    phone: '+233244000001',
    role: 'admin',
  },
  owner: {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'owner@example.com',
    full_name: 'Kwame Asante',
    region: 'Ashanti',
    phone: '+233244000002',
    role: 'user',
  },
} as const;

export const demoAccountsSeeder: Seeder = {
  name: 'accounts',
  tables: ['auth_users', 'users'],
  async run(tx) {
    for (const account of Object.values(demoAccounts)) {
      const { full_name: fullName, ...rest } = account;
      await demoDataRepository.insertAccount(tx, { ...rest, fullName, verified: false });
    }
  },
};
