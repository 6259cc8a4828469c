/**
 * The receipt by text of a confirmed gift, to a donor who gave a number for
 * it (every gift by USSD, and a gift from the web with "Text me a receipt"),
 * in the language they gave in; and, when they asked, their subscription to
 * the story's news. A job after the settlement: the text, the subscription
 * and forgetting the number are one transaction, and the text's key makes a
 * second run write nothing.
 */
import type { Database } from '../db/database';
import type { DonationTexts, ReceiptFactsRow } from '../donations/text-facts';
import type { EventBus } from '../events/bus';
import { fitText } from './gsm7';
import type { SmsService } from './service';
import { smsWords } from './words';

/** The short link of a story: /s/{number} leads to its page. */
export const storyLink = (publicUrl: string, shortNumber: number | string) => `${publicUrl}/s/${shortNumber}`;

export function receiptText(facts: ReceiptFactsRow, publicUrl: string): string {
  const words = smsWords(facts.lang);
  const key = facts.provider === 'demo' ? 'receipt.demo' : 'receipt';
  return fitText(
    (title) =>
      words.t(key, {
        amount: words.amount(facts.amount),
        title,
        number: String(facts.short_number),
        reference: facts.reference,
        link: storyLink(publicUrl, facts.short_number),
      }),
    facts.title,
  );
}

export function sendReceiptTexts(deps: {
  db: Database;
  events: EventBus;
  sms: SmsService;
  donations: DonationTexts;
  publicUrl: () => string;
}): void {
  deps.events.later('donation.succeeded', 'sms.receipt', async ({ donationId }) => {
    const facts = await deps.donations.receiptFacts(donationId);
    if (!facts) return;
    await deps.db.transaction(async (tx) => {
      if (facts.text_receipt) {
        await deps.sms.queue(tx, {
          key: `receipt:${donationId}`,
          kind: 'receipt',
          to: facts.phone,
          body: receiptText(facts, deps.publicUrl()),
          lang: facts.lang,
        });
      }
      if (facts.text_updates) await deps.sms.subscribe(tx, facts.campaign_id, facts.phone, facts.lang);
      await deps.donations.forgetPhone(tx, donationId);
    });
    deps.sms.nudge();
  });
}
