/** The demo data of each feature, in the order their rows depend on each other. */
import { demoAccountsSeeder } from './accounts';
import { demoStoriesSeeder } from './story-seeder';
import { demoMoneySeeder } from './money-seeder';
import type { Config } from '../config';
import type { Seeder } from '../db/seed';

export function demoSeeders(config: Config): Seeder[] {
  return [demoAccountsSeeder, demoStoriesSeeder(config), demoMoneySeeder];
}
