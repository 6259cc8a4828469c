/** An owner's identity check: their Ghana Card and its photo, decided by an admin. The photos go with the account. */
import fp from 'fastify-plugin';
import { VerificationService } from './service';

export const verificationModule = fp(
  async (app) => {
    const verification = new VerificationService(app.db, app.photoStorage);
    app.auth.onAccountDeletion((tx, userId) => verification.onAccountDeleted(tx, userId));
    app.decorate('verification', verification);
  },
  { name: 'verification', dependencies: ['auth', 'uploads'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    verification: VerificationService;
  }
}
