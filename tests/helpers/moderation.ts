/** Building blocks for moderation tests: stories in a given state, reports, alerts and verification requests. */
import { createHash, randomBytes } from 'node:crypto';
import { call, createStory, jpegWithGps, setStatus, upload, type Person } from './fixtures';
import type { TestServer } from './test-server';

export async function storyIn(
  server: TestServer,
  owner: Person,
  status: 'pending' | 'active' | 'paused' | 'rejected' | 'completed' | 'draft',
  overrides: Record<string, unknown> = {},
) {
  const story = await createStory(server, owner, overrides);
  if (status !== 'pending') await setStatus(server, story.id, status);
  return story;
}

/** A report on a story, by SQL (no rate limits), open. */
export async function openReport(server: TestServer, campaignId: string, reason = 'scam'): Promise<string> {
  const [row] = await server.app.db.query<{ id: string }>(
    'insert into reports (campaign_id, reason, details) values ($1, $2, $3) returning id',
    [campaignId, reason, 'Looks copied'],
  );
  return row!.id;
}

/** An open fraud alert on a story, by SQL. */
export async function openAlert(server: TestServer, campaignId: string, rule = 'report_cluster'): Promise<string> {
  const [row] = await server.app.db.query<{ id: string }>(
    'insert into fraud_alerts (rule, target_key, campaign_id, evidence) values ($1, $2, $3, $4) returning id',
    [rule, `campaign:${campaignId}:${randomBytes(4).toString('hex')}`, campaignId, JSON.stringify({ open_reports: 3 })],
  );
  return row!.id;
}

let cardCounter = 100_000_000;
export const ghanaCard = () => `GHA-${++cardCounter}-${cardCounter % 10}`;

/** Uploads a photo of a Ghana Card as a private document and asks to be verified. */
export async function requestVerification(server: TestServer, person: Person, cardNumber = ghanaCard()) {
  const photo = await upload(server, person.accessToken, await jpegWithGps(800, 500), 'card.jpg', 'id_document');
  if (photo.status !== 201) throw new Error(`id upload answered ${photo.status}`);
  const { id } = (await photo.json()) as { id: string };
  const response = await call(
    server,
    'POST',
    '/api/dashboard/verification',
    { ghana_card_number: cardNumber, document_upload_id: id },
    person.accessToken,
  );
  if (response.status !== 201) throw new Error(`verification request answered ${response.status}: ${await response.text()}`);
  return { documentId: id, cardNumber };
}

/** The payer key payments stores for a payer (a hex HMAC); here a plain hash of a readable label. */
export const payerKeyOf = (label: string): string => createHash('sha256').update(label).digest('hex');

/** A settled donation with a payer, as payments records it, then the event payments emits. */
export async function donateAs(
  server: TestServer,
  campaignId: string,
  amount: number,
  payerLabel: string | null,
  minutesAgo = 0,
): Promise<string> {
  const payerKey = payerLabel === null ? null : payerKeyOf(payerLabel);
  const id = await server.app.db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `insert into donations (campaign_id, amount, donor_name, method, provider, reference, status, paid_at, payer_key)
       values ($1, $2, 'Kofi Mensah', 'mtn_momo', 'seed', $3, 'succeeded', now() - $4 * interval '1 minute', $5) returning id`,
      [campaignId, amount, `test_${randomBytes(8).toString('hex')}`, minutesAgo, payerKey],
    );
    await tx.query('update campaigns set raised = raised + $2, donor_count = donor_count + 1 where id = $1', [campaignId, amount]);
    // As a settlement does: the event's jobs (fraud rules, e-mails) commit with the donation.
    await server.app.events.record(tx, 'donation.succeeded', {
      donationId: row!.id,
      campaignId,
      amount,
      requestedAmount: amount,
      payerKey,
    });
    return row!.id;
  });
  await server.app.events.emit('donation.succeeded', { donationId: id, campaignId, amount, requestedAmount: amount, payerKey });
  return id;
}
