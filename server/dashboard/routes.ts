/**
 * The owner's dashboard API, for the signed-in caller only: their stories in
 * every state (with the moderation reason), the donations they received (JSON
 * or CSV), and their identity verification request.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requireUser } from '../auth/guard';
import { toCard, toOwnerView } from '../campaigns/dto';
import { campaignsRepository } from '../campaigns/repository';
import type { VerificationService } from '../users/verification-service';
import { campaignStatuses } from '../../contract/rules/campaign';
import { ghanaCardPattern } from '../../contract/rules/ghana-card';
import type { Catalogs } from '../translations/catalogs';
import { csvWords, donationsCsv } from './csv';
import { receivedDonationsRepository } from './donations-repository';

const strict = { additionalProperties: false } as const;
const Uuid = Type.String({ format: 'uuid' });
const PageQuery = Type.Object(
  { page: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }), limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }) },
  strict,
);
const DonationsQuery = Type.Object(
  {
    campaign_id: Type.Optional(Uuid),
    format: Type.Union([Type.Literal('json'), Type.Literal('csv')], { default: 'json' }),
    /** The language of the CSV's header row. */
    lang: Type.Optional(Type.String({ pattern: '^[a-z]{2,3}$' })),
    page: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  strict,
);
const VerificationBody = Type.Object(
  { ghana_card_number: Type.String({ pattern: ghanaCardPattern, maxLength: 15 }), document_upload_id: Uuid },
  strict,
);
/** A CSV export holds at most this many donations. */
const csvMaxRows = 50_000;

export const dashboardRoutes: FastifyPluginAsyncTypebox<{ verification: VerificationService; catalogs: Catalogs }> = async (
  app,
  { verification, catalogs },
) => {
  app.addHook('onRequest', requireUser);

  app.get('/campaigns', { schema: { querystring: PageQuery } }, async (request) => {
    const viewer = await currentUser(request);
    const { page, limit } = request.query;
    const { rows, total } = await campaignsRepository.list(app.db, {
      ownerId: viewer.userId,
      statuses: campaignStatuses,
      sort: 'newest',
      limit,
      offset: (page - 1) * limit,
    });
    return {
      items: rows.map((row) => ({ ...toCard(row), ...toOwnerView(row) })),
      page,
      limit,
      total,
      total_pages: Math.max(1, Math.ceil(total / limit)),
    };
  });

  app.get('/donations', { schema: { querystring: DonationsQuery } }, async (request, reply) => {
    const viewer = await currentUser(request);
    const { campaign_id, format, lang, page, limit } = request.query;
    const filter = { ownerId: viewer.userId, ...(campaign_id ? { campaignId: campaign_id } : {}) };
    void reply.header('cache-control', 'private, no-store');
    if (format === 'csv') {
      const { rows } = await receivedDonationsRepository.list(app.db, { ...filter, limit: csvMaxRows, offset: 0 });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="nnoboa-donations-${day}.csv"`)
        .send(donationsCsv(rows, csvWords(catalogs.get(lang ?? 'en') ?? catalogs.get('en') ?? {})));
    }
    const { rows, total, sum } = await receivedDonationsRepository.list(app.db, { ...filter, limit, offset: (page - 1) * limit });
    const items = rows.map((row) => ({ ...row, donor_name: row.is_anonymous ? null : row.donor_name, paid_at: row.paid_at.toISOString() }));
    return { items, total_amount: sum, page, limit, total, total_pages: Math.max(1, Math.ceil(total / limit)) };
  });

  app.get('/verification', async (request) => verification.view((await currentUser(request)).userId));

  app.post('/verification', { schema: { body: VerificationBody } }, async (request, reply) => {
    const viewer = await currentUser(request);
    const view = await verification.request(viewer.userId, request.body.ghana_card_number, request.body.document_upload_id);
    return reply.status(201).send(view);
  });
};
