import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { readableError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/i18n';
import { moderationLimits, reportActions, type ReportAction } from '../../../../contract/rules/moderation';
import { toast } from '../../../lib/toast';
import { processReport, type Report } from '../api';
import '../../../lib/ui/forms.css';

/** What takes a story away from donors: asked again, naming the story, before it is done. */
const takesAway = (action: ReportAction | null): action is 'pause' | 'remove' => action === 'pause' || action === 'remove';

/** Processes an open report: dismiss, warn the owner, pause or remove the story, always with a note. */
export function ProcessReport({ report, onDone }: { report: Report; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const [action, setAction] = useState<ReportAction | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!action) return setProblem(t('admin.reports.chooseAction'));
    if (note.trim().length < moderationLimits.reason.min)
      return setProblem(t('admin.reason.required', { min: moderationLimits.reason.min }));
    if (takesAway(action) && !asking) {
      setProblem(null);
      return setAsking(true);
    }
    setBusy(true);
    setProblem(null);
    try {
      await processReport(report.id, action, note.trim());
      toast.success(t(`admin.reports.done.${action}`));
      onDone();
    } catch (caught) {
      setProblem(readableError(caught, t).text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form reason-form"
      onSubmit={(event) => void send(event)}
      aria-label={t('admin.reports.process', { title: report.campaign_title })}
    >
      <fieldset className="reasons">
        <legend className="label">{t('admin.reports.action')}</legend>
        {reportActions.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-action`}
              value={value}
              checked={action === value}
              onChange={() => {
                setAction(value);
                setAsking(false);
              }}
            />
            {t(`admin.reports.action.${value}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-note`}>{t('admin.reports.note')}</label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={moderationLimits.reason.max}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="hint">
          {t('admin.reports.noteHint')}
        </p>
      </div>
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      {asking && takesAway(action) ? (
        <div className="confirm-action" role="group" aria-labelledby={`${id}-question`}>
          <p id={`${id}-question`} ref={question} tabIndex={-1}>
            {t(`admin.reports.confirm.${action}`, { title: report.campaign_title })}
          </p>
          <div className="actions">
            <button type="submit" className="btn btn-danger" disabled={busy}>
              {t(`admin.reports.confirmYes.${action}`)}
            </button>
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => setAsking(false)}>
              {t('admin.reports.back')}
            </button>
          </div>
        </div>
      ) : (
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('admin.reports.submit')}
          </button>
        </div>
      )}
    </form>
  );
}
