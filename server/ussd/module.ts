/**
 * The USSD domain: giving from any phone by dialling a code. It answers
 * Africa's Talking's callbacks (POST /api/ussd), starts gifts through the
 * donations domain's PhoneGifts, reads stories through the campaigns domain,
 * and, outside production, serves the USSD simulator (/dev/ussd). Old
 * sessions are dropped by a daily sweep.
 */
import fp from 'fastify-plugin';
import { runPeriodically } from '../schedule/periodic';
import { ussdRepository } from './repository';
import { ussdRoutes } from './routes';
import { UssdService } from './service';
import { ussdSimulatorRoutes } from './simulator';

/** Days a session's row is kept for support. */
const sessionDays = 7;

export const ussdModule = fp(
  async (app) => {
    const { config, db, limiter, sms } = app;
    const ussd = new UssdService({
      db,
      campaigns: app.campaigns,
      gifts: app.phoneGifts,
      limiter,
      hashPhone: (phone) => app.donations.payerKeyFor(phone),
      stopTexts: sms ? (phone) => sms.stop(phone, false) : null,
      serviceCode: config.phone.ussdServiceCode,
      log: app.log,
    });
    await app.register(ussdRoutes, { ussd });
    if (config.nodeEnv !== 'production') {
      await app.register(ussdSimulatorRoutes, {
        ussd,
        serviceCode: config.phone.ussdServiceCode ?? '*920*44#',
        // The demo provider plays the charge: the simulator links to its prompt.
        demo: app.demoPayments !== null,
        open: config.mail.devMailboxOpen,
      });
    }
    runPeriodically(app, 'old USSD sessions', 24 * 3_600_000, async () => {
      await ussdRepository.forgetOld(db, sessionDays);
    });
  },
  { name: 'ussd', dependencies: ['campaigns', 'donations', 'payments', 'rate-limit', 'sms'] },
);
