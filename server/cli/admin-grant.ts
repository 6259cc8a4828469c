/** npm run admin:grant -- someone@example.com : gives an account admin rights (creating it if needed). */
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { grantAdmin } from '../auth/grant-admin';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run admin:grant -- someone@example.com');
  process.exit(2);
}
const db = await openDatabase(loadConfig());
try {
  await migrate(db);
  const { created } = await grantAdmin(db, email);
  console.log(`${email.trim().toLowerCase()} is now an admin${created ? ' (new account: it is confirmed on the first sign-in)' : ''}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
