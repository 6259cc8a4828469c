// A phone number is enough, over real HTTP on both databases, with the SMS gateway as a local server: an account known
// by its number alone gives, launches a story, is verified and withdraws; a co-signer invited by number is texted a
// short link, signs in with a code, accepts and votes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { startFakeAfricasTalking, type FakeAfricasTalking } from '../helpers/fake-africastalking';
import { admin, call, createStory, donate, setStatus, type Person } from '../helpers/fixtures';
import { requestVerification } from '../helpers/moderation';
import { chooseOnDemo, mobileMoney, startDonation, verifyDonation } from '../helpers/payments';
import {
  adminDecides,
  ageAccounts,
  fundedStory,
  ledgerOf,
  payoutAccount,
  playDemoTransfer,
  verifiedOwner,
  withdrawalRow,
  withdrawOk,
} from '../helpers/payouts';
import { freshNumber, signInByPhone } from '../helpers/phone-accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe.each(testDatabases())('a phone number is enough on $kind', ({ create }) => {
  let server: TestServer;
  let gateway: FakeAfricasTalking;
  let boss: Person;

  beforeAll(async () => {
    gateway = await startFakeAfricasTalking('nnoboa', 'atsk_accounts');
    server = await startTestServer(await create(), {
      AFRICASTALKING_USERNAME: 'nnoboa',
      AFRICASTALKING_API_KEY: 'atsk_accounts',
      AFRICASTALKING_BASE_URL: gateway.url,
    });
    boss = await admin(server);
  });
  afterAll(async () => {
    await server?.close();
    await gateway?.close();
  });

  it('a phone-only account gives, launches a story, is verified and withdraws', async () => {
    const phone = freshNumber();
    const kwame = await signInByPhone(server, gateway, phone, { full_name: 'Kwame Owusu Ansah' });

    // Gives, signed in: the gift is theirs.
    const other = await verifiedOwner(server, 'Abena Frimpong');
    const theirs = await fundedStory(server, other, 0);
    const gift = await startDonation(
      server,
      mobileMoney(theirs.slug, { amount: 2_000, phone: phone.replace('+233', '0') }),
      kwame.accessToken,
    );
    expect((await chooseOnDemo(server, gift.reference, 'approve')).status).toBe(303);
    await server.app.demoPayments!.settled();
    const receipt = await verifyDonation(server, gift.reference, null, false, kwame.accessToken);
    expect(receipt.status).toBe(200);
    expect(await receipt.json()).toMatchObject({ status: 'succeeded', amount: 2_000 });

    // Launches a story, which the team approves.
    const story = await createStory(server, kwame, { title: 'Fishing nets for the Elmina cooperative' });
    expect(story.status).toBe('pending');
    await setStatus(server, story.id, 'active');

    // Is verified by an admin, who finds the account by its number.
    await requestVerification(server, kwame);
    const found = (await (await call(server, 'GET', '/api/admin/users?verification=pending', undefined, boss.accessToken)).json()) as {
      items: Array<{ id: string; email: string | null; phone: string | null; full_name: string | null }>;
    };
    expect(found.items.find((account) => account.id === kwame.userId)).toMatchObject({
      email: null,
      phone,
      full_name: 'Kwame Owusu Ansah',
    });
    expect((await call(server, 'POST', `/api/admin/users/${kwame.userId}/verify`, { status: 'verified' }, boss.accessToken)).status).toBe(
      200,
    );
    const audit = await server.app.db.query<{ actor_email: string; action: string }>(
      `select actor_email, action from moderation_log where target_id = $1 order by id`,
      [kwame.userId],
    );
    expect(audit.map((entry) => entry.action)).toContain('verify');

    // Receives gifts and withdraws them to a wallet; the team approves and the transfer is paid.
    await donate(server, story.id, 50_000, { name: 'Efua Sam' });
    await payoutAccount(server, kwame);
    await ageAccounts(server, kwame);
    const w = await withdrawOk(server, kwame, story.id, 30_000, 'Nets and floats for the season');
    expect(w).toMatchObject({ status: 'cosigned' });
    expect((await adminDecides(server, boss, w.id, 'approve')).status).toBe(200);
    expect((await playDemoTransfer(server, (await withdrawalRow(server, w.id))!.reference, 'success')).status).toBe(303);
    await server.app.demoPayments!.settled();
    expect((await withdrawalRow(server, w.id))!.status).toBe('paid');
    expect((await ledgerOf(server, story.id)).totals).toMatchObject({ paid_out: 30_000, available: 20_000 });

    // The dashboard and the profile work for an account without an address.
    expect((await call(server, 'GET', '/api/dashboard/money', undefined, kwame.accessToken)).status).toBe(200);
    const profile = await call(server, 'GET', `/rest/v1/users?select=*&id=eq.${kwame.userId}`, undefined, kwame.accessToken, {
      apikey: 'public-anon-key',
      accept: 'application/vnd.pgrst.object+json',
    });
    expect(await profile.json()).toMatchObject({ email: null, phone, verification_status: 'verified' });
  });

  describe('co-signers invited by phone number', () => {
    const invite = (owner: Person, campaignId: string, body: Record<string, string>) =>
      call(server, 'POST', `/api/campaigns/${campaignId}/treasurers`, body, owner.accessToken);

    it('texts the invitation with a short link; whoever signs in with that number accepts and votes', async () => {
      const owner = await verifiedOwner(server, 'Adwoa Mensah');
      const story = await fundedStory(server, owner, 60_000, { title: 'Books for the Ho library' });
      await payoutAccount(server, owner);
      await ageAccounts(server, owner);
      const phone = freshNumber();

      const invited = await invite(owner, story.id, { phone: `0${phone.slice(4, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}` });
      expect(invited.status).toBe(201);
      const treasurer = (await invited.json()) as { id: string; phone: string | null; email: string | null; status: string };
      expect(treasurer).toMatchObject({ phone, email: null, status: 'invited' });
      await server.app.payouts.notices.drain();
      const [text] = await gateway.waitFor(1, 20_000, phone);
      expect(text!.message).toBe(
        `Nnoboa: Adwoa Mensah asks you to co-sign withdrawals from "Books for the Ho library". Sign in with this number to answer: ${server.url}/cosign`,
      );
      expect(text!.message.length).toBeLessThanOrEqual(160);
      const link = await fetch(`${server.url}/cosign`, { redirect: 'manual' });
      expect(link.status).toBe(302);
      expect(link.headers.get('location')).toBe('/login?via=phone&next=%2Fdashboard');
      // Once sent, the number is forgotten by the texts' table.
      expect(await server.app.db.query('select 1 from sms_messages where to_phone = $1', [phone])).toHaveLength(0);

      // Someone signed in with another number (or an address) cannot answer it.
      const stranger = await signInByPhone(server, gateway);
      const refused = await call(server, 'POST', `/api/treasurers/${treasurer.id}/accept`, undefined, stranger.accessToken);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toContain('another phone number');

      const yaw = await signInByPhone(server, gateway, phone, { full_name: 'Yaw Darko' });
      const mine = (await (await call(server, 'GET', '/api/cosigning', undefined, yaw.accessToken)).json()) as {
        invitations: Array<{ id: string; campaign_title: string; owner_name: string }>;
      };
      expect(mine.invitations).toEqual([
        expect.objectContaining({ id: treasurer.id, campaign_title: 'Books for the Ho library', owner_name: 'Adwoa Mensah' }),
      ]);
      const accepted = await call(server, 'POST', `/api/treasurers/${treasurer.id}/accept`, undefined, yaw.accessToken);
      expect(await accepted.json()).toMatchObject({ status: 'accepted' });

      const w = await withdrawOk(server, owner, story.id, 20_000, 'Shelves for the reading room');
      expect(w).toMatchObject({ status: 'requested', cosigners_required: 1 });
      const vote = await call(server, 'POST', `/api/withdrawals/${w.id}/approve`, undefined, yaw.accessToken);
      expect(await vote.json()).toMatchObject({ status: 'cosigned' });
      const seen = (await (await call(server, 'GET', '/api/dashboard/money', undefined, owner.accessToken)).json()) as {
        items: Array<{
          withdrawals: Array<{ id: string; votes: Array<{ phone: string | null; name: string | null; decision: string }> }>;
        }>;
      };
      const votes = seen.items.flatMap((s) => s.withdrawals).find((x) => x.id === w.id)?.votes;
      // Co-signers see each other's votes: a number with its middle hidden.
      expect(votes).toEqual([
        expect.objectContaining({ name: 'Yaw Darko', decision: 'approve', phone: `+233 ${phone.slice(4, 6)} ••• ${phone.slice(9)}` }),
      ]);
    });

    it('refuses a number that is not a Ghana mobile, the owner’s own, both kinds at once, and the same number twice', async () => {
      const owner = await signInByPhone(server, gateway, freshNumber(), { full_name: 'Esi Quaye' });
      const story = await createStory(server, owner);
      const bad = await invite(owner, story.id, { phone: '030 123 4567' });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ field: 'phone' });
      expect((await invite(owner, story.id, { phone: owner.phone })).status).toBe(400);
      expect((await invite(owner, story.id, { phone: freshNumber(), email: 'both@example.com' })).status).toBe(400);
      const phone = freshNumber();
      expect((await invite(owner, story.id, { phone })).status).toBe(201);
      const again = await invite(owner, story.id, { phone: phone.replace('+233', '0') });
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ field: 'phone' });
      expect(await server.app.db.query('select 1 from campaign_treasurers where campaign_id = $1', [story.id])).toHaveLength(1);
    });
  });
});
