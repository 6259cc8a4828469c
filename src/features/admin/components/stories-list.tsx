import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useI18n, useT, type MessageKey } from '../../../lib/i18n/i18n';
import { campaignStatuses } from '../../../../contract/rules/campaign';
import { Spinner } from '../../../lib/spinner';
import { toast } from '../../../lib/toast';
import { LoadError } from '../../../lib/ui/load-error';
import { useResource } from '../../../lib/use-resource';
import { fetchStories, moderate, type AdminStory } from '../api';
import { useDates } from '../format';
import { BulkBar } from './bulk-bar';
import { Pager } from './pager';
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
  const { data, error, loading, reload } = useResource(`admin:stories:${status}:${q}:${page}`, () => fetchStories({ status, q, page }));
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
    reload();
    onChanged();
  };
  const selectable = (data?.items ?? []).filter((s) => s.status === 'active' || s.status === 'paused');

  return (
    <section aria-labelledby="stories-title" className="stack">
      <h2 id="stories-title">{t('admin.stories.title')}</h2>
      <div className="filters-row">
        <SearchField id="admin-stories-q" label={t('admin.stories.search')} value={q} onSearch={(words) => update({ q: words })} />
        <div className="field">
          <label htmlFor="admin-stories-status">{t('admin.stories.status')}</label>
          <select id="admin-stories-status" value={status} onChange={(e) => update({ status: e.target.value })}>
            <option value="">{t('browse.any')}</option>
            {campaignStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}` as MessageKey)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {loading && !data && <Spinner size="small" />}
      {error && !data && <LoadError error={error} onRetry={reload} />}
      {data && (
        <p aria-live="polite">
          {t(data.total_exact === false ? 'admin.stories.countAtLeast' : 'admin.stories.count', { count: data.total })}
        </p>
      )}
      {selectable.length > 0 && (
        <BulkBar
          ids={selectable.map((s) => s.id)}
          selected={selected}
          onSelect={setSelected}
          actions={status === 'paused' ? ['resume'] : status === 'active' ? ['pause'] : ['pause', 'resume']}
          titleOf={(id) => data?.items.find((s) => s.id === id)?.title ?? ''}
          onDone={done}
        />
      )}
      {data && data.items.length > 0 && (
        <ul className="queue">
          {data.items.map((story) => (
            <li key={story.id}>
              <StoryItem
                story={story}
                selected={selected.has(story.id)}
                onToggle={() =>
                  setSelected((current) => {
                    const next = new Set(current);
                    if (!next.delete(story.id)) next.add(story.id);
                    return next;
                  })
                }
                onDone={done}
              />
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pager page={data.page} pages={data.total_pages} label={t('admin.stories.pages')} onPage={(p) => update({ page: String(p) })} />
      )}
    </section>
  );
}
