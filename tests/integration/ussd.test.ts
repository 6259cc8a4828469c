// Giving by USSD on both databases: Africa's Talking's callbacks over real HTTP, Paystack's charge API and the SMS API as
// local servers in their documented shapes. A walk for each path: give, wrong input, unknown, paused and closed stories, a
// repeated sessionId, and every status a charge answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { startFakeAfricasTalking, ussdSession, type FakeAfricasTalking } from '../helpers/fake-africastalking';
import { startFakePaystack, type FakePaystack } from '../helpers/fake-paystack';
import { call, person, setStatus, storyFields, type Person } from '../helpers/fixtures';
import { activeStory, postWebhook, totals } from '../helpers/payments';
import { startTestServer, type TestServer } from '../helpers/test-server';

const secretKey = 'sk_test_ussdgiving0123456789';
let phones = 0;
/** A fresh MTN number per walk (gifts are rate limited per phone). */
const nextPhone = (prefix = '24') => `+233${prefix}${String(1_000_000 + ++phones).slice(-7)}`;

describe.each(testDatabases())('giving by USSD on $kind', ({ create }) => {
  let server: TestServer;
  let paystack: FakePaystack;
  let gateway: FakeAfricasTalking;
  let owner: Person;
  let story: { id: string; slug: string };
  let number = '';

  beforeAll(async () => {
    paystack = await startFakePaystack(secretKey);
    gateway = await startFakeAfricasTalking('nnoboa', 'atsk_test_key');
    server = await startTestServer(await create(), {
      PAYSTACK_SECRET_KEY: secretKey,
      PAYSTACK_BASE_URL: paystack.url,
      USSD_SERVICE_CODE: '*920*44#',
      AFRICASTALKING_USERNAME: 'nnoboa',
      AFRICASTALKING_API_KEY: 'atsk_test_key',
      AFRICASTALKING_BASE_URL: gateway.url,
      SMS_SENDER_ID: 'Nnoboa',
    });
    owner = await person(server, 'owner');
    story = await activeStory(server, owner, { title: 'A borehole for Zuarungu primary school', goal: 500_000 });
    number = ((await (await call(server, 'GET', `/api/campaigns/${story.id}`)).json()) as { short_number: string }).short_number;
  });
  afterAll(async () => {
    await server.close();
    await paystack.close();
    await gateway.close();
  });

  const dial = (phone: string, networkCode = '62001', serviceCode = '*920*44#') => {
    const session = ussdSession(server.url, { phone, networkCode, serviceCode });
    const screens: string[] = [];
    return {
      session,
      screens,
      async send(input?: string) {
        const answer = await session.send(input);
        expect(answer.status, answer.body).toBe(200);
        expect(answer.type).toMatch(/^text\/plain/);
        expect(answer.body).toMatch(/^(CON|END) /);
        expect(answer.body.length, answer.body).toBeLessThanOrEqual(182);
        screens.push(answer.body);
        return answer.body;
      },
    };
  };
  const chargesTo = (phone: string) =>
    paystack.requests.filter((r) => r.path === '/charge' && JSON.stringify(r.body).includes(`0${phone.slice(4)}`));
  const donationsOf = (phone: string) =>
    server.app.db.query<{ reference: string; status: string; amount: number; donor_name: string; channel: string; method: string }>(
      'select reference, status, amount, donor_name, channel, method from donations where payer_key = $1 order by created_at',
      [server.app.donations.payerKeyFor(phone)],
    );

  it('gives: story, amount, confirm, the prompt; the webhook settles it, the wall and the SMS receipt follow', async () => {
    const phone = nextPhone();
    const walk = dial(phone);
    expect(await walk.send()).toMatch(/^CON Welcome to Nnoboa\.\nEnter the story number/);
    const menu = await walk.send(number);
    expect(menu).toMatch(/^CON A borehole for Zuarungu primary school\nGHS 0 of 5,000 raised, GHS 5,000 to go\./);
    expect(menu).toMatch(/1\. GHS 10\n2\. GHS 20\n3\. GHS 50\n4\. GHS 100\n5\. Other amount$/);
    expect(await walk.send('2')).toMatch(/^CON Give GHS 20 to A borehole .* from this phone\?\n1\. Yes\n2\. No\n/);
    expect(await walk.send('1')).toBe('END Approve the prompt on your phone to give GHS 20. Your receipt comes by SMS.');

    const [charge] = chargesTo(phone);
    expect(charge?.body).toMatchObject({ amount: '2000', currency: 'GHS', mobile_money: { phone: `0${phone.slice(4)}`, provider: 'mtn' } });
    const [gift] = await donationsOf(phone);
    expect(gift).toMatchObject({
      status: 'pending',
      amount: 2000,
      channel: 'ussd',
      method: 'mtn_momo',
      donor_name: `...${phone.slice(-3)}`,
    });

    const before = await totals(server, story.id);
    const webhook = paystack.chargeWebhook(gift!.reference);
    expect((await postWebhook(server, webhook.body, webhook.signature)).status).toBe(200);
    expect(await totals(server, story.id)).toEqual({ raised: before.raised + 2000, donor_count: before.donor_count + 1 });
    const wall = (await (await call(server, 'GET', `/api/campaigns/${story.id}/donations`)).json()) as { items: Array<{ name: string }> };
    expect(wall.items.map((entry) => entry.name)).toContain(`...${phone.slice(-3)}`);

    await server.app.jobs.idle();
    const texts = gateway.received.filter((sms) => sms.to === phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ username: 'nnoboa', from: 'Nnoboa' });
    expect(texts[0]?.message).toMatch(
      new RegExp(
        `^Nnoboa: thank you! GHS 20 received for "A borehole .*" \\(story ${number}\\)\\. Ref ${gift!.reference}\\. http://.*/s/${number}$`,
      ),
    );
    expect(texts[0]!.message.length).toBeLessThanOrEqual(160);
    // The number was kept only until its text left.
    expect(await server.app.db.query('select 1 from donation_phones')).toHaveLength(0);
    expect(await server.app.db.query('select 1 from sms_messages where to_phone is not null')).toHaveLength(0);
  });

  it('starts at the story when its number is dialled with the code', async () => {
    const walk = dial(nextPhone(), '62001', `*920*44*${number}#`);
    expect(await walk.send()).toMatch(/^CON A borehole for Zuarungu primary school\n/);
    expect(await walk.send('4')).toMatch(/^CON Give GHS 100 to /);
  });

  it('asks again after a wrong input, takes another amount, and gives nothing when the donor says no', async () => {
    const phone = nextPhone();
    const walk = dial(phone);
    await walk.send();
    expect(await walk.send('abc')).toMatch(/^CON That is not a story number\./);
    await walk.send(number);
    expect(await walk.send('9')).toMatch(/^CON Choose 1 to 5\.\nA borehole/);
    expect(await walk.send('5')).toBe('CON Enter the amount in GHS, from 5 to 10,000:');
    expect(await walk.send('2.50')).toBe('CON Enter a whole amount in GHS, from 5 to 10,000:');
    expect(await walk.send('3')).toMatch(/^CON Enter a whole amount/);
    expect(await walk.send('20000')).toMatch(/^CON Enter a whole amount/);
    expect(await walk.send('25')).toMatch(/^CON Give GHS 25 to /);
    expect(await walk.send('7')).toMatch(/^CON Choose 1 to 4\.\nGive GHS 25/);
    expect(await walk.send('2')).toBe('END No gift was made. Dial again any time.');
    expect(chargesTo(phone)).toHaveLength(0);
    expect(await donationsOf(phone)).toHaveLength(0);
  });

  it('says when a story is unknown, paused or closed, and never shows a draft', async () => {
    const walk = dial(nextPhone());
    await walk.send();
    expect(await walk.send('999999')).toBe('CON No story has the number 999999.\nCheck it and enter it again:');
    const draft = (await (await call(server, 'POST', '/api/campaigns', storyFields({ submit: false }), owner.accessToken)).json()) as {
      short_number: string;
    };
    expect(await walk.send(draft.short_number)).toMatch(/^CON No story has the number/);

    const paused = await activeStory(server, owner, { title: 'Roofing the Tamale clinic before the rains' });
    const pausedNumber = ((await (await call(server, 'GET', `/api/campaigns/${paused.id}`)).json()) as { short_number: string })
      .short_number;
    await setStatus(server, paused.id, 'paused');
    expect(await walk.send(pausedNumber)).toBe(
      'END "Roofing the Tamale clinic before the rains" is paused while our team looks into it. No gift can be made for now.',
    );
    await setStatus(server, paused.id, 'completed');
    expect(await dial(nextPhone(), '62001', `*920*44*${pausedNumber}#`).send()).toMatch(/^END ".*" has closed and takes no more gifts\./);
  });

  it('starts one gift per sessionId, whatever the gateway repeats', async () => {
    const phone = nextPhone();
    const walk = dial(phone);
    for (const input of [undefined, number, '1']) await walk.send(input);
    const answers = await Promise.all([walk.session.send('1'), walk.session.repeat(), walk.session.repeat(), walk.session.repeat()]);
    for (const answer of answers) expect(answer.body).toMatch(/^END (Approve the prompt|Your gift is on its way)/);
    expect(chargesTo(phone)).toHaveLength(1);
    expect(await donationsOf(phone)).toHaveLength(1);
    expect((await walk.session.repeat()).body).toBe('END Approve the prompt on your phone to give GHS 10. Your receipt comes by SMS.');
    expect(chargesTo(phone)).toHaveLength(1);
  });

  it('asks a Telecel wallet for its code, again when it is wrong, then for approval', async () => {
    const phone = nextPhone('20');
    const walk = dial(phone, '62002');
    for (const input of [undefined, number, '3']) await walk.send(input);
    expect(await walk.send('1')).toBe('CON Enter the code sent to your phone:');
    expect(chargesTo(phone)[0]?.body).toMatchObject({ mobile_money: { provider: 'vod' } });
    expect(await walk.send('000000')).toBe('CON That code did not work. Enter the code sent to your phone:');
    expect((await walk.session.repeat()).body).toBe('CON Enter the code sent to your phone:');
    expect(await walk.send('123456')).toBe('END Approve the prompt on your phone to give GHS 50. Your receipt comes by SMS.');
    const codes = paystack.requests.filter((r) => r.path === '/charge/submit_otp');
    expect(codes.map((r) => (r.body as { otp: string }).otp).slice(-2)).toEqual(['000000', '123456']);
  });

  it('follows success, failure, pending and an unreachable provider as the charge answers them', async () => {
    const walkTo = async (answer: 'success' | 'failed' | 'pending' | null, networkCode = '62006', prefix = '26') => {
      const phone = nextPhone(prefix);
      const walk = dial(phone, networkCode);
      for (const input of [undefined, number, '1']) await walk.send(input);
      if (answer) paystack.chargeAnswers.push(answer);
      return { phone, walk, last: await walk.send('1') };
    };
    const before = await totals(server, story.id);
    const paid = await walkTo('success');
    expect(paid.last).toBe('END Thank you! GHS 10 was given to A borehole for Zuarungu primary school. Your receipt comes by SMS.');
    expect(chargesTo(paid.phone)[0]?.body).toMatchObject({ mobile_money: { provider: 'atl' } });
    expect((await donationsOf(paid.phone))[0]).toMatchObject({ status: 'succeeded', method: 'airteltigo_money' });
    expect(await totals(server, story.id)).toEqual({ raised: before.raised + 1000, donor_count: before.donor_count + 1 });

    const declined = await walkTo('failed');
    expect(declined.last).toBe('END The payment did not go through, so nothing was taken. Dial again to try.');
    expect((await donationsOf(declined.phone))[0]?.status).toBe('failed');

    const waiting = await walkTo('pending');
    expect(waiting.last).toMatch(/^END Your gift of GHS 10 is waiting for your wallet\./);
    const [pending] = await donationsOf(waiting.phone);
    expect(pending?.status).toBe('pending');
    expect((await waiting.walk.session.repeat()).body).toMatch(/^END Your gift of GHS 10 is waiting/);
    paystack.settle(pending!.reference, { status: 'success' });
    expect((await waiting.walk.session.repeat()).body).toMatch(/^END Thank you! GHS 10 was given/);
    expect((await donationsOf(waiting.phone))[0]?.status).toBe('succeeded');

    paystack.failWith = 503;
    try {
      const down = await walkTo(null, '62001', '54');
      expect(down.last).toBe('END We could not reach the payment service. If a prompt comes, approve it; if not, dial again later.');
      expect((await donationsOf(down.phone))[0]?.status).toBe('pending');
    } finally {
      paystack.failWith = null;
    }
    expect(await totals(server, story.id)).toEqual({ raised: before.raised + 2000, donor_count: before.donor_count + 2 });
  });

  it('names the donor as they choose: their name, or their initials and the last digits of their number', async () => {
    const phone = nextPhone();
    const walk = dial(phone);
    for (const input of [undefined, number, '1']) await walk.send(input);
    expect(await walk.send('4')).toBe('CON Your name for the donor list:');
    expect(await walk.send('K')).toBe('CON Enter your name, 2 to 40 letters:');
    expect(await walk.send('Kofi Mensah')).toBe(`CON Show you on the donor list as:\n1. Kofi Mensah\n2. K.M. ...${phone.slice(-3)}`);
    expect(await walk.send('2')).toMatch(/^END Approve the prompt/);
    expect((await donationsOf(phone))[0]?.donor_name).toBe(`K.M. ...${phone.slice(-3)}`);
  });

  it('speaks French when asked, refuses a network without a wallet we can charge, and limits a phone', async () => {
    const french = dial(nextPhone());
    await french.send();
    expect(await french.send('0')).toMatch(/^CON Bienvenue sur Nnoboa\./);
    expect(await french.send(number)).toMatch(/\n5\. Autre montant$/);

    expect(await dial(nextPhone(), '62007').send()).toMatch(/^CON Welcome/);
    const glo = dial(nextPhone(), '62007');
    for (const input of [undefined, number, '1']) await glo.send(input);
    expect(await glo.send('1')).toBe('END Giving by USSD works with MTN, Telecel and AirtelTigo mobile money in Ghana.');

    const busy = nextPhone();
    const answers: string[] = [];
    for (let gift = 0; gift < 6; gift++) {
      const walk = dial(busy);
      for (const input of [undefined, number, '1']) await walk.send(input);
      answers.push(await walk.send('1'));
    }
    expect(answers.slice(0, 5).every((answer) => answer.startsWith('END Approve the prompt'))).toBe(true);
    expect(answers[5]).toBe('END Too many tries from this phone. Please wait a while and dial again.');
    expect(chargesTo(busy)).toHaveLength(5);
  });

  it('refuses a callback it cannot read with a 400', async () => {
    const response = await fetch(`${server.url}/api/ussd`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'serviceCode=*920*44%23&text=',
    });
    expect(response.status).toBe(400);
  });
});
