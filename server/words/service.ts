/**
 * The rules of words of support:
 * - anyone signed in writes one on a live or closed story they can see: at
 *   most 280 characters of plain text, tidied to one line; rate limited per
 *   person and per story; once per Idempotency-Key (the outbox may send twice);
 * - it waits for the team to read it (its author sees it waiting), then shows;
 * - the story's owner hides a shown word and may show it again;
 * - anyone may report a shown word; the team keeps it (closing its reports)
 *   or removes it, with a reason, in the audit log;
 * - what shows changes the story's cached public answers.
 */
import type { AdminWordPage, Word, WordPage, WordsQuery } from '../../contract/api/words';
import { publicStatuses } from '../../contract/rules/campaign';
import { tidyWord, wordLength, wordLimits, type WordDecision, type WordQueue } from '../../contract/rules/words';
import { auditLog, type Actor } from '../admin/port';
import { campaignsPort } from '../campaigns/port';
import type { CampaignsService, StoryBrief } from '../campaigns/service';
import type { Database } from '../db/database';
import { conflict, forbidden, invalid, notFound } from '../domain/errors';
import { decodeCursor, encodeCursor, pageOf } from '../domain/paging';
import type { Viewer } from '../domain/viewer';
import type { EventBus } from '../events/bus';
import { earlierWrite, writeOnce } from '../idempotency/write-once';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { usersPort } from '../users/port';
import { wordsRepository, type WordRow } from './repository';
import { decideWord } from './decisions';

export const toWord = (row: WordRow, viewer: Viewer | null): Word => ({
  id: row.id,
  campaign_id: row.campaign_id,
  author: row.author_name,
  text: row.text,
  created_at: row.created_at.toISOString(),
  status: row.status,
  mine: Boolean(viewer && row.author_id === viewer.userId),
});

export class WordsService {
  constructor(
    private readonly db: Database,
    private readonly campaigns: CampaignsService,
    private readonly limiter: RateLimiter,
    private readonly events: EventBus,
  ) {}

  /** The story, when the viewer may see it (anyone a public one; its owner and admins any). */
  private async visibleStory(idOrSlug: string, viewer: Viewer | null): Promise<StoryBrief> {
    const story = await this.campaigns.brief({ idOrSlug });
    const sees = story && (publicStatuses.includes(story.status) || viewer?.isAdmin || (viewer && story.ownerId === viewer.userId));
    if (!story || !sees) throw notFound('This story does not exist or is not public.');
    return story;
  }

  async write(idOrSlug: string, viewer: Viewer, raw: string, key?: string): Promise<Word> {
    const earlier = await earlierWrite(this.db, key, 'word');
    if (earlier) return this.view(earlier, viewer);
    const story = await this.visibleStory(idOrSlug, viewer);
    if (!publicStatuses.includes(story.status)) throw conflict('Words of support can be left once the story is live.', 'Story not live');
    const text = tidyWord(raw);
    if (text === '') throw invalid('Write a few words of support.', 'Empty word', 'text');
    if (wordLength(text) > wordLimits.text.max)
      throw invalid(`A word of support is at most ${wordLimits.text.max} characters.`, 'Word too long', 'text');
    await this.limiter.enforce([
      { key: `word:user:${viewer.userId}:hour`, windowSeconds: 3600, max: wordLimits.perHour },
      { key: `word:user:${viewer.userId}:${story.id}:day`, windowSeconds: 86_400, max: wordLimits.perStoryPerDay },
    ]);
    const authorName = (await usersPort.findById(this.db, viewer.userId))?.full_name?.trim() || null;
    const { id } = await writeOnce(this.db, key, 'word', (tx) =>
      wordsRepository.insert(tx, { campaignId: story.id, authorId: viewer.userId, authorName, text }),
    );
    return this.view(id, viewer);
  }

  private async view(id: string, viewer: Viewer | null): Promise<Word> {
    const row = await wordsRepository.find(this.db, id);
    if (!row) throw notFound('This word of support does not exist.');
    return toWord(row, viewer);
  }

