/** The demo data of each feature, in the order their rows depend on each other. */
import { demoAccountsSeeder } from '../auth/seed';
import { demoStoriesSeeder } from '../campaigns/seed';
import type { Config } from '../config';
import type { Seeder } from './seed';

export function demoSeeders(config: Config): Seeder[] {
  return [demoAccountsSeeder, demoStoriesSeeder(config)];
}
