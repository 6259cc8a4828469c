/**
 * What other domains may read of stories, on the database or the transaction
 * the caller passes: a story by id or slug (to give to it, to report it), the
 * photos of several, an owner's stories as cards (the dashboard), and the
 * moderation screens' list of stories in every state.
 */
import { moderationListRepository, type AdminCampaignFilter, type AdminCampaignRow } from './moderation-list-repository';
import { campaignsRepository, type CampaignFields } from './repository';

export type { AdminCampaignFilter, AdminCampaignRow, CampaignFields };

export const campaignsPort: Pick<typeof campaignsRepository, 'findByIdOrSlug' | 'galleries' | 'list'> = campaignsRepository;

export const moderationListPort: Pick<typeof moderationListRepository, 'list'> = moderationListRepository;
