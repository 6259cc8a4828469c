/**
 * What the domains ask the notices domain to tell someone: a kind, whom, the
 * key that makes it once, and its facts (fixed when it is written, so each
 * channel says the same thing however late it leaves). The domains import
 * these types; the notices domain imports none of theirs.
 */

export { noticeChannels, noticeKinds, type NoticeChannel, type NoticeKind } from '../../contract/rules/notices';

/** A story as notices name it. */
export interface StoryFacts {
  title: string;
  slug: string;
}

/** One gift to an owner's story (a gathered notice adds several up). */
export interface GiftFacts extends StoryFacts {
  donationId: string;
  reference: string;
  /** Whole pesewas. */
  amount: number;
  method: 'mtn_momo' | 'telecel_cash' | 'airteltigo_money' | 'card';
  paidAt: string;
  donorName: string | null;
  anonymous: boolean;
  hideAmount: boolean;
  message: string | null;
  storyDonors: number;
  testMode: boolean;
}

/** Several gifts told at once: the hour's gifts after the first. */
export interface GatheredGiftFacts {
  count: number;
  /** Whole pesewas, the gifts whose amount is shown. */
  amount: number;
  stories: StoryFacts[];
}

export interface WithdrawalFacts extends StoryFacts {
  withdrawalId: string;
  amount: number;
  purpose: string;
  reference: string;
  reason: string | null;
  testMode: boolean;
}

export type WithdrawalOutcome = 'declined' | 'rejected' | 'paid' | 'failed' | 'reversed';
export type StoryDecision = 'approved' | 'rejected' | 'paused' | 'resumed';

export type NoticeRequest =
  | { kind: 'gifts'; userId: string; key: string; facts: GiftFacts }
  | { kind: 'vote_needed'; userId: string; key: string; facts: WithdrawalFacts & { cosigners: number } }
  | { kind: 'withdrawal'; userId: string; key: string; facts: WithdrawalFacts & { outcome: WithdrawalOutcome } }
  | { kind: 'story_status'; userId: string; key: string; facts: StoryFacts & { decision: StoryDecision; reason: string | null } };

/** A story's news, for the phones that follow it. */
export interface StoryNewsRequest {
  campaignId: string;
  updateId: string;
  facts: StoryFacts & { headline: string };
}
