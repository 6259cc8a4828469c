/**
 * The payment pages as the server renders them for one visit, so a donor can
 * give in any browser, with or without JavaScript:
 * - GET /payment: the form, with a fresh one-time token;
 * - POST /payment: the form posted without JavaScript, checked by the same
 *   rules as the API; the donation is started once per token and the donor
 *   sent on to pay (303), or the form is answered again with every problem
 *   marked and every value kept;
 * - GET /payment/success and /payment/cancel: what became of the donation,
 *   asked of the provider, for the browser that started it.
 * The app takes each page over as it is (see src/features/donate).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { DonationRequest } from '../../contract/api/donations';
import { resourceNames } from '../../contract/names/resources';
import { referencePattern } from '../../contract/rules/donation';
import {
  checkDonateForm,
  emptyForm,
  formFieldOf,
  formNames,
  readDonateForm,
  toDonationRequest,
  type DonateForm,
  type PaymentFormState,
  type ServedDonation,
} from '../../contract/rules/donation-form';
import { numberFormats } from '../../contract/rules/numbers';
import { DomainError } from '../domain/errors';
import { queryChecker } from '../http/validation';
import type { ServePage } from '../http/web-app';
import { requestLanguage } from '../mail/language';
import { giftCookie, setGiftCookie } from './gift-cookie';
import { startOnce } from './start-once';

const checkRequest = queryChecker<DonationRequest>(DonationRequest);
const referenceFormat = new RegExp(referencePattern);
/** The status of a form answered again: what the donor can fix, or what went wrong for now. */
const pageStatusOf = (error: DomainError) =>
  (({ invalid: 422, not_found: 404, conflict: 409, rate_limited: 429 }) as Partial<Record<DomainError['kind'], number>>)[error.kind] ?? 503;
const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 200) : '');

export const paymentPageRoutes: FastifyPluginAsync = async (app) => {
  const { config, donations, donationForms: tokens } = app;
  const publicUrl = () => config.publicUrl;
  // The app's pages: the web app is registered last, so they are looked up when a request comes.
  const pages = (): ServePage | null => app.servePage ?? null;
  // A plain HTML form posts urlencoded fields; the message alone may take a few KiB once encoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body.toString())));
  });
  const page = { config: { rawAnswer: 'a payment page (HTML), rendered for this visit' } };
  const testMode = () => donations.provider.name === 'demo';
  const secure = () => publicUrl().startsWith('https://');

  const serve = (request: FastifyRequest, reply: FastifyReply, resources: Record<string, unknown>, status: number) => {
    const serveShell = pages();
    if (!serveShell) return reply.status(503).send({ message: 'The app is not built yet.', detail: 'Run npm run build, then restart.' });
    return serveShell(request, reply, { resources, status });
  };

  const formState = (token: string, form: DonateForm, more: Partial<PaymentFormState> = {}): PaymentFormState => ({
    token,
    form,
    shown: false,
    fieldProblems: {},
    failure: null,
    testMode: testMode(),
    textReceipts: donations.textReceipts,
    ...more,
  });

  app.get('/payment', page, async (request, reply) => {
    const campaign = text((request.query as Record<string, unknown>).campaign);
    const resources = campaign ? { [resourceNames.paymentForm(campaign)]: formState(tokens.issue(), emptyForm) } : {};
    return serve(request, reply, resources, 200);
  });

  app.post('/payment', page, async (request, reply) => {
    const campaign = text((request.query as Record<string, unknown>).campaign);
    if (!campaign) return reply.redirect('/campaigns', 303);
    const fields = (request.body ?? {}) as Record<string, unknown>;
    const form = readDonateForm(fields);
    const token = fields[formNames.token];
    const answer = (status: number, more: Partial<PaymentFormState>, given = tokens.valid(token) ? token : tokens.issue()) =>
      serve(request, reply, { [resourceNames.paymentForm(campaign)]: formState(given, form, { shown: true, ...more }) }, status);

    try {
      // Each start costs a call to the provider: bound it per client, as the API does.
      await app.limiter.enforce([{ key: `donate:ip:${request.ip}`, windowSeconds: 3600, max: 60 }]);
    } catch (error) {
      if (error instanceof DomainError) return answer(429, { failure: { key: 'error.rateLimit' } });
      throw error;
    }
    if (!tokens.valid(token)) return answer(400, { failure: { key: 'donate.formExpired' } });
    if (Object.keys(checkDonateForm(form, numberFormats('en'))).length > 0) return answer(422, {});
    const body = checkRequest(toDonationRequest(form, campaign) as unknown as Record<string, unknown>);
    if (!body) return answer(422, { failure: { key: 'error.client' } });

    try {
      const lang = requestLanguage(request.headers).lang;
      const started = await startOnce(donations, tokens, token, body, { userId: null, ip: request.ip, lang });
      setGiftCookie(reply, started.reference, tokens.accessToken(token), secure());
      return reply.header('cache-control', 'no-store').redirect(started.checkoutUrl, 303);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const field = error.field ? formFieldOf[error.field] : undefined;
      const status = pageStatusOf(error);
      // A fresh token: a start the provider refused must not block the same form for good.
      if (field) return answer(status, { fieldProblems: { [field]: error.message } }, tokens.issue());
      if (error.field === 'campaign') return serve(request, reply, {}, status);
      return answer(status, { failure: { text: error.message } }, tokens.issue());
    }
  });

  const outcome = (cancelled: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    const reference = text(query.reference) || text(query.trxref);
    if (!referenceFormat.test(reference)) return serve(request, reply, {}, reference ? 404 : 200);
    const served = await donationFor(reference, giftCookie(request, reference), cancelled);
    return serve(request, reply, { [resourceNames.donation(reference)]: served }, 'status' in served ? served.status : 200);
  };

  /** What the page can say of a donation: only the browser holding its access token is told. */
  async function donationFor(reference: string, token: string | undefined, cancelled: boolean): Promise<ServedDonation> {
    const origin = publicUrl();
    try {
      return { receipt: await donations.verify(reference, { token }, cancelled), origin };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (error.kind === 'not_found') return { status: 404 };
      // Without the cookie the app may still hold the token (it started the donation through the API): it asks itself.
      if (error.kind === 'forbidden' && !token) return { unknown: true, origin };
      if (error.kind === 'forbidden') return { status: 403 };
      throw error;
    }
  }

  app.get('/payment/success', page, outcome(false));
  app.get('/payment/cancel', page, outcome(true));
};
