/**
 * The donations API: start a donation (answers where to pay), and let the
 * success or cancel page ask us to verify it with the provider.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DonationAccessHeaders,
  DonationReceipt,
  DonationRequest,
  DonationStarted,
  PaymentOptions,
  ReferenceParams,
  VerifyBody,
} from '../../contract/api/donations';
import { donationLimits, donationMethods } from '../../contract/rules/donation';
import { signedInUser } from '../auth/guard';
import { requestLanguage } from '../mail/language';
import { giftCookie } from './gift-cookie';

export const donationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { donations } = app;

  app.post('/api/donations', { schema: { body: DonationRequest, response: { 201: DonationStarted } } }, async (request, reply) => {
    // Each start costs a call to the provider: bound it per client.
    await app.limiter.enforce([{ key: `donate:ip:${request.ip}`, windowSeconds: 3600, max: 60 }]);
    const user = await signedInUser(request);
    const lang = requestLanguage(request.headers).lang;
    const started = await donations.create(request.body, { userId: user?.userId ?? null, ip: request.ip, lang });
    return reply.status(201).header('cache-control', 'no-store').send(started);
  });

  app.post(
    '/api/donations/:reference/verify',
    { schema: { params: ReferenceParams, body: VerifyBody, headers: DonationAccessHeaders, response: { 200: DonationReceipt } } },
    async (request, reply) => {
      await app.limiter.enforce([{ key: `verify:${request.params.reference}`, windowSeconds: 3600, max: 300 }]);
      const user = await signedInUser(request);
      const receipt = await donations.verify(
        request.params.reference,
        // The app sends the token it kept; a donation started without JavaScript has it in its cookie.
        { token: request.headers['x-donation-token'] ?? giftCookie(request, request.params.reference), userId: user?.userId ?? null },
        request.body.cancelled ?? false,
      );
      return reply.header('cache-control', 'no-store').send(receipt);
    },
  );

  app.get('/api/payments/options', { schema: { response: { 200: PaymentOptions } } }, async (_request, reply) => {
    const provider = donations.provider.name;
    return reply.header('cache-control', 'no-cache').send({
      provider,
      test_mode: provider === 'demo',
      currency: 'GHS',
      methods: [...donationMethods],
      limits: { min: donationLimits.min, max_mobile_money: donationLimits.maxMobileMoney, max_card: donationLimits.maxCard },
      platform_fee: 0,
      text_receipts: donations.textReceipts,
    });
  });
};
