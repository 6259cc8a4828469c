import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useI18n, useT } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import { ListScreen } from '../../../lib/ui/list-screen';
import { Pager } from '../../../lib/ui/pager';
import { StoryImage } from '../../../lib/ui/story-image';
import { useResource } from '../../../lib/use-resource';
import { fetchPending, moderate, type PendingStory } from '../api';
import { useDates } from '../format';
import { BulkBar } from './bulk-bar';
import { Queue } from './queue';
import { ReasonAction } from '../../../lib/ui/reason-action';
import { regionName } from '../../../lib/ui/region-name';
import { ConfirmAction } from '../../../lib/ui/confirm-action';

function Flags({ story }: { story: PendingStory }) {
  const t = useT();
  return (
    <>
      {story.open_alerts > 0 && (
        <Link className="flag" to="/admin/alerts">
          {t('admin.flags.alerts', { count: story.open_alerts })}
        </Link>
      )}
      {story.open_reports > 0 && (
        <Link className="flag" to="/admin/reports">
          {t('admin.flags.reports', { count: story.open_reports })}
        </Link>
      )}
      {story.owner_verification === 'verified' && <span className="badge">{t('card.verified')}</span>}
    </>
  );
}

/** The whole story as donors would see it, folded away. */
function StoryPreview({ story }: { story: PendingStory }) {
  const t = useT();
  return (
    <details className="preview">
      <summary>{t('admin.pending.preview')}</summary>
      <div className="stack">
        <StoryImage
          image={story.cover}
          alt={t('story.coverAlt', { title: story.title })}
          className="preview-cover"
          sizes="(min-width: 900px) 560px, 92vw"
        />
        <p className="lead">{story.summary}</p>
        <p>
          <strong>{t('story.beneficiary', { name: story.beneficiary })}</strong>
        </p>
        <div className="story-text">
          {story.story.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {story.gallery.length > 0 && (
          <ul className="gallery">
            {story.gallery.map((image, index) => (
              <li key={image.id}>
                <StoryImage image={image} alt={t('story.photoAlt', { n: index + 1, title: story.title })} sizes="160px" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}

function PendingItem({
  story,
  selected,
  onToggle,
  onDone,
}: {
  story: PendingStory;
  selected: boolean;
  onToggle: () => void;
  onDone: () => void;
}) {
  const { t, formats } = useI18n();
  const dates = useDates();
  const titleId = `pending-${story.id}`;
  const approve = async () => {
    await moderate(story.id, 'approve');
    toast.success(t('admin.pending.approved', { title: story.title }));
    onDone();
  };

  return (
    <article className="card queue-item stack" aria-labelledby={titleId}>
      <div className="queue-item-head">
        <input
          type="checkbox"
          className="select"
          checked={selected}
          onChange={onToggle}
          aria-label={t('admin.bulk.select', { title: story.title })}
        />
        <h3 id={titleId}>{story.title}</h3>
      </div>
      <p className="story-meta">
        <span>{t(`category.${story.category}`)}</span>
        <span>{regionName(t, story.region)}</span>
        <span>{t('admin.pending.goal', { goal: formats.money(story.goal) })}</span>
        <span>{t('admin.pending.closes', { date: dates.day(story.deadline) })}</span>
        <Flags story={story} />
      </p>
      <p className="muted">
        {t('admin.pending.by', {
          email: story.owner_email ?? '—',
          joined: dates.day(story.owner_created_at),
          submitted: dates.time(story.submitted_at),
        })}
      </p>
      <StoryPreview story={story} />
      <div className="actions">
        <ConfirmAction
          label={t('admin.pending.approve')}
          question={t('admin.pending.approveQuestion', { title: story.title })}
          confirmLabel={t('admin.pending.approveConfirm')}
          onConfirm={approve}
        />
        <ReasonAction
          label={t('admin.pending.reject')}
          confirmLabel={t('admin.pending.rejectConfirm')}
          question={t('admin.pending.rejectQuestion', { title: story.title })}
          reasonLabel={t('admin.reason.label')}
          hint={t('admin.reason.ownerSees')}
          danger
          onConfirm={async (reason) => {
            await moderate(story.id, 'reject', reason);
            toast.success(t('admin.pending.rejected', { title: story.title }));
            onDone();
          }}
        />
      </div>
    </article>
  );
}

/** Stories waiting for review, oldest first, each with a full preview; approve, reject with a reason, or many at once. */
export function PendingQueue({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const pending = useResource(`admin:pending:${page}`, () => fetchPending(page));
  const done = () => {
    pending.reload();
    onChanged();
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <ListScreen
      titleId="pending-title"
      title={t('admin.pending.title')}
      state={pending}
      empty={t('admin.pending.empty')}
      summary={(data) =>
        data.items.length > 0 && (
          <BulkBar
            ids={data.items.map((s) => s.id)}
            selected={selected}
            onSelect={setSelected}
            actions={['approve', 'reject']}
            titleOf={(id) => data.items.find((s) => s.id === id)?.title ?? ''}
            onDone={done}
          />
        )
      }
      pager={(data) => <Pager page={data.page} pages={data.total_pages} label={t('admin.pending.pages')} onPage={setPage} />}
    >
      {(data) => (
        <Queue items={data.items}>
          {(story) => <PendingItem story={story} selected={selected.has(story.id)} onToggle={() => toggle(story.id)} onDone={done} />}
        </Queue>
      )}
    </ListScreen>
  );
}
