/**
 * The USSD domain: giving from any phone by dialling a code. It answers
 * Africa's Talking's callbacks (POST /api/ussd), starts gifts through the
 * donations domain's PhoneGifts, reads stories through the campaigns domain,
 * and, outside production, serves the USSD simulator (/dev/ussd). Old
 * sessions are dropped by a daily sweep.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { CampaignsService } from '../campaigns/service';
import type { PhoneGifts } from '../donations/phone-gifts';
import { runPeriodically } from '../schedule/periodic';
import { ussdRepository } from './repository';
import { ussdRoutes } from './routes';
import { UssdService } from './service';
import { ussdSimulatorRoutes } from './simulator';

export interface UssdModuleOptions {
  campaigns: CampaignsService;
  gifts: PhoneGifts;
  hashPhone: (phone: string) => string;
  /** The demo provider plays the charge: the simulator links to its prompt. */
  demoPayments: boolean;
}

/** Days a session's row is kept for support. */
const sessionDays = 7;

export const ussdModule: FastifyPluginAsync<UssdModuleOptions> = async (app, options) => {
  const { config, db, limiter } = app;
  const ussd = new UssdService({
    db,
    campaigns: options.campaigns,
    gifts: options.gifts,
    limiter,
    hashPhone: options.hashPhone,
    serviceCode: config.phone.ussdServiceCode,
    log: app.log,
  });
  await app.register(ussdRoutes, { ussd });
  if (config.nodeEnv !== 'production') {
    await app.register(ussdSimulatorRoutes, {
      ussd,
      serviceCode: config.phone.ussdServiceCode ?? '*920*44#',
      demo: options.demoPayments,
      open: config.mail.devMailboxOpen,
    });
  }
  runPeriodically(app, 'old USSD sessions', 24 * 3_600_000, async () => {
    await ussdRepository.forgetOld(db, sessionDays);
  });
};
