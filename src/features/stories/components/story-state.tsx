import { Link } from 'react-router-dom';
import { useT, type MessageKey } from '../../../lib/i18n/i18n';
import { publicStatuses } from '../../../../contract/rules/campaign';
import type { StoryPage as Story } from '../../../../contract/api/campaigns';

/** Why a story only its owner (and our team) can see is not public, in their words: the team's reason when there is one. */
function stateNote(t: ReturnType<typeof useT>, story: Story): string[] {
  const reason = story.owner_view?.moderation_reason ?? null;
  if (story.status === 'pending') return [t('story.pendingNote')];
  if (story.status === 'draft') return [t('story.draftNote')];
  if (story.status === 'rejected') return [t('story.rejectedNote', { reason: reason ?? '' })];
  return [t('story.pausedNote'), ...(reason ? [t('story.pausedReason', { reason })] : [])];
}

/**
 * At the top of a story nobody else can see (waiting for review, paused, a
 * draft, sent back): what state it is in, before anything that looks like a
 * live story, so its owner does not share it by mistake.
 */
export function StoryState({ story }: { story: Story }) {
  const t = useT();
  if (publicStatuses.includes(story.status)) return null;
  return (
    <section className="notice story-state" aria-labelledby="story-state-title">
      <h2 id="story-state-title">{t('story.stateTitle', { state: t(`status.${story.status}` as MessageKey) })}</h2>
      {stateNote(t, story).map((line) => (
        <p key={line}>{line}</p>
      ))}
      {story.can_edit && <Link to="/dashboard">{t('story.stateManage')}</Link>}
    </section>
  );
}
