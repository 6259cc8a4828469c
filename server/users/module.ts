/** Profiles: each account's users row, read and changed by its owner (its routes are the auth API's, server/auth). */
import fp from 'fastify-plugin';
import { UsersService } from './service';

export const usersModule = fp(async (app) => void app.decorate('users', new UsersService(app.db)), { name: 'users' });

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}
