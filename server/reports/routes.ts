/**
 * POST /api/report/fraud: anyone may tell the team a story looks wrong, with
 * a reason from a fixed list. Rate limited per person (or address) and per
 * story, so reports cannot be used to flood the moderators.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/guard';
import { viewerFor } from '../campaigns/routes';
import type { CampaignsService } from '../campaigns/service';
import { earlierWrite } from '../idempotency/write-once';
import { fileReport } from './service';
import { fraudReportReasons } from '../../contract/rules/campaign';

const Body = Type.Object(
  {
    campaign_id: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9-]+$' }),
    reason: Type.Union(fraudReportReasons.map((r) => Type.Literal(r))),
    details: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

export const reportRoutes: FastifyPluginAsyncTypebox<{ campaigns: CampaignsService }> = async (app, { campaigns }) => {
  app.post('/api/report/fraud', { schema: { body: Body } }, async (request, reply) => {
    const answer = (id: string) => reply.status(201).send({ success: true, id, message: 'Thank you. Our team will review this story.' });
    // A repeat of a report already filed (its answer lost) is answered without counting against the limits.
    const earlier = await earlierWrite(app.db, request.idempotency?.key, 'report');
    if (earlier) return answer(earlier);
    const campaignId = await campaigns.visibleId(request.body.campaign_id, await viewerFor(request));
    const user = await signedInUser(request);
    const who = user ? `user:${user.userId}` : `ip:${request.ip}`;
    await app.limiter.enforce([
      { key: `report:${who}:hour`, windowSeconds: 3600, max: 10 },
      { key: `report:${who}:${campaignId}:day`, windowSeconds: 86_400, max: 2 },
    ]);
    const details = request.body.details?.trim() || null;
    const id = await fileReport(
      app.db,
      app.events,
      { campaignId, reporterId: user?.userId ?? null, reason: request.body.reason, details },
      request.idempotency?.key,
    );
    return answer(id);
  });
};
