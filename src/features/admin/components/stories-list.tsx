import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useI18n, useT, type MessageKey } from '../../../lib/i18n/i18n';
import { campaignStatuses } from '../../../../contract/rules/campaign';
import { toast } from '../../../lib/toast';
import { FilterSelect } from '../../../lib/ui/filter-select';
import { ListScreen } from '../../../lib/ui/list-screen';
import { Pager } from '../../../lib/ui/pager';
import { useResource } from '../../../lib/use-resource';
import { fetchStories, moderate, type AdminStory } from '../api';
import { useDates } from '../format';
import { BulkBar } from './bulk-bar';
import { Queue } from './queue';
import { ReasonAction } from '../../../lib/ui/reason-action';
import { SearchField } from '../../../lib/ui/search-field';

function StoryItem({
  story,
  selected,
  onToggle,
  onDone,
}: {
  story: AdminStory;
  selected: boolean;
  onToggle: () => void;
  onDone: () => void;
}) {
  const { t, formats } = useI18n();
  const dates = useDates();
  const act = (action: 'pause' | 'resume') => async (reason: string) => {
    await moderate(story.id, action, reason);
    toast.success(t(action === 'pause' ? 'admin.stories.paused' : 'admin.stories.resumed', { title: story.title }));
    onDone();
  };
  const titleId = `story-${story.id}`;
  return (
    <article className="card queue-item stack" aria-labelledby={titleId}>
      <div className="queue-item-head">
        {(story.status === 'active' || story.status === 'paused') && (
          <input
            type="checkbox"
            className="select"
            checked={selected}
            onChange={onToggle}
            aria-label={t('admin.bulk.select', { title: story.title })}
          />
        )}
        <h3 id={titleId}>
          <Link to={`/campaigns/${story.slug}`}>{story.title}</Link>
        </h3>
        <span className={`status status-${story.status}`}>{t(`status.${story.status}` as MessageKey)}</span>
      </div>
      <p className="story-meta">
        <span>{story.owner_email ?? t('card.member')}</span>
        <span>{t('card.raisedOf', { raised: formats.money(story.raised), goal: formats.money(story.goal) })}</span>
        <span>{t('card.donors', { count: story.donor_count })}</span>
        <span>{t('admin.stories.updated', { date: dates.day(story.updated_at) })}</span>
        {story.open_reports > 0 && <span className="flag">{t('admin.flags.reports', { count: story.open_reports })}</span>}
        {story.open_alerts > 0 && <span className="flag">{t('admin.flags.alerts', { count: story.open_alerts })}</span>}
      </p>
      {story.moderation_reason && <p className="muted">{t('admin.stories.reason', { reason: story.moderation_reason })}</p>}
      <div className="actions">
        {story.status === 'active' && (
          <ReasonAction
            label={t('admin.stories.pause')}
            confirmLabel={t('admin.stories.pauseConfirm')}
            question={t('admin.stories.pauseQuestion', { title: story.title })}
            reasonLabel={t('admin.reason.label')}
            hint={t('admin.reason.ownerSees')}
            danger
            onConfirm={act('pause')}
          />
        )}
        {story.status === 'paused' && (
          <ReasonAction
            label={t('admin.stories.resume')}
            confirmLabel={t('admin.stories.resumeConfirm')}
            question={t('admin.stories.resumeQuestion', { title: story.title })}
            reasonLabel={t('admin.reason.label')}
            onConfirm={act('resume')}
          />
        )}
        {story.status === 'pending' && (
          <Link className="btn btn-outline" to="/admin/pending">
            {t('admin.stories.review')}
          </Link>
        )}
      </div>
    </article>
  );
}

/** Every story, in any state, with search and a state filter; pause and resume, one by one or together. */
export function StoriesList({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const stories = useResource(`admin:stories:${status}:${q}:${page}`, () => fetchStories({ status, q, page }));
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setSelected(new Set());
    setParams(next);
  };
  const done = () => {
    stories.reload();
    onChanged();
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const selectable = (stories.data?.items ?? []).filter((s) => s.status === 'active' || s.status === 'paused');

  return (
    <ListScreen
      titleId="stories-title"
      title={t('admin.stories.title')}
      filters={
        <div className="filters-row">
          <SearchField id="admin-stories-q" label={t('admin.stories.search')} value={q} onSearch={(words) => update({ q: words })} />
          <FilterSelect
            id="admin-stories-status"
            label={t('admin.stories.status')}
            value={status}
            options={campaignStatuses.map((s) => ({ value: s, label: t(`status.${s}` as MessageKey) }))}
            onChange={(value) => update({ status: value })}
          />
        </div>
      }
      state={stories}
      summary={(data) => (
        <>
          <p aria-live="polite">
            {t(data.total_exact === false ? 'admin.stories.countAtLeast' : 'admin.stories.count', { count: data.total })}
          </p>
          {selectable.length > 0 && (
            <BulkBar
              ids={selectable.map((s) => s.id)}
              selected={selected}
              onSelect={setSelected}
              actions={status === 'paused' ? ['resume'] : status === 'active' ? ['pause'] : ['pause', 'resume']}
              titleOf={(id) => data.items.find((s) => s.id === id)?.title ?? ''}
              onDone={done}
            />
          )}
        </>
      )}
      pager={(data) => (
        <Pager page={data.page} pages={data.total_pages} label={t('admin.stories.pages')} onPage={(p) => update({ page: String(p) })} />
      )}
    >
      {(data) => (
        <Queue items={data.items}>
          {(story) => <StoryItem story={story} selected={selected.has(story.id)} onToggle={() => toggle(story.id)} onDone={done} />}
        </Queue>
      )}
    </ListScreen>
  );
}
