import { useEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { describedBy, Field } from '../../../lib/ui/field';
import { moderationLimits, reportActions, type ReportAction } from '../../../../contract/rules/moderation';

/** What takes a story away from donors: asked again, naming the story, before it is done. */
export const takesAway = (action: ReportAction | null): action is 'pause' | 'remove' => action === 'pause' || action === 'remove';

/** The four ways to settle a report, one to choose. */
export function ReportActionChoice({
  id,
  action,
  problem,
  onChoose,
}: {
  id: string;
  action: ReportAction | null;
  problem: string | undefined;
  onChoose: (action: ReportAction) => void;
}) {
  const t = useT();
  return (
    <fieldset className="reasons" aria-describedby={problem ? `${id}-action-error` : undefined}>
      <legend className="label">{t('admin.reports.action')}</legend>
      {reportActions.map((value) => (
        <label key={value}>
          <input
            id={`${id}-action-${value}`}
            type="radio"
            name={`${id}-action`}
            value={value}
            checked={action === value}
            onChange={() => onChoose(value)}
          />
          {t(`admin.reports.action.${value}`)}
        </label>
      ))}
      {problem && (
        <p id={`${id}-action-error`} className="error-text">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/** The note every action carries. */
export function ReportNote({
  id,
  note,
  problem,
  onNote,
}: {
  id: string;
  note: string;
  problem: string | undefined;
  onNote: (note: string) => void;
}) {
  const t = useT();
  return (
    <Field id={`${id}-note`} label={t('admin.reports.note')} hint={t('admin.reports.noteHint')} problem={problem}>
      <textarea
        id={`${id}-note`}
        rows={3}
        maxLength={moderationLimits.reason.max}
        value={note}
        onChange={(e) => onNote(e.target.value)}
        aria-invalid={Boolean(problem)}
        aria-describedby={describedBy(`${id}-note`, true, problem)}
      />
    </Field>
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
