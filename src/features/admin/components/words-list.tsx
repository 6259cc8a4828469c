import { Link } from 'react-router-dom';
import { useT, type MessageKey } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import { ConfirmAction } from '../../../lib/ui/confirm-action';
import { FilterSelect } from '../../../lib/ui/filter-select';
import { ListScreen } from '../../../lib/ui/list-screen';
import { usePagedFilters } from '../../../lib/ui/paged-filters';
import { Pager } from '../../../lib/ui/pager';
import { ReasonAction } from '../../../lib/ui/reason-action';
import { useResource } from '../../../lib/use-resource';
import { wordQueues, type WordDecision, type WordQueue } from '../../../../contract/rules/words';
import { decideWord, fetchAdminWords, type AdminWord } from '../api';
import { useDates } from '../format';
import { Queue } from './queue';

/** What the team may do with a word in its state: let a waiting one show or refuse it; remove a shown one, or keep a reported one. */
function WordActions({ word, onDone }: { word: AdminWord; onDone: () => void }) {
  const t = useT();
  const decide = (decision: WordDecision) => async (reason?: string) => {
    await decideWord(word.id, decision, reason);
    toast.success(t(`admin.words.done.${decision}`));
    onDone();
  };
  if (word.status === 'pending')
    return (
      <div className="actions">
        <ConfirmAction
          label={t('admin.words.approve')}
          question={t('admin.words.approveQuestion', { title: word.campaign_title })}
          confirmLabel={t('admin.words.approveConfirm')}
          onConfirm={decide('approve')}
        />
        <ReasonAction
          label={t('admin.words.reject')}
          confirmLabel={t('admin.words.rejectConfirm')}
          reasonLabel={t('admin.reason.label')}
          danger
          onConfirm={decide('reject')}
        />
      </div>
    );
  if (word.status !== 'shown' && word.status !== 'hidden') return null;
  return (
    <div className="actions">
      <ReasonAction
        label={t('admin.words.remove')}
        confirmLabel={t('admin.words.removeConfirm')}
        question={t('admin.words.removeQuestion', { title: word.campaign_title })}
        reasonLabel={t('admin.reason.label')}
        danger
        onConfirm={decide('remove')}
      />
      {word.open_reports > 0 && (
        <button type="button" className="btn btn-outline" onClick={() => void decide('keep')().catch(() => undefined)}>
          {t('admin.words.keep')}
        </button>
      )}
    </div>
  );
}

function WordReview({ word, onDone }: { word: AdminWord; onDone: () => void }) {
  const t = useT();
  const dates = useDates();
  const titleId = `word-${word.id}`;
  return (
    <article className="card queue-item stack" aria-labelledby={titleId}>
      <div className="queue-item-head">
        <h3 id={titleId}>
          <Link to={`/campaigns/${word.campaign_slug}#words`}>{word.campaign_title}</Link>
        </h3>
        <span className="status">{t(`admin.words.status.${word.status}` as MessageKey)}</span>
      </div>
      <p className="message">{t('quote', { text: word.text })}</p>
      <p className="story-meta">
        <span>{t('admin.words.by', { name: word.author ?? '—', email: word.author_email ?? '—' })}</span>
        <span>{dates.time(word.created_at)}</span>
        {word.open_reports > 0 && <span className="flag">{t('admin.words.reports', { count: word.open_reports })}</span>}
      </p>
      {word.reason && <p className="muted">{t('admin.words.reason', { reason: word.reason })}</p>}
      <WordActions word={word} onDone={onDone} />
    </article>
  );
}

/** Words of support for the team: waiting to be read (oldest first), reported (most reported first), or all. */
export function WordsList({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const { filters, setFilter, page, setPage } = usePagedFilters({ queue: 'pending' as string });
  const queue = filters.queue as WordQueue;
  const words = useResource(`admin:words:${queue}:${page}`, () => fetchAdminWords({ queue, page }));
  const done = () => {
    words.reload();
    onChanged();
  };
  return (
    <ListScreen
      titleId="words-title"
      title={t('admin.words.title')}
      intro={<p className="muted">{t('admin.words.lead')}</p>}
      filters={
        <div className="filters-row">
          <FilterSelect
            id="words-queue"
            label={t('admin.words.queue')}
            value={queue}
            anyLabel={false}
            options={wordQueues.map((q) => ({ value: q, label: t(`admin.words.queue.${q}`) }))}
            onChange={(value) => setFilter('queue', value)}
          />
        </div>
      }
      state={words}
      empty={t('admin.words.empty')}
      pager={(data) => <Pager page={data.page} pages={data.total_pages} label={t('admin.words.pages')} onPage={setPage} />}
    >
      {(data) => <Queue items={data.items}>{(word) => <WordReview word={word} onDone={done} />}</Queue>}
    </ListScreen>
  );
}
