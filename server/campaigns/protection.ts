/**
 * What every story page says about how a gift is protected, from the
 * server's configuration. Money out (payouts through co-signers, with a
 * public ledger) does not exist yet: when it lands, it turns
 * `money_out_ledger` on and the page says so; until then it claims nothing.
 */
import type { StoryProtection } from '../../contract/api/campaigns';
import type { Config } from '../config';

const moneyOutLedger = false;

export const storyProtection = (config: Pick<Config, 'supportWhatsapp'>): StoryProtection => ({
  support_whatsapp: config.supportWhatsapp,
  money_out_ledger: moneyOutLedger,
});
