/**
 * Each evening, one text to each owner whose stories received gifts that day
 * (the day ending at 18:00 in Ghana, which keeps GMT all year, before the
 * evening's quiet): how many gifts,
 * how much, and where the story stands; several stories in one text. Owners
 * with a phone on their account get it, in their language, unless they said
 * STOP. The schedule looks every hour on whichever server gets there first;
 * the text's key (owner and day) makes it one a day whatever happens. A server
 * that was down at 18:00 sends the day's summary until midnight, not later.
 */
import type { FastifyInstance } from 'fastify';
import type { DayOfGiftsRow, DonationTexts } from '../donations/text-facts';
import { runPeriodically } from '../schedule/periodic';
import { fitText } from './gsm7';
import { storyLink } from './receipt-texts';
import type { SmsService, Text } from './service';
import { smsWords } from './words';

const summaryHour = 18;
const hourMs = 3_600_000;

/** The day whose summary is due at `now`, from 18:00 to midnight (its window ends at 18:00 that day); null at other hours. */
export function summaryDue(now: Date): { day: string; from: Date; to: Date } | null {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), summaryHour));
  if (now < to) return null;
  return { day: to.toISOString().slice(0, 10), from: new Date(to.getTime() - 24 * hourMs), to };
}

/** One owner's summary: their one story, or their stories together. */
export function summaryText(stories: readonly DayOfGiftsRow[], publicUrl: string): string {
  const [first] = stories;
  if (!first) throw new Error('A summary needs a story');
  const words = smsWords(first.owner_lang);
  const gifts = stories.reduce((sum, story) => sum + story.gifts, 0);
  const amount = stories.reduce((sum, story) => sum + story.amount, 0);
  if (stories.length > 1) {
    return fitText(
      () =>
        words.t('summary.stories', { stories: stories.length, count: gifts, amount: words.amount(amount), link: `${publicUrl}/dashboard` }),
      '',
    );
  }
  return fitText(
    (title) =>
      words.t('summary.story', {
        title,
        count: gifts,
        amount: words.amount(amount),
        raised: words.amount(first.raised),
        goal: words.amount(first.goal),
        link: storyLink(publicUrl, first.short_number),
      }),
    first.title,
  );
}

export async function queueDailySummaries(sms: SmsService, donations: DonationTexts, publicUrl: string, now = new Date()): Promise<number> {
  const due = summaryDue(now);
  if (!due) return 0;
  const byOwner = new Map<string, DayOfGiftsRow[]>();
  for (const row of await donations.daysOfGifts(due.from, due.to)) byOwner.set(row.owner_id, [...(byOwner.get(row.owner_id) ?? []), row]);
  const texts: Text[] = [...byOwner.entries()].map(([ownerId, stories]) => ({
    key: `summary:${ownerId}:${due.day}`,
    kind: 'summary',
    to: stories[0]?.owner_phone ?? '',
    body: summaryText(stories, publicUrl),
    lang: stories[0]?.owner_lang ?? 'en',
  }));
  await sms.queueNow(texts);
  return texts.length;
}

export function scheduleDailySummaries(app: FastifyInstance, sms: SmsService, donations: DonationTexts, publicUrl: () => string): void {
  runPeriodically(app, 'daily text summaries', hourMs, async () => {
    const queued = await queueDailySummaries(sms, donations, publicUrl());
    if (queued > 0) app.log.info({ owners: queued }, 'daily summaries queued');
  });
}
