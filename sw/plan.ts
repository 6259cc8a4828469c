/** This build's precache plan (see ./precache-plan.ts), as the build put it into the worker. */
import built from 'virtual:precache-plan';
import type { PrecachePlan } from './precache-plan';

export const plan = built as PrecachePlan;
