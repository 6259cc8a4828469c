/** Demo accounts: an admin and a campaign owner, both able to sign in by link at once. */
import type { Seeder } from '../db/seed';

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
      await tx.query(`insert into auth_users (id, email, email_confirmed_at, user_metadata) values ($1, $2, now(), $3)`, [
        account.id,
        account.email,
        JSON.stringify({ full_name: account.full_name, region: account.region }),
      ]);
      await tx.query(`insert into users (id, email, full_name, phone, region, role) values ($1, $2, $3, $4, $5, $6)`, [
        account.id,
        account.email,
        account.full_name,
        account.phone,
        account.region,
        account.role,
      ]);
    }
  },
};
