import { useState } from 'react';
import { Link } from 'react-router-dom';
import { readableError } from '../../../lib/error-text';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n';
import type { Resource } from '../../../lib/use-resource';
import type { Paged } from '../../../../contract/api/campaigns';
import { ListScreen } from '../../../lib/ui/list-screen';
import { toast } from '../../../lib/toast';
import { StoryProgress } from '../../../lib/ui/progress';
import { daysLeftLabel } from '../../../lib/ui/story-card';
import { updateStory, type MyStory } from '../api';
import { CloseStory } from './close-story';
import { StoryEditor } from './story-editor';
import { UpdateForm } from './update-form';
import { PosterLink } from './poster-link';

type Panel = 'edit' | 'update' | 'close';

/** Why a story is not live, in the owner's words: the team's reason when there is one. */
function StateNote({ story }: { story: MyStory }) {
  const { t, lang } = useI18n();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(lang === 'fr' ? 'fr' : 'en-GB', { day: 'numeric', month: 'long' }).format(new Date(iso));
  if (story.status === 'rejected') return <p className="notice">{t('story.rejectedNote', { reason: story.moderation_reason ?? '' })}</p>;
  if (story.status === 'paused')
    return (
      <p className="notice">
        {story.moderation_reason ? t('dashboard.stories.pausedReason', { reason: story.moderation_reason }) : t('story.paused')}
      </p>
    );
  if (story.status === 'pending')
    return (
      <p className="muted">
        {story.submitted_at ? t('dashboard.stories.pendingSince', { date: date(story.submitted_at) }) : t('story.pendingNote')}
      </p>
    );
  if (story.status === 'draft') return <p className="muted">{t('story.draftNote')}</p>;
  if (story.status === 'completed' && story.closed_reason === 'admin')
    return <p className="notice">{t('dashboard.stories.removed', { reason: story.moderation_reason ?? '' })}</p>;
  return null;
}

function StoryRow({ story, onChanged }: { story: MyStory; onChanged: () => void }) {
  const { t } = useI18n();
  const [panel, setPanel] = useState<Panel | null>(null);
  const toggle = (next: Panel) => setPanel((current) => (current === next ? null : next));
  const done = () => {
    setPanel(null);
    onChanged();
  };
  const canEdit = story.status !== 'completed';
  const canPost = ['active', 'paused', 'completed'].includes(story.status);
  const canClose = story.status !== 'completed';
  const titleId = `my-story-${story.id}`;
  const submit = async () => {
    try {
      await updateStory(story.id, { submit: true });
      toast.success(t('dashboard.stories.submitted'));
      onChanged();
    } catch (caught) {
      toast.error(readableError(caught, t).text);
    }
  };

  return (
    <li>
      <article className="my-story stack" aria-labelledby={titleId}>
        <div className="my-story-head">
          <h3 id={titleId}>
            <Link to={`/campaigns/${story.slug}`}>{story.title}</Link>
          </h3>
          <span className={`status status-${story.status}`}>{t(`status.${story.status}` as MessageKey)}</span>
        </div>
        <StateNote story={story} />
        <StoryProgress raised={story.raised} goal={story.goal} />
        <p className="story-meta">
          <span>{t('card.donors', { count: story.donor_count })}</span>
          {story.status === 'active' && <span>{daysLeftLabel(t, story)}</span>}
        </p>
        <div className="actions">
          {story.status === 'draft' && (
            <button type="button" className="btn btn-primary" onClick={() => void submit()}>
              {t('dashboard.stories.submit')}
            </button>
          )}
          {canEdit && (
            <button type="button" className="btn btn-outline" aria-expanded={panel === 'edit'} onClick={() => toggle('edit')}>
              {story.status === 'rejected' ? t('dashboard.stories.fix') : t('dashboard.stories.edit')}
            </button>
          )}
          {canPost && (
            <button type="button" className="btn btn-outline" aria-expanded={panel === 'update'} onClick={() => toggle('update')}>
              {t('dashboard.stories.postUpdate')}
            </button>
          )}
          {story.status === 'active' && <PosterLink slug={story.slug} />}
          {canClose && (
            <button type="button" className="btn btn-ghost" aria-expanded={panel === 'close'} onClick={() => toggle('close')}>
              {story.raised > 0 ? t('dashboard.stories.close') : t('dashboard.stories.delete')}
            </button>
          )}
        </div>
        {panel === 'edit' && <StoryEditor storyId={story.id} onSaved={done} onCancel={() => setPanel(null)} />}
        {panel === 'update' && <UpdateForm story={story} onDone={done} />}
        {panel === 'close' && <CloseStory story={story} onDone={done} onCancel={() => setPanel(null)} />}
      </article>
    </li>
  );
}

/** My stories in every state, with what I can do to each. */
export function MyStories({ stories }: { stories: Resource<Paged<MyStory>> }) {
  const { t } = useI18n();
  return (
    <ListScreen
      titleId="my-stories-title"
      id="stories"
      title={t('dashboard.stories.title')}
      className="card stack"
      action={
        <Link className="btn btn-primary" to="/create">
          {t('dashboard.stories.launch')}
        </Link>
      }
      state={stories}
      empty={t('dashboard.stories.none')}
    >
      {(data) => (
        <ul className="my-stories">
          {data.items.map((story) => (
            <StoryRow key={story.id} story={story} onChanged={stories.reload} />
          ))}
        </ul>
      )}
    </ListScreen>
  );
}
