/**
 * The demo provider's checkout, on our own server: GET shows the approval
 * prompt, POST records approve / decline / cancel, then sends the donor back
 * to the app (the provider's webhook follows in the background).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DemoChoiceBody, ReferenceParams } from '../../contract/api/donations';
import { checkoutPage, finishedPage, notFoundPage, script, stylesheet } from './demo-checkout-page';
import { demoCheckoutPath } from './demo-provider';

/** A plain HTML form posts urlencoded fields; only the demo's page routes read them. */
export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body.toString())));
  });
}

/** Sends one of the demo's pages, never kept by a cache. */
export const html = (reply: FastifyReply, status: number, page: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

export const demoCheckoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const demo = app.demoPayments;
  if (!demo) return;
  acceptForms(app);

  // Pages and their assets for the donor's browser, not JSON.
  const page = { config: { rawAnswer: 'the demo checkout (HTML)' } };

  app.get('/pay/assets/demo.css', page, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(stylesheet),
  );
  app.get('/pay/assets/demo.js', page, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );

  app.get('/pay/demo/:reference', { ...page, schema: { params: ReferenceParams } }, async (request, reply) => {
    const row = await demo.find(request.params.reference);
    if (!row) return html(reply, 404, notFoundPage());
    return html(reply, 200, row.finished_at ? finishedPage(row) : checkoutPage(row, demoCheckoutPath(row.reference)));
  });

  app.post('/pay/demo/:reference', { ...page, schema: { params: ReferenceParams, body: DemoChoiceBody } }, async (request, reply) => {
    const { reference } = request.params;
    const existing = await demo.find(reference);
    if (!existing) return html(reply, 404, notFoundPage());
    const chosen = await demo.choose(reference, request.body.choice);
    // A second choice (another tap, another tab) changes nothing.
    if (!chosen) return html(reply, 409, finishedPage(existing));
    // The prompt of a gift by USSD: no browser of the donor's to send back to the app.
    if (existing.metadata.channel === 'ussd') return html(reply, 200, finishedPage(chosen));
    const page = chosen.status === 'success' ? 'success' : 'cancel';
    return reply.redirect(`/payment/${page}?reference=${encodeURIComponent(reference)}`, 303);
  });
};
