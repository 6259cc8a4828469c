/** Fraud rules: each watches an event and raises an alert for admins when what happened looks wrong (./subscribe.ts). */
import fp from 'fastify-plugin';
import { registerFraudRules } from './subscribe';

export const fraudModule = fp(async (app) => registerFraudRules(app.events, app.db, app.log), { name: 'fraud', dependencies: ['events'] });
