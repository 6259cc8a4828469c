/** The domains' events: quick reactions after a commit, and work written as jobs in the change's own transaction. */
import fp from 'fastify-plugin';
import { EventBus } from './bus';

export const eventsModule = fp(async (app) => void app.decorate('events', new EventBus(app.log, app.jobs)), {
  name: 'events',
  dependencies: ['jobs'],
});

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}
