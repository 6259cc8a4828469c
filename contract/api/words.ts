/** Words of support: `/api/campaigns/{id}/words`, a word's own calls, and the team's `/api/admin/words`. */
import { Type, type Static } from 'typebox';
import { wordDecisions, wordLimits, wordQueues, wordStatuses } from '../rules/words';
import { Cursor, IdOrSlug, literals, Nullable, oneOf, PageInfo, paging, Timestamp, Uuid } from './common';

// Requests

export const WordBody = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: wordLimits.text.max * 4 }) },
  { additionalProperties: false },
);
export type WordBody = Static<typeof WordBody>;

export const StoryWordsParams = Type.Object({ id: IdOrSlug });
export const WordParams = Type.Object({ id: Uuid });

export const WordsQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: wordLimits.page.max, default: wordLimits.page.default }),
    cursor: Type.Optional(Cursor),
  },
  { additionalProperties: false },
);
export type WordsQuery = Static<typeof WordsQuery>;

export const AdminWordsQuery = Type.Object(
  { queue: literals(wordQueues), ...paging({ default: 20, max: 50 }) },
  { additionalProperties: false },
);
export type AdminWordsQuery = Static<typeof AdminWordsQuery>;

export const DecideWordBody = Type.Object(
  { decision: literals(wordDecisions), reason: Type.Optional(Type.String({ maxLength: 1000 })) },
  { additionalProperties: false },
);
export type DecideWordBody = Static<typeof DecideWordBody>;

// Answers

/** A word as a story shows it. `status` and `mine` say more to its author and the story's owner. */
export const Word = Type.Object({
  id: Type.String(),
  campaign_id: Type.String(),
  /** The name its author went by when they wrote it; null when they gave none. */
  author: Nullable(Type.String()),
  text: Type.String(),
  created_at: Timestamp,
  status: oneOf(wordStatuses),
  /** Written by the person asking. */
  mine: Type.Boolean(),
});
export type Word = Static<typeof Word>;

/** A page of a story's words, newest first: the shown ones, and to their author their own waiting ones, to the owner the hidden ones. */
export const WordPage = Type.Object({
  items: Type.Array(Word),
  next_cursor: Nullable(Type.String()),
  /** The owner of the story is asking: they may hide and show words. */
  can_hide: Type.Boolean(),
});
export type WordPage = Static<typeof WordPage>;

export const WordReported = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type WordReported = Static<typeof WordReported>;

/** A word as the team reads it: its story, its author, its open reports, what was decided. */
export const AdminWord = Type.Object({
  ...Word.properties,
  campaign_title: Type.String(),
  campaign_slug: Type.String(),
  author_email: Nullable(Type.String()),
  open_reports: Type.Integer(),
  reason: Nullable(Type.String()),
});
export type AdminWord = Static<typeof AdminWord>;

export const AdminWordPage = Type.Object({ items: Type.Array(AdminWord), ...PageInfo });
export type AdminWordPage = Static<typeof AdminWordPage>;
