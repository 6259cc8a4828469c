/** The figures the database keeps: the week of "trending" moves on, and held card money joins its story's balance when due. */
import fp from 'fastify-plugin';
import { scheduleUpkeep } from './upkeep';

export const statsModule = fp(async (app) => scheduleUpkeep(app), { name: 'stats' });
