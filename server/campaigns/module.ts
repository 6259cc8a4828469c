/**
 * Stories: launched, changed, moderated into public view, closed when their
 * date has passed, and their updates mailed to the supporters who asked (and
 * pushed to the phones that follow them). An
 * owner's stories go with their account (or close, once they hold money).
 */
import fp from 'fastify-plugin';
import { scheduleDeadlineSweep } from './lifecycle';
import { storyProtection } from './protection';
import { campaignRoutes } from './routes';
import { shortLinkRoutes } from './short-link-routes';
import { CampaignsService } from './service';
import { SupporterLinks } from './supporter-links';
import { SupporterMail } from './supporter-mail';
import { supporterRoutes } from './supporter-routes';
import { noticeUpdatesToFollowers } from './update-notices';

export const campaignsModule = fp(
  async (app) => {
    const { config, db, events } = app;
    const campaigns = new CampaignsService(db, events, storyProtection(config), config.phone.ussdServiceCode);
    const publicUrl = () => config.publicUrl;
    const supporterMail = new SupporterMail(
      db,
      app.jobs,
      campaigns,
      app.mailer,
      new SupporterLinks(app.serverSecret, publicUrl),
      app.log,
      publicUrl,
    );
    supporterMail.listen(events);
    noticeUpdatesToFollowers({ db, events, campaigns, notices: app.notices.service });
    app.auth.onAccountDeletion((tx, userId) => campaigns.onOwnerDeleted(tx, userId));
    app.decorate('campaigns', campaigns);
    app.decorate('supporterMail', supporterMail);
    await app.register(campaignRoutes);
    await app.register(supporterRoutes);
    await app.register(shortLinkRoutes, { campaigns });
    scheduleDeadlineSweep(app);
  },
  { name: 'campaigns', dependencies: ['events', 'jobs', 'mail', 'auth', 'uploads', 'notices'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    campaigns: CampaignsService;
    /** Updates mailed to a story's supporters, and their way out of it. */
    supporterMail: SupporterMail;
  }
}
