/** Whose story it is: the checks every money call makes before anything else. */
import type { Queryable } from '../db/database';
import { forbidden, notFound } from '../domain/errors';
import { storyContactRepository, type StoryContact } from './withdrawals-repository';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The story, when this person owns it: 404 when there is no such story, 403 when it is someone else's. */
export async function ownedStory(db: Queryable, campaignId: string, userId: string): Promise<StoryContact> {
  const story = uuid.test(campaignId) ? await storyContactRepository.find(db, campaignId) : null;
  if (!story) throw notFound('This story does not exist.');
  if (story.owner_id !== userId) throw forbidden('Only the owner of this story can do this.', 'Not your story');
  return story;
}