  /** A page of a story's words, newest first, and the story's id (what a cached copy of it is tagged with). */
  async page(idOrSlug: string, viewer: Viewer | null, query: WordsQuery): Promise<{ page: WordPage; campaignId: string }> {
    const story = await this.visibleStory(idOrSlug, viewer);
    const owner = Boolean(viewer && story.ownerId === viewer.userId);
    const rows = await wordsRepository.page(this.db, {
      campaignId: story.id,
      limit: query.limit,
      ...(query.cursor ? { after: decodeCursor(query.cursor, ['micros', 'uuid']) } : {}),
      ...(viewer ? { authorId: viewer.userId } : {}),
      withHidden: owner,
    });
    const more = rows.length > query.limit;
    const shown = rows.slice(0, query.limit);
    const last = shown.at(-1);
    return {
      page: {
        items: shown.map((row) => toWord(row, viewer)),
        next_cursor: more && last ? encodeCursor(last.sort_key) : null,
        can_hide: owner,
      },
      campaignId: story.id,
    };
  }

  /** The story's owner takes a shown word off their story, or shows a hidden one again. */
  async setHidden(wordId: string, viewer: Viewer, hidden: boolean): Promise<Word> {
    const changed = await this.db.transaction(async (tx) => {
      const word = await wordsRepository.find(tx, wordId, true);
      const story = word ? await campaignsPort.findByIdOrSlug(tx, word.campaign_id) : null;
      if (!word || !story || !['shown', 'hidden'].includes(word.status)) throw notFound('This word of support does not exist.');
      if (story.owner_id !== viewer.userId) throw forbidden('Only the owner of this story can hide or show its words.');
      await wordsRepository.setStatus(tx, word.id, hidden ? 'hidden' : 'shown', { by: viewer.userId, reason: null });
      return word;
    });
    await this.events.emit('campaign.changed', { campaignId: changed.campaign_id, moneyOnly: true });
    return this.view(wordId, viewer);
  }

  /** Anyone tells the team a shown word is wrong; a person's second report of the same word changes nothing. */
  async report(wordId: string, reporter: { viewer: Viewer | null; ip: string }): Promise<void> {
    const word = await wordsRepository.find(this.db, wordId);
    if (!word || word.status !== 'shown') throw notFound('This word of support does not exist.');
    const who = reporter.viewer ? `user:${reporter.viewer.userId}` : `ip:${reporter.ip}`;
    await this.limiter.enforce([{ key: `word-report:${who}:hour`, windowSeconds: 3600, max: wordLimits.reportsPerHour }]);
    await wordsRepository.report(this.db, word.id, reporter.viewer?.userId ?? null);
  }

  /** The team's queue of words, a page at a time. */
  async adminList(queue: WordQueue, page: number, limit: number): Promise<AdminWordPage> {
    const { rows, total } = await wordsRepository.adminList(this.db, queue, limit, (page - 1) * limit);
    const items = rows.map((row) => ({
      ...toWord(row, null),
      campaign_title: row.campaign_title,
      campaign_slug: row.campaign_slug,
      author_email: row.author_email,
      open_reports: row.open_reports,
      reason: row.reason,
    }));
    return pageOf(items, total, page, limit);
  }

  /** The team decides on a word, with the story's title in the audit log; what shows changes the story's public answers. */
  async decide(actor: Actor, wordId: string, decision: WordDecision, reason: string | undefined): Promise<Word> {
    const decided = await this.db.transaction(async (tx) => {
      const word = await wordsRepository.find(tx, wordId, true);
      const story = word ? await campaignsPort.findByIdOrSlug(tx, word.campaign_id) : null;
      if (!word || !story) throw notFound('This word of support does not exist.');
      const next = await decideWord(tx, word, decision, reason, actor.userId);
      await auditLog.record(tx, actor, {
        action: `word_${decision}`,
        targetType: 'word',
        targetId: word.id,
        reason: next.reason,
        details: { title: story.title, text: word.text },
      });
      return { word, changesPublic: next.changesPublic };
    });
    if (decided.changesPublic) await this.events.emit('campaign.changed', { campaignId: decided.word.campaign_id, moneyOnly: true });
    return this.view(wordId, null);
  }
}
