import { useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import type { ModerationAction } from '../../../../contract/rules/moderation';
import { toast } from '../../../lib/toast';
import { iconPaths, LineIcon } from '../../../lib/ui/icon';
import { useScrolledPast } from '../../../lib/use-scrolled-past';
import { bulkModerate, type BulkResult } from '../api';
import { ReasonAction } from '../../../lib/ui/reason-action';
import { ConfirmAction } from '../../../lib/ui/confirm-action';

type Failure = Extract<BulkResult, { ok: false }>;

interface Props {
  /** Every id on the page, and the selected ones. */
  ids: string[];
  selected: Set<string>;
  onSelect: (next: Set<string>) => void;
  /** The actions offered for the selection. */
  actions: ModerationAction[];
  titleOf: (id: string) => string;
  onDone: () => void;
}

/** The actions for the selection, each asked first naming the stories: approve, or the others with a reason the owners read. */
function BulkActions({
  actions,
  count,
  titles,
  run,
}: {
  actions: ModerationAction[];
  count: number;
  /** The selected stories' titles, quoted, for the question. */
  titles: string;
  run: (action: ModerationAction, reason?: string) => Promise<void>;
}) {
  const t = useT();
  return (
    <div className="actions bulk-actions">
      {actions.map((action) =>
        action === 'approve' ? (
          <ConfirmAction
            key={action}
            label={t('admin.bulk.approve', { count })}
            question={t('admin.bulk.approveQuestion', { titles })}
            confirmLabel={t('admin.bulk.approveConfirm', { count })}
            onConfirm={() => run('approve')}
          />
        ) : (
          <ReasonAction
            key={action}
            label={t(`admin.bulk.${action}`, { count })}
            confirmLabel={t(`admin.bulk.${action}`, { count })}
            question={t('admin.bulk.these', { titles })}
            reasonLabel={t('admin.reason.label')}
            hint={t('admin.reason.ownerSees')}
            danger={action === 'reject'}
            onConfirm={(reason) => run(action, reason)}
          />
        ),
      )}
    </div>
  );
}

/** Scrolled away from the bar with stories selected: a strip in the header's place (never over a story) leads back to it. */
function BackToSelection({ count, onBack, onClear }: { count: number; onBack: () => void; onClear: () => void }) {
  const t = useT();
  return (
    <div className="bulk-strip" role="group" aria-label={t('admin.bulk.label')}>
      <span>{t('admin.bulk.selected', { count })}</span>
      <button type="button" className="btn btn-primary" onClick={onBack}>
        {t('admin.bulk.toActions')}
      </button>
      <button type="button" className="btn btn-ghost strip-clear" aria-label={t('admin.bulk.clear')} onClick={onClear}>
        <LineIcon path={iconPaths.close} size={18} weight={2.5} />
      </button>
    </div>
  );
}

/** The stories that could not follow, each with the reason. */
function BulkFailures({ failures, titleOf }: { failures: Failure[]; titleOf: (id: string) => string }) {
  const t = useT();
  return (
    <div role="alert" className="load-error">
      <p>
        <strong>{t('admin.bulk.failures')}</strong>
      </p>
      <ul>
        {failures.map((f) => (
          <li key={f.id}>{t('labelled', { label: titleOf(f.id) || f.id, text: f.message })}</li>
        ))}
      </ul>
    </div>
  );
}

/** Select stories on the page and moderate them together; each story succeeds or fails on its own. */
export function BulkBar({ ids, selected, onSelect, actions, titleOf, onDone }: Props) {
  const t = useT();
  const [failures, setFailures] = useState<Failure[]>([]);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const bar = useRef<HTMLDivElement>(null);
  const scrolledAway = useScrolledPast(bar);

  /** Back to the bar, its first action in focus. */
  const backToActions = () => {
    bar.current?.scrollIntoView({ block: 'start' });
    bar.current?.querySelector<HTMLElement>('.bulk-actions button')?.focus({ preventScroll: true });
  };

  const run = async (action: ModerationAction, reason?: string) => {
    const outcome = await bulkModerate([...selected], action, reason);
    setFailures(outcome.results.filter((r): r is Failure => !r.ok));
    (outcome.failed ? toast.warning : toast.success)(t('admin.bulk.done', { succeeded: outcome.succeeded, failed: outcome.failed }));
    onSelect(new Set());
    onDone();
  };

  return (
    <div ref={bar} className="bulk-bar stack" role="group" aria-label={t('admin.bulk.label')}>
      <div className="actions">
        <label className="check">
          <input type="checkbox" checked={all} disabled={ids.length === 0} onChange={() => onSelect(all ? new Set() : new Set(ids))} />
          {t('admin.bulk.all')}
        </label>
        <span aria-live="polite">{t('admin.bulk.selected', { count: selected.size })}</span>
      </div>
      {selected.size > 0 && (
        <BulkActions
          actions={actions}
          count={selected.size}
          titles={[...selected].map((id) => t('quote', { text: titleOf(id) || id })).join(', ')}
          run={run}
        />
      )}
      {selected.size > 0 && scrolledAway && (
        <BackToSelection count={selected.size} onBack={backToActions} onClear={() => onSelect(new Set())} />
      )}
      {failures.length > 0 && <BulkFailures failures={failures} titleOf={titleOf} />}
    </div>
  );
}
