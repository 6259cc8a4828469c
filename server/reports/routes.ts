/**
 * POST /api/report/fraud: anyone may tell the team a story looks wrong, with
 * a reason from a fixed list. Rate limited per person (or address) and per
 * story, so reports cannot be used to flood the moderators.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/guard';
import { viewerFor } from '../campaigns/routes';
import type { CampaignsService } from '../campaigns/service';
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
    const campaignId = await campaigns.visibleId(request.body.campaign_id, await viewerFor(request));
    const user = await signedInUser(request);
    const who = user ? `user:${user.userId}` : `ip:${request.ip}`;
    await app.limiter.enforce([
      { key: `report:${who}:hour`, windowSeconds: 3600, max: 10 },
      { key: `report:${who}:${campaignId}:day`, windowSeconds: 86_400, max: 2 },
    ]);
    const details = request.body.details?.trim() || null;
    const [row] = await app.db.query<{ id: string }>(
      'insert into reports (campaign_id, reporter_id, reason, details) values ($1, $2, $3, $4) returning id',
      [campaignId, user?.userId ?? null, request.body.reason, details],
    );
    if (row) await app.events.emit('report.created', { reportId: row.id, campaignId });
    return reply.status(201).send({ success: true, id: row?.id, message: 'Thank you. Our team will review this story.' });
  });
};
