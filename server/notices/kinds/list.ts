/** Every kind of notice, by the name notices are kept under; a new kind is a new file here and one line below. */
import type { NoticeKindName } from '../repository';
import { gifts } from './gifts';
import type { NoticeKindDef } from './kind';
import { storyStatus } from './story-status';
import { storyUpdate } from './story-update';
import { testNotice } from './test-notice';
import { voteNeeded } from './vote-needed';
import { withdrawal } from './withdrawal';

// Each kind reads its own facts; the list holds them by name, for facts read back from the database.
export const noticeKindDefs: Record<NoticeKindName, NoticeKindDef<never>> = {
  gifts,
  vote_needed: voteNeeded,
  withdrawal,
  story_status: storyStatus,
  story_update: storyUpdate,
  test: testNotice,
};
