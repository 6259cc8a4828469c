/**
 * POST /api/ussd: Africa's Talking's USSD callback (form-encoded), answered
 * in `text/plain` with `CON …` or `END …` (contract/api/ussd.ts). A callback
 * it cannot read is a 400, which ends the session on the caller's phone.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UssdCallback } from '../../contract/api/ussd';
import type { UssdService } from './service';

export const ussdPath = '/api/ussd';

export const ussdRoutes: FastifyPluginAsyncTypebox<{ ussd: UssdService }> = async (app, { ussd }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body.toString())));
  });

  app.post(
    ussdPath,
    { config: { rawAnswer: "a USSD screen in Africa's Talking's text/plain (CON … or END …)" }, schema: { body: UssdCallback } },
    async (request, reply) => {
      const screen = await ussd.answer(request.body);
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(screen);
    },
  );
};
