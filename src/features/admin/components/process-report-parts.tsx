import { useEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { moderationLimits, reportActions, type ReportAction } from '../../../../contract/rules/moderation';

/** What takes a story away from donors: asked again, naming the story, before it is done. */
export const takesAway = (action: ReportAction | null): action is 'pause' | 'remove' => action === 'pause' || action === 'remove';

/** The four ways to settle a report, one to choose. */
export function ReportActionChoice({
  id,
  action,
  onChoose,
}: {
  id: string;
  action: ReportAction | null;
  onChoose: (action: ReportAction) => void;
}) {
  const t = useT();
  return (
    <fieldset className="reasons">
      <legend className="label">{t('admin.reports.action')}</legend>
      {reportActions.map((value) => (
        <label key={value}>
          <input type="radio" name={`${id}-action`} value={value} checked={action === value} onChange={() => onChoose(value)} />
          {t(`admin.reports.action.${value}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** The note every action carries. */
export function ReportNote({ id, note, onNote }: { id: string; note: string; onNote: (note: string) => void }) {
  const t = useT();
  return (
    <div className="field">
      <label htmlFor={`${id}-note`}>{t('admin.reports.note')}</label>
      <textarea
        id={`${id}-note`}
        rows={3}
        maxLength={moderationLimits.reason.max}
        value={note}
        onChange={(e) => onNote(e.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="hint">
        {t('admin.reports.noteHint')}
      </p>
    </div>
  );
}

/** Send, or, for an action that takes the story away, the question naming it with its yes and back. */
export function ReportSubmit({
  id,
  action,
  asking,
  busy,
  title,
  onBack,
}: {
  id: string;
  action: ReportAction | null;
  asking: boolean;
  busy: boolean;
  title: string;
  onBack: () => void;
}) {
  const t = useT();
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);
  if (!asking || !takesAway(action)) {
    return (
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('admin.reports.submit')}
        </button>
      </div>
    );
  }
  return (
    <div className="confirm-action" role="group" aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`} ref={question} tabIndex={-1}>
        {t(`admin.reports.confirm.${action}`, { title })}
      </p>
      <div className="actions">
        <button type="submit" className="btn btn-danger" disabled={busy}>
          {t(`admin.reports.confirmYes.${action}`)}
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={onBack}>
          {t('admin.reports.back')}
        </button>
      </div>
    </div>
  );
}
