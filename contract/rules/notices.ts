/** The kinds of notice a person chooses channels for, and the channels (the server and the Notices section share them). */
export const noticeKinds = ['gifts', 'vote_needed', 'withdrawal', 'story_status', 'story_update'] as const;
export type NoticeKind = (typeof noticeKinds)[number];

export const noticeChannels = ['email', 'sms', 'push'] as const;
export type NoticeChannel = (typeof noticeChannels)[number];

/** The channels each kind can use: a story's news comes by e-mail and SMS as the donor asked when giving, so here only on the phone. */
export const kindChannels: Record<NoticeKind, readonly NoticeChannel[]> = {
  gifts: noticeChannels,
  vote_needed: noticeChannels,
  withdrawal: noticeChannels,
  story_status: noticeChannels,
  story_update: ['push'],
};
