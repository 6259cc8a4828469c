/**
 * The demo provider's transfer page, on our own server: GET shows a payout
 * and what may become of it, POST records it (paid, failed, reversed) and the
 * provider's signed webhook follows in the background.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DemoTransferBody, TransferReferenceParams } from '../../contract/api/withdrawals';
import { acceptForms, html } from './demo-checkout-routes';
import { demoTransferPath } from './demo-transfers';
import { transferNotFoundPage, transferPage } from './demo-transfer-page';

export const demoTransferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const transfers = app.demoTransfers;
  if (!transfers) return;
  acceptForms(app);
  const page = { config: { rawAnswer: 'the demo provider’s transfer page (HTML)' } };

  app.get('/pay/demo/transfers/:reference', { ...page, schema: { params: TransferReferenceParams } }, async (request, reply) => {
    const row = await transfers.find(request.params.reference);
    return row ? html(reply, 200, transferPage(row, demoTransferPath(row.reference))) : html(reply, 404, transferNotFoundPage());
  });

  app.post(
    '/pay/demo/transfers/:reference',
    { ...page, schema: { params: TransferReferenceParams, body: DemoTransferBody } },
    async (request, reply) => {
      const { reference } = request.params;
      const existing = await transfers.find(reference);
      if (!existing) return html(reply, 404, transferNotFoundPage());
      const played = await transfers.play(reference, request.body.outcome);
      // One that cannot follow (a second tap, another tab) changes nothing.
      if (!played) return html(reply, 409, transferPage(existing, demoTransferPath(reference)));
      return reply.redirect(demoTransferPath(reference), 303);
    },
  );
};
