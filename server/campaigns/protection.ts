/**
 * What every story page says about how a gift is protected, from the
 * server's configuration. Money out goes through review (and a story's
 * co-signers) and shows in the story's public ledger: `money_out_ledger`.
 */
import type { StoryProtection } from '../../contract/api/campaigns';
import type { Config } from '../config';

const moneyOutLedger = true;

export const storyProtection = (config: Pick<Config, 'supportWhatsapp'>): StoryProtection => ({
  support_whatsapp: config.supportWhatsapp,
  money_out_ledger: moneyOutLedger,
});
