/**
 * /dev/ussd: a phone's USSD screen in the browser, for trying gifts by USSD
 * without a network operator (development only). Each step posts to
 * /api/ussd exactly as Africa's Talking does (sessionId, serviceCode,
 * phoneNumber, networkCode, text), so what it shows is what a caller sees.
 * With the demo provider, the end of a gift links to its prompt (the demo
 * checkout), and the texts sent are in the dev SMS outbox (/dev/sms).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { normaliseGhanaPhone } from '../../contract/rules/ghana';
import { devPage, escapeHtml, onlyThisMachine, registerDevStylesheet } from '../http/dev-pages';
import { demoCheckoutPath } from '../payments/demo-provider';
import { ussdPath } from './routes';
import type { UssdService } from './service';

const networks = [
  { code: '62001', name: 'MTN' },
  { code: '62002', name: 'Telecel' },
  { code: '62006', name: 'AirtelTigo' },
];

const SimulatorStep = Type.Object(
  {
    phone: Type.String({ maxLength: 30 }),
    network: Type.String({ maxLength: 10 }),
    session: Type.Optional(Type.String({ maxLength: 100 })),
    dialled: Type.Optional(Type.String({ maxLength: 60 })),
    text: Type.Optional(Type.String({ maxLength: 500 })),
    input: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

function dialForm(serviceCode: string, phone = '024 123 4567', network = '62001'): string {
  const options = networks
    .map((n) => `<option value="${n.code}"${n.code === network ? ' selected' : ''}>${n.name} (${n.code})</option>`)
    .join('');
  return `<form method="post" action="/dev/ussd">
<label for="phone">Phone number</label><input id="phone" name="phone" value="${escapeHtml(phone)}" inputmode="tel">
<label for="network">Network</label><select id="network" name="network">${options}</select>
<label for="input">Dial ${escapeHtml(serviceCode)} and then (optional) a story's number</label><input id="input" name="input" inputmode="numeric" placeholder="1001">
<p><button type="submit">Dial</button></p></form>`;
}

export const ussdSimulatorRoutes: FastifyPluginAsyncTypebox<{
  ussd: UssdService;
  serviceCode: string;
  demo: boolean;
  open: boolean;
}> = async (app, { ussd, serviceCode, demo, open }) => {
  onlyThisMachine(app, open, 'The USSD simulator');
  registerDevStylesheet(app);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body.toString())));
  });
  const send = (reply: { type(t: string): { header(k: string, v: string): { send(b: string): unknown } } }, html: string) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  const intro = `A phone's USSD screen: each step goes to ${ussdPath} as Africa's Talking sends it. Texts appear in /dev/sms.`;

  app.get('/dev/ussd', { config: { rawAnswer: 'an HTML page for people' } }, async (_request, reply) =>
    send(reply, devPage('USSD simulator', intro, `<div class="phone">${dialForm(serviceCode)}</div>`)),
  );

  app.post('/dev/ussd', { config: { rawAnswer: 'an HTML page for people' }, schema: { body: SimulatorStep } }, async (request, reply) => {
    const { phone, network, input = '' } = request.body;
    const number = normaliseGhanaPhone(phone) ?? phone;
    const session = request.body.session ?? `dev-${randomUUID()}`;
    // A new session dials the code, with the story's number before its # when one was typed; the gateway sends what was
    // dialled with every step, and each input adds to `text`.
    const dialled = request.body.session
      ? (request.body.dialled ?? serviceCode)
      : input
        ? `${serviceCode.replace(/#$/, '')}*${input}#`
        : serviceCode;
    const text = request.body.session ? [request.body.text, input].filter((part) => part !== undefined && part !== '').join('*') : '';
    const answer = await app.inject({
      method: 'POST',
      url: ussdPath,
      payload: new URLSearchParams({
        sessionId: session,
        serviceCode: dialled,
        phoneNumber: number,
        networkCode: network,
        text,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const body = answer.body;
    const more = body.startsWith('CON ');
    const shown = escapeHtml(body.replace(/^(CON|END) /, ''));
    let after: string;
    if (more) {
      after = `<form method="post" action="/dev/ussd">
<input type="hidden" name="phone" value="${escapeHtml(phone)}"><input type="hidden" name="network" value="${escapeHtml(network)}">
<input type="hidden" name="session" value="${escapeHtml(session)}"><input type="hidden" name="dialled" value="${escapeHtml(dialled)}">
<input type="hidden" name="text" value="${escapeHtml(text)}">
<label for="input">Your answer</label><input id="input" name="input" autofocus>
<p><button type="submit">Send</button></p></form>`;
    } else {
      const reference = await ussd.referenceOf(session);
      const prompt =
        demo && reference
          ? `<p><a class="button" href="${escapeHtml(demoCheckoutPath(reference))}">Open the demo prompt (approve or decline)</a></p>`
          : '';
      after = `${prompt}<p><a href="/dev/sms">Texts sent (/dev/sms)</a></p>${dialForm(serviceCode, phone, network)}`;
    }
    const status = answer.statusCode === 200 ? '' : `<p class="meta">The callback answered ${answer.statusCode}.</p>`;
    return send(
      reply,
      devPage(
        'USSD simulator',
        intro,
        `<div class="phone"><p class="meta">${body.length} characters</p><div class="screen">${shown}</div>${status}${after}</div>`,
      ),
    );
  });
};
