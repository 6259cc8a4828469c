/**
 * Who is calling: sign-in by e-mail link or by a code texted to a phone
 * number, sessions and their tokens, signed with the server's secret
 * (JWT_SECRET, or one kept in the data folder). Its
 * routes speak GoTrue's protocol under /auth/v1 and PostgREST's under /rest/v1
 * (what supabase-js sends), and the app's own under /api/auth.
 */
import fp from 'fastify-plugin';
import { AccessTokens } from './access-tokens';
import { AccountService } from './account-service';
import { runPeriodically } from '../schedule/periodic';
import { CodeTexts } from './code-texts';
import { authApiRoutes } from './api-routes';
import { phoneCodesRepository } from './phone-codes-repository';
import { usersRestRoutes } from './rest-routes';
import { loadJwtSecret } from './secrets';
import { AuthService } from './service';
import { supabaseAuthRoutes } from './supabase-routes';

export const authModule = fp(
  async (app) => {
    const { config, db } = app;
    const secret = await loadJwtSecret(config.auth.jwtSecret, config.dataDir);
    // Codes leave through the SMS domain's gateway, which is built after this one and gives it (codeTexts.sendThrough).
    const codeTexts = new CodeTexts(secret, app.log);
    const tokens = new AccessTokens(secret, `${config.publicUrl}/auth/v1`);
    const auth = new AuthService(db, config, tokens, app.mailer, app.limiter, app.log, codeTexts);
    app.decorate('serverSecret', secret);
    app.decorate('auth', auth);
    app.decorate('accounts', new AccountService(db, config, auth.links, auth.phones));
    runPeriodically(app, 'old phone codes', 60 * 60_000, async () => {
      const forgotten = await phoneCodesRepository.forgetOld(db);
      if (forgotten > 0) app.log.info({ codes: forgotten }, 'old phone codes forgotten');
    });
    await app.register(supabaseAuthRoutes, { prefix: '/auth/v1' });
    await app.register(usersRestRoutes, { prefix: '/rest/v1' });
    await app.register(authApiRoutes);
  },
  { name: 'auth', dependencies: ['mail', 'rate-limit', 'users'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's secret: it signs sessions, and the secrets of links and payments are derived from it. */
    serverSecret: Uint8Array;
    auth: AuthService;
    /** What signed-in people change on their own account (supabase-js updateUser). */
    accounts: AccountService;
  }
}
