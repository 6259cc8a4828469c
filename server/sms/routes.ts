/**
 * What Africa's Talking posts back, form-encoded, to the URLs set in its
 * dashboard: delivery reports (`/api/sms/delivery-reports`) and texts people
 * send to our short code (`/api/sms/incoming`, where STOP ends news and
 * summaries). Neither is signed: a report changes only what we show of a
 * text whose unguessable id it names, and STOP only stops texts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DeliveryReport, IncomingSms, SmsCallbackReceived } from '../../contract/api/sms';
import type { SmsService } from './service';

export const deliveryReportsPath = '/api/sms/delivery-reports';
export const incomingSmsPath = '/api/sms/incoming';

export const smsCallbackRoutes: FastifyPluginAsyncTypebox<{ sms: SmsService }> = async (app, { sms }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body.toString())));
  });

  app.post(deliveryReportsPath, { schema: { body: DeliveryReport, response: { 200: SmsCallbackReceived } } }, async (request) => {
    const known = await sms.deliveryReport(request.body);
    if (!known) request.log.warn({ messageId: request.body.id }, 'delivery report for a text we do not know');
    return { received: true as const, known };
  });

  app.post(incomingSmsPath, { schema: { body: IncomingSms, response: { 200: SmsCallbackReceived } } }, async (request) => {
    const from = request.body.from.replace(/[\s-]/g, '');
    if (!/^\+[1-9][0-9]{7,14}$/.test(from)) return { received: true as const, known: false };
    return { received: true as const, known: (await sms.received(from, request.body.text)) === 'stopped' };
  });
};
