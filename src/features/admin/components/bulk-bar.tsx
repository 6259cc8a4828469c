import { useRef, useState } from 'react';
import { readableError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/i18n';
import type { ModerationAction } from '../../../../contract/rules/moderation';
import { toast } from '../../../lib/toast';
import { iconPaths, LineIcon } from '../../../lib/ui/icon';
import { useScrolledPast } from '../../../lib/use-scrolled-past';
import { bulkModerate, type BulkResult } from '../api';
import { ReasonAction } from '../../../lib/ui/reason-action';

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

/** Select stories on the page and moderate them together; each story succeeds or fails on its own. */
export function BulkBar({ ids, selected, onSelect, actions, titleOf, onDone }: Props) {
  const t = useT();
  const [failures, setFailures] = useState<Array<Extract<BulkResult, { ok: false }>>>([]);
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
    setFailures(outcome.results.filter((r): r is Extract<BulkResult, { ok: false }> => !r.ok));
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
        <div className="actions bulk-actions">
          {actions.map((action) =>
            action === 'approve' ? (
              <button
                key={action}
                type="button"
                className="btn btn-primary"
                onClick={() => void run('approve').catch((e: unknown) => toast.error(readableError(e, t).text))}
              >
                {t('admin.bulk.approve', { count: selected.size })}
              </button>
            ) : (
              <ReasonAction
                key={action}
                label={t(`admin.bulk.${action}`, { count: selected.size })}
                confirmLabel={t(`admin.bulk.${action}`, { count: selected.size })}
                reasonLabel={t('admin.reason.label')}
                hint={t('admin.reason.ownerSees')}
                danger={action === 'reject'}
                onConfirm={(reason) => run(action, reason)}
              />
            ),
          )}
        </div>
      )}
      {selected.size > 0 && scrolledAway && (
        // Scrolled away from the bar with stories selected: a strip in the header's place (never over a story) leads back to it.
        <div className="bulk-strip" role="group" aria-label={t('admin.bulk.label')}>
          <span>{t('admin.bulk.selected', { count: selected.size })}</span>
          <button type="button" className="btn btn-primary" onClick={backToActions}>
            {t('admin.bulk.toActions')}
          </button>
          <button
            type="button"
            className="btn btn-ghost strip-clear"
            aria-label={t('admin.bulk.clear')}
            onClick={() => onSelect(new Set())}
          >
            <LineIcon path={iconPaths.close} size={18} weight={2.5} />
          </button>
        </div>
      )}
      {failures.length > 0 && (
        <div role="alert" className="load-error">
          <p>
            <strong>{t('admin.bulk.failures')}</strong>
          </p>
          <ul>
            {failures.map((f) => (
              <li key={f.id}>
                {titleOf(f.id) || f.id}: {f.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
